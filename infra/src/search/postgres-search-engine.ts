import type { Database, Sql } from '../postgres/database.ts';
import type { SearchDocument, SearchEngine, SearchKind, SearchQuery, SearchResult } from './search-engine.ts';

interface DocumentRow extends Record<string, unknown> {
  kind: SearchKind;
  id: string;
  title: string;
  body: string;
  parties: string | null;
  judge: string | null;
  lawyer: string | null;
  court: string | null;
  journal: string | null;
  year: number | null;
  page: number | null;
  extra: Record<string, unknown>;
  score: number;
  snippet: string | null;
  total: bigint;
}

const fields = ['kind', 'id', 'title', 'body', 'parties', 'judge', 'lawyer', 'court', 'journal', 'year', 'page', 'extra'] as const;

function toDocument(row: DocumentRow): SearchDocument {
  const doc: SearchDocument = { kind: row.kind, id: row.id, title: row.title, body: row.body };
  for (const key of ['parties', 'judge', 'lawyer', 'court', 'journal'] as const) {
    const value = row[key];
    if (value !== null) doc[key] = value;
  }
  if (row.year !== null) doc.year = row.year;
  if (row.page !== null) doc.page = row.page;
  if (Object.keys(row.extra).length > 0) doc.extra = row.extra;
  return doc;
}

/** PostgreSQL full text: a weighted tsvector with GIN, trigram names, unaccented. */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';

  constructor(private readonly db: Database) {}

  async ensureReady(): Promise<void> {
    // The schema is created by the migrations; this only proves it is there.
    await this.db.query('SELECT 1 FROM search_documents LIMIT 0');
  }

  async index(documents: SearchDocument[]): Promise<void> {
    await this.upsert(this.db, documents);
  }

  private async upsert(sql: Sql, documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const column = (pick: (d: SearchDocument) => unknown) => documents.map(pick);
    await sql.query(
      `INSERT INTO search_documents (${fields.join(', ')})
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::text[], $9::text[], $10::int[], $11::int[], $12::jsonb[])
       ON CONFLICT (kind, id) DO UPDATE SET
         ${fields.filter((f) => f !== 'kind' && f !== 'id').map((f) => `${f} = excluded.${f}`).join(', ')},
         indexed_at = now()`,
      [
        column((d) => d.kind),
        column((d) => d.id),
        column((d) => d.title),
        column((d) => d.body),
        column((d) => d.parties ?? null),
        column((d) => d.judge ?? null),
        column((d) => d.lawyer ?? null),
        column((d) => d.court ?? null),
        column((d) => d.journal ?? null),
        column((d) => d.year ?? null),
        column((d) => d.page ?? null),
        column((d) => JSON.stringify(d.extra ?? {})),
      ],
    );
  }

  async query(query: SearchQuery): Promise<SearchResult> {
    const values: unknown[] = [query.kind];
    const where = ['kind = $1'];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    let rank = '0::real';
    let snippet = 'NULL::text';
    if (query.keyword?.trim()) {
      const tsquery = `websearch_to_tsquery('english', qanoon_unaccent(${param(query.keyword.trim())}))`;
      where.push(`document @@ ${tsquery}`);
      rank = `ts_rank_cd(document, ${tsquery})`;
      snippet = `ts_headline('english', left(body, 20000), ${tsquery}, 'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=30, MinWords=12')`;
    }
    if (query.court) where.push(`lower(court) = lower(${param(query.court)})`);
    if (query.journal) where.push(`lower(journal) = lower(${param(query.journal)})`);
    if (query.yearFrom !== undefined) where.push(`year >= ${param(query.yearFrom)}`);
    if (query.yearTo !== undefined) where.push(`year <= ${param(query.yearTo)}`);
    if (query.page !== undefined) where.push(`page = ${param(query.page)}`);
    for (const key of ['judge', 'lawyer', 'parties'] as const) {
      const value = query[key]?.trim();
      // word_similarity: the typed name against the closest stretch of the stored names.
      if (value) where.push(`lower(qanoon_unaccent(${param(value)})) <% ${key}_key`);
    }
    const pageSize = query.pageSize ?? 25;
    const offset = ((query.resultPage ?? 1) - 1) * pageSize;
    const order = query.sort === 'newest' ? 'year DESC NULLS LAST, id' : `score DESC, year DESC NULLS LAST, id`;
    const { rows } = await this.db.query<DocumentRow>(
      `WITH matched AS (
         SELECT ${fields.join(', ')}, ${rank} AS score, count(*) OVER () AS total
         FROM search_documents WHERE ${where.join(' AND ')}
         ORDER BY ${order} LIMIT ${param(pageSize)} OFFSET ${param(offset)}
       )
       SELECT matched.*, ${snippet} AS snippet FROM matched ORDER BY ${order}`,
      values,
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(where, values.slice(0, -2));
    return {
      total,
      hits: rows.map((row) => ({
        document: toDocument(row),
        score: Number(row.score),
        ...(row.snippet ? { snippet: row.snippet } : {}),
      })),
    };
  }

  private async count(where: string[], values: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM search_documents WHERE ${where.join(' AND ')}`,
      values,
    );
    return Number(rows[0]?.n ?? 0n);
  }

  async delete(kind: SearchKind, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('DELETE FROM search_documents WHERE kind = $1 AND id = ANY($2::text[])', [kind, ids]);
  }

  async rebuild(kind: SearchKind, source: AsyncIterable<SearchDocument[]>): Promise<{ indexed: number }> {
    // One transaction: searches keep seeing the old index until the new one is complete.
    return this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM search_documents WHERE kind = $1', [kind]);
      let indexed = 0;
      for await (const batch of source) {
        await this.upsert(tx, batch);
        indexed += batch.length;
      }
      return { indexed };
    });
  }

  async close(): Promise<void> {}
}
