import { writtenCitationKey, type CitationKey, type NegativeKind, type TreatmentFlag } from '@qanoon/contracts';
import type { SearchEngine, Sql } from '@qanoon/infra';

// The citation index (ADR 0033) as the other contexts read it: the library writes it with its cases.

/**
 * SQL: a reference row of `alias` fits the citation of the key in `keyParam` ($1 unless said)
 * and the court in `courtParam`; no court on either side fits any. The citator's "Cited by" and
 * the diary's "new since the last hearing" both match by it, so they never disagree.
 */
export const fitsCitation = (alias: string, courtParam: string, keyParam = '$1') =>
  `${alias}.citation_key = ${keyParam} AND (${courtParam}::text IS NULL OR ${alias}.court IS NULL OR ${alias}.court = ${courtParam})`;

/** What the library holds of a case to find the judgments citing it. */
export type HeldCitation = {
  citation_id: string;
  citation_key: string | null;
  citation_key_court: string | null;
  /** Null for a judgment no longer in the library: then its id is read as it is written. */
  court: string | null;
};

/** The citation a held case is cited under: its indexed key, or its id read as a citation of its court. */
export const heldCitationKey = (row: HeldCitation): CitationKey =>
  row.citation_key ? { key: row.citation_key, court: row.citation_key_court } : writtenCitationKey(row.citation_id, row.court ?? undefined);

/** How the library's judgments write a citation in their references, each way once. */
export async function writtenVariants(db: Sql, citation: CitationKey, limit = 50): Promise<string[]> {
  const { rows } = await db.query<{ written: string }>(
    `SELECT DISTINCT cc.written FROM case_citations cc WHERE ${fitsCitation('cc', '$2')} ORDER BY cc.written LIMIT $3`,
    [citation.key, citation.court, limit],
  );
  return rows.map((row) => row.written);
}

/**
 * SQL: how strongly a treatment weighs, for one citing judgment that writes a reference more than
 * once (the strongest wins) and for the citator's order by treatment: negative, distinguished,
 * positive, neutral, then a reference not read yet.
 */
export const treatmentRank = (column: string) =>
  `CASE ${column} WHEN 'negative' THEN 0 WHEN 'distinguished' THEN 1 WHEN 'positive' THEN 2 WHEN 'neutral' THEN 3 ELSE 4 END`;

interface FlagRow extends Record<string, unknown> {
  cited_id: string;
  negative: bigint;
  distinguished: bigint;
  positive: bigint;
  latest: { kind: NegativeKind; citationId: string; parties: string } | null;
}

/**
 * The flags of library cases by their ids, in one query: from the treatments of every reference
 * that fits each case's citation key and court (as the citator matches them), each citing
 * judgment counted once by its strongest treatment; a negative flag names the latest negative
 * judgment by year. A case no judgment has evaluated has no flag (it is absent from the map).
 */
export async function treatmentFlags(db: Sql, citationIds: readonly string[]): Promise<Map<string, TreatmentFlag>> {
  const flags = new Map<string, TreatmentFlag>();
  const ids = [...new Set(citationIds)];
  if (ids.length === 0) return flags;
  const { rows } = await db.query<FlagRow>(
    // Each citing judgment counted once by its strongest treatment; only the negative ones are
    // looked up further (the judgment's year and parties, the kind it wrote): a much-cited case's
    // hundreds of citing judgments are counted from the index of references alone.
    `WITH held AS (
       SELECT citation_id, citation_key, citation_key_court FROM case_laws
       WHERE citation_id = ANY($1::text[]) AND citation_key IS NOT NULL
     ),
     per_citing AS (
       SELECT h.citation_id AS cited_id, h.citation_key, h.citation_key_court, cc.citing_id,
         min(${treatmentRank('cc.treatment')}) AS rank
       FROM held h JOIN case_citations cc ON ${fitsCitation('cc', 'h.citation_key_court', 'h.citation_key')}
       WHERE cc.citing_id <> h.citation_id AND cc.treatment IN ('negative', 'distinguished', 'positive')
       GROUP BY h.citation_id, h.citation_key, h.citation_key_court, cc.citing_id
     ),
     counted AS (
       SELECT cited_id,
         count(*) FILTER (WHERE rank = 0) AS negative,
         count(*) FILTER (WHERE rank = 1) AS distinguished,
         count(*) FILTER (WHERE rank = 2) AS positive
       FROM per_citing GROUP BY cited_id
     ),
     latest AS (
       SELECT DISTINCT ON (p.cited_id) p.cited_id,
         json_build_object(
           'kind', (SELECT cc.negative_kind FROM case_citations cc
                    WHERE cc.citing_id = p.citing_id AND ${fitsCitation('cc', 'p.citation_key_court', 'p.citation_key')} AND cc.treatment = 'negative'
                    ORDER BY cc.written LIMIT 1),
           'citationId', c.citation_id, 'parties', c.parties) AS latest
       FROM per_citing p JOIN case_laws c ON c.citation_id = p.citing_id
       WHERE p.rank = 0
       ORDER BY p.cited_id, c.year DESC NULLS LAST, c.citation_id DESC
     )
     SELECT n.cited_id, n.negative, n.distinguished, n.positive, l.latest
     FROM counted n LEFT JOIN latest l ON l.cited_id = n.cited_id`,
    [ids],
    // Every results page and list of judgments asks it: planned once per connection.
    { prepared: true },
  );
  for (const row of rows) {
    flags.set(row.cited_id, {
      negative: row.latest,
      negativeCount: Number(row.negative),
      distinguished: Number(row.distinguished),
      positive: Number(row.positive),
    });
  }
  return flags;
}

/** Where the flags of a screen's cases come from: the citation index, and the port that keeps them until the library changes. */
export interface FlagSource {
  db: Sql;
  searchEngine: Pick<SearchEngine, 'kept'>;
}

/**
 * `treatmentFlags`, kept with the search engine's answers until the library next changes (an
 * import, a treatment read again: ADR 0044), so a page asked again reads no flags: every screen
 * that shows cases reads their flags this way.
 */
export async function keptTreatmentFlags(source: FlagSource, citationIds: readonly string[]): Promise<Map<string, TreatmentFlag>> {
  const ids = [...new Set(citationIds)];
  if (ids.length === 0) return new Map();
  const entries = await source.searchEngine.kept(`treatment-flags:${JSON.stringify(ids)}`, async () => [...(await treatmentFlags(source.db, ids))]);
  return new Map(entries);
}

/**
 * A list of library cases, each with its flag (null when no judgment has evaluated it), from one
 * `keptTreatmentFlags` for the whole list, so a page costs one query however many rows it has,
 * and none when asked again.
 */
export async function withTreatmentFlags<Row extends { citationId: string }>(source: FlagSource, rows: readonly Row[]): Promise<(Row & { flag: TreatmentFlag | null })[]> {
  const flags = await keptTreatmentFlags(source, rows.map((row) => row.citationId));
  return rows.map((row) => ({ ...row, flag: flags.get(row.citationId) ?? null }));
}

/** A page of library cases, its rows with their flags (`withTreatmentFlags`). */
export const pageWithTreatmentFlags = async <Row extends { citationId: string }, Page extends { rows: readonly Row[] }>(
  source: FlagSource,
  page: Page,
): Promise<Omit<Page, 'rows'> & { rows: (Row & { flag: TreatmentFlag | null })[] }> => ({ ...page, rows: await withTreatmentFlags(source, page.rows) });

/** The flag of one library case, or null when no judgment has evaluated it. */
export const treatmentFlag = async (source: FlagSource, citationId: string): Promise<TreatmentFlag | null> =>
  (await keptTreatmentFlags(source, [citationId])).get(citationId) ?? null;

/**
 * SQL: a LATERAL join of `alias` (treatment, negative_kind): how the judgment in `citingColumn`
 * treats the citation a followed citation (saved search `searchAlias`) keys, its strongest
 * treatment where it writes it more than once; no row for a saved search of words.
 */
export const followedTreatment = (alias: string, citingColumn: string, searchAlias: string) =>
  `LEFT JOIN LATERAL (
     SELECT t.treatment, t.negative_kind FROM case_citations t
     WHERE ${searchAlias}.kind = 'citation' AND t.citing_id = ${citingColumn}
       AND ${fitsCitation('t', `${searchAlias}.citation_court`, `${searchAlias}.citation_key`)}
     ORDER BY ${treatmentRank('t.treatment')}, t.written LIMIT 1
   ) ${alias} ON true`;
