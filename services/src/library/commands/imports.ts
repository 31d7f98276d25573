import { importMessages, parseForm, startImportSchema, type ImportKind } from '@qanoon/contracts';
import { assertAdmin } from '../../shared/access.ts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import { importSettings, type LibraryDeps } from '../deps.ts';
import { importJobName, loadImportJob, runJobId, type ImportJobRow } from '../import/import-jobs.ts';
import { newId } from '../../shared/ids.ts';

const isOneActivePerKind = (error: unknown) => {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'import_jobs_one_active_per_kind';
};

/**
 * An active import whose queue job is over (its worker died more often than the queue retries
 * stalled jobs) would block its kind for ever: mark it failed, resumable by a retry.
 */
export async function settleStaleImports(deps: LibraryDeps, kind?: ImportKind): Promise<void> {
  const { rows } = await deps.db.query<ImportJobRow>(
    `SELECT * FROM import_jobs WHERE state IN ('queued', 'running') AND ($1::text IS NULL OR kind = $1)
       AND heartbeat_at < now() - make_interval(secs => $2::double precision / 1000)`,
    [kind ?? null, importSettings(deps).staleAfterMs],
  );
  for (const job of rows) {
    const queued = job.queue_job_id ? await deps.importQueue().getJob(job.queue_job_id) : null;
    if (queued && ['waiting', 'active', 'delayed'].includes(queued.state)) continue;
    // Still stale when marked: a run that took it up meanwhile has moved its heartbeat.
    await deps.db.query(
      `UPDATE import_jobs SET state = 'failed', error = $2, run_id = NULL, finished_at = now()
       WHERE id = $1 AND state IN ('queued', 'running') AND heartbeat_at < now() - make_interval(secs => $3::double precision / 1000)`,
      [job.id, importMessages.workerStopped(Number(job.resume_line)), importSettings(deps).staleAfterMs],
    );
  }
}

/**
 * An administrator imports an uploaded CSV (stored by the web layer under `imports/`). One import
 * of a kind at a time; the work runs on the `imports` queue.
 */
export async function startImport(deps: LibraryDeps, actor: Actor, input: unknown): Promise<Outcome<{ importId: string }>> {
  await assertAdmin(deps.users, actor);
  const form = parseForm(startImportSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const { kind, blobKey, fileName } = form.data;
  const blob = await deps.blobs.open(blobKey);
  if (!blob) return failure(importMessages.fileMissing);
  blob.stream.destroy();
  if (blob.size === 0) return failure(importMessages.fileEmpty(fileName));

  await settleStaleImports(deps, kind);
  const importId = newId();
  const queueJobId = runJobId(importId);
  try {
    await deps.db.query(
      `INSERT INTO import_jobs (id, kind, blob_key, file_name, total_bytes, created_by, queue_job_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [importId, kind, blobKey, fileName, blob.size, actor.userId, queueJobId],
    );
  } catch (error) {
    if (isOneActivePerKind(error)) return failure(importMessages.alreadyRunning(kind));
    throw error;
  }
  await enqueue(deps, importId, queueJobId);
  return { ok: true, message: importMessages.queued(kind), importId };
}

async function enqueue(deps: LibraryDeps, importId: string, queueJobId: string): Promise<void> {
  try {
    await deps.importQueue().enqueue(importJobName, { importId }, { jobId: queueJobId });
  } catch (error) {
    // Nothing will run it: free the kind for the next upload.
    await deps.db.query(`UPDATE import_jobs SET state = 'failed', error = $2, finished_at = now() WHERE id = $1`, [
      importId,
      `The import could not be queued: ${error instanceof Error ? error.message : String(error)}`,
    ]);
    throw error;
  }
}

/** Stop an import: a queued one at once, a running one after the batch under way (rows imported so far stay). */
export async function cancelImport(deps: LibraryDeps, actor: Actor, importId: string): Promise<Outcome<{ state: 'cancelled' | 'running' }>> {
  await assertAdmin(deps.users, actor);
  const job = await loadImportJob(deps.db, importId);
  if (!job) return failure(importMessages.notFound);
  const { rows } = await deps.db.query<{ state: 'cancelled' | 'running' }>(
    `UPDATE import_jobs SET cancel_requested_at = now(),
       state = CASE WHEN state = 'queued' THEN 'cancelled' ELSE state END,
       finished_at = CASE WHEN state = 'queued' THEN now() ELSE finished_at END
     WHERE id = $1 AND state IN ('queued', 'running') RETURNING state`,
    [job.id],
  );
  const state = rows[0]?.state;
  if (!state) return failure(importMessages.alreadyFinished);
  return { ok: true, message: state === 'cancelled' ? importMessages.cancelled : importMessages.cancelling, state };
}

/** Run a failed or cancelled import again: it resumes after the last committed row. */
export async function retryImport(deps: LibraryDeps, actor: Actor, importId: string): Promise<Outcome<{ importId: string }>> {
  await assertAdmin(deps.users, actor);
  const job = await loadImportJob(deps.db, importId);
  if (!job) return failure(importMessages.notFound);
  await settleStaleImports(deps, job.kind);
  const queueJobId = runJobId(job.id);
  let rows: { id: string }[];
  try {
    ({ rows } = await deps.db.query<{ id: string }>(
      `UPDATE import_jobs SET state = 'queued', error = NULL, cancel_requested_at = NULL, finished_at = NULL, queue_job_id = $2, heartbeat_at = now()
       WHERE id = $1 AND state IN ('failed', 'cancelled') RETURNING id`,
      [job.id, queueJobId],
    ));
  } catch (error) {
    if (isOneActivePerKind(error)) return failure(importMessages.alreadyRunning(job.kind));
    throw error;
  }
  if (!rows[0]) return failure(importMessages.notRetryable);
  await enqueue(deps, job.id, queueJobId);
  return { ok: true, message: importMessages.retrying(job.kind), importId: job.id };
}
