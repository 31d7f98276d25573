import { Link } from '@remix-run/react';
import { diaryEmptyTexts, isOpenCase, type DiaryCaseView, type HearingView } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { Table, type Column } from '../ui/table.tsx';
import { VisuallyHidden } from '../ui/visually-hidden.ts';
import { CaseCloseToggle } from './case-close-toggle.tsx';
import { outcomeLabel, readableTime, shortDay, titleOf } from './format.ts';
import { diaryCaseHref, hearingHref } from './hrefs.ts';

/** A case row as the page gets it (its moments may arrive as text). */
type CaseRow = Omit<DiaryCaseView, 'openedAt' | 'previousHearings'> & {
  previousHearings: (Omit<HearingView, 'scheduledAt'> & { scheduledAt: Date | string })[];
};

// Ten columns fit the page's width only with tighter cells than the shared table's.
const Compact = styled.div`
  && th,
  && td {
    padding: ${({ theme }) => `${theme.space.sm} 10px`};
  }
`;

const Hearings = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Title = styled.span`
  display: block;
  min-width: 120px;
  font-weight: 600;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

function PreviousHearings({ hearings, title }: { hearings: CaseRow['previousHearings']; title: string }) {
  if (hearings.length === 0) return <Muted>None yet</Muted>;
  return (
    <Hearings aria-label={`Previous hearings of ${titleOf(title)}`}>
      {hearings.map((h) => (
        <li key={h.hearingId}>
          <Nowrap>
            {shortDay(h.date)}
            {h.time ? `, ${h.time}` : ''}
          </Nowrap>
          <small>{outcomeLabel(h.outcome)}</small>
        </li>
      ))}
    </Hearings>
  );
}

const columns: Column<CaseRow>[] = [
  { key: 'title', header: 'Case Title', render: (c) => <Title>{titleOf(c.title)}</Title> },
  { key: 'date', header: 'Case Date', render: (c) => <Nowrap>{shortDay(c.caseDate)}</Nowrap> },
  { key: 'hearing-date', header: 'Hearing Date', render: (c) => <Nowrap>{shortDay(c.hearingDate)}</Nowrap> },
  { key: 'hearing-time', header: 'Hearing Time', render: (c) => readableTime(c.hearingTime) },
  { key: 'court', header: 'Court', render: (c) => c.court || '—' },
  { key: 'city', header: 'City', render: (c) => c.city || '—' },
  {
    key: 'read',
    header: 'Read',
    render: (c) => (
      <Link to={diaryCaseHref(c.caseId)}>
        Read<VisuallyHidden> {titleOf(c.title)}</VisuallyHidden>
      </Link>
    ),
  },
  {
    key: 'next',
    header: 'Next Hearing',
    render: (c) =>
      isOpenCase(c.caseClose) ? (
        <Link to={hearingHref(c.caseId)}>
          Next Hearing<VisuallyHidden> of {titleOf(c.title)}</VisuallyHidden>
        </Link>
      ) : (
        <Muted>Reopen to schedule</Muted>
      ),
  },
  { key: 'previous', header: 'Prev Hearing list', render: (c) => <PreviousHearings hearings={c.previousHearings} title={c.title} /> },
  { key: 'close', header: 'Case closed toggle', render: (c) => <CaseCloseToggle caseId={c.caseId} title={titleOf(c.title)} value={c.caseClose} /> },
];

/** A client's cases (spec §4 client cases page). */
export function ClientCasesTable({ cases }: { cases: readonly CaseRow[] }) {
  return (
    <Compact>
      <Table caption="Cases" hideCaption columns={columns} rows={cases} rowKey={(c) => c.caseId} emptyText={diaryEmptyTexts.cases} />
    </Compact>
  );
}
