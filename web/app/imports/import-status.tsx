import type { FetcherWithComponents } from '@remix-run/react';
import { importFileLabels } from '@qanoon/contracts';
import type { RejectionSummary } from '@qanoon/services';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { formatMoment } from '../ui/dates.ts';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { count, duration, outcomeCounts } from './import-format.ts';
import { isActive, type ImportAnswer, type ShownImport } from './import-item.ts';
import { StateBadge } from './import-state.tsx';

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

const Report = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
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
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function liveText(shown: ShownImport): string {
  const live = shown.live;
  if (shown.state === 'queued') return 'Waiting for the worker to start…';
  const parts = [`${count(shown.rowsDone)} rows${live?.estimatedRows ? ` of about ${count(Math.max(live.estimatedRows, shown.rowsDone))}` : ''}`];
  if (live && live.rowsPerSecond > 0) parts.push(`${count(live.rowsPerSecond)} rows/s`);
  if (live?.secondsLeft != null) parts.push(`${duration(live.secondsLeft)} left`);
  parts.push(`${live?.percent ?? 0}%`);
  return parts.join(' · ');
}

/** Cancel (running) or Retry (failed, cancelled) of one import, through the row's fetcher. */
export function ImportControl({ shown, fetcher, onRetry }: { shown: ShownImport; fetcher: FetcherWithComponents<ImportAnswer>; onRetry: () => void }) {
  const busy = fetcher.state !== 'idle';
  if (isActive(shown.state)) {
    return (
      <fetcher.Form method="post">
        <input type="hidden" name="importId" value={shown.id} />
        <Button type="submit" name="intent" value="cancel" variant="secondary" disabled={busy || shown.cancelRequested}>
          {shown.cancelRequested ? 'Cancelling…' : 'Cancel'}
        </Button>
      </fetcher.Form>
    );
  }
  if (shown.state === 'failed' || shown.state === 'cancelled') {
    return (
      <fetcher.Form method="post" onSubmit={onRetry}>
        <input type="hidden" name="importId" value={shown.id} />
        <Button type="submit" name="intent" value="retry" variant="secondary" disabled={busy}>
          Retry
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
  const label = importFileLabels[shown.kind];
  const active = isActive(shown.state);
  return (
    <Lines data-import-id={shown.id} data-state={shown.state}>
      <Meta>
        <strong>{shown.fileName}</strong> <StateBadge state={shown.state} />
        {shown.cancelRequested && active ? ' cancelling' : ''} ·{' '}
        {shown.finishedAt
          ? `finished ${formatMoment(shown.finishedAt)}`
          : shown.startedAt
            ? `started ${formatMoment(shown.startedAt)}`
            : `uploaded ${formatMoment(shown.createdAt)}`}
        {shown.createdBy ? ` by ${shown.createdBy}` : ''}
      </Meta>
      {active ? (
        <>
          <ProgressBar value={shown.live?.percent ?? 0} label={`${label} import progress`} valueText={liveText(shown)} />
          <Figures aria-live="off">{liveText(shown)}</Figures>
        </>
      ) : null}
      {shown.state === 'failed' && shown.error ? <Alert tone="error">{shown.error}</Alert> : null}
      {shown.state === 'cancelled' ? <Meta>Cancelled after {count(shown.rowsDone)} rows; the rows imported before stay. Retry continues from there.</Meta> : null}
      {shown.state === 'done' || shown.rowsDone > 0 ? (
        <Report aria-label={`${label} import report`}>
          {outcomeCounts(shown).map(([name, n]) => (
            <div key={name}>
              <dt>{name[0]?.toUpperCase() + name.slice(1)}</dt>
              <dd>{count(n)}</dd>
            </div>
          ))}
        </Report>
      ) : null}
      {shown.rejected > 0 && !active && rejections.length > 0 ? (
        <Reasons aria-label={`First rejected rows of ${label}`}>
          {rejections.map((r) => (
            <li key={r.line}>
              Line {r.line}
              {r.row !== r.line ? ` (row ${r.row})` : ''}: {r.reason}
            </li>
          ))}
          {shown.rejected > rejections.length ? <li>… and {count(shown.rejected - rejections.length)} more in the download</li> : null}
        </Reasons>
      ) : null}
      <Actions>
        {control}
        {shown.rejected > 0 ? (
          <a href={rejectedRowsHref(shown.id)} download>
            Download the {count(shown.rejected)} rejected {shown.rejected === 1 ? 'row' : 'rows'} (CSV)
          </a>
        ) : null}
      </Actions>
    </Lines>
  );
}
