import { useId, useState, type ReactNode } from 'react';
import { searchFieldLabels, searchFormFields, type SearchFormValues, type SearchMode } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';

const phone = '@media (max-width: 720px)';

// Above a phone's width the bar is not there and the form is: folding is for a phone's first screen.
const Bar = styled.div`
  display: none;

  ${phone} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    margin-bottom: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Line = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Foldable = styled.div`
  ${phone} {
    &[data-open='false'] {
      display: none;
    }
  }
`;

/**
 * A search's form once it has results: on a phone, folded to one line naming what was searched,
 * with a button that opens it again; on a wider screen, the form as it is.
 */
export function FoldedOnPhone({ tab, values, children }: { tab: SearchMode; values: SearchFormValues; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const searched = searchFormFields[tab]
    .filter((field) => values[field])
    .map((field) => `${t(searchFieldLabels[field])}: ${values[field]}`)
    .join(' · ');
  return (
    <>
      <Bar data-testid="folded-search">
        <Line dir="auto">{searched}</Line>
        <Button variant="secondary" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((was) => !was)}>
          {open ? t('Hide the search form') : t('Change search')}
        </Button>
      </Bar>
      <Foldable id={formId} data-open={open}>
        {children}
      </Foldable>
    </>
  );
}
