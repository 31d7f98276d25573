import { searchFieldLabels, searchFormFields, type SearchFormValues, type SearchMode } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { searchEditHref, searchHref } from './hrefs.ts';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Criteria = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What a search asked for, in place of its form once it has results (Citation and CourtWise, docs/product-rules.md#search-modes). */
export function SearchSummary({ tab, values }: { tab: SearchMode; values: SearchFormValues }) {
  const t = useT();
  const filled = searchFormFields[tab].filter((field) => values[field]);
  return (
    <Box>
      <Criteria aria-label={t('Searched for')}>
        {filled.map((field) => (
          <div key={field}>
            <dt>{t(searchFieldLabels[field])}:</dt>
            <dd dir="auto">{values[field]}</dd>
          </div>
        ))}
      </Criteria>
      <Actions>
        <ButtonLink to={searchEditHref(tab, values)} variant="secondary">
          {t('Change search')}
        </ButtonLink>
        <ButtonLink to={searchHref(tab)} variant="ghost">
          {t('New search')}
        </ButtonLink>
      </Actions>
    </Box>
  );
}
