import { Link } from '@remix-run/react';
import type { StatuteSearchPage } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { statuteCasesHref } from '../library/hrefs.ts';

/** Sections shown beside the cases a keyword finds; the rest are one link away on Statutes. */
export const statutesShown = 3;

const Group = styled.section`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.base};
    color: ${({ theme }) => theme.colors.navy};
  }

  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }

  li {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
`;

const Act = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The "Statutes" group of the search page: the sections a Case Law or Advance keyword names, best first. */
export function StatutesGroup({ found }: { found: StatuteSearchPage }) {
  const t = useT();
  if (found.count === 0) return null;
  return (
    <Group aria-labelledby="statutes-group">
      <h2 id="statutes-group">{t('Statutes')}</h2>
      <ul>
        {found.rows.slice(0, statutesShown).map((s) => (
          <li key={s.statuteId} dir="auto">
            <Link to={statuteCasesHref(s.ordinanceName, s.statuteId)}>{s.sectionName}</Link> <Act>· {s.ordinanceName}</Act>
          </li>
        ))}
      </ul>
      {found.count > statutesShown ? (
        <Link to={`/statutes?q=${encodeURIComponent(found.q)}`}>{t('See all {{number}} sections', { number: found.count.toLocaleString('en') })}</Link>
      ) : null}
    </Group>
  );
}
