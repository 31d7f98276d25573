// Saved searches at scale (ADR 0074): an import batch of judgments matched against many saved
// searches, on each engine, through the product's own import and matching.
// Usage: npx tsx bench/alerts.ts [--judgments 1000] [--searches 10000] [--engines postgres,elasticsearch]
// Needs PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL as the tests use them); Elasticsearch
// with ELASTICSEARCH_URL, under `<ELASTICSEARCH_INDEX_PREFIX>-bench-alerts-*` (deleted afterwards).
// Each engine gets its own database (qanoon_test_bench_alerts_<engine> under TEST_DATABASE_URL's name, made afresh). The searches are
// owned 50 to a lawyer (the product's limit), a tenth "as it happens" (emailed through the outbox
// notifier), the rest daily; each is two words of a vocabulary the judgments are written in, so a
// search matches a judgment about one time in six hundred. Printed per engine: the import's time,
// the engine's ask of every saved search about the batch, the whole matching (ask, the short
// transaction that records the matches and the notices, the notices and "as it happens" emails after
// it), and in the same run the engine's ask about a fifth of the batch: the ratio shows whether the
// cost grows with the batch.
import { parseArgs } from 'node:util';
import { csvHeaders } from '@qanoon/contracts';
import { createElasticsearchSearchEngine, createOutboxNotifier, standingQueryOf, type SearchDocument, type SearchQuery } from '@qanoon/infra';
import { uniqueId } from '@qanoon/infra/testing';
import { createPaidPackageHolders, createUserDirectory } from '@qanoon/services';
import { createAlerts } from '../services/src/alerts/alerts.ts';
import { csv, libraryTestKit } from '../services/src/library/test-kit.ts';

const { values: args } = parseArgs({
  options: {
    judgments: { type: 'string', default: '1000' },
    searches: { type: 'string', default: '10000' },
    engines: { type: 'string', default: 'postgres,elasticsearch' },
  },
});
const judgmentCount = Number(args.judgments);
const searchCount = Number(args.searches);
const engines = args.engines.split(',');
const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
if (engines.includes('elasticsearch') && !elasticsearchUrl) throw new Error('--engines elasticsearch needs ELASTICSEARCH_URL');

// A vocabulary of made-up words (no stemming or synonym touches them): 1,000 of them, 40 to a judgment.
let seed = 7;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const syllables = ['ka', 'ri', 'mo', 'ta', 'ze', 'lu', 'pa', 'ni', 'so', 'de'];
const vocabulary = Array.from({ length: 1000 }, (_, i) => `q${[...String(i).padStart(3, '0')].map((d) => syllables[Number(d)]).join('')}`);
const word = () => vocabulary[Math.floor(random() * vocabulary.length)] ?? 'q';
const wordsPerJudgment = 40;

const seconds = (from: number) => (performance.now() - from) / 1000;
const fmt = (n: number) => n.toFixed(2);

interface Figures {
  engine: string;
  importS: number;
  askS: number;
  askFifthS: number;
  matchS: number;
  matches: number;
  emails: number;
}

async function run(engine: string): Promise<Figures> {
  const prefix = uniqueId(`${process.env.ELASTICSEARCH_INDEX_PREFIX ?? 'qanoon'}-bench-alerts-`);
  const kit = await libraryTestKit(`qanoon_test_bench_alerts_${engine}`, {
    ...(engine === 'elasticsearch' && elasticsearchUrl ? { searchEngine: () => createElasticsearchSearchEngine(elasticsearchUrl, { indexPrefix: prefix }) } : {}),
  });
  try {
    const alerts = createAlerts({
      db: kit.db,
      searchEngine: kit.searchEngine,
      realtime: kit.realtime,
      notifier: createOutboxNotifier(kit.db),
      users: createUserDirectory(kit.db),
      paidHolders: createPaidPackageHolders(kit.db),
      engineQuery: async () => null,
      publicUrl: 'https://qanoon.example.pk',
    });
    // Lawyers with a paid package, 50 searches each.
    const lawyers = Math.ceil(searchCount / 50);
    const { rows: users } = await kit.db.query<{ id: string }>(
      `INSERT INTO users (criteria, first_name, last_name, email, contact, address, city, password_hash)
       SELECT 'lawyer', 'Bench', 'Lawyer', 'bench-' || g || '@example.pk', '+92300' || lpad(g::text, 7, '0'), '-', 'Lahore', 'not-a-hash'
       FROM generate_series(1, $1) g RETURNING id`,
      [lawyers],
    );
    await kit.db.query(
      `INSERT INTO payments (user_id, payment_id, email, package, duration_days, fee, registration, total, is_paid, expire_at, submitted_at, updated_at)
       SELECT id, gen_random_uuid(), email, 'yearly', 365, 0, 0, 0, 'true', now() + interval '30 days', now(), now() FROM users WHERE id = ANY($1::uuid[])`,
      [users.map((u) => u.id)],
    );
    const keywords = Array.from({ length: searchCount }, () => `${word()} ${word()}`);
    const { rows: saved } = await kit.db.query<{ id: string; keyword: string }>(
      `INSERT INTO saved_searches (user_id, name, kind, mode, fields, rhythm, created_at)
       SELECT u, 'Bench ' || k, 'search', 'advance', jsonb_build_object('keyword', k), CASE WHEN n % 10 = 0 THEN 'instant' ELSE 'daily' END, now() - interval '1 day'
       FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS s(u, k, n) RETURNING id, fields->>'keyword' AS keyword`,
      [keywords.map((_, i) => users[Math.floor(i / 50)]?.id), keywords],
    );
    const keepStarted = performance.now();
    const queries = saved.map((s): [string, SearchQuery] => [s.id, { kind: 'case', keyword: s.keyword }]);
    if (engine === 'elasticsearch' && elasticsearchUrl) {
      // Each save refreshes the small index of kept queries; ten thousand saves would take most of an
      // hour on this machine, so the bench keeps one through the port (which makes the index) and
      // writes the rest as the adapter writes them, in bulk, with one refresh.
      const [first, ...rest] = queries;
      if (first) await kit.searchEngine.keepStandingQuery(...first);
      for (let at = 0; at < rest.length; at += 2000) {
        const body = rest.slice(at, at + 2000).flatMap(([id, query]) => [JSON.stringify({ index: { _id: id } }), JSON.stringify({ standing_id: id, query: standingQueryOf(query) })]);
        const response = await fetch(`${elasticsearchUrl}/${prefix}-standing/_bulk`, { method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body: `${body.join('\n')}\n` });
        if (!response.ok || (await response.json() as { errors: boolean }).errors) throw new Error('bulk of kept queries failed');
      }
      await fetch(`${elasticsearchUrl}/${prefix}-standing/_refresh`, { method: 'POST' });
    } else {
      for (let at = 0; at < queries.length; at += 16) {
        await Promise.all(queries.slice(at, at + 16).map(([id, query]) => kit.searchEngine.keepStandingQuery(id, query)));
      }
    }
    console.log(`${engine}: ${saved.length.toLocaleString('en')} saved searches of ${lawyers} lawyers kept in ${fmt(seconds(keepStarted))} s`);

    // The batch, through the product's import (indexed and refreshed at its end).
    const rows = Array.from({ length: judgmentCount }, (_, i) => {
      const text = Array.from({ length: wordsPerJudgment }, word).join(' ');
      return [`2026 BENCH ${i + 1}`, `Appellant ${i} v. The State`, 'A Judge', 'A Lawyer', 'Lahore High Court', '', '', '', `The appeal was heard. ${text}.`];
    });
    await kit.db.query('UPDATE saved_search_progress SET reached = now()');
    const importStarted = performance.now();
    const imported = await kit.importFile('cases', csv(csvHeaders.cases, rows), 'cases.csv', 600_000);
    const importS = seconds(importStarted);
    if (imported.state !== 'done') throw new Error(`import ${imported.state}`);
    const documents: SearchDocument[] = rows.map((r) => ({ kind: 'case', id: r[0] ?? '', title: r[1] ?? '', body: r[8] ?? '' }));

    // The engine's ask alone, about a fifth of the batch and about all of it.
    const fifthStarted = performance.now();
    await kit.searchEngine.matchStanding(documents.slice(0, Math.ceil(judgmentCount / 5)));
    const askFifthS = seconds(fifthStarted);
    const askStarted = performance.now();
    const asked = await kit.searchEngine.matchStanding(documents);
    const askS = seconds(askStarted);
    // The ask agrees with each search asked alone about the batch (the first hundred searches).
    const ids = documents.map((d) => d.id);
    let agree = 0;
    for (const [id, query] of queries.slice(0, 100)) {
      const alone = (await kit.searchEngine.query({ ...query, among: ids, sort: 'newest', resultPage: 1, pageSize: ids.length })).hits.map((h) => h.document.id).sort();
      const together = asked.filter((m) => m.queryId === id).map((m) => m.documentId).sort();
      if (JSON.stringify(alone) === JSON.stringify(together)) agree += 1;
    }
    console.log(`${engine}: the first 100 saved searches asked alone find what the ask found for them: ${agree} of 100`);

    // The whole matching, as the job after an import runs it.
    const matchStarted = performance.now();
    const matched = await alerts.matchNewJudgments();
    const matchS = seconds(matchStarted);
    if (matched.matches !== asked.length) console.log(`  note: the engine answered ${asked.length} pairs, matching recorded ${matched.matches}`);
    const { rows: mail } = await kit.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages');
    const figures = { engine, importS, askS, askFifthS, matchS, matches: matched.matches, emails: mail[0]?.n ?? 0 };
    console.log(
      `${engine}: ${judgmentCount.toLocaleString('en')} judgments × ${saved.length.toLocaleString('en')} saved searches: import ${fmt(importS)} s; ` +
        `engine ask ${fmt(askS)} s (a fifth of the batch ${fmt(askFifthS)} s, ${fmt(askS / askFifthS)}× for 5× the judgments); ` +
        `whole matching ${fmt(matchS)} s (${fmt(matchS / importS)}× the import), ${matched.matches.toLocaleString('en')} matches, ${figures.emails} "as it happens" emails`,
    );
    return figures;
  } finally {
    await kit.close();
    if (elasticsearchUrl && engine === 'elasticsearch') await fetch(`${elasticsearchUrl}/${prefix}-*`, { method: 'DELETE' });
  }
}

const results: Figures[] = [];
for (const engine of engines) results.push(await run(engine));
const [pg, es] = [results.find((r) => r.engine === 'postgres'), results.find((r) => r.engine === 'elasticsearch')];
if (pg && es) console.log(`same run: Elasticsearch's whole matching ${fmt(es.matchS)} s, PostgreSQL's ${fmt(pg.matchS)} s (${fmt(pg.matchS / es.matchS)}×)`);
process.exit(0);
