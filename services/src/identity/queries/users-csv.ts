import { userCsvColumns, type UserView } from '@qanoon/contracts';
import { assertAdmin } from '../access.ts';
import type { IdentityDeps } from '../deps.ts';
import type { Actor } from '../outcome.ts';
import { toUserView, userColumns, type UserRow } from '../users-table.ts';

const batchSize = 500;

// A spreadsheet runs a cell starting with = + - @ as a formula; a quote in front keeps it text.
// Phone numbers (+92…) and plain numbers stay as they are.
const formula = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?\d+(\.\d+)?$/;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number | boolean | Date | null): string {
  if (value === null) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (formula.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (user: UserView) => `${userCsvColumns.map((column) => csvField(user[column])).join(',')}\r\n`;

/**
 * All users as CSV lines (header first), read in batches so memory stays flat however many
 * there are. The admin check runs before the first line, when this is called.
 */
export async function exportUsersCsv(deps: IdentityDeps, actor: Actor): Promise<AsyncIterable<string>> {
  await assertAdmin(deps.db, actor);
  return (async function* lines() {
    yield `${userCsvColumns.join(',')}\r\n`;
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
