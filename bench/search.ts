// Search latency per mode: 8 concurrent clients over HTTP against the built app, then the same
// queries sent straight to the search engine in the same run, and the ratio of the two.
// Usage: npx tsx bench/search.ts [--engine postgres|elasticsearch] [--cases 100000] [--requests 240] [--warm 240] [--clients 8] [--first 40] [--seed 1]
//          [--modes caselaw,index,…] [--as page|form] [--reseed] [--indexed]
//          [--database qanoon_bench_search] [--index-prefix qanoon-bench-latency] [--library Case_laws.csv]
//        npx tsx bench/search.ts --cases 30000 --write-library FILE (writes the generated library and stops)
//        (two builds compared search the same judgments: the newer one writes its library once and both
//        are seeded from that file with --library, since the demo generator changes between builds)
//        (a library imported by `bench/import.ts --engine elasticsearch --database D --index-prefix P` is searched
//        with `--database D --index-prefix P --indexed --cases <its rows>`: a million judgments are imported once)
//        npx tsx bench/search.ts --relevance [--engine postgres|elasticsearch]
// --engine elasticsearch needs ELASTICSEARCH_URL: the latency run indexes the generated library
// under `qanoon-bench-latency-*` (the app it starts uses the same prefix), filled from the bench
// database when empty; the relevance run uses `qanoon-bench-*`.
// --relevance prints the relevance table of relevance.test.ts for the one engine: the real corpus
// (../shared/data/legal-corpus) imported into qanoon_bench_relevance, every corpus query scored.
// Needs PostgreSQL, Redis and a built web app (cd web && npx remix vite:build; BUILD_DIR=… for another folder).
// The library is generated (services/src/demo/legal-data) into the database qanoon_bench_search,
// imported through the product's own import, and kept for the next run.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { searchFormValues, type SearchMode } from '@qanoon/contracts';
import {
  createBullQueue,
  createDatabase,
  createElasticsearchSearchEngine,
  createLocalBlobStore,
  createRedisEmitter,
  createSearchEngine,
  elasticsearchClient,
  migrate,
  startBullWorker,
  type Database,
  type SearchEngine,
  type SearchQuery,
} from '@qanoon/infra';
import { freshDatabase, testDatabaseUrl, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { createImports, createUserDirectory, importJobName, parseEnv, storeEnvShape } from '@qanoon/services';
import { createRuntime, type Runtime } from '@qanoon/services/runtime';
import { legalDataCsv } from '../services/src/demo/legal-data/index.ts';
import { libraryTestKit } from '../services/src/library/test-kit.ts';
import { corpusFiles, corpusPresent, readQueries, relevanceTable, scoreRelevance } from '../services/src/search/relevance-kit.ts';
import { createSearch } from '../services/src/search/search.ts';
import { createCookies } from '../web/app/auth/cookies.server.ts';
import { benchAccount, cpuSecondsOf, freePort, loadAverage, pause } from './support.ts';

const { values: args } = parseArgs({
  options: {
    cases: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '240' },
    // Untimed requests of each mode's questions before the timed ones: a server that has served the
    // page before, as one in use has (the first few hundred pages of a fresh process are compiled
    // by V8 as they run). 0 times a cold process, as the first figures of issue 17 did.
    warm: { type: 'string', default: '240' },
    clients: { type: 'string', default: '8' },
    // Questions of each mode, each asked once for the first-ask figures (then again, warmed).
    first: { type: 'string', default: '40' },
    // The draws of those questions: the same seed asks the same questions of the same library.
    seed: { type: 'string', default: '1' },
    reseed: { type: 'boolean', default: false },
    // Elasticsearch already holds the kept library (the last run on it indexed it): skip indexing it again.
    indexed: { type: 'boolean', default: false },
    engine: { type: 'string', default: 'postgres' },
    // The kept library's database and, on Elasticsearch, its indices' prefix.
    database: { type: 'string', default: 'qanoon_bench_search' },
    'index-prefix': { type: 'string', default: 'qanoon-bench-latency' },
    // A Case_laws CSV seeded instead of the generated library; --write-library writes that library to a file.
    library: { type: 'string' },
    'write-library': { type: 'string' },
    relevance: { type: 'boolean', default: false },
    // Some of the modes only, comma-separated (a profile of one mode's pages).
    modes: { type: 'string', default: 'caselaw,index,citation,courtwise,advance' },
    // page: GET /search, the whole server-rendered page (a shared link, a reload);
    // form: GET /search.data, what the search form asks once a page has loaded (the routes' data, no HTML).
    as: { type: 'string', default: 'page' },
  },
});
if (args.as !== 'page' && args.as !== 'form') throw new Error('--as is page or form');
const searchPath = args.as === 'form' ? '/search.data' : '/search';
if (args.engine !== 'postgres' && args.engine !== 'elasticsearch') throw new Error('--engine is postgres or elasticsearch');
const elasticsearchUrl = args.engine === 'elasticsearch' ? process.env.ELASTICSEARCH_URL : undefined;
if (args.engine === 'elasticsearch' && !elasticsearchUrl) throw new Error('--engine elasticsearch needs ELASTICSEARCH_URL');
/** The engine under test: PostgreSQL full text in the same database, or Elasticsearch (under `indexPrefix`, else the app's names). */
const latencyPrefix = args['index-prefix'];
const engineOf = (db: Database, indexPrefix = latencyPrefix): SearchEngine =>
  elasticsearchUrl
    ? createElasticsearchSearchEngine(elasticsearchUrl, { indexPrefix })
    : createSearchEngine({ ELASTICSEARCH_URL: undefined }, db);

if (args.relevance) {
  if (!corpusPresent()) {
    console.log('skipped: no Case_laws.csv, Statutes.csv, Dictionary.csv and queries.jsonl at ../shared/data/legal-corpus');
    process.exit(0);
  }
  const kit = await libraryTestKit('qanoon_bench_relevance');
  const engine = engineOf(kit.db, 'qanoon-bench');
  try {
    const started = performance.now();
    for (const [kind, file] of [['statutes', corpusFiles.statutes], ['cases', corpusFiles.cases], ['dictionary', corpusFiles.dictionary]] as const) {
      const job = await kit.importFile(kind, createReadStream(file), `${kind}.csv`);
      if (job.state !== 'done') throw new Error(`import of ${kind}: ${job.state}`);
    }
    const search = createSearch({ db: kit.db, searchEngine: engine, users: kit.users });
    if (elasticsearchUrl) {
      await search.reindex('statute');
      await search.reindex('case');
    }
    console.log(`corpus imported and indexed in ${engine.name} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const queries = await readQueries();
    const rows = await scoreRelevance({ search, library: kit.library, engine }, queries);
    console.log(relevanceTable([{ engine: engine.name, rows }]));
  } finally {
    if (elasticsearchUrl) await engine.close();
    await kit.close();
  }
  process.exit(0);
}
const cases = Number(args.cases);
if (args['write-library']) {
  await pipeline(legalDataCsv('cases', { cases }), createWriteStream(args['write-library']));
  console.log(`${cases} generated judgments written to ${args['write-library']}`);
  process.exit(0);
}
const requests = Number(args.requests);
const warm = Number(args.warm);
const clients = Number(args.clients);

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDir = path.join(repoRoot, 'web');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(path.join(webDir, buildDir, 'server/index.js'))) {
  console.log(`skipped: no built app in web/${buildDir} (cd web && npx remix vite:build)`);
  process.exit(0);
}
const databaseUrl = Object.assign(new URL(testDatabaseUrl), { pathname: `/${args.database}` }).toString();
const secret = 'qanoon-bench-search-session-secret-0123456789';
const prefix = uniqueId('bench-search-');
/** This process's environment without an engine switch: the bench's --engine alone picks the engine. */
const { ELASTICSEARCH_URL: _engineSwitch, ...outside } = process.env;
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL: testRedisUrl,
  QUEUE_PREFIX: prefix,
  SESSION_SECRET: secret,
  CLICK_LIMIT: '999999999',
  // The benchmark's clients are all this machine: its per-address limits would send them to the captcha.
  LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1',
  ...(elasticsearchUrl ? { ELASTICSEARCH_URL: elasticsearchUrl, ELASTICSEARCH_INDEX_PREFIX: latencyPrefix } : {}),
};


async function libraryCases(): Promise<number> {
  const db = createDatabase(databaseUrl, { max: 1 });
  try {
    const { rows } = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM case_laws');
    return Number(rows[0]?.n ?? 0n);
  } catch {
    return -1;
  } finally {
    await db.close();
  }
}

/** A fresh database with `cases` generated judgments, imported as an administrator's upload is. */
async function seed(): Promise<void> {
  const url = await freshDatabase(args.database);
  const db = createDatabase(url, { max: 8 });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qanoon-bench-search-'));
  const blobs = createLocalBlobStore(dataDir);
  const queue = createBullQueue('imports', testRedisUrl, prefix);
  const realtime = createRedisEmitter(testRedisUrl);
  const searchEngine = engineOf(db);
  const imports = createImports({ db, searchEngine, blobs, realtime, importQueue: () => queue, users: createUserDirectory(db) });
  const worker = startBullWorker('imports', testRedisUrl, { [importJobName]: (job) => imports.runImport(job) }, { prefix });
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (criteria, first_name, last_name, email, contact, address, city, password_hash, is_admin)
       VALUES ('admin', 'Bench', 'Admin', 'bench-seed@example.pk', '+923000000001', '-', '-', '-', true) RETURNING id`,
    );
    const admin = { userId: rows[0]?.id ?? '' };
    const started = performance.now();
    const library = args.library ? createReadStream(args.library) : legalDataCsv('cases', { cases });
    const stored = await blobs.put('imports', library, { allowed: ['csv'], maxBytes: 2 * 1024 ** 3 });
    const job = await imports.startImport(admin, { kind: 'cases', blobKey: stored.key, fileName: 'Case_laws.csv' });
    if (!job.ok) throw new Error(job.message);
    for (;;) {
      const state = await imports.getImport(admin, job.importId);
      if (state && !['queued', 'running'].includes(state.state)) {
        if (state.state !== 'done') throw new Error(`import ${state.state}: ${state.error ?? ''}`);
        break;
      }
      await pause(1000);
    }
    await db.query('VACUUM ANALYZE search_documents');
    await db.query('VACUUM ANALYZE case_laws');
    console.log(`seeded ${cases.toLocaleString('en')} generated cases in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await worker.close();
    await queue.close();
    await realtime.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** PROFILE_DIR=… writes a CPU profile of the web process (open it in Chrome's DevTools or speedscope). */
const profileDir = process.env.PROFILE_DIR;
/** PAGES_DIR=… keeps the first page of each mode, as the server sent it. */
const pagesDir = process.env.PAGES_DIR;
if (pagesDir) await mkdir(pagesDir, { recursive: true });

function start(entry: string, cwd: string, extra: Record<string, string> = {}, flags: string[] = []): ChildProcess {
  const child = spawn(tsx, [...flags, entry], { cwd, env: { ...outside, ...env, ...extra } as NodeJS.ProcessEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`${entry} exited with ${code ?? signal}\n${errors}`);
  });
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A paid reader's session cookie, through the product's own sign-in steps (the code read from the dev outbox).
 * Each client is a reader of its own, as lawyers searching at once are: the app answers one reader's
 * fifth search at once with "too many at once" (ADR 0056), which would time a page that searched nothing.
 */
async function readerCookie(runtime: Runtime): Promise<string> {
  const admin = await runtime.identity.provisionAccount(benchAccount('Admin', true));
  let free = (await runtime.billing.listPackages()).find((p) => p.package.toLowerCase() === 'free');
  if (!free) {
    await runtime.billing.addPackage({ userId: admin.userId }, { package: 'Free', duration: '14', fee: '0', registration: '0', total: '0' });
    free = (await runtime.billing.listPackages()).find((p) => p.package.toLowerCase() === 'free');
  }
  const reader = benchAccount('Reader', false);
  const { userId } = await runtime.identity.provisionAccount(reader);
  const trial = await runtime.billing.startTrial({ userId }, { packageId: free?.id });
  if (!trial.ok) throw new Error(trial.message);
  const credentials = { email: reader.email, password: reader.password };
  const first = await runtime.identity.login(credentials);
  if (first.status !== 'code-required') throw new Error(`expected a code step, got ${first.status}`);
  let code: string | undefined;
  for (let tries = 0; !code && tries < 50; tries++) {
    const [message] = await runtime.devOutbox.list({ recipient: reader.contact, limit: 1 });
    code = message ? /\b\d{6}\b/.exec(message.body)?.[0] : undefined;
    if (!code) await pause(100);
  }
  const matched = await runtime.identity.confirmLoginCode({ email: reader.email, code: code ?? '' }, first);
  if (!matched.ok) throw new Error(matched.message);
  const signedIn = await runtime.identity.login(credentials, { loginTicket: matched.loginTicket });
  if (signedIn.status !== 'signed-in') throw new Error(`expected to sign in, got ${signedIn.status}`);
  return (await createCookies(secret).session.serialize(signedIn.session.token)).split(';')[0] ?? '';
}

type Query = { mode: SearchMode; params: URLSearchParams };

/** Integers in [min, max) drawn from `seed` (mulberry32): the same seed, the same draws. */
function seededDraws(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return min + Math.floor(unit * (max - min));
  };
}

/** Queries of every mode, drawn from the library itself: its journals, years, pages, courts and names. */
async function queriesOf(runtime: Runtime): Promise<Record<SearchMode, Query[]>> {
  const { rows } = await runtime.db.query<{ citation_id: string; journal: string; year: number; page: number; court: string; judge: string; parties: string }>(
    // The same rows and the same draws in every run of the same library: two builds alternated ask the same questions.
    `SELECT citation_id, journal, year, page, court, judge, parties FROM case_laws WHERE journal IS NOT NULL ORDER BY md5(citation_id) LIMIT 200`,
  );
  const randomInt = seededDraws(Number(args.seed));
  const pick = <T>(list: readonly T[]): T => list[randomInt(0, list.length)] as T;
  const surname = (name: string) => name.replace(/^Mr\.\s+Justice\s+/i, '').split(/\s+/).filter((w) => w.length > 3).at(-1) ?? name;
  const misspelt = (word: string) => (word.length > 5 ? word.slice(0, 2) + word.slice(3) : word);
  const keywords = ['court', 'appeal', 'evidence', 'bail', 'dower', 'khula', 'narcotics', 'mutation', 'pre-arrest bail', '"benefit of doubt"', 'murder -bail', 'maintenance OR dower'];
  const q = (mode: SearchMode, fields: Record<string, string>): Query => ({ mode, params: new URLSearchParams({ tab: mode, ...fields }) });
  const first = Number(args.first);
  const many = (n: number, make: () => Query) => Array.from({ length: n }, make);
  const range = () => {
    const from = randomInt(1990, 2021);
    return { from: String(from), to: String(from + randomInt(0, 10)) };
  };
  return {
    caselaw: many(first, () => q('caselaw', { keyword: pick(keywords), ...range(), ...(randomInt(0, 3) === 0 ? { court: pick(rows).court } : {}) })),
    index: many(first, () => {
      const row = pick(rows);
      return q('index', { journal: row.journal, year: String(row.year), ...(randomInt(0, 3) === 0 ? { page: String(randomInt(2, 5)) } : {}) });
    }),
    citation: many(first, () => {
      const row = pick(rows);
      return q('citation', { journal: row.journal, year: String(row.year), ...(randomInt(0, 2) ? { ref: String(row.page) } : { judge: misspelt(surname(row.judge)) }) });
    }),
    courtwise: many(first, () => q('courtwise', { court: pick(rows).court, ...range(), ...(randomInt(0, 2) ? { journal: pick(rows).journal } : {}) })),
    advance: many(first, () => {
      const row = pick(rows);
      return randomInt(0, 2) ? q('advance', { parties: row.parties.split(' v. ')[0] ?? row.parties }) : q('advance', { keyword: pick(keywords), journal: row.journal });
    }),
  };
}

/** Run `total` calls over `width` concurrent workers; each call's milliseconds. */
async function load(total: number, width: number, call: (i: number, client: number) => Promise<void>): Promise<{ ms: number[]; seconds: number }> {
  const ms: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: width }, async (_, client) => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await call(i, client);
        ms.push(performance.now() - t);
      }
    }),
  );
  return { ms, seconds: (performance.now() - started) / 1000 };
}

const quantile = (ms: number[], q: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

const seeded = args.reseed || (await libraryCases()) !== cases;
if (seeded) await seed();
await migrate(databaseUrl);

const runtime = createRuntime(parseEnv(storeEnvShape, { ...outside, ...env }), { applicationName: 'qanoon-bench-search' });
if (elasticsearchUrl && !seeded && !args.indexed) {
  // The library was kept from an earlier run, perhaps on the other engine: index it again from the content tables.
  const started = performance.now();
  const { indexed } = await runtime.search.reindex('case');
  console.log(`reindexed ${indexed.toLocaleString('en')} cases into Elasticsearch in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
// The engine itself, without the answers the app keeps (ADR 0044): the runtime's keeps them too.
/**
 * A GET as a browser on another machine sends it: the session cookie, gzip accepted, connections
 * kept alive. The body is counted, not unpacked: the load shares the two cores with the server,
 * and `fetch` unpacking every page cost the client about a third of a core (issue 17).
 */
const agent = new http.Agent({ keepAlive: true });
function browserGet(url: string, cookie: string): Promise<{ status: number; location: string | undefined; gzipped: boolean; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { cookie, 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          gzipped: response.headers['content-encoding'] === 'gzip',
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const bare = engineOf(runtime.db);
/**
 * The engine's own account of its searches of the case index: how many it ran and the
 * milliseconds its shards spent in them (query and fetch phases, Elasticsearch's index stats),
 * beside the times the app's clients saw. A search the app answered from its kept answers
 * (ADR 0044) never reaches the engine. PostgreSQL keeps no such count: null.
 */
type EngineOwn = { searches: number; ms: number; cpu: number };
const statsClient = elasticsearchUrl ? elasticsearchClient(elasticsearchUrl) : null;
/** The node's JVM when it runs on this machine (as `npm run engines` starts it): its CPU seconds are read from /proc. */
const nodePid = statsClient ? Number(Object.values((await statsClient.nodes.info({ metric: 'process' })).nodes)[0]?.process?.id ?? 0) : 0;
async function engineOwn(): Promise<EngineOwn | null> {
  if (!statsClient) return null;
  const stats = await statsClient.indices.stats({ index: `${latencyPrefix}-case`, metric: 'search' });
  const search = stats._all.total?.search;
  return { searches: search?.query_total ?? 0, ms: (search?.query_time_in_millis ?? 0) + (search?.fetch_time_in_millis ?? 0), cpu: cpuSecondsOf(nodePid) };
}
/**
 * The app's round trips while it served a phase, counted by the servers themselves: Redis's
 * commands (the whole server: nothing else should use it during a bench) and the bench database's
 * committed PostgreSQL transactions (one a statement outside a transaction). A kept answer still
 * costs the round trips that find it; this says how many a page makes.
 */
/** Every library's kept answers retired: their generation is gone, and the next question starts a new one (ADR 0044). */
async function retireKeptAnswers(): Promise<void> {
  for (let cursor = '0'; ; ) {
    const [next, keys] = await redisStats.scan(cursor, 'MATCH', '*search-generation:*', 'COUNT', 1000);
    if (keys.length > 0) await redisStats.del(...keys);
    if (next === '0') return;
    cursor = next;
  }
}

type RoundTrips = { redis: number; postgres: number };
const redisStats = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
async function roundTrips(): Promise<RoundTrips> {
  // PostgreSQL's backends report their counts within a second of going idle.
  await pause(1_100);
  const info = await redisStats.info('stats');
  const { rows } = await runtime.db.query<{ n: string }>('SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()');
  return { redis: Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0), postgres: Number(rows[0]?.n ?? 0) };
}
const perPage = (from: RoundTrips, to: RoundTrips, pages: number) =>
  `Redis ${((to.redis - from.redis) / pages).toFixed(1)}, PostgreSQL ${((to.postgres - from.postgres) / pages).toFixed(1)} a page`;
const projector = start('projections/src/main.ts', repoRoot);
const port = await freePort();
const web = start('server.ts', webDir, { PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir }, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []);
const base = `http://127.0.0.1:${port}`;
try {
  for (let tries = 0; !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 600) throw new Error('the web app did not start');
    await pause(200);
  }
  const cookies: string[] = [];
  for (let client = 0; client < clients; client++) cookies.push(await readerCookie(runtime));
  const queries = await queriesOf(runtime);
  // The same questions as the last run (--seed): what it kept is retired, so the first asks are first.
  await retireKeptAnswers();
  // Elasticsearch holds the documents itself (search_documents is PostgreSQL's engine's table).
  const documents = statsClient
    ? ((await statsClient.indices.stats({ index: `${latencyPrefix}-case`, metric: 'docs' }))._all.primaries?.docs?.count ?? 0)
    : Number((await runtime.db.query<{ n: bigint }>('SELECT count(*) AS n FROM search_documents')).rows[0]?.n ?? 0n);
  console.log(
    `${documents.toLocaleString('en')} documents in ${runtime.searchEngine.name}; ${clients} clients, ${requests} requests per mode after ${warm} untimed, ` +
      (args.as === 'form'
        ? 'GET /search.data (what the search form asks once a page has loaded: the routes\' data, no HTML)'
        : 'GET /search (the whole server-rendered page, as a shared link or reload fetches it)'),
  );
  console.log(
    `${clients} clients asking again (the app keeps answers until the library changes), then each question asked the first time, one at a time:`,
  );
  console.log('mode       HTTP p50   p95    req/s | bare engine p50   p95    q/s | HTTP/engine p50 | first HTTP p50  p95 | engine p50  p95 | ratio');

  for (const mode of ['caselaw', 'index', 'citation', 'courtwise', 'advance'] as const) {
    if (!args.modes.split(',').includes(mode)) continue;
    const list = queries[mode];
    const answers = new Map<string, number>();
    let bytes = 0;
    let pageBytes = 0;
    const get = async (query: Query, client: number) => {
      const response = await browserGet(`${base}${searchPath}?${query.params}`, cookies[client] ?? '');
      bytes += response.body.byteLength;
      if (pageBytes === 0 && response.status === 200) {
        const page = response.gzipped ? gunzipSync(response.body) : response.body;
        pageBytes = page.byteLength;
        if (pagesDir) await writeFile(path.join(pagesDir, `${mode}.html`), page);
      }
      if (response.status !== 200 && response.status !== 302) throw new Error(`${response.status} for ${query.params}`);
      // A citation that names one case redirects to it; any other redirect would time no search.
      const answer = response.status === 302 ? `302 to ${new URL(response.location ?? '/', base).pathname.split('/')[1]}` : '200';
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
    };
    const engineQueries = (await Promise.all(list.map((query) => runtime.search.toEngineQuery(mode, searchFormValues(query.params))))).filter(
      (query): query is SearchQuery => query !== null,
    );
    // Each question asked once, one at a time: the app has kept no answer to it yet (ADR 0044).
    const ownFirst = await engineOwn();
    const tripsFirst = await roundTrips();
    const firstHttp = await load(list.length, 1, (i, client) => get(list[i] as Query, client));
    const tripsFirstDone = await roundTrips();
    const ownFirstDone = await engineOwn();
    const firstEngine = await load(engineQueries.length, 1, async (i) => {
      await bare.query(engineQueries[i] as SearchQuery);
    });

    await load(warm, clients, (i, client) => get(list[i % list.length] as Query, client));
    const ownWarm = await engineOwn();
    const tripsWarm = await roundTrips();
    const http = await load(requests, clients, (i, client) => get(list[i % list.length] as Query, client));
    const tripsWarmDone = await roundTrips();
    const ownWarmDone = await engineOwn();
    const engine = await load(requests, clients, async (i) => {
      await bare.query(engineQueries[i % engineQueries.length] as SearchQuery);
    });
    const cell = (n: number, width = 6) => n.toFixed(0).padStart(width);
    console.log(
      `${mode.padEnd(10)} ${cell(quantile(http.ms, 0.5), 5)} ms ${cell(quantile(http.ms, 0.95))} ${cell(requests / http.seconds, 7)} |` +
        ` ${cell(quantile(engine.ms, 0.5), 7)} ms ${cell(quantile(engine.ms, 0.95))} ${cell(requests / engine.seconds, 5)} |` +
        ` ${(quantile(http.ms, 0.5) / quantile(engine.ms, 0.5)).toFixed(2).padStart(8)}x |` +
        ` ${cell(quantile(firstHttp.ms, 0.5), 5)} ms ${cell(quantile(firstHttp.ms, 0.95))} | ${cell(quantile(firstEngine.ms, 0.5), 5)} ms ${cell(quantile(firstEngine.ms, 0.95))} |` +
        ` ${(quantile(firstHttp.ms, 0.5) / quantile(firstEngine.ms, 0.5)).toFixed(2).padStart(6)}x` +
        `  (${[...answers].map(([answer, n]) => `${answer} ×${n}`).join(', ')}; ${(pageBytes / 1024).toFixed(0)} kB a page, ${(bytes / 1024 / (requests + warm + list.length)).toFixed(0)} kB sent)`,
    );
    const own = (from: EngineOwn | null, to: EngineOwn | null) =>
      !from || !to
        ? 'n/a'
        : to.searches === from.searches
          ? `no search (all kept answers${nodePid ? `; the node's CPU ${(to.cpu - from.cpu).toFixed(1)} s meanwhile` : ''})`
          : `${to.searches - from.searches} searches, ${((to.ms - from.ms) / (to.searches - from.searches)).toFixed(1)} ms each` +
            (nodePid ? ` (the node's CPU ${(((to.cpu - from.cpu) * 1000) / (to.searches - from.searches)).toFixed(1)} ms each)` : '');
    console.log(
      `           the engine's own count while the app asked: first asks ${own(ownFirst, ownFirstDone)}; ${clients} clients ${own(ownWarm, ownWarmDone)}; ${loadAverage()}`,
    );
    console.log(
      `           round trips: first asks ${perPage(tripsFirst, tripsFirstDone, list.length)}; ${clients} clients ${perPage(tripsWarm, tripsWarmDone, requests)}`,
    );
  }
} finally {
  agent.destroy();
  await stop(web);
  await stop(projector);
  await bare.close();
  await statsClient?.close();
  redisStats.disconnect();
  await runtime.close();
}
