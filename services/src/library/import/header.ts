import { csvHeaders, importKinds, importMessages, type ImportKind } from '@qanoon/contracts';

/** Where each of the kind's columns sits in the file's records. */
export type ColumnIndex = Map<string, number>;

const normal = (name: string) => name.trim().toLowerCase();

function indexOf(kind: ImportKind, found: readonly string[]): ColumnIndex | null {
  const positions = new Map(found.map((name, i) => [normal(name), i]));
  const index: ColumnIndex = new Map();
  for (const column of csvHeaders[kind]) {
    const at = positions.get(normal(column));
    if (at === undefined) return null;
    index.set(column, at);
  }
  return index;
}

/**
 * Check a file's header against the kind's columns: every column present (any order, any
 * capitals, spaces around ignored), none twice. Extra columns (a spreadsheet's row numbers) are
 * ignored. On a mismatch the message names the expected and the found columns, and the kind the
 * file looks like when it is another kind's file.
 */
export function checkHeader(kind: ImportKind, found: readonly string[]): { ok: true; index: ColumnIndex } | { ok: false; message: string } {
  const names = found.map((name) => name.trim());
  const seen = new Set<string>();
  for (const name of names) {
    if (name && seen.has(normal(name))) return { ok: false, message: importMessages.duplicateColumn(name) };
    seen.add(normal(name));
  }
  const index = indexOf(kind, names);
  if (index) return { ok: true, index };
  // Another kind whose columns the file has: the admin chose the wrong row of the upload screen.
  const guess = importKinds
    .filter((other) => other !== kind && indexOf(other, names))
    .sort((a, b) => csvHeaders[b].length - csvHeaders[a].length)[0];
  return { ok: false, message: importMessages.wrongHeader(kind, csvHeaders[kind], names.filter(Boolean), guess ?? null) };
}

/** A record's fields by the kind's column names; a record whose field count is off gets a reason instead. */
export function fieldsByColumn(
  index: ColumnIndex,
  headerLength: number,
  fields: readonly string[],
): { ok: true; record: Record<string, string> } | { ok: false; reason: string } {
  // Trailing empty fields (a spreadsheet's stray commas) are harmless; anything else means the row is misread.
  const extra = fields.slice(headerLength);
  if (fields.length < headerLength || extra.some((field) => field.trim() !== '')) {
    return { ok: false, reason: importMessages.wrongFieldCount(headerLength, fields.length) };
  }
  const record: Record<string, string> = {};
  for (const [column, at] of index) record[column] = fields[at] ?? '';
  return { ok: true, record };
}
