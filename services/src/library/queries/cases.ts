import { limits, pageNumber, parseCitation, type CaseDetail, type CaseSummary, type Paged } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import type { LibraryDeps } from '../deps.ts';
import { keptTreatmentFlags, pageWithTreatmentFlags } from '../../shared/citation-index.ts';
import { resolveCaseReferences } from './case-references.ts';
import { resolveCitations } from './check-citations.ts';

export interface SummaryRow extends Record<string, unknown> {
  citation_id: string;
  parties: string;
  judge: string;
  lawyer: string;
  court: string;
  total?: bigint;
}

export const summaryColumns = 'c.citation_id, c.parties, c.judge, c.lawyer, c.court';
const pageSize = limits.searchPageSize;

/** An id or term as a screen sends it: trimmed text of sensible length, else null. */
export const textKey = (input: unknown, max = 300): string | null => {
  const text = typeof input === 'string' ? input.trim() : '';
  return text && text.length <= max ? text : null;
};

export const toSummary = (row: SummaryRow): CaseSummary => ({
  citationId: row.citation_id,
  citation: parseCitation(row.citation_id),
  parties: row.parties,
  judge: row.judge,
  lawyer: row.lawyer,
  court: row.court,
});

const emptyPage = <T>(page: number): Paged<T> => ({ page, pageSize, count: 0, rows: [] });

/**
 * The case detail view: parties, judge, lawyer, court, its flag (how later judgments treated it),
 * head notes and the references, each with what the library holds of it and that case's flag (the
 * case's and its references' flags in one query).
 */
export async function caseById(deps: Pick<LibraryDeps, 'db' | 'searchEngine'>, input: unknown): Promise<CaseDetail | null> {
  const citationId = textKey(input);
  if (!citationId) return null;
  const { rows } = await deps.db.query<SummaryRow & { head_notes: string; case_refs: string[]; law_refs: string[] }>(
    `SELECT ${summaryColumns}, c.head_notes, c.case_refs, c.law_refs FROM case_laws c WHERE c.citation_id = $1`,
    [citationId],
  );
  const row = rows[0];
  if (!row) return null;
  const [cited, statutes] = await Promise.all([
    resolveCaseReferences(deps.db, row.case_refs),
    deps.db.query<{ statute_id: string; section_name: string; ordinance_name: string }>(
      'SELECT statute_id, section_name, ordinance_name FROM statutes WHERE statute_id = ANY($1::text[])',
      [row.law_refs],
    ),
  ]);
  const flags = await keptTreatmentFlags(deps, [row.citation_id, ...[...cited.values()].map((held) => held.citationId)]);
  const sections = new Map(statutes.rows.map((r) => [r.statute_id, r]));
  return {
    ...toSummary(row),
    flag: flags.get(row.citation_id) ?? null,
    headNotes: row.head_notes,
    caseRefs: row.case_refs.map((id) => {
      const held = cited.get(id);
      return { citationId: id, heldAs: held?.citationId ?? null, parties: held?.parties ?? null, flag: (held && flags.get(held.citationId)) ?? null };
    }),
    lawRefs: row.law_refs.map((id) => ({
      statuteId: id,
      sectionName: sections.get(id)?.section_name ?? null,
      ordinanceName: sections.get(id)?.ordinance_name ?? null,
    })),
  };
}

/** The full judgment text, read on its own for the Case Description popup. */
export async function caseDescription(deps: Pick<LibraryDeps, 'db'>, input: unknown): Promise<string | null> {
  const citationId = textKey(input);
  if (!citationId) return null;
  const { rows } = await deps.db.query<{ case_desc: string }>('SELECT case_desc FROM case_laws WHERE citation_id = $1', [citationId]);
  return rows[0]?.case_desc ?? null;
}

/** A place a judgment's text writes a citation the citation index resolves, and where to read it. */
export interface DescriptionLink {
  start: number;
  end: number;
  href: string;
}

/**
 * The full judgment text with its citations the index resolves: each to its case in the library,
 * or to its citator page when the library has only other judgments' references to it. A citation
 * of the judgment itself, or one the index does not know, stays text.
 */
export async function linkedCaseDescription(deps: Pick<LibraryDeps, 'db'>, input: unknown): Promise<{ text: string; links: DescriptionLink[] } | null> {
  const text = await caseDescription(deps, input);
  if (text === null) return null;
  const own = textKey(input);
  const links = (await resolveCitations(deps.db, text)).flatMap(({ start, end, href, citationId }) =>
    href && citationId !== own ? [{ start, end, href }] : [],
  );
  return { text, links };
}

/** A page of case summaries from a query selecting summaryColumns plus `count(*) OVER () AS total`, ending in LIMIT/OFFSET parameters. */
async function pagedCases(sql: Sql, text: string, values: unknown[], page: number, countText: string): Promise<Paged<CaseSummary>> {
  const { rows } = await sql.query<SummaryRow>(text, [...values, pageSize, (page - 1) * pageSize]);
  const count = rows[0]?.total ?? (page > 1 ? ((await sql.query<{ n: bigint }>(countText, values)).rows[0]?.n ?? 0n) : 0n);
  return { page, pageSize, count: Number(count), rows: rows.map(toSummary) };
}

/** Cases that cite a statute section: its Case_Ref list and the cases whose Law_Ref names it, newest first, each with its flag. */
export async function statuteCases(deps: Pick<LibraryDeps, 'db' | 'searchEngine'>, input: unknown, pageInput?: unknown): Promise<Paged<CaseSummary>> {
  const page = pageNumber(pageInput);
  const statuteId = textKey(input);
  if (!statuteId) return emptyPage(page);
  const ids = `WITH ids AS (
      SELECT citation_id FROM case_laws WHERE law_refs @> ARRAY[$1::text]
      UNION SELECT unnest(case_refs) FROM statutes WHERE statute_id = $1
    )`;
  const cases = await pagedCases(
    deps.db,
    `${ids} SELECT ${summaryColumns}, count(*) OVER () AS total FROM case_laws c JOIN ids USING (citation_id)
     ORDER BY c.year DESC NULLS LAST, c.citation_id LIMIT $2 OFFSET $3`,
    [statuteId],
    page,
    `${ids} SELECT count(*) AS n FROM case_laws c JOIN ids USING (citation_id)`,
  );
  return pageWithTreatmentFlags(deps, cases);
}

/** Cases whose text holds a legal term as a phrase, found through the search engine, newest first, each with its flag. */
export async function casesByLegalTerm(deps: Pick<LibraryDeps, 'db' | 'searchEngine'>, input: unknown, pageInput?: unknown): Promise<Paged<CaseSummary>> {
  const page = pageNumber(pageInput);
  const term = textKey(input, 500)?.replace(/["]/g, ' ').trim();
  if (!term) return emptyPage(page);
  const result = await deps.searchEngine.query({ kind: 'case', keyword: `"${term}"`, sort: 'newest', resultPage: page, pageSize });
  const ids = result.hits.map((hit) => hit.document.id);
  const { rows } = await deps.db.query<SummaryRow>(`SELECT ${summaryColumns} FROM case_laws c WHERE c.citation_id = ANY($1::text[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.citation_id, toSummary(row)]));
  const summaries = result.hits.flatMap((hit) => {
    const summary = byId.get(hit.document.id);
    return summary ? [{ ...summary, ...(hit.snippet ? { snippet: hit.snippet } : {}) }] : [];
  });
  return pageWithTreatmentFlags(deps, { page, pageSize, count: result.total, rows: summaries });
}
