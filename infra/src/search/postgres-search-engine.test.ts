import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../postgres/database.ts';
import { freshDatabase } from '../testing/index.ts';
import { PostgresSearchEngine } from './postgres-search-engine.ts';
import { searchEngineContract } from './search-engine.contract.ts';
import { SearchTooComplexError, type SearchDocument } from './search-engine.ts';

let databases = 0;

searchEngineContract('PostgreSQL', async () => {
  const db = createDatabase(await freshDatabase(`qanoon_test_search_${++databases}`));
  const engine = new PostgresSearchEngine(db);
  engine.close = () => db.close();
  return engine;
});

describe('PostgreSQL search over many matches', () => {
  let db: Database;
  let engine: PostgresSearchEngine;
  // Twenty appeals, one a year from 2001; the oldest says "appeal" most.
  const appeals: SearchDocument[] = Array.from({ length: 20 }, (_, i) => ({
    kind: 'case',
    id: `${2001 + i} SCMR ${i + 1}`,
    title: i === 0 ? 'Appeal upon appeal: the appeal of appeals' : `Appellant ${i} v. The State`,
    body: i === 0 ? 'The appeal is allowed. Appeal, appeal and appeal.' : 'The appeal is dismissed.',
    journal: 'SCMR',
    year: 2001 + i,
    page: i + 1,
  }));

  beforeAll(async () => {
    db = createDatabase(await freshDatabase('qanoon_test_search_bounded'));
    engine = new PostgresSearchEngine(db, { rankedCandidates: 5, exactCountLimit: 12 });
    await engine.index(appeals);
  });
  afterAll(() => db.close());

  it('gives up a search that runs past its time limit, saying it is too complex rather than failing', async () => {
    const hurried = new PostgresSearchEngine(db, { timeLimitMs: 50 });
    // Another session holds the documents, so the search runs past its limit however fast the
    // machine (a costly query alone finished within a millisecond on a fast one).
    let release = () => {};
    let locked = () => {};
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const held = db.transaction(async (tx) => {
      await tx.query('LOCK TABLE search_documents IN ACCESS EXCLUSIVE MODE');
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    try {
      await expect(hurried.query({ kind: 'case', keyword: 'appeal', yearFrom: 1900, yearTo: 2100 })).rejects.toBeInstanceOf(SearchTooComplexError);
    } finally {
      release();
      await held;
    }
    expect((await engine.query({ kind: 'case', keyword: 'appeal', pageSize: 5 })).hits).toHaveLength(5);
  });

  it('ranks the newest candidates first, then lists the rest newest first', async () => {
    const first = await engine.query({ kind: 'case', keyword: 'appeal', pageSize: 5 });
    expect(first.hits.map((h) => h.document.year).sort()).toEqual([2016, 2017, 2018, 2019, 2020]);
    const second = await engine.query({ kind: 'case', keyword: 'appeal', pageSize: 5, resultPage: 2 });
    expect(second.hits.map((h) => h.document.year)).toEqual([2015, 2014, 2013, 2012, 2011]);
  });

  it('ranks every match when they are few', async () => {
    const result = await engine.query({ kind: 'case', keyword: 'appeal', yearFrom: 2001, yearTo: 2004 });
    expect(result.hits[0]?.document.id).toBe('2001 SCMR 1');
    expect(result).toMatchObject({ total: 4 });
  });

  it('gives every match once across pages that straddle the ranked candidates', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 7; page++) {
      seen.push(...(await engine.query({ kind: 'case', keyword: 'appeal', pageSize: 3, resultPage: page })).hits.map((h) => h.document.id));
    }
    expect(seen).toHaveLength(20);
    expect(new Set(seen)).toEqual(new Set(appeals.map((d) => d.id)));
  });

  it('counts exactly up to the limit and estimates beyond it, saying so', async () => {
    expect(await engine.query({ kind: 'case', keyword: 'appeal', yearFrom: 2001, yearTo: 2012 })).toMatchObject({ total: 12 });
    const many = await engine.query({ kind: 'case', keyword: 'appeal' });
    expect(many.estimated).toMatch(/^(about|at-least)$/);
    expect(many.total).toBeGreaterThanOrEqual(12);
  });

  it('finds a party by a whole pasted title, matching its opening words', async () => {
    const title = 'Province of Sindh through Secretary Home Department, Karachi and others';
    await engine.index([{ kind: 'case', id: '2012 CLC 7', title: `${title} v. Ali`, body: 'Writ allowed.', parties: `${title} v. Ali`, year: 2012 }]);
    const result = await engine.query({ kind: 'case', parties: `${title} v. Ali` });
    expect(result.hits.map((h) => h.document.id)).toEqual(['2012 CLC 7']);
  });
});

describe('PostgreSQL similar text over many documents sharing a common word', () => {
  let db: Database;
  let engine: PostgresSearchEngine;
  const rare = ['zarbkhafif', 'jaifahmunaqqila', 'hashimahbadiah', 'ghayrjaifah', 'mutalahimah', 'damighah'];
  // Forty judgments with a word of every judgment (no statistics gathered yet: it counts as rare), written first.
  const common: SearchDocument[] = Array.from({ length: 40 }, (_, i) => ({
    kind: 'case',
    id: `${1980 + i} PCrLJ ${i + 1}`,
    title: `Appellant ${i} v. The State`,
    body: 'The appeal is dismissed and the sentence maintained.',
    year: 1980 + i,
  }));
  const one: SearchDocument = { kind: 'case', id: '2024 PCrLJ 100', title: 'Ali v. The State', body: `The appeal is dismissed. Hurt: ${rare.join(', ')}.`, year: 2024 };
  const alike: SearchDocument = { kind: 'case', id: '2023 PCrLJ 200', title: 'Bashir v. The State', body: `Injuries found: ${rare.join(' and ')}.`, year: 2023 };

  beforeAll(async () => {
    db = createDatabase(await freshDatabase('qanoon_test_search_similar_bounded'));
    engine = new PostgresSearchEngine(db, { similarCandidates: 10 });
    await engine.index(common);
    await engine.index([one, alike]);
  });
  afterAll(() => db.close());

  it('finds the judgment sharing the telling words although the common ones fill the candidates', async () => {
    expect((await engine.similarText('case', one.id, 5)).map((hit) => hit.id)).toEqual([alike.id]);
  });
});
