import { csvHeaders, searchMessages } from '@qanoon/contracts';
import { createElasticsearchSearchEngine } from '@qanoon/infra';
import { uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, libraryTestKit, type LibraryTestKit } from '../library/test-kit.ts';
import { createSearch, type Search } from './search.ts';

const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
const engines = [
  { name: 'PostgreSQL', engine: undefined },
  ...(elasticsearchUrl ? [{ name: 'Elasticsearch', engine: elasticsearchUrl }] : []),
] as const;

const library = csv(csvHeaders.cases, [
  ['PLD 2019 SC 1', 'Muhammad Ashraf v. The State', 'A Judge', 'A Lawyer', 'Supreme Court of Pakistan', '', '', '', 'Bail was refused: 6 of the 7 witnesses saw the accused abscond.'],
  ['2018 SCMR 10', 'Zahid Hussain v. The State', 'A Judge', 'A Lawyer', 'Supreme Court of Pakistan', '', '', '', 'Pre-arrest bail granted.'],
]);

// The attacker's keyword: a phrase of 250 words, each "6", that costs PostgreSQL about 30 s on a real library.
const costly = `${'6('.repeat(249)}7`;

describe.each(engines)('a search built to be costly, on $name', ({ name, engine }) => {
  let kit: LibraryTestKit;
  let search: Search;
  const prefix = uniqueId('qt-costly-');

  beforeAll(async () => {
    kit = await libraryTestKit(`qanoon_test_costly_${name.toLowerCase()}`, {
      ...(engine ? { searchEngine: () => createElasticsearchSearchEngine(engine, { indexPrefix: prefix, refresh: 'wait_for' }) } : {}),
    });
    expect(await kit.importFile('cases', library)).toMatchObject({ state: 'done', inserted: 2n });
    search = createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users });
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
    if (engine) await fetch(`${engine}/${prefix}-*`, { method: 'DELETE' });
  });

  it("answers it at once with the product's message while another user's ordinary search stays fast", async () => {
    const form = (keyword: string) => ({ keyword, from: '2000', to: '2026' });
    const ordinary = async () => {
      const started = performance.now();
      const outcome = await search.search('caselaw', form('bail'));
      return { outcome, ms: performance.now() - started };
    };
    // Once before, so the measure is of a search, not of an index opened for the first time.
    await search.search('caselaw', form('bail'));
    const [refused, other] = await Promise.all([
      Promise.all(Array.from({ length: 24 }, () => search.search('caselaw', form(costly)))),
      ordinary(),
    ]);
    for (const outcome of refused) expect(outcome).toEqual({ kind: 'invalid', message: searchMessages.tooComplex, field: 'keyword' });
    expect(other.outcome).toMatchObject({ kind: 'results', results: { count: 2 } });
    expect(other.ms).toBeLessThan(1_000);
    // The Statutes search beside it on the search page finds nothing rather than running it.
    expect(await search.searchStatutes(costly)).toMatchObject({ count: 0, rows: [] });
  });
});
