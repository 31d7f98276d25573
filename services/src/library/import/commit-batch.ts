import type { ImportKind } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import type { LibraryDeps } from '../deps.ts';
import type { Batch, Rejection } from './batches.ts';
import { contentTables } from './content-tables.ts';
import type { ImportJobRow } from './import-jobs.ts';
import { batchRecords, changedDocuments, countOutcomes, rowOutcomes, writeRows } from './upsert.ts';

export type BatchOutcome =
  | { status: 'committed'; job: ImportJobRow }
  | { status: 'cancelled'; job: ImportJobRow }
  /** Another run owns the import now (this worker was thought dead): stop without writing. */
  | { status: 'superseded' };

async function insertRejections(tx: Sql, importId: string, rejections: readonly Rejection[]): Promise<void> {
  if (rejections.length === 0) return;
  await tx.query(
    `INSERT INTO import_rejections (import_id, line, row_number, reason, fields)
     SELECT $1, r.line, r.row, r.reason, r.fields FROM json_to_recordset($2::json) AS r(line bigint, row bigint, reason text, fields text[])
     ON CONFLICT (import_id, line) DO NOTHING`,
    [importId, JSON.stringify(rejections)],
  );
}

/** Both settle before the batch goes on or fails, so no statement is left running in a rolled-back batch. */
async function settledTogether(first: () => Promise<unknown>, second: () => Promise<unknown>, together: boolean): Promise<void> {
  if (!together) {
    await first();
    await second();
    return;
  }
  const results = await Promise.allSettled([first(), second()]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Write one batch in one transaction: its rows, its rejections and the import's resume
 * position and counts, so a crash loses the whole batch or nothing, and a resumed run starts
 * exactly after the last committed row. Cancellation is seen here, between batches. Which rows
 * change is known before anything is written, so the search documents of changed rows are
 * indexed while the rows are written, before the commit: a crash in between leaves them indexed,
 * and the resumed run writes the rows and indexes them again (both idempotent).
 */
export async function commitBatch<K extends ImportKind>(
  deps: Pick<LibraryDeps, 'db' | 'searchEngine'>,
  importId: string,
  runId: string,
  kind: K,
  batch: Batch<K>,
  options: { indexWhileWriting: boolean },
): Promise<BatchOutcome> {
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<ImportJobRow>('SELECT * FROM import_jobs WHERE id = $1 FOR UPDATE', [importId]);
    const job = rows[0];
    if (!job || job.run_id !== runId || job.state !== 'running') return { status: 'superseded' };
    if (job.cancel_requested_at) {
      const { rows: cancelled } = await tx.query<ImportJobRow>(
        `UPDATE import_jobs SET state = 'cancelled', run_id = NULL, finished_at = now(), heartbeat_at = now() WHERE id = $1 RETURNING *`,
        [importId],
      );
      return { status: 'cancelled', job: cancelled[0] ?? job };
    }
    const table = contentTables[kind];
    const records = await batchRecords(tx, table, batch.rows, importId);
    const outcomes = await rowOutcomes(tx, table, records);
    // Search documents take two cores to build; the rows are written on a third connection meanwhile (ADR 0039).
    await settledTogether(
      async () => {
        await writeRows(tx, table, records, outcomes);
        await table.afterWrite?.(
          tx,
          batch.rows.filter((_, i) => outcomes[i] !== 'unchanged').map(({ row }) => row),
        );
        await insertRejections(tx, importId, batch.rejections);
      },
      () => deps.searchEngine.index(changedDocuments(table, batch, outcomes)),
      options.indexWhileWriting,
    );
    const counts = countOutcomes(outcomes);
    const { rows: updated } = await tx.query<ImportJobRow>(
      `UPDATE import_jobs SET bytes_done = $2, resume_line = $3, rows_done = rows_done + $4,
         inserted = inserted + $5, updated = updated + $6, unchanged = unchanged + $7, rejected = rejected + $8, heartbeat_at = now()
       WHERE id = $1 RETURNING *`,
      [
        importId,
        batch.endByte,
        batch.nextLine,
        batch.rows.length + batch.rejections.length,
        counts.inserted,
        counts.updated,
        counts.unchanged,
        batch.rejections.length,
      ],
    );
    return { status: 'committed', job: updated[0] ?? job };
  });
}
