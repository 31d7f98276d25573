import { similarCasesShown, type SimilarCase } from '@qanoon/contracts';
import { withTreatmentFlags } from '../../shared/citation-index.ts';
import type { LibraryDeps } from '../deps.ts';
import { summaryColumns, textKey, toSummary, type SummaryRow } from './cases.ts';

/**
 * Candidates read from each source at most: cases sharing a statute or a citation (the most
 * shared first), and cases whose text is most alike (the search engine's more-like-this).
 */
const candidatesPerSource = 200;
const textCandidates = 30;

/**
 * How a candidate scores: each shared statute and each shared citation (a citation shared is
 * rarer and says more), and its place among the texts most alike (the first scores 3).
 */
const weights = { statute: 1, statuteCap: 5, citation: 1.5, citationCap: 6, text: 3 } as const;

interface Candidate {
  sharedStatutes: string[];
  sharedCitations: number;
  text: number | null;
}

/**
 * The cases most like one (the case view's "Similar cases"), each with why: the statutes both
 * name (Law_Ref, from the content tables), the judgments both cite (the citation index, where every
 * written variant of a report is one key: ADR 0033), and whether
 * the search engine finds their texts alike. Both engines answer the same statutes and citations;
 * only the text part is the engine's. Each carries its flag, as every list of judgments does.
 * Empty when the case is unknown.
 */
export async function similarCases(deps: Pick<LibraryDeps, 'db' | 'searchEngine'>, input: unknown): Promise<SimilarCase[]> {
  const citationId = textKey(input);
  if (!citationId) return [];
  const { rows: found } = await deps.db.query<{ law_refs: string[]; cites: boolean }>(
    'SELECT law_refs, EXISTS (SELECT 1 FROM case_citations WHERE citing_id = $1) AS cites FROM case_laws WHERE citation_id = $1',
    [citationId],
  );
  const own = found[0];
  if (!own) return [];

  const [statutes, citations, text] = await Promise.all([
    own.law_refs.length === 0
      ? { rows: [] }
      : deps.db.query<{ citation_id: string; shared: string[] }>(
          `SELECT citation_id, shared FROM (
             SELECT citation_id, year, ARRAY(SELECT unnest(law_refs) INTERSECT SELECT unnest($2::text[]) ORDER BY 1) AS shared
             FROM case_laws WHERE law_refs && $2::text[] AND citation_id <> $1
           ) AS c ORDER BY cardinality(shared) DESC, year DESC NULLS LAST, citation_id LIMIT $3`,
          [citationId, own.law_refs, candidatesPerSource],
        ),
    !own.cites
      ? { rows: [] }
      : deps.db.query<{ citation_id: string; shared: number }>(
          `SELECT other.citing_id AS citation_id, count(DISTINCT other.citation_key)::int AS shared
           FROM case_citations own
           JOIN case_citations other ON other.citation_key = own.citation_key AND other.citing_id <> own.citing_id
           JOIN case_laws c ON c.citation_id = other.citing_id
           WHERE own.citing_id = $1
           GROUP BY other.citing_id, c.year ORDER BY shared DESC, c.year DESC NULLS LAST, other.citing_id LIMIT $2`,
          [citationId, candidatesPerSource],
        ),
    deps.searchEngine.similarText('case', citationId, textCandidates),
  ]);

  const candidates = new Map<string, Candidate>();
  const candidate = (id: string) => {
    let found = candidates.get(id);
    if (!found) candidates.set(id, (found = { sharedStatutes: [], sharedCitations: 0, text: null }));
    return found;
  };
  for (const row of statutes.rows) candidate(row.citation_id).sharedStatutes = row.shared;
  for (const row of citations.rows) candidate(row.citation_id).sharedCitations = Number(row.shared);
  text.forEach((hit, place) => {
    if (hit.id !== citationId) candidate(hit.id).text = place;
  });

  const score = (c: Candidate) =>
    weights.statute * Math.min(c.sharedStatutes.length, weights.statuteCap) +
    weights.citation * Math.min(c.sharedCitations, weights.citationCap) +
    (c.text === null ? 0 : (weights.text * (textCandidates - c.text)) / textCandidates);
  const ranked = [...candidates.entries()]
    .map(([id, c]) => ({ id, c, score: score(c) }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));

  // The text part may name a case the library no longer holds (an index behind its tables): skipped.
  const top = ranked.slice(0, similarCasesShown * 2);
  const { rows } = await deps.db.query<SummaryRow>(`SELECT ${summaryColumns} FROM case_laws c WHERE c.citation_id = ANY($1::text[])`, [top.map((t) => t.id)]);
  const held = new Map(rows.map((row) => [row.citation_id, row]));
  const shown = top
    .flatMap(({ id, c }) => {
      const row = held.get(id);
      return row ? [{ ...toSummary(row), sharedStatutes: c.sharedStatutes, sharedCitations: c.sharedCitations, similarText: c.text !== null }] : [];
    })
    .slice(0, similarCasesShown);
  return withTreatmentFlags(deps, shown);
}
