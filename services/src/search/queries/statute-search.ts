import { keywordTerms, limits, pageNumber, searchLimits, sectionMentions, type StatuteHit, type StatuteSearchPage } from '@qanoon/contracts';
import { SearchTooComplexError, type SearchHit } from '@qanoon/infra';
import type { SectionRow } from '../../shared/library-content.ts';
import type { SearchDeps } from '../deps.ts';

/** A section named in a query: its number with any letter (`302`, `302-B`, `489-F`), and the Act's code when typed. */
export interface SectionReference {
  section: string;
  act: string | null;
  /** The query without the section: words that still look for headings and text. */
  rest: string;
}

/**
 * The section a query names, in any notation the library's reader of sections knows (`302`,
 * `s.302`, `S. 302 P.P.C.`, `section 489-F`, `302(b)`, `PPC 302`, `section 302 of the Pakistan
 * Penal Code`). Null when the query names none.
 */
export function sectionReference(query: string): SectionReference | null {
  const [first] = sectionMentions(query, { loose: true });
  if (!first) return null;
  const rest = `${query.slice(0, first.start)} ${query.slice(first.end)}`.replace(/\s+/g, ' ').trim();
  return { section: first.section, act: first.act, rest: /[\p{L}\p{N}]/u.test(rest) ? rest : '' };
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
  const { rows } = await deps.db.query<SectionRow>(
    `SELECT statute_id, statute_name, section_name, ordinance_name, definition FROM statutes
     WHERE upper(substr(statute_id, length(split_part(statute_id, '-', 1)) + 2)) = $1
     ORDER BY (upper(split_part(statute_id, '-', 1)) = $2) DESC, statute_id
     LIMIT 10`,
    [reference.section.toUpperCase(), reference.act ?? ''],
  );
  return rows;
}

/** Judgments read to tell which sections a few words are about, and the share of them that must apply one. */
const aboutJudgments = 50;
const aboutShare = 0.2;

/**
 * The sections judgments apply most (their Law_Ref), most applied first, each by at least a fifth
 * of them: what a lawyer typing `murder` means is s.302 PPC, whose heading says qatl-i-amd, not a
 * section whose heading has the word in passing.
 */
function sectionsApplied(judgments: readonly SearchHit[]): string[] {
  const counts = new Map<string, number>();
  for (const hit of judgments) {
    const refs = hit.document.extra?.lawRefs;
    if (Array.isArray(refs)) for (const ref of new Set(refs.map(String))) counts.set(ref, (counts.get(ref) ?? 0) + 1);
  }
  const needed = Math.max(3, aboutShare * judgments.length);
  return [...counts]
    .filter(([, n]) => n >= needed)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 2)
    .map(([id]) => id);
}

/** The sections the judgments a few words find apply most. */
async function sectionsAbout(deps: SearchDeps, q: string): Promise<string[]> {
  // Their sections are read, never shown: no snippets to mark in fifty judgments.
  const found = await deps.searchEngine.query({ kind: 'case', keyword: q, sort: 'relevance', pageSize: aboutJudgments, snippets: false });
  return sectionsApplied(found.hits);
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** A heading that is the query, near enough (`Merger of arsh`): a reader who typed it means that section. */
function headingIs(heading: string, q: string): boolean {
  const typed = wordsOf(q);
  const words = wordsOf(heading);
  return typed.length > 0 && typed.every((w) => words.includes(w)) && words.length <= 2 * typed.length;
}

/**
 * Statute search (the Statutes screen's search box): a section typed in any written form opens
 * the list with that section first; every query also goes to the search engine's statutes
 * (headings, definitions and text, forgiving a word or two), best first. Beside a page of case
 * results, the judgments of that page tell which sections the words are about (ADR 0077), and the
 * box is kept with the page; on its own it reads the fifty judgments the words find best.
 */
export async function searchStatutes(
  deps: SearchDeps,
  input: unknown,
  pageInput?: unknown,
  judgments?: Promise<readonly SearchHit[]>,
): Promise<StatuteSearchPage> {
  const q = typeof input === 'string' ? input.trim().slice(0, 500) : '';
  const page = pageNumber(pageInput);
  const pageSize = limits.searchPageSize;
  // A keyword too costly to search (ADR 0056) finds no section; the case search beside it says why.
  if (!q || keywordTerms(q) > searchLimits.keywordTerms) return { q, page, pageSize, count: 0, rows: [] };
  if (judgments) return statutesPage(deps, q, page, async () => sectionsApplied(await judgments));
  // The page is kept whole until the library changes (ADR 0076): the box above every Case Law page asks it.
  return deps.searchEngine.kept(`statutes:${JSON.stringify([q, page])}`, (searchEngine) => {
    const within = { ...deps, searchEngine };
    return statutesPage(within, q, page, () => sectionsAbout(within, q));
  });
}

async function statutesPage(deps: SearchDeps, q: string, page: number, sectionsOfJudgments: () => Promise<string[]>): Promise<StatuteSearchPage> {
  const pageSize = limits.searchPageSize;
  const reference = sectionReference(q);
  // A section typed is looked up by its number; only the query's other words search headings and
  // text ("section 489-F" must not find headings that say "Section").
  const words = reference ? reference.rest : q;
  const [numbered, found, about] = await Promise.all([
    reference && page === 1 ? sectionsNumbered(deps, reference) : Promise.resolve([]),
    words
      ? deps.searchEngine.query({ kind: 'statute', keyword: words, resultPage: page, pageSize }).catch((error: unknown) => {
          if (error instanceof SearchTooComplexError) return { total: 0, hits: [] };
          throw error;
        })
      : Promise.resolve({ total: 0, hits: [] }),
    // A few words only: a sentence is not about one section.
    reference || page !== 1 || q.split(/\s+/).length > 3 ? Promise.resolve([]) : sectionsOfJudgments(),
  ]);
  const promoted = about.length > 0 && !found.hits.slice(0, 3).some((hit) => headingIs(hit.document.title, q)) ? about : [];
  const ids = [...promoted, ...found.hits.map((hit) => hit.document.id)];
  const { rows } = ids.length
    ? await deps.db.query<SectionRow>(
        'SELECT statute_id, statute_name, section_name, ordinance_name, definition FROM statutes WHERE statute_id = ANY($1::text[])',
        [ids],
      )
    : { rows: [] as SectionRow[] };
  const byId = new Map(rows.map((row) => [row.statute_id, row]));
  const leading = numbered.length > 0 ? numbered : promoted.flatMap((id) => byId.get(id) ?? []);
  const first = new Set(leading.map((row) => row.statute_id));
  const snippets = new Map(found.hits.map((hit) => [hit.document.id, hit.snippet]));
  const hits = [
    ...leading.map((row) => toHit(row, snippets.get(row.statute_id))),
    ...found.hits.map((hit) => hit.document.id).filter((id) => !first.has(id)).flatMap((id) => {
      const row = byId.get(id);
      return row ? [toHit(row, snippets.get(id))] : [];
    }),
  ];
  const foundOnPage = new Set(found.hits.map((hit) => hit.document.id));
  const count = found.total + leading.filter((row) => !foundOnPage.has(row.statute_id)).length;
  return { q, page, pageSize, count, rows: hits.slice(0, Math.max(pageSize, leading.length)) };
}
