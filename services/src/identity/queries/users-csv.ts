import { userCsvColumns, type UserView } from '@qanoon/contracts';
import { spreadsheetCsv } from '../../shared/csv.ts';
import { assertAdmin } from '../../shared/access.ts';
import { createUserDirectory } from '../user-directory.ts';
import type { IdentityDeps } from '../deps.ts';
import type { Actor } from '../../shared/outcome.ts';
import { toUserView, userColumns, type UserRow } from '../users-table.ts';

const batchSize = 500;

const csvLine = (user: UserView) => spreadsheetCsv([userCsvColumns.map((column) => user[column])]);

/**
 * All users as CSV lines (header first), read in batches so memory stays flat however many
 * there are. The admin check runs before the first line, when this is called.
 */
export async function exportUsersCsv(deps: IdentityDeps, actor: Actor): Promise<AsyncIterable<string>> {
  await assertAdmin(createUserDirectory(deps.db), actor);
  return (async function* lines() {
    yield spreadsheetCsv([userCsvColumns]);
    let after: string | null = null;
    for (;;) {
      const { rows }: { rows: UserRow[] } = await deps.db.query<UserRow>(
        `SELECT ${userColumns} FROM users WHERE $1::uuid IS NULL OR id > $1::uuid ORDER BY id LIMIT $2`,
        [after, batchSize],
      );
      for (const row of rows) yield csvLine(toUserView(row));
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = last.id;
    }
  })();
}
