import { stat } from 'node:fs/promises';
import { importMessages, importProgressEvent, type ImportReport } from '@qanoon/contracts';
import { rooms, type JobContext } from '@qanoon/infra';
import { z } from 'zod';
import { importSettings, type LibraryDeps } from '../deps.ts';
import { buildAhead, readBatches } from './batches.ts';
import { commitBatch } from './commit-batch.ts';
import { contentTables } from './content-tables.ts';
import { plannerStatistics } from './statistics.ts';
import { ImportFailure, readHeader } from './csv-reader.ts';
import { checkHeader } from './header.ts';
import { importJobName, loadImportJob, runJobId, toProgress, toReport, type ImportJobRow } from './import-jobs.ts';
import { newId } from '../../shared/ids.ts';

const jobData = z.object({ importId: z.uuid() });

/** Take the import for this run: a new run id makes any older run's next batch refuse itself. */
async function claim(deps: LibraryDeps, importId: string, runId: string, queueJobId: string): Promise<ImportJobRow | null> {
  const { rows } = await deps.db.query<ImportJobRow>(
    `UPDATE import_jobs SET state = 'running', run_id = $2, queue_job_id = $3, runs = runs + 1,
       started_at = coalesce(started_at, now()), heartbeat_at = now()
     WHERE id = $1 AND state IN ('queued', 'running') AND cancel_requested_at IS NULL RETURNING *`,
    [importId, runId, queueJobId],
  );
  return rows[0] ?? null;
}

async function settle(deps: LibraryDeps, importId: string, runId: string, state: 'done' | 'failed', error: string | null) {
  const { rows } = await deps.db.query<ImportJobRow>(
    `UPDATE import_jobs SET state = $3, error = $4, run_id = NULL, finished_at = now(), heartbeat_at = now(),
       bytes_done = CASE WHEN $3 = 'done' THEN total_bytes ELSE bytes_done END
     WHERE id = $1 AND run_id = $2 RETURNING *`,
    [importId, runId, state, error],
  );
  return rows[0] ?? null;
}

/** An import that cannot be claimed: cancelled while queued (settle it), or already over. */
async function unclaimed(deps: LibraryDeps, importId: string): Promise<ImportReport> {
  await deps.db.query(
    `UPDATE import_jobs SET state = 'cancelled', run_id = NULL, finished_at = now() WHERE id = $1 AND state IN ('queued', 'running') AND cancel_requested_at IS NOT NULL`,
    [importId],
  );
  const job = await loadImportJob(deps.db, importId);
  if (!job) throw new Error(`No import ${importId}`);
  return toReport(job);
}

/** The worker is shutting down: give the import back to the queue; the next worker resumes it. */
async function handBack(deps: LibraryDeps, importId: string, runId: string): Promise<ImportJobRow | null> {
  const queueJobId = runJobId(importId);
  const { rows } = await deps.db.query<ImportJobRow>(
    `UPDATE import_jobs SET state = 'queued', run_id = NULL, queue_job_id = $3, heartbeat_at = now() WHERE id = $1 AND run_id = $2 RETURNING *`,
    [importId, runId, queueJobId],
  );
  if (rows[0]) await deps.importQueue().enqueue(importJobName, { importId }, { jobId: queueJobId });
  return rows[0] ?? null;
}

/**
 * The `library.import` job: stream the uploaded CSV, check its header before writing anything,
 * validate each row, upsert in batches by natural key with the resume position in the same
 * transaction, and report progress to the queue and to the admins' room.
 */
export async function runImport(deps: LibraryDeps, job: JobContext<unknown>): Promise<ImportReport> {
  const settings = importSettings(deps);
  const { importId } = jobData.parse(job.data);
  const runId = newId();
  let current = await claim(deps, importId, runId, job.id);
  if (!current) return unclaimed(deps, importId);

  const run = { startedAt: Date.now(), rowsAtStart: Number(current.rows_done), bytesAtStart: Number(current.bytes_done) };
  let lastNotice = 0;
  const notify = async (row: ImportJobRow, always = false) => {
    const now = Date.now();
    if (!always && now - lastNotice < settings.progressIntervalMs) return;
    lastNotice = now;
    const progress = toProgress(row, { ...run, now });
    // Progress is news, not work: a notice that cannot be sent does not stop the import.
    try {
      deps.realtime.emit(rooms.admins, importProgressEvent, progress);
      await job.reportProgress({ ...progress });
    } catch {
      lastNotice = 0;
    }
  };
  await notify(current, true);

  try {
    const kind = current.kind;
    const file = deps.blobs.localPath(current.blob_key);
    if (!(await stat(file).catch(() => null))?.isFile()) throw new ImportFailure(importMessages.fileMissing);
    const header = await readHeader(file, settings.maxRecordBytes);
    if (!header) throw new ImportFailure(importMessages.fileEmpty(current.file_name));
    const checked = checkHeader(kind, header.fields);
    if (!checked.ok) throw new ImportFailure(checked.message);

    const resumed = Number(current.resume_line) > 0;
    const from = {
      byte: resumed ? Number(current.bytes_done) : header.endByte,
      line: resumed ? Number(current.resume_line) : header.nextLine,
      rowsBefore: Number(current.rows_done),
    };
    const table = contentTables[kind];
    const statistics = await plannerStatistics(deps.db, [table.table, ...(table.readModels ?? [])]);
    const batches = readBatches(kind, table, file, { index: checked.index, length: header.fields.length }, from, settings);
    // One batch ahead: the next is read and validated while this one is written and, while the
    // batches change the library, its search documents are built and its judgments' treatments
    // read then too (not for a file imported again unchanged, whose work would go unused).
    let changing = true;
    const readAhead = () => {
      const read = batches.next();
      read.then((ahead) => !ahead.done && changing && buildAhead(table, ahead.value)).catch(() => {});
      return read;
    };
    const changed = (job: ImportJobRow) => Number(job.inserted) + Number(job.updated);
    let next = readAhead();
    try {
      for (let read = await next; !read.done; read = await next) {
        next = readAhead();
        if (job.signal.aborted) {
          const handed = await handBack(deps, importId, runId);
          if (handed) await notify(handed, true);
          return toReport(handed ?? current);
        }
        const outcome = await commitBatch(deps, importId, runId, kind, read.value, settings);
        if (outcome.status === 'superseded') return toReport((await loadImportJob(deps.db, importId)) ?? current);
        changing = changed(outcome.job) > changed(current);
        const inserted = Number(outcome.job.inserted) - Number(current.inserted);
        current = outcome.job;
        if (outcome.status === 'cancelled') {
          await notify(current, true);
          return toReport(current);
        }
        await notify(current);
        if (inserted > 0) await statistics.grew(inserted);
      }
    } finally {
      // Closes the file once the read under way has settled.
      await batches.return(undefined).catch(() => {});
    }
    // The rows' search documents were written without waiting to be searchable: make them so now.
    const searchKind = table.searchKind;
    if (searchKind) await deps.searchEngine.refresh(searchKind);
    if (changed(current) > 0) await statistics.settle();
    const done = await settle(deps, importId, runId, 'done', null);
    if (!done) return toReport((await loadImportJob(deps.db, importId)) ?? current);
    await deps.blobs.delete(done.blob_key);
    await notify(done, true);
    return toReport(done);
  } catch (error) {
    const message = error instanceof ImportFailure ? error.message : `The import stopped: ${error instanceof Error ? error.message : String(error)}`;
    const failed = await settle(deps, importId, runId, 'failed', message).catch(() => null);
    if (failed) await notify(failed, true);
    throw error instanceof ImportFailure ? new Error(message) : error;
  }
}
