import type { ImportJobView, ImportKind, ImportProgress, ImportReport, ImportState } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import { isId } from '../../shared/ids.ts';

export interface ImportJobRow extends Record<string, unknown> {
  id: string;
  kind: ImportKind;
  blob_key: string;
  file_name: string;
  state: ImportState;
  total_bytes: bigint;
  bytes_done: bigint;
  resume_line: bigint;
  rows_done: bigint;
  inserted: bigint;
  updated: bigint;
  unchanged: bigint;
  rejected: bigint;
  error: string | null;
  queue_job_id: string | null;
  run_id: string | null;
  cancel_requested_at: Date | null;
  created_by: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  heartbeat_at: Date;
}

/** The name of the queue job that runs imports. */
export const importJobName = 'library.import';

const counts = (row: ImportJobRow) => ({
  inserted: Number(row.inserted),
  updated: Number(row.updated),
  unchanged: Number(row.unchanged),
  rejected: Number(row.rejected),
});

export function toReport(row: ImportJobRow): ImportReport {
  return { importId: row.id, kind: row.kind, state: row.state, rowsDone: Number(row.rows_done), ...counts(row), error: row.error };
}

export function toView(row: ImportJobRow & { created_by_name?: string | null }): ImportJobView {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    state: row.state,
    rowsDone: Number(row.rows_done),
    bytesDone: Number(row.bytes_done),
    totalBytes: Number(row.total_bytes),
    resumeLine: Number(row.resume_line),
    ...counts(row),
    error: row.error,
    cancelRequested: row.cancel_requested_at !== null,
    createdBy: row.created_by ? { userId: row.created_by, name: row.created_by_name ?? '' } : null,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** Progress of a run: rates over this run (a resumed run does not count the rows before it). */
export function toProgress(row: ImportJobRow, run: { startedAt: number; rowsAtStart: number; bytesAtStart: number; now: number }): ImportProgress {
  const rowsDone = Number(row.rows_done);
  const totalBytes = Number(row.total_bytes);
  const finished = row.state === 'done';
  const bytesDone = finished ? totalBytes : Number(row.bytes_done);
  const seconds = Math.max((run.now - run.startedAt) / 1000, 0.001);
  const bytesPerSecond = (bytesDone - run.bytesAtStart) / seconds;
  const active = row.state === 'running' || row.state === 'queued';
  return {
    importId: row.id,
    kind: row.kind,
    fileName: row.file_name,
    state: row.state,
    rowsDone,
    ...counts(row),
    bytesDone,
    totalBytes,
    percent: totalBytes > 0 ? Math.min(100, Math.floor((bytesDone / totalBytes) * 100)) : 100,
    rowsPerSecond: Math.round((rowsDone - run.rowsAtStart) / seconds),
    secondsLeft: finished ? 0 : active && bytesPerSecond > 0 ? Math.ceil((totalBytes - bytesDone) / bytesPerSecond) : null,
    estimatedRows: finished ? rowsDone : bytesDone > 0 ? Math.round((rowsDone * totalBytes) / bytesDone) : null,
    error: row.error,
  };
}

export async function loadImportJob(sql: Sql, id: string): Promise<ImportJobRow | null> {
  if (!isId(id)) return null;
  const { rows } = await sql.query<ImportJobRow>('SELECT * FROM import_jobs WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** A queue job id for one run of an import (a retry or a continuation needs a new one). */
export const runJobId = (importId: string) => `${importId}-${crypto.randomUUID().slice(0, 8)}`;
