import type { ImportCounts, ImportKind } from '@qanoon/contracts';
import type { SearchDocument, Sql } from '@qanoon/infra';
import type { ContentTable, LineRow } from './content-tables.ts';

export type RowOutcome = 'inserted' | 'updated' | 'unchanged';

const quote = (name: string) => `"${name}"`;
const sqlCache = new Map<string, string>();

/**
 * One statement per batch: the incoming rows as JSON, the stored rows they replace compared
 * first (same content: nothing is written, so a re-import rewrites nothing and reindexes
 * nothing), then INSERT … ON CONFLICT DO UPDATE by the natural key. Each row's outcome comes back
 * by its position in the batch.
 */
function upsertSql(table: ContentTable<ImportKind>): string {
  const cached = sqlCache.get(table.table);
  if (cached) return cached;
  const columns = Object.keys(table.columns);
  const content = columns.filter((c) => !table.key.includes(c) && c !== 'import_id');
  const list = (prefix: string, names: readonly string[]) => names.map((c) => `${prefix}${quote(c)}`).join(', ');
  const differs = `(${list('t.', content)}) IS DISTINCT FROM (${list('excluded.', content)})`;
  const sql = `
    WITH incoming AS (
      SELECT * FROM json_to_recordset($1::json) AS r(${columns.map((c) => `${quote(c)} ${table.columns[c]}`).join(', ')}, _n integer)
    ),
    stored AS (
      SELECT i._n, (${list('t.', content)}) IS NOT DISTINCT FROM (${list('i.', content)}) AS same
      FROM incoming i JOIN ${table.table} t ON ${table.key.map((k) => `t.${quote(k)} = i.${quote(k)}`).join(' AND ')}
    ),
    written AS (
      INSERT INTO ${table.table} AS t (${list('', columns)}) SELECT ${list('', columns)} FROM incoming
      ON CONFLICT (${list('', table.key)}) DO UPDATE SET
        ${columns
          .filter((c) => !table.key.includes(c))
          .map((c) => `${quote(c)} = excluded.${quote(c)}`)
          .join(', ')},
        updated_at = CASE WHEN ${differs} THEN now() ELSE t.updated_at END
      WHERE ${differs}${table.stampsImport ? ' OR t.import_id IS DISTINCT FROM excluded.import_id' : ''}
      RETURNING 1
    )
    SELECT i._n, s.same FROM incoming i LEFT JOIN stored s ON s._n = i._n`;
  sqlCache.set(table.table, sql);
  return sql;
}

/** Upsert a batch of one kind's rows; the outcome of each row, in batch order. */
export async function upsertRows<K extends ImportKind>(
  tx: Sql,
  table: ContentTable<K>,
  rows: readonly LineRow<K>[],
  importId: string,
): Promise<RowOutcome[]> {
  if (rows.length === 0) return [];
  const records = await table.records(tx, rows, importId);
  const payload = JSON.stringify(records.map((record, n) => ({ ...record, _n: n })));
  const { rows: results } = await tx.query<{ _n: number; same: boolean | null }>(upsertSql(table as ContentTable<ImportKind>), [payload]);
  const outcomes: RowOutcome[] = new Array<RowOutcome>(rows.length).fill('inserted');
  for (const { _n, same } of results) outcomes[_n] = same === null ? 'inserted' : same ? 'unchanged' : 'updated';
  return outcomes;
}

export function countOutcomes(outcomes: readonly RowOutcome[]): Omit<ImportCounts, 'rejected'> {
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
}

/** Search documents for the rows that changed (inserted or updated); unchanged rows are indexed already. */
export function changedDocuments<K extends ImportKind>(
  table: ContentTable<K>,
  rows: readonly LineRow<K>[],
  outcomes: readonly RowOutcome[],
): SearchDocument[] {
  const document = table.searchDocument;
  if (!document) return [];
  return rows.filter((_, i) => outcomes[i] !== 'unchanged').map(({ row }) => document(row));
}
