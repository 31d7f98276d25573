import {
  citationInput,
  citatorLimits,
  citatorSort,
  pageNumber,
  treatmentFilter,
  writtenCitationKey,
  type CaseSummary,
  type CitationKey,
  type CitatorSort,
  type CitatorView,
  type CitingCase,
  type NegativeKind,
  type Paged,
  type Treatment,
  type TreatmentFilter,
} from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import { fitsCitation, heldCitationKey, pageWithTreatmentFlags, treatmentFlag, treatmentRank, writtenVariants, type HeldCitation } from '../../shared/citation-index.ts';
import type { LibraryDeps } from '../deps.ts';
import { summaryColumns, textKey, toSummary, type SummaryRow } from './cases.ts';

const pageSize = citatorLimits.pageSize;

const orders: Record<CitatorSort, string> = {
  newest: 'c.year DESC NULLS LAST, c.citation_id',
  oldest: 'c.year ASC NULLS LAST, c.citation_id',
  'most-cited': 'cited DESC, c.year DESC NULLS LAST, c.citation_id',
  treatment: 'citing.rank, c.year DESC NULLS LAST, c.citation_id',
};

/**
 * SQL: each judgment citing the citation of $1 and $2 once, with the sentence where it does and
 * its strongest treatment of it (a judgment writing the reference in two forms is read by both).
 */
const citingOf = `SELECT cc.citing_id,
    (array_agg(cc.sentence ORDER BY cc.sentence IS NULL, cc.written))[1] AS sentence,
    min(${treatmentRank('cc.treatment')}) AS rank,
    (array_agg(json_build_object('treatment', cc.treatment, 'negativeKind', cc.negative_kind,
       'sentence', cc.treatment_sentence, 'words', cc.treatment_words)
     ORDER BY ${treatmentRank('cc.treatment')}, cc.written))[1] AS reading
  FROM case_citations cc WHERE ${fitsCitation('cc', '$2')} GROUP BY cc.citing_id`;

/** Each treatment's rank as treatmentRank orders them (the filter and the counts read it). */
const filterRank: Record<Treatment, number> = { negative: 0, distinguished: 1, positive: 2, neutral: 3 };

interface Reading {
  treatment: Treatment | null;
  negativeKind: NegativeKind | null;
  sentence: string | null;
  words: string | null;
}

/** The library's cases reported under a citation. */
export async function heldCases(db: Sql, citation: CitationKey): Promise<(CaseSummary & { keyCourt: string | null })[]> {
  const { rows } = await db.query<SummaryRow & { citation_key_court: string | null }>(
    `SELECT ${summaryColumns}, c.citation_key_court FROM case_laws c
     WHERE c.citation_key = $1 AND ($2::text IS NULL OR c.citation_key_court IS NULL OR c.citation_key_court = $2) ORDER BY c.citation_id`,
    [citation.key, citation.court],
  );
  return rows.map((row) => ({ ...toSummary(row), keyCourt: row.citation_key_court }));
}

/** Every way the library writes a citation: its cases' ids and the references in its judgments. */
export async function citationVariants(db: Sql, citation: CitationKey, held: readonly CaseSummary[]): Promise<string[]> {
  return [...new Set([...held.map((c) => c.citationId), ...(await writtenVariants(db, citation))])];
}

/**
 * A page of the cases citing a citation, with the sentence where each does, how it treats it and
 * how often each is cited in turn; only those of one treatment when filtered.
 */
export async function citingCases(
  db: Sql,
  citation: CitationKey,
  sort: CitatorSort,
  page: number,
  filter: TreatmentFilter = 'all',
): Promise<Paged<CitingCase>> {
  const rank = filter === 'all' ? null : filterRank[filter];
  const { rows } = await db.query<SummaryRow & { year: number | null; sentence: string | null; cited: bigint; reading: Reading }>(
    `WITH citing AS (${citingOf})
     SELECT ${summaryColumns}, c.year, citing.sentence, citing.reading, count(*) OVER () AS total,
       (SELECT count(DISTINCT o.citing_id) FROM case_citations o
        WHERE o.citation_key = c.citation_key AND (o.court IS NULL OR c.citation_key_court IS NULL OR o.court = c.citation_key_court)) AS cited
     FROM citing JOIN case_laws c ON c.citation_id = citing.citing_id
     WHERE $5::int IS NULL OR citing.rank = $5
     ORDER BY ${orders[sort]} LIMIT $3 OFFSET $4`,
    [citation.key, citation.court, pageSize, (page - 1) * pageSize, rank],
  );
  let count = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const { rows: counted } = await db.query<{ n: bigint }>(
      `WITH citing AS (${citingOf}) SELECT count(*) AS n FROM citing WHERE $3::int IS NULL OR citing.rank = $3`,
      [citation.key, citation.court, rank],
    );
    count = Number(counted[0]?.n ?? 0);
  }
  return {
    page,
    pageSize,
    count,
    rows: rows.map((row) => ({
      ...toSummary(row),
      year: row.year,
      sentence: row.sentence,
      citedCount: Number(row.cited),
      treatment: toCitingTreatment(row.reading),
    })),
  };
}

const toCitingTreatment = (reading: Reading | null): CitingCase['treatment'] =>
  reading?.treatment
    ? { treatment: reading.treatment, negativeKind: reading.negativeKind, sentence: reading.sentence ?? '', words: reading.words }
    : null;

/** How many judgments citing a citation treat it each way (each judgment once, by its strongest treatment). */
export async function treatmentCounts(db: Sql, citation: CitationKey): Promise<Record<Treatment, number>> {
  const { rows } = await db.query<{ rank: number; n: bigint }>(
    `WITH citing AS (${citingOf}) SELECT citing.rank, count(*) AS n FROM citing GROUP BY citing.rank`,
    [citation.key, citation.court],
  );
  const counts: Record<Treatment, number> = { positive: 0, distinguished: 0, negative: 0, neutral: 0 };
  for (const row of rows) {
    const treatment = (Object.keys(filterRank) as Treatment[]).find((t) => filterRank[t] === Number(row.rank));
    if (treatment) counts[treatment] = Number(row.n);
  }
  return counts;
}

const withoutKeyCourt = (held: CaseSummary & { keyCourt: string | null }): CaseSummary => {
  const { keyCourt, ...summary } = held;
  void keyCourt;
  return summary;
};

/** "Cited by" on the case view: the cases citing this one in any variant, newest first, from the citation index, each with its own flag. */
export async function citedBy(deps: Pick<LibraryDeps, 'db' | 'searchEngine'>, input: unknown, pageInput?: unknown): Promise<Paged<CaseSummary>> {
  const page = pageNumber(pageInput);
  const citationId = textKey(input);
  const empty = { page, pageSize, count: 0, rows: [] };
  if (!citationId) return empty;
  const { rows } = await deps.db.query<HeldCitation>(
    'SELECT citation_id, citation_key, citation_key_court, court FROM case_laws WHERE citation_id = $1',
    [citationId],
  );
  const row = rows[0];
  if (!row) return empty;
  return pageWithTreatmentFlags(deps, await citingCases(deps.db, heldCitationKey(row), 'newest', page));
}

export type CitatorOutcome = { ok: true; view: CitatorView } | { ok: false; message: string };

/**
 * The citator page of a written citation: the standard form, the cases holding it, its variants
 * and a page of the cases citing it. A citation naming no court (`PLD 2014 120`) that the library
 * holds in one court reads as that court's.
 */
export async function citator(
  deps: Pick<LibraryDeps, 'db' | 'searchEngine'>,
  input: unknown,
  options: { sort?: unknown; page?: unknown; treatment?: unknown } = {},
): Promise<CitatorOutcome> {
  const parsed = citationInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Not a citation.' };
  let key = writtenCitationKey(parsed.data);
  const held = await heldCases(deps.db, key);
  const courts = new Set(held.map((c) => c.keyCourt));
  const only = [...courts][0];
  if (key.court === null && courts.size === 1 && only) key = { ...key, court: only };
  const sort = citatorSort(options.sort);
  const treatment = treatmentFilter(options.treatment);
  const heldCase = held.length === 1 ? held[0] : undefined;
  const [variants, citing, counts, flag] = await Promise.all([
    citationVariants(deps.db, key, held),
    citingCases(deps.db, key, sort, pageNumber(options.page), treatment),
    treatmentCounts(deps.db, key),
    heldCase ? treatmentFlag(deps, heldCase.citationId) : null,
  ]);
  return {
    ok: true,
    view: {
      citation: parsed.data,
      held: held.map((summary) => withoutKeyCourt(summary)),
      variants,
      sort,
      treatment,
      treatmentCounts: counts,
      flag,
      citing,
    },
  };
}
