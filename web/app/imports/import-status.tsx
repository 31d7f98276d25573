import type { FetcherWithComponents } from '@remix-run/react';
import type { RejectionSummary } from '@qanoon/services';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

import { ProgressBar } from '../ui/progress-bar.tsx';
import { count, duration, kindLabel, outcomeCounts, outcomeLabel } from './import-format.ts';
import { importReasonText } from './import-messages.ts';
import { deletedAdministrator, isActive, type ImportAnswer, type ShownImport } from './import-item.ts';
import { StateBadge } from './import-state.tsx';
import { useDates } from '../ui/dates.ts';

export const rejectedRowsHref = (importId: string) => `/dashboard/uploadData/rejected/${importId}`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Figures = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

// Four figures side by side, two by two where a phone's row is too narrow for "Unchanged 60,000".
const Report = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    background: ${({ theme }) => theme.colors.page};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Reasons = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function liveText(shown: ShownImport, t: TFunction): string {
  const live = shown.live;
  if (shown.state === 'queued') return t('Waiting for the worker to start…');
  const rows = count(shown.rowsDone);
  const parts = [
    live?.estimatedRows
      ? t('{{rows}} rows of about {{total}}', { rows, total: count(Math.max(live.estimatedRows, shown.rowsDone)) })
      : t('{{rows}} rows', { rows }),
  ];
  if (live && live.rowsPerSecond > 0) parts.push(t('{{rate}} rows/s', { rate: count(live.rowsPerSecond) }));
  if (live?.secondsLeft != null) parts.push(t('{{time}} left', { time: duration(t, live.secondsLeft) }));
  parts.push(`${live?.percent ?? 0}%`);
  return parts.join(' · ');
}

/** Cancel (running) or Retry (failed, cancelled) of one import, through the row's fetcher. */
export function ImportControl({ shown, fetcher, onRetry }: { shown: ShownImport; fetcher: FetcherWithComponents<ImportAnswer>; onRetry: () => void }) {
  const t = useT();
  const busy = fetcher.state !== 'idle';
  if (isActive(shown.state)) {
    return (
      <fetcher.Form method="post">
        <input type="hidden" name="importId" value={shown.id} />
        <Button type="submit" name="intent" value="cancel" variant="secondary" disabled={busy || shown.cancelRequested}>
          {shown.cancelRequested ? t('Cancelling…') : t('Cancel')}
        </Button>
      </fetcher.Form>
    );
  }
  if (shown.state === 'failed' || shown.state === 'cancelled') {
    return (
      <fetcher.Form method="post" onSubmit={onRetry}>
        <input type="hidden" name="importId" value={shown.id} />
        <Button type="submit" name="intent" value="retry" variant="secondary" disabled={busy}>
          {t('Retry')}
        </Button>
      </fetcher.Form>
    );
  }
  return null;
}

/** The latest import of a row: its progress while it runs, its report once it ends. */
export function ImportStatus({
  shown,
  rejections,
  control,
}: {
  shown: ShownImport;
  rejections: readonly RejectionSummary[];
  control: ReactNode;
}) {
  const t = useT();
  const dates = useDates();
  const label = t(kindLabel[shown.kind]);
  const active = isActive(shown.state);
  return (
    <Lines data-import-id={shown.id} data-state={shown.state}>
      <Meta>
        <strong dir="auto">{shown.fileName}</strong> <StateBadge state={shown.state} />
        {shown.cancelRequested && active ? ` ${t('cancelling')}` : ''} ·{' '}
        {shown.finishedAt
          ? t('finished {{moment}}', { moment: dates.moment(shown.finishedAt) })
          : shown.startedAt
            ? t('started {{moment}}', { moment: dates.moment(shown.startedAt) })
            : t('uploaded {{moment}}', { moment: dates.moment(shown.createdAt) })}
        {shown.createdBy
          ? ` ${t('by {{name}}', { name: shown.createdBy === deletedAdministrator ? t(deletedAdministrator) : shown.createdBy })}`
          : ''}
      </Meta>
      {active ? (
        <>
          <ProgressBar value={shown.live?.percent ?? 0} label={t('{{file}} import progress', { file: label })} valueText={liveText(shown, t)} />
          <Figures aria-live="off">{liveText(shown, t)}</Figures>
        </>
      ) : null}
      {shown.state === 'failed' && shown.error ? <Alert tone="error">{importReasonText(t, shown.error)}</Alert> : null}
      {shown.state === 'cancelled' ? <Meta>{t('Cancelled after {{rows}} rows; the rows imported before stay. Retry continues from there.', { rows: count(shown.rowsDone) })}</Meta> : null}
      {shown.state === 'done' || shown.rowsDone > 0 ? (
        <Report aria-label={t('{{file}} import report', { file: label })}>
          {outcomeCounts(shown).map(([name, n]) => (
            <div key={name}>
              <dt>{t(outcomeLabel[name])}</dt>
              <dd>{count(n)}</dd>
            </div>
          ))}
        </Report>
      ) : null}
      {shown.rejected > 0 && !active && rejections.length > 0 ? (
        <Reasons aria-label={t('First rejected rows of {{file}}', { file: label })}>
          {rejections.map((r) => (
            <li key={r.line}>
              {t('Line {{line}}', { line: r.line })}
              {r.row !== r.line ? ` ${t('(row {{row}})', { row: r.row })}` : ''}: {importReasonText(t, r.reason)}
            </li>
          ))}
          {shown.rejected > rejections.length ? <li>{t('… and {{n}} more in the download', { n: count(shown.rejected - rejections.length) })}</li> : null}
        </Reasons>
      ) : null}
      <Actions>
        {control}
        {shown.rejected > 0 ? (
          <a href={rejectedRowsHref(shown.id)} download>
            {shown.rejected === 1
              ? t('Download the {{n}} rejected row (CSV)', { n: count(shown.rejected) })
              : t('Download the {{n}} rejected rows (CSV)', { n: count(shown.rejected) })}
          </a>
        ) : null}
      </Actions>
    </Lines>
  );
}
