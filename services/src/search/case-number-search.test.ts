import { createReadStream } from 'node:fs';
import { createElasticsearchSearchEngine, type SearchEngine } from '@qanoon/infra';
import { uniqueId } from '@qanoon/infra/testing';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryTestKit, type LibraryTestKit } from '../library/test-kit.ts';
import { corpusFiles, corpusPresent, corpusStrayCitationIds, mapConcurrent, readQueries } from './relevance-kit.ts';
import { createSearch, type Search } from './search.ts';

const columns = ['Citation_id', 'Parties', 'Judge', 'Lawyer', 'Citation_Court', 'Case_Ref', 'Law_Ref', 'Head_Notes', 'Case_Desc'];
const row = (id: string, headNotes: string, caseDesc: string) => [id, `Parties of ${id}`, 'A Judge', 'A Lawyer', 'Supreme Court', '', '', headNotes, caseDesc];

/** Judgments as the Supreme Court writes them: a head-note line with the short number, a heading with the long one. */
const fixture = stringify([
  columns,
  row('2012 SCMR 468', 'Rent/Ejectment (decided 2011-05-02)', 'IN THE SUPREME COURT OF PAKISTAN\nCIVIL APPEALS NO.468 AND 469 OF 2010\n(On appeal against the judgment in W.P. No.12 of 2009)\nThe tenant defaulted in rent.'),
  row('2016 SCMR 22', 'Murder (decided 2015-01-10)', 'IN THE SUPREME COURT OF PAKISTAN\nCRIMINAL APPEAL No.22-P/2014\nThe conviction was set aside.'),
  row('2010 SCMR 12', 'Writ (decided 2009-12-01)', 'IN THE LAHORE HIGH COURT\nWrit Petition No.12 of 2009\nThe tenant sought a writ.'),
]);

const searchFirst = async (search: Search, keyword: string): Promise<string | undefined> => {
  const outcome = await search.search('advance', { keyword });
  if (outcome.kind === 'case') return outcome.citationId;
  return outcome.kind === 'results' ? outcome.results.rows[0]?.citationId : undefined;
};

describe('case numbers typed in another written form than the judgment writes them', () => {
  let kit: LibraryTestKit;
  let search: Search;

  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_case_numbers');
    expect(await kit.importFile('cases', fixture)).toMatchObject({ state: 'done', rejected: 0n });
    search = createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users });
  }, 120_000);
  afterAll(() => kit?.close());

  it.each([
    ['C.A.468-2010', '2012 SCMR 468'],
    ['C.A. No. 469/10', '2012 SCMR 468'],
    ['Crl.A.22-P-2014', '2016 SCMR 22'],
    ['Criminal Appeal 22-P of 2014', '2016 SCMR 22'],
    ['W.P.12-2009', '2010 SCMR 12'],
  ])('%s opens the list at its judgment', async (typed, expected) => {
    expect(await searchFirst(search, typed)).toBe(expected);
  });

  it('ranks the judgment whose own number it is above one naming it as the case appealed from', async () => {
    // 2012 SCMR 468 names W.P. No.12 of 2009 as the case it was appealed from, in the same words.
    const outcome = await search.search('advance', { keyword: 'W.P. No.12 of 2009' });
    expect(outcome.kind === 'results' ? outcome.results.rows.map((r) => r.citationId) : []).toEqual(['2010 SCMR 12', '2012 SCMR 468']);
  });
});

/** The spelled-out words and the dotless abbreviation of the kinds the corpus queries use most. */
const spelled: Record<string, [string, string]> = {
  'C.A.': ['Civil Appeal', 'CA'],
  'Crl.A.': ['Criminal Appeal', 'Crl.A'],
  'C.P.L.A.': ['Civil Petition', 'CPLA'],
  'Crl.P.L.A.': ['Criminal Petition', 'Crl.P'],
  'J.P.': ['Jail Petition', 'JP'],
  'S.M.C.': ['Suo Motu Case', 'SMC'],
  'C.R.P.': ['Civil Review Petition', 'CRP'],
};

const elasticsearchUrl = process.env.ELASTICSEARCH_URL;

describe.skipIf(!corpusPresent())('case numbers of the real corpus in other written forms', () => {
  let kit: LibraryTestKit;
  const engines: { name: string; engine: SearchEngine }[] = [];
  let prefix: string | undefined;

  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_case_numbers_corpus');
    expect(await kit.importFile('cases', createReadStream(corpusFiles.cases), 'Case_laws.csv', 600_000)).toMatchObject({ state: 'done', rejected: corpusStrayCitationIds });
    engines.push({ name: 'PostgreSQL', engine: kit.searchEngine });
    if (elasticsearchUrl) {
      prefix = uniqueId(`${process.env.ELASTICSEARCH_INDEX_PREFIX ?? 'qt'}-numbers-`);
      const engine = createElasticsearchSearchEngine(elasticsearchUrl, { indexPrefix: prefix });
      await createSearch({ db: kit.db, searchEngine: engine, users: kit.users }).reindex('case');
      engines.push({ name: 'Elasticsearch', engine });
    }
  }, 900_000);
  afterAll(async () => {
    for (const { name, engine } of engines) if (name === 'Elasticsearch') await engine.close();
    if (elasticsearchUrl && prefix) await fetch(`${elasticsearchUrl}/${prefix}-*`, { method: 'DELETE' });
    await kit?.close();
  });

  it('finds each judgment first from its case number written out, without dots, and with a two-digit year', async () => {
    // The corpus's case-number queries (`C.A.681-2020`), each written three other ways.
    const queries = (await readQueries()).filter((q) => q.source === 'case_number_lookup').filter((_, i) => i % 3 === 0);
    const typed = queries.flatMap((q) => {
      const m = /^(.*\.)(\d+)((?:-[A-Z])?)-(\d{4})$/i.exec(q.query);
      const forms = m ? spelled[Object.keys(spelled).find((k) => k.toLowerCase() === m[1]?.toLowerCase()) ?? ''] : undefined;
      if (!m || !forms) return [];
      const [, , number, letter, year] = m;
      const [words, dotless] = forms;
      return [
        { typed: `${words} No. ${number}${letter} of ${year}`, expected: q.expected },
        { typed: `${dotless} ${number}${letter}/${year?.slice(2)}`, expected: q.expected },
        { typed: `${m[1]} No.${number}${letter}/${year}`, expected: q.expected },
      ];
    });
    expect(typed.length).toBeGreaterThan(300);
    for (const { name, engine } of engines) {
      const search = createSearch({ db: kit.db, searchEngine: engine, users: kit.users });
      const found = await mapConcurrent(typed, 8, (t) => searchFirst(search, t.typed));
      const misses = typed.filter((t, i) => !t.expected.includes(found[i] ?? ''));
      const share = 1 - misses.length / typed.length;
      console.log(`${name}: ${typed.length - misses.length}/${typed.length} case numbers in other forms found first (${(100 * share).toFixed(1)}%)` +
        (misses.length > 0 ? `; e.g. ${misses.slice(0, 5).map((m) => m.typed).join('; ')}` : ''));
      // A few numbers are shared by several judgments (connected appeals decided apart).
      expect(share).toBeGreaterThan(0.95);
    }
  }, 900_000);
});
