import { Link } from '@remix-run/react';
import { diaryEmptyTexts, isOpenCase, type DiaryCaseView, type HearingView } from '@qanoon/contracts';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { useT, useIsolate } from '../i18n/i18n.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { VisuallyHidden } from '../ui/visually-hidden.ts';
import { CaseCloseToggle } from './case-close-toggle.tsx';
import { outcomeLabel, readableTime, titleOf } from './format.ts';
import { diaryCaseHref, hearingHref } from './hrefs.ts';
import { useDates, type Dates } from '../ui/dates.ts';

/** A case row as the page gets it (its moments may arrive as text). */
type CaseRow = Omit<DiaryCaseView, 'openedAt' | 'previousHearings'> & {
  previousHearings: (Omit<HearingView, 'scheduledAt'> & { scheduledAt: Date | string })[];
};

// Eleven columns fit the page's width only with tighter cells than the shared table's.
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
  const t = useT();
  const dates = useDates();
  const isolate = useIsolate();
  if (hearings.length === 0) return <Muted>{t('None yet')}</Muted>;
  return (
    <Hearings aria-label={t('Previous hearings of {{title}}', { title: isolate(titleOf(title, t('Untitled case'))) })}>
      {hearings.map((h) => (
        <li key={h.hearingId}>
          <Nowrap>
            {dates.shortDay(h.date)}
            {h.time ? `, ${h.time}` : ''}
          </Nowrap>
          <small>{t(outcomeLabel(h.outcome))}</small>
        </li>
      ))}
    </Hearings>
  );
}

function casesColumns(t: ReturnType<typeof useT>, isolate: (text: string) => string, dates: Dates): Column<CaseRow>[] {
  const titled = (c: CaseRow) => titleOf(c.title, t('Untitled case'));
  return [
    {
      key: 'title',
      header: t('Case Title'),
      render: (c) => (
        <Title>
          <span dir="auto">{titled(c)}</span>
        </Title>
      ),
    },
    { key: 'number', header: t('Case Number'), render: (c) => (c.number ? <Nowrap dir="auto">{c.number}</Nowrap> : '—') },
    { key: 'date', header: t('Case Date'), render: (c) => <Nowrap>{dates.shortDay(c.caseDate)}</Nowrap> },
    { key: 'hearing-date', header: t('Hearing Date'), render: (c) => <Nowrap>{dates.shortDay(c.hearingDate)}</Nowrap> },
    { key: 'hearing-time', header: t('Hearing Time'), render: (c) => readableTime(c.hearingTime) },
    { key: 'court', header: t('Court'), render: (c) => (c.court ? <span dir="auto">{c.court}</span> : '—') },
    { key: 'city', header: t('City'), render: (c) => (c.city ? <span dir="auto">{c.city}</span> : '—') },
    {
      key: 'read',
      header: t('Read'),
      render: (c) => (
        <Link to={diaryCaseHref(c.caseId)}>
          {t('Read')}
          <VisuallyHidden> {titled(c)}</VisuallyHidden>
        </Link>
      ),
    },
    {
      key: 'next',
      header: t('Next Hearing'),
      render: (c) =>
        isOpenCase(c.caseClose) ? (
          <Link to={hearingHref(c.caseId)}>
            {t('Next Hearing')}
            <VisuallyHidden> {t('of {{name}}', { name: isolate(titled(c)) })}</VisuallyHidden>
          </Link>
        ) : (
          <Muted>{t('Reopen to schedule')}</Muted>
        ),
    },
    { key: 'previous', header: t('Prev Hearing list'), render: (c) => <PreviousHearings hearings={c.previousHearings} title={c.title} /> },
    { key: 'close', header: t('Case closed toggle'), render: (c) => <CaseCloseToggle caseId={c.caseId} title={titled(c)} value={c.caseClose} /> },
  ];
}

/** A client's cases (docs/product-rules.md#diary). */
export function ClientCasesTable({ cases }: { cases: readonly CaseRow[] }) {
  const t = useT();
  const isolate = useIsolate();
  const dates = useDates();
  const columns = useMemo(() => casesColumns(t, isolate, dates), [t, isolate, dates]);
  return (
    <Compact>
      <Table caption={t('Cases')} hideCaption columns={columns} rows={cases} rowKey={(c) => c.caseId} emptyText={t(diaryEmptyTexts.cases)} />
    </Compact>
  );
}
