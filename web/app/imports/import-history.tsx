import { Form, useNavigation } from '@remix-run/react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';

import { Table, type Column } from '../ui/table.tsx';
import { count, kindLabel, outcomeCountText, outcomeCounts } from './import-format.ts';
import { deletedAdministrator, isActive, type ShownImport } from './import-item.ts';
import { StateBadge } from './import-state.tsx';
import { rejectedRowsHref } from './import-status.tsx';
import { useDates } from '../ui/dates.ts';

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
  const t = useT();
  const dates = useDates();
  const busy = useNavigation().state !== 'idle';
  const columns: Column<ShownImport>[] = [
    { key: 'kind', header: t('Kind'), render: (i) => t(kindLabel[i.kind]) },
    { key: 'file', header: t('File'), render: (i) => <FileName dir="auto">{i.fileName}</FileName> },
    { key: 'state', header: t('State'), render: (i) => <StateBadge state={i.state} /> },
    {
      key: 'counts',
      header: t('Rows'),
      render: (i) => (
        <Counts>
          <span>{t('{{n}} read', { n: count(i.rowsDone) })}</span>
          {outcomeCounts(i)
            .filter(([, n]) => n > 0)
            .map(([name, n]) => (
              <span key={name}>{t(outcomeCountText[name], { n: count(n) })}</span>
            ))}
        </Counts>
      ),
    },
    { key: 'started', header: t('Started'), render: (i) => dates.moment(i.startedAt) },
    { key: 'finished', header: t('Finished'), render: (i) => dates.moment(i.finishedAt) },
    { key: 'by', header: t('By'), render: (i) => (i.createdBy === deletedAdministrator ? t(deletedAdministrator) : (i.createdBy ?? '—')) },
    {
      key: 'actions',
      header: t('Actions'),
      render: (i) => (
        <>
          {isActive(i.state) || i.state === 'failed' || i.state === 'cancelled' ? (
            <Form method="post" replace preventScrollReset onSubmit={() => (isActive(i.state) ? undefined : onRetry(i.id))}>
              <input type="hidden" name="importId" value={i.id} />
              {isActive(i.state) ? (
                <Button type="submit" name="intent" value="cancel" variant="secondary" disabled={busy || i.cancelRequested}>
                  {i.cancelRequested ? t('Cancelling…') : t('Cancel')}
                </Button>
              ) : (
                <Button type="submit" name="intent" value="retry" variant="secondary" disabled={busy}>
                  {t('Retry')}
                </Button>
              )}
            </Form>
          ) : null}
          {i.rejected > 0 ? (
            <a href={rejectedRowsHref(i.id)} download>
              {t('Rejected rows')}
            </a>
          ) : null}
        </>
      ),
    },
  ];
  return <Table caption={t('Import history')} hideCaption columns={columns} rows={items} rowKey={(i) => i.id} emptyText={t('No imports yet')} />;
}
