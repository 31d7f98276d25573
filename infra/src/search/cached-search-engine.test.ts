import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../postgres/database.ts';
import { createKeyValueStore, type KeyValueStore } from '../redis.ts';
import { freshDatabase, testRedisUrl, uniqueId } from '../testing/index.ts';
import { createCachedSearchEngine } from './cached-search-engine.ts';
import { PostgresSearchEngine } from './postgres-search-engine.ts';
import { searchEngineContract } from './search-engine.contract.ts';
import type { SearchDocument, SearchEngine, SearchQuery } from './search-engine.ts';
import { searchModesContract } from './search-modes.contract.ts';

const kv = createKeyValueStore(testRedisUrl);
afterAll(() => kv.close());

let databases = 0;
/** A PostgreSQL engine of its own database, its answers kept. */
async function cachedEngine(): Promise<SearchEngine> {
  const db = createDatabase(await freshDatabase(`qanoon_test_search_cached_${++databases}`));
  const engine = createCachedSearchEngine(new PostgresSearchEngine(db), kv, uniqueId('library-'));
  return { ...engine, close: async () => db.close() };
}

// Every answer the engine must give, it gives with its answers kept, writes and all.
searchEngineContract('PostgreSQL with answers kept', cachedEngine);
searchModesContract('PostgreSQL with answers kept', cachedEngine);

const judgment = (id: string, body: string, year: number): SearchDocument => ({
  kind: 'case',
  id,
  title: `Appellant of ${id} v. The State`,
  body,
  parties: `Appellant of ${id} v. The State`,
  court: 'Lahore High Court',
  journal: 'PLD',
  year,
  page: Number(id.split(' ').at(-1)),
});

describe('a search engine with its answers kept', () => {
  let db: Database;
  let bare: PostgresSearchEngine;
  const library = uniqueId('library-');
  /** Two processes of the app: each keeps its own answers of the same library. */
  let web: SearchEngine;
  let worker: SearchEngine;

  beforeAll(async () => {
    db = createDatabase(await freshDatabase('qanoon_test_search_cached'));
    bare = new PostgresSearchEngine(db);
    web = createCachedSearchEngine(bare, kv, library);
    worker = createCachedSearchEngine(new PostgresSearchEngine(db), kv, library);
    await worker.index([
      judgment('PLD 2001 Lahore 1', 'Bail refused: the accused absconded after the murder.', 2001),
      judgment('PLD 2005 Lahore 2', 'Suit for recovery of dower decreed with maintenance.', 2005),
      judgment('PLD 2010 Lahore 3', 'Pre-arrest bail allowed: mala fide of the police shown.', 2010),
    ]);
  });
  afterAll(() => db.close());

  const questions: SearchQuery[] = [
    { kind: 'case', keyword: 'bail' },
    { kind: 'case', keyword: 'bail', yearFrom: 2005, yearTo: 2012 },
    { kind: 'case', keyword: 'dower OR murder', sort: 'newest' },
    { kind: 'case', journal: 'PLD', yearFrom: 2005, yearTo: 2005 },
    { kind: 'case', parties: 'Appellant of PLD 2010' },
    { kind: 'case', court: 'lahore high court', resultPage: 2, pageSize: 2 },
  ];

  it('answers exactly what the engine answers, asked once or again', async () => {
    for (const question of questions) {
      const expected = await bare.query(question);
      expect(await web.query(question)).toEqual(expected);
      expect(await web.query(question)).toEqual(expected);
    }
    expect(await web.similarText('case', 'PLD 2001 Lahore 1', 5)).toEqual(await bare.similarText('case', 'PLD 2001 Lahore 1', 5));
  });

  it('keeps an answer: a change made behind its back is not seen until a write goes through it', async () => {
    const question: SearchQuery = { kind: 'case', keyword: 'khula' };
    expect((await web.query(question)).total).toBe(0);
    // Written straight to the engine, as no part of the product writes: the kept answer stands.
    await bare.index([judgment('PLD 2012 Lahore 4', 'Khula granted on the wife restoring the dower.', 2012)]);
    expect((await web.query(question)).total).toBe(0);
    await worker.refresh('case');
    expect((await web.query(question)).hits.map((hit) => hit.document.id)).toEqual(['PLD 2012 Lahore 4']);
  });

  it('drops every process’s answers when any process writes, deletes or counts citations', async () => {
    const question: SearchQuery = { kind: 'case', keyword: 'murder', sort: 'cited' };
    expect((await web.query(question)).hits.map((hit) => hit.document.cited)).toEqual([undefined]);
    await worker.setCitedCounts('case', [{ id: 'PLD 2001 Lahore 1', cited: 3 }]);
    expect((await web.query(question)).hits.map((hit) => hit.document.cited)).toEqual([3]);

    await worker.index([judgment('PLD 2015 Lahore 5', 'Murder trial: conviction upheld.', 2015)]);
    expect((await web.query(question)).total).toBe(2);
    await worker.delete('case', ['PLD 2015 Lahore 5']);
    expect((await web.query(question)).total).toBe(1);
  });

  it('keeps what is worked out beside its answers until the library changes through any process, or is said to have changed', async () => {
    let worked = 0;
    const work = async () => ({ flags: [['PLD 2001 Lahore 1', ++worked]] });
    expect(await web.kept('flags:1', work)).toEqual({ flags: [['PLD 2001 Lahore 1', 1]] });
    expect(await web.kept('flags:1', work)).toEqual({ flags: [['PLD 2001 Lahore 1', 1]] });
    // Another process of the same library reads what this one shared, as it reads answers.
    expect(await worker.kept('flags:1', work)).toEqual({ flags: [['PLD 2001 Lahore 1', 1]] });
    expect(worked).toBe(1);

    // Treatments read again: the library changed other than through the engine's writes.
    await worker.changed();
    expect(await web.kept('flags:1', work)).toEqual({ flags: [['PLD 2001 Lahore 1', 2]] });
    await worker.setCitedCounts('case', [{ id: 'PLD 2001 Lahore 1', cited: 4 }]);
    expect(await web.kept('flags:1', work)).toEqual({ flags: [['PLD 2001 Lahore 1', 3]] });
    // A bare engine keeps nothing.
    expect(await bare.kept('flags:1', work)).toEqual({ flags: [['PLD 2001 Lahore 1', 4]] });
  });
  /** An engine of the same library, counting the questions put to it. */
  const counted = () => {
    const asked: SearchQuery[] = [];
    const engine = new (class extends PostgresSearchEngine {
      override query(query: SearchQuery) {
        asked.push(query);
        return super.query(query);
      }
    })(db);
    return { engine, asked };
  };

  it('answers a question another process asked from the answer it shared, without asking the engine', async () => {
    const first = counted();
    const second = counted();
    const question: SearchQuery = { kind: 'case', keyword: 'absconded OR surety', sort: 'newest', resultPage: 1, pageSize: 1 };
    const answer = await createCachedSearchEngine(first.engine, kv, library).query(question);
    const other = createCachedSearchEngine(second.engine, kv, library);
    expect(await other.query(question)).toEqual(await bare.query(question));
    expect(await other.query(question)).toEqual(answer);
    expect(first.asked).toHaveLength(1);
    expect(second.asked).toHaveLength(0);

    // A write through any process retires the shared answer too.
    await worker.index([judgment('PLD 2017 Lahore 7', 'Surety bond forfeited on the accused absconding.', 2017)]);
    expect((await other.query(question)).hits.map((hit) => hit.document.id)).toEqual(['PLD 2017 Lahore 7']);
    expect(second.asked).toHaveLength(1);
  });

  it('asks the engine once for a question many ask at the same time', async () => {
    const { engine, asked } = counted();
    const alone = createCachedSearchEngine(engine, kv, uniqueId('library-'));
    const question: SearchQuery = { kind: 'case', keyword: 'maintenance' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => alone.query(question)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual(await bare.query(question));
    expect(asked).toHaveLength(1);
  });

  it('reads the generation once for an answer worked out of kept parts, and once for questions asked together', async () => {
    const { engine, asked } = counted();
    const reads: string[] = [];
    const writes: string[] = [];
    const watched: KeyValueStore = {
      ...kv,
      get: (key) => (reads.push(key), kv.get(key)),
      set: (key, value, ttl) => (writes.push(key), kv.set(key, value, ttl)),
    };
    const alone = createCachedSearchEngine(engine, watched, library);
    const page = (keyword: string) => async (parts: SearchEngine) => {
      const [found, spellings, flags] = await Promise.all([
        parts.query({ kind: 'case', keyword }),
        parts.nearestSpellings('case', [keyword]),
        parts.kept('flags', async () => ['PLD 2001 Lahore 1']),
      ]);
      return { total: found.total, spellings, flags };
    };
    await alone.kept('warm the generation', async () => null);
    reads.length = 0;
    writes.length = 0;

    const [first, statutes] = await Promise.all([alone.kept('page:maintenance', page('maintenance')), alone.kept('box:maintenance', async () => 'box')]);
    expect(first.total).toBe(1);
    expect(statutes).toBe('box');
    // One generation read between the two, each whole answer looked for and shared; no part is.
    expect(reads.filter((key) => key.startsWith('search-generation:'))).toHaveLength(1);
    expect(reads.filter((key) => key.startsWith('search-answer:'))).toHaveLength(2);
    expect(writes).toHaveLength(2);

    // A part is still kept in this process: another page made of the same part asks no engine again.
    await alone.kept('page:maintenance again', page('maintenance'));
    expect(asked).toHaveLength(1);
    // And the parts are retired with the whole when the library changes.
    await worker.index([judgment('PLD 2018 Lahore 8', 'Maintenance of the minors fixed at the father’s means.', 2018)]);
    expect((await alone.kept('page:maintenance once more', page('maintenance'))).total).toBe(2);
    expect(asked).toHaveLength(2);
  });

  it('never shares answers between libraries', async () => {
    const otherDb = createDatabase(await freshDatabase('qanoon_test_search_cached_other'));
    const other = createCachedSearchEngine(new PostgresSearchEngine(otherDb), kv, uniqueId('library-'));
    try {
      expect((await web.query({ kind: 'case', keyword: 'bail' })).total).toBe(2);
      expect((await other.query({ kind: 'case', keyword: 'bail' })).total).toBe(0);
    } finally {
      await otherDb.close();
    }
  });

  it('asks the engine itself when Redis cannot be read', async () => {
    const down: KeyValueStore = { ...kv, get: () => Promise.reject(new Error('Redis is down')), set: () => Promise.reject(new Error('Redis is down')) };
    const alone = createCachedSearchEngine(bare, down, library);
    const question: SearchQuery = { kind: 'case', keyword: 'dower' };
    const before = await alone.query(question);
    await bare.index([judgment('PLD 2016 Lahore 6', 'Dower unpaid: the suit decreed.', 2016)]);
    expect((await alone.query(question)).total).toBe(before.total + 1);
  });
});
