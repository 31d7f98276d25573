import type { ImportCounts, ImportKind } from '@qanoon/contracts';
import type { SearchDocument, Sql } from '@qanoon/infra';
import type { Batch } from './batches.ts';
import type { ContentTable, LineRow } from './content-tables.ts';

export type RowOutcome = 'inserted' | 'updated' | 'unchanged';

const quote = (name: string) => `"${name}"`;
const storedCache = new Map<string, string>();
const compareCache = new Map<string, string>();
const writeCache = new Map<string, string>();
const list = (prefix: string, names: readonly string[]) => names.map((c) => `${prefix}${quote(c)}`).join(', ');
const compared = (table: ContentTable<ImportKind>) => Object.keys(table.columns).filter((c) => !table.key.includes(c) && c !== 'import_id');
const written = (table: ContentTable<ImportKind>) => [...Object.keys(table.columns), ...Object.keys(table.derived ?? {})];
const incoming = (table: ContentTable<ImportKind>, columns: readonly string[], alias: string) => {
  const types = { ...table.columns, ...table.derived };
  return `json_to_recordset($1::json) AS ${alias}(${columns.map((c) => `${quote(c)} ${types[c]}`).join(', ')}, _n integer)`;
};

/** The positions in the batch of rows whose key is stored already: only the keys are sent. */
function storedSql(table: ContentTable<ImportKind>): string {
  const cached = storedCache.get(table.table);
  if (cached) return cached;
  const sql = `
    SELECT i._n FROM ${incoming(table, table.key, 'i')}
    WHERE EXISTS (SELECT 1 FROM ${table.table} t WHERE ${table.key.map((k) => `t.${quote(k)} = i.${quote(k)}`).join(' AND ')})`;
  storedCache.set(table.table, sql);
  return sql;
}

/**
 * The stored rows a batch would replace, compared with the incoming ones on the kind's content
 * columns: same content means nothing is written, so a re-import rewrites nothing and reindexes
 * nothing. Each row's outcome comes back by its position in the batch.
 */
function compareSql(table: ContentTable<ImportKind>): string {
  const cached = compareCache.get(table.table);
  if (cached) return cached;
  const content = compared(table);
  const sql = `
    SELECT i._n, (${list('t.', content)}) IS NOT DISTINCT FROM (${list('i.', content)}) AS same
    FROM ${incoming(table, Object.keys(table.columns), 'i')}
    JOIN ${table.table} t ON ${table.key.map((k) => `t.${quote(k)} = i.${quote(k)}`).join(' AND ')}`;
  compareCache.set(table.table, sql);
  return sql;
}

/** INSERT … ON CONFLICT DO UPDATE by the natural key, writing only rows whose content differs. */
function writeSql(table: ContentTable<ImportKind>): string {
  const cached = writeCache.get(table.table);
  if (cached) return cached;
  const columns = written(table);
  const differs = `(${list('t.', compared(table))}) IS DISTINCT FROM (${list('excluded.', compared(table))})`;
  const sql = `
    INSERT INTO ${table.table} AS t (${list('', columns)})
    SELECT ${list('', columns)} FROM ${incoming(table, columns, 'r')}
    ON CONFLICT (${list('', table.key)}) DO UPDATE SET
      ${columns
        .filter((c) => !table.key.includes(c))
        .map((c) => `${quote(c)} = excluded.${quote(c)}`)
        .join(', ')},
      updated_at = CASE WHEN ${differs} THEN now() ELSE t.updated_at END
    WHERE ${differs}${table.stampsImport ? ' OR t.import_id IS DISTINCT FROM excluded.import_id' : ''}`;
  writeCache.set(table.table, sql);
  return sql;
}

/** A batch's rows as the kind's records, numbered by their position in the batch. */
export async function batchRecords<K extends ImportKind>(
  tx: Sql,
  table: ContentTable<K>,
  rows: readonly LineRow<K>[],
  importId: string,
): Promise<Record<string, unknown>[]> {
  const records = await table.records(tx, rows, importId);
  return records.map((record, n) => ({ ...record, _n: n }));
}

/**
 * What writing the records would do to each row, in batch order, before anything is written.
 * The stored keys are looked up first, so only rows that may be unchanged send their text to be
 * compared (none, into an empty library: parsing the text twice cost a fifth of an import).
 */
export async function rowOutcomes<K extends ImportKind>(tx: Sql, table: ContentTable<K>, records: readonly Record<string, unknown>[]): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = new Array<RowOutcome>(records.length).fill('inserted');
  if (records.length === 0) return outcomes;
  const keys = records.map((record) => Object.fromEntries([...table.key, '_n'].map((column) => [column, record[column]])));
  const { rows: stored } = await tx.query<{ _n: number }>(storedSql(table), [JSON.stringify(keys)]);
  if (stored.length === 0) return outcomes;
  const candidates = stored.map(({ _n }) => records[_n]);
  const { rows: compared } = await tx.query<{ _n: number; same: boolean }>(compareSql(table), [JSON.stringify(candidates)]);
  for (const { _n, same } of compared) outcomes[_n] = same ? 'unchanged' : 'updated';
  return outcomes;
}

/** Write the records whose outcome is not 'unchanged' (every record where the kind stamps its import on each row). */
export async function writeRows<K extends ImportKind>(
  tx: Sql,
  table: ContentTable<K>,
  records: readonly Record<string, unknown>[],
  outcomes: readonly RowOutcome[],
): Promise<void> {
  const writing = table.stampsImport ? records : records.filter((_, i) => outcomes[i] !== 'unchanged');
  if (writing.length === 0) return;
  await tx.query(writeSql(table as ContentTable<ImportKind>), [JSON.stringify(writing)]);
}

export function countOutcomes(outcomes: readonly RowOutcome[]): Omit<ImportCounts, 'rejected'> {
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
}

/** Search documents for the rows that changed (inserted or updated); unchanged rows are indexed already. */
export function changedDocuments<K extends ImportKind>(
  table: ContentTable<K>,
  batch: Pick<Batch<K>, 'rows' | 'documents'>,
  outcomes: readonly RowOutcome[],
): SearchDocument[] {
  const document = table.searchDocument;
  if (!document) return [];
  const built = batch.documents;
  return batch.rows.flatMap(({ row }, i) => (outcomes[i] === 'unchanged' ? [] : [built?.[i] ?? document(row)]));
}
