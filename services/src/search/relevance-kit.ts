import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { partyNameVariants } from '@qanoon/contracts';
import type { Database, SearchEngine } from '@qanoon/infra';
import type { Library } from '../library/library.ts';
import type { Search } from './search.ts';

/**
 * Relevance of search over the real corpus (../shared/data/legal-corpus, never in the repository):
 * the corpus's mechanically derived queries run the way a reader's screen runs them, scored per
 * kind. Shared by relevance.test.ts and bench/search.ts --relevance so both print one table.
 */

export const corpusFolder = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'shared', 'data', 'legal-corpus');
export const corpusFiles = {
  cases: path.join(corpusFolder, 'Case_laws.csv'),
  statutes: path.join(corpusFolder, 'Statutes.csv'),
  dictionary: path.join(corpusFolder, 'Dictionary.csv'),
  queries: path.join(corpusFolder, 'queries.jsonl'),
};
/** Rows of Case_laws.csv whose Citation_id is a stray word ("alias", "cum"), which an import refuses. */
export const corpusStrayCitationIds = 3n;
export const corpusPresent = () => Object.values(corpusFiles).every((file) => existsSync(file));

export type QueryKind = 'citation' | 'cited_by' | 'party' | 'keyword' | 'statute' | 'dictionary' | 'section_variants';
export const queryKinds: readonly QueryKind[] = ['citation', 'cited_by', 'party', 'keyword', 'statute', 'dictionary'];

export interface CorpusQuery {
  qid: string;
  kind: QueryKind;
  query: string;
  expected: string[];
  source: string;
}

export async function readQueries(file = corpusFiles.queries): Promise<CorpusQuery[]> {
  return (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CorpusQuery);
}

/**
 * Every `step`-th query of a kind, in file order: a fixed subset, the same on every run and engine.
 * A step of 1 keeps them all.
 */
export function sampled(queries: readonly CorpusQuery[], step: number): CorpusQuery[] {
  return queries.filter((_, i) => i % step === 0);
}

/** One row of the table: a kind's metric on one engine (null: the engine does not serve it). */
export interface RelevanceRow {
  kind: QueryKind | RewrittenKind;
  n: number;
  /** How the queries were picked when not all of them ran. */
  note?: string;
  metric: string;
  value: number | null;
}

/** Up to `width` calls at a time, results in input order. */
export async function mapConcurrent<T, R>(items: readonly T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const at = next++;
        out[at] = await fn(items[at] as T);
      }
    }),
  );
  return out;
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
const reciprocalRank = (found: readonly string[], expected: readonly string[], depth: number) => {
  const at = found.slice(0, depth).findIndex((id) => expected.includes(id));
  return at < 0 ? 0 : 1 / (at + 1);
};
const recall = (found: readonly string[], expected: readonly string[], depth: number) => {
  const top = new Set(found.slice(0, depth));
  return expected.length === 0 ? 0 : expected.filter((id) => top.has(id)).length / expected.length;
};

/** The case ids a search of the Advance tab shows, in order; a citation typed as the keyword opens its case. */
async function advance(search: Search, fields: Record<string, string>): Promise<string[]> {
  const outcome = await search.search('advance', fields);
  if (outcome.kind === 'case') return [outcome.citationId];
  return outcome.kind === 'results' ? outcome.results.rows.map((row) => row.citationId) : [];
}

export interface ScoreOptions {
  /** Run every `step`-th query of a kind (default 1: all). */
  steps?: Partial<Record<QueryKind, number>>;
  concurrency?: number;
  /**
   * The legal synonym groups (search_synonyms): each Urdu-script term of a group is scored
   * against the group's Roman-script terms (the `urdu` kind); none, no `urdu` rows.
   */
  synonymGroups?: readonly (readonly string[])[];
}

/** The kinds made from the corpus's own queries, written the other ways lawyers write them (issue 33). */
export type RewrittenKind = 'name_variant' | 'typo' | 'urdu';

const plainName = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\./g, '');
const spellingGroup: ReadonlyMap<string, readonly string[]> = new Map(
  partyNameVariants.flatMap((group) => group.filter((spelling) => !spelling.includes(' ')).map((spelling) => [spelling, group] as const)),
);

/**
 * A party's name with each name of the Roman-Urdu list respelt (`Muhammad` → `Mohammad`,
 * `Mohammad` → `Muhammad`), or null when it holds none.
 */
export function respeltName(query: string): string | null {
  let changed = false;
  const respelt = query.replace(/[\p{L}.]+/gu, (word) => {
    const group = spellingGroup.get(plainName(word));
    if (!group) return word;
    const other = group[0] === plainName(word) ? group[1] : group[0];
    if (!other) return word;
    changed = true;
    return other.charAt(0).toUpperCase() + other.slice(1);
  });
  return changed ? respelt : null;
}

/** The query with one slip in its longest word of five letters or more (two letters swapped, or one left out), or null. */
export function misspelt(query: string): { typed: string; word: string } | null {
  const words = query.match(/\p{L}{5,}/gu) ?? [];
  const word = words.reduce<string | undefined>((longest, w) => (!longest || w.length > longest.length ? w : longest), undefined);
  if (!word) return null;
  const swapped = word.slice(0, 2) + word.charAt(3) + word.charAt(2) + word.slice(4);
  const slip = swapped !== word ? swapped : word.slice(0, 2) + word.slice(3);
  return { typed: query.replace(word, slip), word };
}

const urduScript = /[\u0600-\u06ff]/u;

/**
 * Score one engine on the corpus queries, each kind the way a reader reaches it:
 * - citation: typed in the keyword box (Advance tab): the case it opens, top-1;
 * - cited_by: the citation typed as keywords, as the keyword box sends it to the engine (a
 *   library citation would open its case instead): recall of the citing cases in the first page of 25;
 *   the same through the citator page (the citation index), and through the search screen (the
 *   results of the keyword box, or the "Cited by" of the case it opens);
 * - party: the Advance tab's Parties field: recall in the first 10 rows;
 * - keyword: the Advance tab's keyword box (catchwords or a case number): MRR and hit in the first 10;
 * - statute: the Statutes screen's search box (statute search, through the engine): MRR and hit
 *   in the first 10, and hit in the first 3;
 * - dictionary: the Dictionary screen's search box (the dictionary table, the same on every
 *   engine): top-1, MRR and hit in the first 10, headwords and phrases inside entries apart.
 */
export async function scoreRelevance(
  { search, library, engine }: { search: Search; library: Pick<Library, 'searchDictionary' | 'citator' | 'citedBy'>; engine: SearchEngine },
  queries: readonly CorpusQuery[],
  options: ScoreOptions = {},
): Promise<RelevanceRow[]> {
  const width = options.concurrency ?? 8;
  const rows: RelevanceRow[] = [];
  for (const kind of queryKinds) {
    const all = queries.filter((q) => q.kind === kind);
    const step = options.steps?.[kind] ?? 1;
    const picked = sampled(all, step);
    const n = picked.length;
    const note = step > 1 ? `every ${step}th of ${all.length}` : undefined;
    const row = (metric: string, value: number | null): RelevanceRow => ({ kind, n, metric, value, ...(note ? { note } : {}) });
    switch (kind) {
      case 'citation': {
        const found = await mapConcurrent(picked, width, (q) => advance(search, { keyword: q.query }));
        rows.push(row('top-1 %', (100 * picked.filter((q, i) => found[i]?.[0] === q.expected[0]).length) / Math.max(1, n)));
        break;
      }
      case 'cited_by': {
        const found = await mapConcurrent(picked, width, async (q) => {
          const result = await engine.query({ kind: 'case', keyword: q.query, pageSize: 25, snippets: false });
          return result.hits.map((hit) => hit.document.id);
        });
        rows.push(row('recall@25 (mean)', mean(picked.map((q, i) => recall(found[i] ?? [], q.expected, 25)))));
        const cited = await mapConcurrent(picked, width, async (q) => {
          const outcome = await library.citator(q.query);
          return outcome.ok ? outcome.view.citing.rows.map((r) => r.citationId) : [];
        });
        rows.push(row('citator recall@25 (mean)', mean(picked.map((q, i) => recall(cited[i] ?? [], q.expected, 25)))));
        const searched = await mapConcurrent(picked, width, async (q) => {
          const outcome = await search.search('advance', { keyword: q.query });
          if (outcome.kind === 'case') return (await library.citedBy(outcome.citationId)).rows.map((r) => r.citationId);
          return outcome.kind === 'results' ? outcome.results.rows.map((r) => r.citationId) : [];
        });
        rows.push(row('search recall@25 (mean)', mean(picked.map((q, i) => recall(searched[i] ?? [], q.expected, 25)))));
        break;
      }
      case 'party': {
        const found = await mapConcurrent(picked, width, (q) => advance(search, { parties: q.query }));
        rows.push(row('recall@10 (mean)', mean(picked.map((q, i) => recall(found[i] ?? [], q.expected, 10)))));
        break;
      }
      case 'keyword':
      case 'statute': {
        const found = await mapConcurrent(picked, width, async (q) => {
          if (kind === 'keyword') return advance(search, { keyword: q.query });
          return (await search.searchStatutes(q.query)).rows.map((hit) => hit.statuteId);
        });
        const ranks = picked.map((q, i) => reciprocalRank(found[i] ?? [], q.expected, 10));
        rows.push(row('MRR@10', mean(ranks)));
        rows.push(row('hit@10 %', (100 * ranks.filter((r) => r > 0).length) / Math.max(1, n)));
        if (kind === 'statute') rows.push(row('hit@3 %', (100 * ranks.filter((r) => r >= 1 / 3).length) / Math.max(1, n)));
        if (kind === 'keyword') {
          for (const [source, label] of [['case_number_lookup', 'case numbers'], ['headnote_catchwords', 'catchwords']] as const) {
            const of = picked.flatMap((q, i) => (q.source === source ? [ranks[i] ?? 0] : []));
            rows.push({ ...row(`${label} MRR@10`, mean(of)), n: of.length });
          }
        }
        break;
      }
      case 'dictionary': {
        const found = await mapConcurrent(picked, width, async (q) => (await library.searchDictionary(q.query)).rows.map((entry) => entry.word));
        const ranks = picked.map((q, i) => reciprocalRank(found[i] ?? [], q.expected, 10));
        rows.push(row('MRR@10', mean(ranks)));
        rows.push(row('hit@10 %', (100 * ranks.filter((r) => r > 0).length) / Math.max(1, n)));
        for (const [source, label] of [['dictionary_headword', 'headwords'], ['dictionary_subentry', 'phrases']] as const) {
          const of = picked.flatMap((q, i) => (q.source === source ? [ranks[i] ?? 0] : []));
          rows.push({ ...row(`${label} top-1 %`, (100 * of.filter((r) => r === 1).length) / Math.max(1, of.length)), n: of.length });
        }
        break;
      }
    }
  }
  rows.push(...(await scoreRewritten(search, queries, options.synonymGroups ?? [], width)));
  return rows;
}

/** The results and notes of the Advance tab's keyword box. */
async function advanceResults(search: Search, keyword: string) {
  const outcome = await search.search('advance', { keyword });
  if (outcome.kind === 'case') return { ids: [outcome.citationId], didYouMean: undefined };
  return outcome.kind === 'results' ? { ids: outcome.results.rows.map((row) => row.citationId), didYouMean: outcome.results.didYouMean } : { ids: [], didYouMean: undefined };
}

/**
 * The rewritten kinds, each through the Advance tab's keyword box:
 * - name_variant: each party query holding a name of the Roman-Urdu list, respelt: recall@10;
 * - typo: each head-note catchwords query with one slip in its longest word: the judgment in the
 *   first 10, and a "Did you mean" offered;
 * - urdu: each Urdu term of the synonym list against each Roman-script term of its group: recall
 *   of the Roman term's first 10 in the Urdu term's first page.
 */
async function scoreRewritten(search: Search, queries: readonly CorpusQuery[], groups: readonly (readonly string[])[], width: number): Promise<RelevanceRow[]> {
  const rows: RelevanceRow[] = [];
  const names = queries.flatMap((q) => {
    const respelt = q.kind === 'party' ? respeltName(q.query) : null;
    return respelt ? [{ ...q, query: respelt }] : [];
  });
  const named = await mapConcurrent(names, width, async (q) => (await advanceResults(search, q.query)).ids);
  rows.push({ kind: 'name_variant', n: names.length, metric: 'recall@10 (mean)', value: mean(names.map((q, i) => recall(named[i] ?? [], q.expected, 10))) });

  const slips = queries.flatMap((q) => {
    const slip = q.source === 'headnote_catchwords' ? misspelt(q.query) : null;
    return slip ? [{ ...q, query: slip.typed }] : [];
  });
  const slipped = await mapConcurrent(slips, width, (q) => advanceResults(search, q.query));
  rows.push({ kind: 'typo', n: slips.length, metric: 'hit@10 %', value: (100 * slips.filter((q, i) => reciprocalRank(slipped[i]?.ids ?? [], q.expected, 10) > 0).length) / Math.max(1, slips.length) });
  rows.push({ kind: 'typo', n: slips.length, metric: 'suggested %', value: (100 * slipped.filter((found) => found?.didYouMean).length) / Math.max(1, slips.length) });

  const pairs = groups.flatMap((group) => group.filter((term) => urduScript.test(term)).flatMap((urdu) => group.filter((term) => !urduScript.test(term)).map((roman) => ({ urdu, roman }))));
  const scored = await mapConcurrent(pairs, width, async ({ urdu, roman }) => {
    const expected = (await advanceResults(search, roman)).ids.slice(0, 10);
    return expected.length === 0 ? null : recall((await advanceResults(search, urdu)).ids, expected, 25);
  });
  const found = scored.filter((value): value is number => value !== null);
  rows.push({ kind: 'urdu', n: found.length, metric: 'recall of the Roman term (mean)', value: mean(found) });
  return rows;
}

const cell = (value: number | null | undefined, metric: string) =>
  value === null || value === undefined ? '—' : metric.endsWith('%') ? value.toFixed(1) : value.toFixed(3);

/** One table: kind, n, metric, then a column per engine. */
export function relevanceTable(results: readonly { engine: string; rows: readonly RelevanceRow[] }[]): string {
  const first = results[0]?.rows ?? [];
  const header = ['kind', 'n', 'metric', ...results.map((r) => r.engine)];
  const lines = first.map((row, i) => [
    row.kind,
    row.note ? `${row.n} (${row.note})` : String(row.n),
    row.metric,
    ...results.map((r) => cell(r.rows[i]?.value, row.metric)),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((line) => (line[c] ?? '').length)));
  const format = (line: string[]) => `| ${line.map((v, c) => v.padEnd(widths[c] ?? 0)).join(' | ')} |`;
  return [format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}

/**
 * Eight notations lawyers write one section in (issue 33): the library's `PPC-489-F` as `s.489-F
 * PPC`, `S. 489-F P.P.C.`, `Sec. 489-F-PPC`, `u/s 489-F PPC`, `section 489-F of the Pakistan Penal
 * Code`, `489F PPC`, `PPC 489-F` and `Section 489-F Pakistan Penal Code`.
 */
export function sectionNotations(id: string): string[] {
  const [act = '', ...rest] = id.split('-');
  const section = rest.join('-');
  const joined = section.replace('-', '');
  if (act !== 'PPC') return [];
  return [
    `s.${section} PPC`,
    `S. ${section} P.P.C.`,
    `Sec. ${section}-PPC`,
    `u/s ${section} PPC`,
    `section ${section} of the Pakistan Penal Code`,
    `${joined} PPC`,
    `PPC ${section}`,
    `Section ${section} Pakistan Penal Code`,
  ];
}

/** Every judgment a search finds, in order (the engine query the Advance tab's keyword becomes, unpaged). */
async function allFound(search: Search, engine: SearchEngine, keyword: string): Promise<string[]> {
  const query = await search.toEngineQuery('advance', { keyword });
  if (!query) return [];
  const result = await engine.query({ ...query, resultPage: 1, pageSize: 2_000, snippets: false });
  return result.hits.map((hit) => hit.document.id);
}

/**
 * Section variants: for each section named in the judgments' Law_Ref (those the library's Act
 * readers know), its eight notations typed in the keyword box. Recall of the judgments whose
 * Law_Ref names it, per notation (the worst notation's mean is the figure), and the share of
 * sections whose eight result lists are identical, order included.
 */
export async function scoreSectionVariants(
  { search, engine, db }: { search: Search; engine: SearchEngine; db: Database },
  options: { step?: number; concurrency?: number } = {},
): Promise<RelevanceRow[]> {
  const { rows } = await db.query<{ section: string; ids: string[] }>(
    `SELECT section, array_agg(citation_id ORDER BY citation_id) AS ids
     FROM case_laws, unnest(law_refs) AS section GROUP BY section ORDER BY section`,
  );
  const step = options.step ?? 1;
  const picked = rows.filter((row) => sectionNotations(row.section).length > 0).filter((_, i) => i % step === 0);
  const perNotation: number[][] = Array.from({ length: 8 }, () => []);
  let identical = 0;
  await mapConcurrent(picked, options.concurrency ?? 4, async (row) => {
    const lists = await Promise.all(sectionNotations(row.section).map((typed) => allFound(search, engine, typed)));
    lists.forEach((found, i) => perNotation[i]?.push(recall(found, row.ids, found.length)));
    if (lists.every((found) => found.join() === lists[0]?.join())) identical++;
  });
  const n = picked.length;
  const note = step > 1 ? `every ${step}th of ${rows.length} sections` : undefined;
  const row = (metric: string, value: number): RelevanceRow => ({ kind: 'section_variants', n, metric, value, ...(note ? { note } : {}) });
  const recalls = perNotation.map(mean);
  return [
    row('recall, worst notation (mean)', Math.min(...recalls)),
    row('recall, all notations (mean)', mean(recalls)),
    row('identical lists %', (100 * identical) / Math.max(1, n)),
  ];
}
