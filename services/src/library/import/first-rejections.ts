import { assertAdmin } from '../../shared/access.ts';
import type { Actor } from '../../shared/outcome.ts';
import type { LibraryDeps } from '../deps.ts';
import { loadImportJob } from './import-jobs.ts';

/** A refused row as the upload screen lists it: where it is and why. */
export interface RejectionSummary {
  /** The row's first line in the file, as a text editor counts. */
  line: number;
  /** Its row, as a spreadsheet counts (the header is row 1). */
  row: number;
  reason: string;
}

/** The first `limit` rows an import refused, in file order; the rest are in the rejected-rows CSV. */
export async function firstRejections(deps: LibraryDeps, actor: Actor, importId: string, limit = 5): Promise<RejectionSummary[]> {
  await assertAdmin(deps.users, actor);
  const job = await loadImportJob(deps.db, importId);
  if (!job) return [];
  const { rows } = await deps.db.query<{ line: bigint; row_number: bigint; reason: string }>(
    'SELECT line, row_number, reason FROM import_rejections WHERE import_id = $1 ORDER BY line LIMIT $2',
    [job.id, Math.min(Math.max(Math.trunc(limit), 1), 100)],
  );
  return rows.map((r) => ({ line: Number(r.line), row: Number(r.row_number), reason: r.reason }));
}
