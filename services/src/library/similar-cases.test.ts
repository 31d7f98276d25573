import { similarityReasons, type SimilarCase } from '@qanoon/contracts';
import { createElasticsearchSearchEngine, type SearchEngine } from '@qanoon/infra';
import { uniqueId } from '@qanoon/infra/testing';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearch } from '../search/search.ts';
import { similarCases } from './queries/similar-cases.ts';
import { libraryTestKit, type LibraryTestKit } from './test-kit.ts';

const columns = ['Citation_id', 'Parties', 'Judge', 'Lawyer', 'Citation_Court', 'Case_Ref', 'Law_Ref', 'Head_Notes', 'Case_Desc'];
const row = (id: string, refs: string, laws: string, text: string) => [id, `Parties of ${id}`, 'A Judge', 'A Lawyer', 'Supreme Court', refs, laws, '', text];

const murder = 'Murder trial: the ocular account was corroborated by the medical evidence and the recovery of the weapon; the conviction for murder was maintained.';
/** A murder appeal, three cases like it each in its own way, and one like it in nothing. */
const fixture = stringify([
  columns,
  row('2020 SCMR 100', 'PLD 2010 SC 61,2015 SCMR 1724,1999 SCMR 5', 'PPC-302,PPC-34', murder),
  // The same sections and two of the same judgments (one cited in another written form).
  row('2019 SCMR 200', 'PLD 2010 Supreme Court 61,2015 SCMR 1724', 'PPC-302,PPC-34', 'Tenancy ejectment for default in rent.'),
  // One section shared, nothing else.
  row('2018 SCMR 300', '', 'PPC-302', 'Customs duty on imported vehicles was reassessed.'),
  // Only its text is alike.
  row('2017 SCMR 400', '', '', 'The ocular account of the murder was corroborated by the medical evidence and the weapon recovered; conviction for murder upheld.'),
  row('2016 SCMR 500', '2001 SCMR 9', 'CrPC-497', 'Bail before arrest refused: no mala fide was shown.'),
]);

const byId = (found: SimilarCase[]) => Object.fromEntries(found.map((s) => [s.citationId, similarityReasons(s)]));

const elasticsearchUrl = process.env.ELASTICSEARCH_URL;

describe('similar cases on the case view', () => {
  let kit: LibraryTestKit;
  const engines: { name: string; engine: SearchEngine }[] = [];
  let prefix: string | undefined;

  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_similar_cases');
    expect(await kit.importFile('cases', fixture)).toMatchObject({ state: 'done', rejected: 0n });
    engines.push({ name: 'PostgreSQL', engine: kit.searchEngine });
    if (elasticsearchUrl) {
      prefix = uniqueId(`${process.env.ELASTICSEARCH_INDEX_PREFIX ?? 'qt'}-similar-`);
      const engine = createElasticsearchSearchEngine(elasticsearchUrl, { indexPrefix: prefix });
      await createSearch({ db: kit.db, searchEngine: engine, users: kit.users }).reindex('case');
      engines.push({ name: 'Elasticsearch', engine });
    }
  }, 120_000);
  afterAll(async () => {
    for (const { name, engine } of engines) if (name === 'Elasticsearch') await engine.close();
    if (elasticsearchUrl && prefix) await fetch(`${elasticsearchUrl}/${prefix}-*`, { method: 'DELETE' });
    await kit?.close();
  });

  it('lists the cases like one, most alike first, each saying why, on every engine', async () => {
    for (const { name, engine } of engines) {
      const found = await similarCases({ db: kit.db, searchEngine: engine }, '2020 SCMR 100');
      expect(found.map((s) => s.citationId), name).toEqual(['2019 SCMR 200', '2017 SCMR 400', '2018 SCMR 300']);
      expect(byId(found), name).toEqual({
        '2019 SCMR 200': ['Shares s.302 PPC, s.34 PPC', 'Cites 2 of the same judgments'],
        '2017 SCMR 400': ['Similar text'],
        '2018 SCMR 300': ['Shares s.302 PPC'],
      });
      expect(found[0]).toMatchObject({ parties: 'Parties of 2019 SCMR 200', court: 'Supreme Court', citation: { journal: 'SCMR', year: 2019, page: 200 } });
    }
  });

  it('lists none for a case like no other, an unknown case or a malformed id', async () => {
    expect(await kit.library.similarCases('2016 SCMR 500')).toEqual([]);
    expect(await kit.library.similarCases('1999 SCMR 404')).toEqual([]);
    expect(await kit.library.similarCases('x'.repeat(5000))).toEqual([]);
    expect(await kit.library.similarCases(42)).toEqual([]);
  });
});
