import { diaryEmptyTexts, type HearingView } from '@qanoon/contracts';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { outcomeLabel, readableTime } from './format.ts';
import { Section } from './screen.tsx';
import { useDates, type Dates } from '../ui/dates.ts';

type Hearing = Omit<HearingView, 'scheduledAt'> & { scheduledAt: Date | string };
type Row = Hearing & { n: number; current: string | null };

const Written = styled.span`
  display: block;
  max-width: 36ch;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Current = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

// The popups hold the whole text; the log shows the start of it.
const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 160).trimEnd()}…` : text) || '—';

function logColumns(t: ReturnType<typeof useT>, dates: Dates): Column<Row>[] {
  return [
    { key: 'n', header: '#', render: (h) => h.n },
    { key: 'date', header: t('Date'), render: (h) => dates.day(h.date) },
    { key: 'time', header: t('Time'), render: (h) => readableTime(h.time) },
    { key: 'outcome', header: t('Outcome'), render: (h) => (h.current ? <Current>{h.current}</Current> : t(outcomeLabel(h.outcome))) },
    { key: 'description', header: t('Description'), render: (h) => <Written dir="auto">{excerpt(h.description)}</Written> },
    { key: 'notes', header: t('Notes'), render: (h) => <Written dir="auto">{excerpt(h.notes)}</Written> },
  ];
}

/** Every hearing of a case, the first first, with how it went and what was written for it. */
export function HearingLog({ hearings, previousIds, open }: { hearings: readonly Hearing[]; previousIds: ReadonlySet<string>; open: boolean }) {
  const t = useT();
  const dates = useDates();
  const columns = useMemo(() => logColumns(t, dates), [t, dates]);
  const currentLabel = open ? t('Next hearing') : t('Last hearing (case closed)');
  // A case opened without a hearing date has a current hearing with no day yet: say so.
  const labelOf = (h: Hearing) => (previousIds.has(h.hearingId) ? null : h.date === null && open ? t('No date set yet') : currentLabel);
  const rows = hearings.map((h, index) => ({ ...h, n: index + 1, current: labelOf(h) }));
  return (
    <Section aria-labelledby="hearing-log">
      <h3 id="hearing-log">{t('Hearings')}</h3>
      <Table caption={t('Hearings')} hideCaption columns={columns} rows={rows} rowKey={(h) => h.hearingId} emptyText={t(diaryEmptyTexts.hearings)} />
    </Section>
  );
}
