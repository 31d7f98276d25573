import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { courtName, parseCitation, parseRow } from '@qanoon/contracts';
import { parse } from 'csv-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryTestKit, type LibraryTestKit } from '../library/test-kit.ts';
import { corpusStrayCitationIds, mapConcurrent } from './relevance-kit.ts';
import { createSearch, type Search } from './search.ts';

// The real corpus lives beside the repository, never in it (its README says why).
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const corpus = path.join(repoRoot, '..', 'shared', 'data', 'legal-corpus');
const casesFile = path.join(corpus, 'Case_laws.csv');
const queriesFile = path.join(corpus, 'queries.jsonl');
const present = existsSync(casesFile);
const title = present
  ? 'citation search over the real corpus'
  : 'citation search over the real corpus (skipped: no Case_laws.csv at ../shared/data/legal-corpus)';

interface CorpusCase {
  id: string;
  court: string;
  refs: string[];
}

const percent = (hits: number, of: number) => `${hits}/${of} (${of === 0 ? '–' : ((100 * hits) / of).toFixed(2)}%)`;

/**
 * A reference's report without the parser: its year, the page (the last number) and the letters
 * between, as the corpus cases' own parts must agree with. Independent of parseCitation, so the
 * test checks the parser rather than repeating it.
 */
function naiveReport(text: string): { year: string; page: string; letters: string } | null {
  const m = /^\D*?(1[89]\d{2}|20\d{2})\b(.*?)(\d{1,5})\D*$/.exec(text) ?? /^(.*?)\s(1[89]\d{2}|20\d{2})\s(.*?)(\d{1,5})\D*$/.exec(text);
  if (!m) return null;
  const year = /^(1[89]\d{2}|20\d{2})$/.test(m[1] ?? '') ? (m[1] ?? '') : (m[2] ?? '');
  const page = m.at(-1) ?? '';
  const letters = text.toUpperCase().replace(/[^A-Z]/g, '');
  return { year, page, letters };
}

describe.skipIf(!present)(title, () => {
  let kit: LibraryTestKit;
  let search: Search;
  const cases: CorpusCase[] = [];

  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_search_corpus');
    const job = await kit.importFile('cases', createReadStream(casesFile), 'Case_laws.csv', 600_000);
    expect(job).toMatchObject({ state: 'done', rejected: corpusStrayCitationIds });
    search = createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users });
    const rows = createReadStream(casesFile).pipe(parse({ bom: true, columns: true }));
    for await (const row of rows as AsyncIterable<Record<string, string>>) {
      if (!parseRow('cases', row).ok) continue;
      cases.push({
        id: row.Citation_id ?? '',
        court: row.Citation_Court ?? '',
        refs: (row.Case_Ref ?? '').split(',').map((r) => r.trim()).filter(Boolean),
      });
    }
  }, 600_000);
  afterAll(() => kit?.close());

  it('finds every case top-1 from its Citation_id, typed in a keyword box and in the Citation tab', async () => {
    const typed = await mapConcurrent(cases, 8, (c) => search.findCitedCase(c.id));
    const typedHits = typed.filter((found, i) => found === cases[i]?.id).length;

    const parsed = cases.filter((c) => parseCitation(c.id).journal !== null);
    const tab = await mapConcurrent(parsed, 8, async (c) => {
      const citation = parseCitation(c.id);
      const outcome = await search.search('citation', {
        journal: citation.journal,
        year: String(citation.year),
        ref: String(citation.page),
        court: citation.court ?? '',
      });
      return outcome.kind === 'results' ? outcome.results.rows[0]?.citationId : undefined;
    });
    const tabMisses = parsed.filter((c, i) => tab[i] !== c.id).map((c, i) => `${c.id} → ${tab[i] ?? 'nothing'}`);

    console.log(`Citation_id typed in a keyword box, top-1: ${percent(typedHits, cases.length)}`);
    console.log(`Citation tab (journal, year, page, court of the id), top-1: ${percent(parsed.length - tabMisses.length, parsed.length)}`);
    if (tabMisses.length > 0) console.log(`  Citation tab misses: ${tabMisses.slice(0, 10).join('; ')}`);
    expect(typedHits).toBe(cases.length);
    expect(tabMisses).toEqual([]);
  }, 300_000);

  it('resolves every Case_Ref citation that names a corpus case to that case', async () => {
    // Which corpus case a reference names, found without the parser: the one case of the same
    // year and page whose journal's letters the reference starts with (the court may differ in spelling).
    const byYearPage = new Map<string, CorpusCase[]>();
    for (const c of cases) {
      const report = naiveReport(c.id);
      if (report) byYearPage.set(`${report.year}|${report.page}`, [...(byYearPage.get(`${report.year}|${report.page}`) ?? []), c]);
    }
    const references = cases.flatMap((c) => c.refs.map((ref) => ({ ref, citing: c.id })));
    const named = references.flatMap(({ ref, citing }) => {
      const report = naiveReport(ref);
      if (!report) return [];
      const journal = (id: string) => (parseCitation(id).journal ?? '').toUpperCase().replace(/[^A-Z]/g, '');
      const fits = (byYearPage.get(`${report.year}|${report.page}`) ?? []).filter((c) => {
        const letters = journal(c.id);
        return letters !== '' && report.letters.startsWith(letters);
      });
      return fits.length === 1 && fits[0] ? [{ ref, citing, expected: fits[0] }] : [];
    });
    const resolved = await mapConcurrent(named, 8, ({ ref }) => search.findCitedCase(ref));
    const hits = named.filter((n, i) => resolved[i] === n.expected.id).length;
    const misses = named.flatMap((n, i) => (resolved[i] === n.expected.id ? [] : [{ ...n, found: resolved[i] }]));
    // A reference naming another court than the case's (`PLD 2010 SC 61` where the corpus holds
    // `PLD 2010 Quetta 61`) is another report: not finding it is right.
    const otherCourt = misses.filter((m) => {
      const written = parseCitation(m.ref).court;
      const named = written ? courtName(written) : null;
      return m.found === null && named !== null && named !== courtName(m.expected.court);
    });
    console.log(
      `Case_Ref citations: ${references.length}; naming a corpus case: ${named.length - otherCourt.length}, resolved to it: ${percent(hits, named.length - otherCourt.length)}` +
        ` (and ${otherCourt.length} naming another court's report on the same page, rightly left unresolved)`,
    );
    if (misses.length > otherCourt.length) {
      console.log(`  e.g. ${misses.filter((m) => !otherCourt.includes(m)).slice(0, 10).map((m) => `${m.ref} (in ${m.citing}) → ${m.found ?? 'none'}, expected ${m.expected.id}`).join('; ')}`);
    }
    expect(misses.filter((m) => !otherCourt.includes(m))).toEqual([]);
  }, 300_000);

  it.skipIf(!existsSync(queriesFile))('answers the corpus citation queries top-1 (queries.jsonl)', async () => {
    const queries = (await readFile(queriesFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { kind: string; query: string; expected: string[] })
      .filter((q) => q.kind === 'citation');
    const found = await mapConcurrent(queries, 8, (q) => search.findCitedCase(q.query));
    const hits = queries.filter((q, i) => found[i] === q.expected[0]).length;
    console.log(`queries.jsonl citation queries, top-1: ${percent(hits, queries.length)}`);
    expect(hits).toBe(queries.length);
  }, 300_000);
});
