import net from 'node:net';
import { Client } from '@elastic/elasticsearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueId } from '../testing/index.ts';
import {
  createElasticsearchSearchEngine,
  toSimpleQueryString,
  type ElasticsearchSearchEngine,
} from './elasticsearch-search-engine.ts';
import type { SearchDocument } from './search-engine.ts';
import { searchEngineContract } from './search-engine.contract.ts';

const url = process.env.ELASTICSEARCH_URL;
const title = url ? 'Elasticsearch adapter' : 'Elasticsearch adapter (skipped: ELASTICSEARCH_URL not set)';

describe('the researcher keyword syntax in Elasticsearch terms', () => {
  it('keeps words, phrases and exclusions', () => {
    expect(toSimpleQueryString('bail "pre-arrest bail" -murder')).toBe('bail "pre-arrest bail" -murder');
  });

  it('reads OR as looser than the implied AND, like websearch_to_tsquery', () => {
    expect(toSimpleQueryString('cat dog OR fish')).toBe('(cat dog) | fish');
    expect(toSimpleQueryString('khula OR talaq | divorce')).toBe('khula | talaq | divorce');
    expect(toSimpleQueryString('khula or talaq | divorce')).toBe('(khula or talaq) | divorce');
  });

  it('escapes operator characters a researcher did not mean as operators', () => {
    expect(toSimpleQueryString('s.302(b) PPC~ 489-F*')).toBe('s.302\\(b\\) PPC\\~ 489\\-F\\*');
  });

  it('drops dangling operators and empty phrases', () => {
    expect(toSimpleQueryString('OR "" - bail OR')).toBe('bail');
    expect(toSimpleQueryString('   ')).toBe('');
  });
});

describe.skipIf(!url)(title, () => {
  // Every engine gets indexes of its own, empty as the contract requires, removed afterwards.
  const prefixes: string[] = [];
  const connect = () => {
    const indexPrefix = uniqueId('qanoon-test-');
    prefixes.push(indexPrefix);
    return createElasticsearchSearchEngine(url ?? '', { indexPrefix, refresh: 'wait_for' });
  };

  afterAll(async () => {
    const raw = new Client({ node: url ?? '' });
    for (const prefix of prefixes) await raw.indices.delete({ index: `${prefix}-*` }, { ignore: [404] });
    await raw.close();
  });

  searchEngineContract('Elasticsearch', async () => connect());

  describe('beyond the contract', () => {
    let engine: ElasticsearchSearchEngine;
    const doc = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
      kind: 'case',
      id,
      title: 'A v. B',
      body: 'The appeal is dismissed.',
      ...fields,
    });

    beforeAll(async () => {
      engine = connect();
      await engine.ensureReady();
    });
    afterAll(async () => {
      await engine.close();
    });

    it('finds names whatever their case and accents, and with a small misspelling', async () => {
      const id = uniqueId('names-');
      await engine.index([doc(id, { judge: 'Mushīr Ālam', court: 'SC', journal: 'PLD', year: 2019, page: 1 })]);
      for (const judge of ['mushir alam', 'MUSHIR ALAM', 'Mushir Allam']) {
        const result = await engine.query({ kind: 'case', judge, court: 'sc', journal: 'pld', yearFrom: 2019, yearTo: 2019 });
        expect(result.hits.map((h) => h.document.id)).toContain(id);
      }
    });

    it('keeps answering from the old index while a rebuild is filling the new one', async () => {
      const old = uniqueId('old-');
      const fresh = uniqueId('fresh-');
      await engine.rebuild('statute', (async function* () {
        yield [doc(old, { kind: 'statute', body: 'limitation period' })];
      })());
      const seenDuringRebuild: string[][] = [];
      const result = await engine.rebuild(
        'statute',
        (async function* () {
          yield [doc(fresh, { kind: 'statute', body: 'limitation period' })];
          const during = await engine.query({ kind: 'statute', keyword: 'limitation' });
          seenDuringRebuild.push(during.hits.map((h) => h.document.id));
        })(),
      );
      expect(result).toEqual({ indexed: 1 });
      expect(seenDuringRebuild).toEqual([[old]]);
      const after = await engine.query({ kind: 'statute', keyword: 'limitation' });
      expect(after.hits.map((h) => h.document.id)).toEqual([fresh]);
    });

    it('loses no write that arrives while a rebuild fills its new index', async () => {
      const kept = uniqueId('kept-');
      const gone = uniqueId('gone-');
      const written = uniqueId('written-');
      await engine.rebuild(
        'statute',
        (async function* () {
          yield [doc(kept, { kind: 'statute', body: 'limitation period' }), doc(gone, { kind: 'statute', body: 'limitation period' })];
          // Meanwhile an import writes, a document is removed and citations are counted.
          await engine.index([doc(written, { kind: 'statute', body: 'limitation period, as amended' })]);
          await engine.delete('statute', [gone]);
          await engine.setCitedCounts('statute', [{ id: kept, cited: 7 }]);
          // The source read the written document before it changed: its older copy must not win.
          yield [doc(written, { kind: 'statute', body: 'limitation period' })];
        })(),
      );
      await engine.refresh('statute');
      const after = await engine.query({ kind: 'statute', keyword: 'limitation', sort: 'cited' });
      expect(after.hits.map((h) => h.document.id)).toEqual([kept, written]);
      expect(after.hits[0]?.document.cited).toBe(7);
      expect((await engine.query({ kind: 'statute', keyword: 'amended' })).hits.map((h) => h.document.id)).toEqual([written]);
    });

    it('clears what a rebuild that died left behind, and stops writing to it', async () => {
      const raw = new Client({ node: url ?? '' });
      const alias = engine.indexName('statute');
      const orphan = `${alias}-1700000000000-abcdef`;
      await raw.indices.create({ index: orphan, aliases: { [`${alias}-next`]: {} } });
      const id = uniqueId('after-crash-');
      await engine.rebuild('statute', (async function* () {
        yield [doc(id, { kind: 'statute', body: 'limitation period' })];
      })());
      expect(await raw.indices.exists({ index: orphan })).toBe(false);
      expect(await raw.indices.existsAlias({ name: `${alias}-next` })).toBe(false);
      expect(Object.keys(await raw.indices.getAlias({ name: alias }))).toHaveLength(1);
      await raw.close();
    });

    it('finds a statute typed plainly though some words are in no section, and keeps operators exact', async () => {
      const qatl = uniqueId('PPC-302-');
      const theft = uniqueId('PPC-379-');
      await engine.index([
        doc(qatl, { kind: 'statute', title: 'Punishment of qatl-i-amd', body: '302. Whoever commits qatl-i-amd shall be punished with death.' }),
        doc(theft, { kind: 'statute', title: 'Punishment for theft', body: '379. Whoever commits theft shall be punished with imprisonment.' }),
      ]);
      const typed = await engine.query({ kind: 'statute', keyword: 'section 302 PPC' });
      expect(typed.hits[0]?.document.id).toBe(qatl);
      const heading = await engine.query({ kind: 'statute', keyword: 'punishment for qatl' });
      expect(heading.hits[0]?.document.id).toBe(qatl);
      // With an operator the words mean exactly what they say.
      const excluded = await engine.query({ kind: 'statute', keyword: 'punished -death' });
      expect(excluded.hits.map((h) => h.document.id)).toContain(theft);
      expect(excluded.hits.map((h) => h.document.id)).not.toContain(qatl);
      // Case law still needs every word.
      expect((await engine.query({ kind: 'case', keyword: 'section 302 PPC appeal' })).total).toBe(0);
    });

    it('keeps a copy of every shard on a second node whenever the cluster has one', async () => {
      const raw = new Client({ node: url?.split(',')[0] ?? '' });
      const index = engine.indexName('case');
      const found = await raw.indices.getSettings({ index, name: 'index.auto_expand_replicas' });
      await raw.close();
      expect(Object.values(found).map((i) => i.settings?.index?.auto_expand_replicas)).toEqual(['0-1']);
    });

    it('answers every search while one of the nodes it was given is gone', async () => {
      // A port nothing listens on: the node of a cluster that was killed.
      const gone = await new Promise<number>((resolve) => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = server.address() as net.AddressInfo;
          server.close(() => resolve(port));
        });
      });
      const id = uniqueId('cluster-');
      await engine.index([doc(id, { title: 'Qadir Bakhsh v. The State', body: 'A bail before arrest granted on a further inquiry.' })]);
      const indexPrefix = engine.indexName('case').replace(/-case$/, '');
      const cluster = createElasticsearchSearchEngine(`http://127.0.0.1:${gone},${url ?? ''}`, { indexPrefix });
      try {
        const answers = await Promise.allSettled(Array.from({ length: 8 }, () => cluster.query({ kind: 'case', keyword: 'Qadir Bakhsh' })));
        expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.hits.map((h) => h.document.id) : String(a.reason)))).toEqual(Array(8).fill([id]));
      } finally {
        await cluster.close();
      }
    });

    it('matches a quoted phrase on the unstemmed words and marks it in the snippet', async () => {
      const id = uniqueId('phrase-');
      await engine.index([doc(id, { body: 'Bail was granted. The accused was admitted to bail on surety.' })]);
      const result = await engine.query({ kind: 'case', keyword: '"admitted to bail"' });
      const hit = result.hits.find((h) => h.document.id === id);
      // Elasticsearch marks a matched phrase as one span; the lone "Bail" before it is no match.
      const snippet = hit?.snippet ?? '';
      const marked = [...snippet.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]).join(' ');
      expect(marked).toBe('admitted to bail');
    });
  });
});
