import { csvHeaders, importFileLabels, importKinds, rejectionCsvColumns, type ImportJobView, type ImportKind } from '@qanoon/contracts';
import { toCsv } from '../../shared/csv.ts';
import { assertAdmin } from '../../shared/access.ts';
import type { Actor } from '../../shared/outcome.ts';
import { fullName } from '../../shared/user-directory.ts';
import { settleStaleImports } from '../commands/imports.ts';
import type { LibraryDeps } from '../deps.ts';
import { loadImportJob, toView, type ImportJobRow } from '../import/import-jobs.ts';

/** Import jobs as the history shows them: each with the name of the admin who started it. */
async function withCreators(deps: LibraryDeps, rows: ImportJobRow[]): Promise<ImportJobView[]> {
  const creators = await deps.users.find(rows.flatMap((row) => (row.created_by ? [row.created_by] : [])));
  return rows.map((row) => toView({ ...row, created_by_name: row.created_by ? fullName(creators.get(row.created_by)) : null }));
}

/** The admin's import history, newest first, optionally of one kind. */
export async function listImports(
  deps: LibraryDeps,
  actor: Actor,
  options: { kind?: ImportKind; limit?: number; offset?: number } = {},
): Promise<ImportJobView[]> {
  await assertAdmin(deps.users, actor);
  await settleStaleImports(deps, options.kind);
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 500);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  const { rows } = await deps.db.query<ImportJobRow>(
    'SELECT j.* FROM import_jobs j WHERE $1::text IS NULL OR j.kind = $1 ORDER BY j.created_at DESC, j.id LIMIT $2 OFFSET $3',
    [options.kind ?? null, limit, offset],
  );
  return withCreators(deps, rows);
}

/** The latest import of each kind, for the six rows of the Upload Data screen. */
export async function latestImports(deps: LibraryDeps, actor: Actor): Promise<Record<ImportKind, ImportJobView | null>> {
  await assertAdmin(deps.users, actor);
  await settleStaleImports(deps);
  const { rows } = await deps.db.query<ImportJobRow>('SELECT DISTINCT ON (kind) * FROM import_jobs j ORDER BY kind, created_at DESC, id');
  const byKind = new Map((await withCreators(deps, rows)).map((view) => [view.kind, view]));
  return Object.fromEntries(importKinds.map((kind) => [kind, byKind.get(kind) ?? null])) as Record<ImportKind, ImportJobView | null>;
}

export async function getImport(deps: LibraryDeps, actor: Actor, importId: string): Promise<ImportJobView | null> {
  await assertAdmin(deps.users, actor);
  const job = await loadImportJob(deps.db, importId);
  if (!job) return null;
  const [view] = await withCreators(deps, [job]);
  return view ?? null;
}

const batchSize = 500;

/**
 * An import's rejected rows as CSV text: Line, Row and Reason,
 * then the kind's own columns. The file imports as it is once fixed: extra columns are ignored.
 * Null when there is no such import. The text has no byte-order mark: the download adds the one
 * spreadsheets need, as for every CSV the product gives.
 */
export async function rejectedRowsCsv(
  deps: LibraryDeps,
  actor: Actor,
  importId: string,
): Promise<{ fileName: string; lines: AsyncIterable<string> } | null> {
  await assertAdmin(deps.users, actor);
  const job = await loadImportJob(deps.db, importId);
  if (!job) return null;
  const header = [...rejectionCsvColumns, ...csvHeaders[job.kind]];
  const { db } = deps;
  const importKey = job.id;
  async function* lines() {
    yield toCsv([header]);
    let after = -1n;
    for (;;) {
      const { rows } = await db.query<{ line: bigint; row_number: bigint; reason: string; fields: string[] }>(
        'SELECT line, row_number, reason, fields FROM import_rejections WHERE import_id = $1 AND line > $2 ORDER BY line LIMIT $3',
        [importKey, after, batchSize],
      );
      if (rows.length > 0) {
        yield toCsv(rows.map((r) => [String(r.line), String(r.row_number), r.reason, ...r.fields]));
      }
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = last.line;
    }
  }
  return { fileName: `${importFileLabels[job.kind]}-rejected-rows.csv`, lines: lines() };
}
