import { keywordTerms, limits, pageNumber, searchLimits, type StatuteHit, type StatuteSearchPage } from '@qanoon/contracts';
import { SearchTooComplexError } from '@qanoon/infra';
import type { SectionRow } from '../../shared/library-content.ts';
import type { SearchDeps } from '../deps.ts';

/** A section named in a query: its number with any letter (`302`, `302-B`, `489-F`), and the Act's words typed with it. */
export interface SectionReference {
  section: string;
  act: string;
}

const designator = String.raw`(?:sections?|secs?|ss?|u\s*\/\s*s|art(?:icle)?s?)\.?\s*`;
const number = String.raw`(\d{1,4})(?:\s*-\s*([a-z]{1,2})|([a-z]))?(?:\s*\(\s*[a-z0-9]{1,4}\s*\))*`;
const actWords = String.raw`[a-z][a-z.,'&\s]{0,80}?(?:\s*,?\s*\d{4})?`;
const withAct = new RegExp(String.raw`^\s*(?:(${actWords})\s+)?(?:${designator})?${number}\s*(?:(?:of\s+(?:the\s+)?)?(${actWords}))?[.\s]*$`, 'i');

/**
 * The section a query names, in the forms lawyers write it: `302`, `s.302`, `S. 302 PPC`,
 * `section 302-B`, `Sec. 489-F P.P.C.`, `302(b)` (a subsection names its section), `PPC 302`,
 * `section 302 of the Pakistan Penal Code`. Null when the query is not a section reference.
 */
export function sectionReference(query: string): SectionReference | null {
  const match = withAct.exec(query.replace(/\s+/g, ' '));
  if (!match) return null;
  const [, before, digits, dashed, joined, after] = match;
  const letter = (dashed ?? joined ?? '').toUpperCase();
  const act = [before, after]
    .map((words) => (words ?? '').replace(new RegExp(String.raw`\b${designator}$|^(?:of\s+)?(?:the\s+)?`, 'i'), '').trim())
    .filter(Boolean)
    .join(' ');
  // A bare number with words after it that are not an Act ("302 murder") is still a section; the Act only orders the hits.
  return { section: letter ? `${digits}-${letter}` : (digits ?? ''), act };
}

/** The short forms an Act is known by in statute ids: `P.P.C.` and `Pakistan Penal Code` are both `PPC`. */
function actCodes(act: string): string[] {
  const words = act.replace(/\b(of|the|and|\d{4})\b/gi, ' ').match(/[a-z][a-z.']*/gi) ?? [];
  const compact = words.join('').replace(/[.']/g, '').toUpperCase();
  const initials = words.map((w) => w.charAt(0).toUpperCase()).join('');
  return [...new Set([compact, initials].filter(Boolean))];
}


const toHit = (row: SectionRow, snippet?: string): StatuteHit => ({
  statuteId: row.statute_id,
  statuteName: row.statute_name,
  sectionName: row.section_name,
  ordinanceName: row.ordinance_name,
  definition: row.definition,
  ...(snippet ? { snippet } : {}),
});

/** The sections with a number, the Act typed with it first (ids are `<ACT>-<section>`: `PPC-302`). */
async function sectionsNumbered(deps: SearchDeps, reference: SectionReference): Promise<SectionRow[]> {
  const act = reference.act;
  const { rows } = await deps.db.query<SectionRow>(
    `SELECT statute_id, statute_name, section_name, ordinance_name, definition FROM statutes
     WHERE upper(split_part(statute_id, '-', 1)) || '-' || $1 = upper(statute_id)
     ORDER BY (upper(split_part(statute_id, '-', 1)) = ANY($2::text[])) DESC,
              ($3 <> '' AND (ordinance_name ILIKE '%' || $3 || '%' OR statute_name ILIKE '%' || $3 || '%')) DESC,
              statute_id
     LIMIT 10`,
    [reference.section, actCodes(act), act.replace(/[\\%_]/g, (c) => `\\${c}`)],
  );
  return rows;
}

/**
 * Statute search (the Statutes screen's search box): a section typed in any written form opens
 * the list with that section first; every query also goes to the search engine's statutes
 * (headings, definitions and text, forgiving a word or two), best first.
 */
export async function searchStatutes(deps: SearchDeps, input: unknown, pageInput?: unknown): Promise<StatuteSearchPage> {
  const q = typeof input === 'string' ? input.trim().slice(0, 500) : '';
  const page = pageNumber(pageInput);
  const pageSize = limits.searchPageSize;
  // A keyword too costly to search (ADR 0056) finds no section; the case search beside it says why.
  if (!q || keywordTerms(q) > searchLimits.keywordTerms) return { q, page, pageSize, count: 0, rows: [] };
  const reference = sectionReference(q);
  const [numbered, found] = await Promise.all([
    reference && page === 1 ? sectionsNumbered(deps, reference) : Promise.resolve([]),
    deps.searchEngine.query({ kind: 'statute', keyword: q, resultPage: page, pageSize }).catch((error: unknown) => {
      if (error instanceof SearchTooComplexError) return { total: 0, hits: [] };
      throw error;
    }),
  ]);
  const first = new Set(numbered.map((row) => row.statute_id));
  const ids = found.hits.map((hit) => hit.document.id).filter((id) => !first.has(id));
  const { rows } = ids.length
    ? await deps.db.query<SectionRow>(
        'SELECT statute_id, statute_name, section_name, ordinance_name, definition FROM statutes WHERE statute_id = ANY($1::text[])',
        [ids],
      )
    : { rows: [] as SectionRow[] };
  const byId = new Map(rows.map((row) => [row.statute_id, row]));
  const snippets = new Map(found.hits.map((hit) => [hit.document.id, hit.snippet]));
  const hits = [
    ...numbered.map((row) => toHit(row, snippets.get(row.statute_id))),
    ...ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toHit(row, snippets.get(id))] : [];
    }),
  ];
  const foundOnPage = new Set(found.hits.map((hit) => hit.document.id));
  const count = found.total + numbered.filter((row) => !foundOnPage.has(row.statute_id)).length;
  return { q, page, pageSize, count, rows: hits.slice(0, Math.max(pageSize, numbered.length)) };
}
