import { Form, useNavigation } from '@remix-run/react';
import { importFileLabels } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { Button } from '../ui/button.tsx';
import { formatMoment } from '../ui/dates.ts';
import { Table, type Column } from '../ui/table.tsx';
import { count, outcomeCounts } from './import-format.ts';
import { isActive, type ShownImport } from './import-item.ts';
import { StateBadge } from './import-state.tsx';
import { rejectedRowsHref } from './import-status.tsx';

const Counts = styled.span`
  display: grid;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const FileName = styled.span`
  overflow-wrap: anywhere;
`;

/** Every import, newest first, from the service (so it survives a reload): who, what, when and how it went. */
export function ImportHistory({ items, onRetry }: { items: readonly ShownImport[]; onRetry: (importId: string) => void }) {
  const busy = useNavigation().state !== 'idle';
  const columns: Column<ShownImport>[] = [
    { key: 'kind', header: 'Kind', render: (i) => importFileLabels[i.kind] },
    { key: 'file', header: 'File', render: (i) => <FileName>{i.fileName}</FileName> },
    { key: 'state', header: 'State', render: (i) => <StateBadge state={i.state} /> },
    {
      key: 'counts',
      header: 'Rows',
      render: (i) => (
        <Counts>
          <span>{count(i.rowsDone)} read</span>
          {outcomeCounts(i)
            .filter(([, n]) => n > 0)
            .map(([name, n]) => (
              <span key={name}>
                {count(n)} {name}
              </span>
            ))}
        </Counts>
      ),
    },
    { key: 'started', header: 'Started', render: (i) => formatMoment(i.startedAt) },
    { key: 'finished', header: 'Finished', render: (i) => formatMoment(i.finishedAt) },
    { key: 'by', header: 'By', render: (i) => i.createdBy ?? '—' },
    {
      key: 'actions',
      header: 'Actions',
      render: (i) => (
        <>
          {isActive(i.state) || i.state === 'failed' || i.state === 'cancelled' ? (
            <Form method="post" replace preventScrollReset onSubmit={() => (isActive(i.state) ? undefined : onRetry(i.id))}>
              <input type="hidden" name="importId" value={i.id} />
              {isActive(i.state) ? (
                <Button type="submit" name="intent" value="cancel" variant="secondary" disabled={busy || i.cancelRequested}>
                  {i.cancelRequested ? 'Cancelling…' : 'Cancel'}
                </Button>
              ) : (
                <Button type="submit" name="intent" value="retry" variant="secondary" disabled={busy}>
                  Retry
                </Button>
              )}
            </Form>
          ) : null}
          {i.rejected > 0 ? (
            <a href={rejectedRowsHref(i.id)} download>
              Rejected rows
            </a>
          ) : null}
        </>
      ),
    },
  ];
  return <Table caption="Import history" hideCaption columns={columns} rows={items} rowKey={(i) => i.id} emptyText="No imports yet" />;
}
