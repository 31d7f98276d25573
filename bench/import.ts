// Case law import throughput against plain COPY of the same file, on a scratch database.
// Usage: npx tsx bench/import.ts [--database NAME] [Case_laws.csv] (default: ../shared/data/legal-corpus/Case_laws.csv from the repository;
//        NAME: the scratch database, dropped and made afresh, default qanoon_bench_import)
//        npx tsx bench/import.ts --generate [rows] (rows of generated case law, default 100,000, written to a temporary folder)
//        --engine elasticsearch: the import indexes into Elasticsearch (ELASTICSEARCH_URL) as the worker
//          does, under --index-prefix (default ELASTICSEARCH_INDEX_PREFIX, else qanoon-bench-import; its
//          indices are dropped first), and the limit is raw bulk indexing of the same documents into an
//          index of the same settings (`<prefix>-raw-case`), in the same run
//        --limits copy,tsvector,elasticsearch: which limits to measure (default all that apply; the
//          tsvector ones take about as long as the import, so a million-row run leaves them out)
//        --once: only the first import (not again, unchanged)
//        --every N: a line of rows/s and every process's memory each N rows of the first import (default a tenth)
// Needs PostgreSQL, Redis and `psql` (the COPY baseline streams the file through `\copy`, as an import streams it).
// Memory is read from Linux's /proc: this process (it runs the worker), the Elasticsearch JVM and
// the PostgreSQL backends of the bench's database (their own memory, not the shared buffers).
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { estypes } from '@elastic/elasticsearch';
import {
  createBullQueue,
  createDatabase,
  createElasticsearchSearchEngine,
  elasticsearchClient,
  createLocalBlobStore,
  createRedisEmitter,
  createSearchEngine,
  startBullWorker,
} from '@qanoon/infra';
import { freshDatabase, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { createImports, createUserDirectory, importJobName, writeLegalData } from '@qanoon/services';
import { cpuDuring, cpuSecondsOf, loadAverage, mb, memoryOf } from './support.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: options, positionals } = parseArgs({
  options: {
    generate: { type: 'boolean' },
    database: { type: 'string' },
    engine: { type: 'string', default: 'postgres' },
    'index-prefix': { type: 'string' },
    limits: { type: 'string' },
    once: { type: 'boolean', default: false },
    every: { type: 'string' },
  },
  allowPositionals: true,
});
if (options.engine !== 'postgres' && options.engine !== 'elasticsearch') throw new Error('--engine is postgres or elasticsearch');
const elasticsearchUrl = options.engine === 'elasticsearch' ? process.env.ELASTICSEARCH_URL : undefined;
if (options.engine === 'elasticsearch' && !elasticsearchUrl) throw new Error('--engine elasticsearch needs ELASTICSEARCH_URL');
const indexPrefix = options['index-prefix'] ?? process.env.ELASTICSEARCH_INDEX_PREFIX ?? 'qanoon-bench-import';
const limits = new Set((options.limits ?? `copy,tsvector${elasticsearchUrl ? ',elasticsearch' : ''}`).split(','));
for (const limit of limits) if (!['copy', 'tsvector', 'elasticsearch'].includes(limit)) throw new Error(`--limits lists copy, tsvector or elasticsearch, not ${limit}`);
if (limits.has('tsvector')) limits.add('copy');
let generatedDir: string | null = null;
let file: string;
if (options.generate) {
  const rows = Number((positionals[0] ?? '100000').replaceAll('_', ''));
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`--generate wants a number of rows, not ${positionals[0]}`);
  generatedDir = await mkdtemp(path.join(tmpdir(), 'qanoon-bench-cases-'));
  let rssPeak = 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const [written] = await writeLegalData(generatedDir, { cases: rows, seed: 'bench' }, ['cases']);
  clearInterval(sampler);
  const took = (performance.now() - started) / 1000;
  if (!written) throw new Error('nothing generated');
  file = written.file;
  console.log(
    `generated ${rows.toLocaleString('en')} case rows (${(written.bytes / 1024 / 1024).toFixed(1)} MB) in ${took.toFixed(1)} s: ` +
      `${Math.round(rows / took).toLocaleString('en')} rows/s, peak RSS ${Math.round(rssPeak / 1024 / 1024)} MB`,
  );
} else {
  file = path.resolve(positionals[0] ?? path.join(repoRoot, '..', 'shared', 'data', 'legal-corpus', 'Case_laws.csv'));
  if (!existsSync(file)) {
    console.log(`skipped: no Case_laws.csv at ${file}`);
    process.exit(0);
  }
}
const megabytes = statSync(file).size / 1024 / 1024;
// --database names a scratch database of one's own, so two people benchmarking on one server never drop each other's.
const databaseName = options.database ?? 'qanoon_bench_import';
const url = await freshDatabase(databaseName);
const db = createDatabase(url, { max: 8 });
await db.query('SET client_min_messages = warning');
const client = elasticsearchUrl ? elasticsearchClient(elasticsearchUrl) : null;
if (client) await client.indices.delete({ index: `${indexPrefix}-*`, expand_wildcards: ['open', 'closed'] }, { ignore: [404] });
/** The Elasticsearch JVM's process (the node runs on this machine), for its memory and CPU. */
const elasticsearchPid = client
  ? Number(Object.values((await client.nodes.info({ metric: 'process' })).nodes)[0]?.process?.id ?? 0)
  : 0;

/** Where the CPU went in each timed step (this process is the worker: its CPU is the import's own). */
const cpuOf = new Map<string, string>();
const seconds = async (fn: () => Promise<unknown> | unknown, label?: string) => {
  const start = performance.now();
  const elasticsearchCpu = cpuSecondsOf(elasticsearchPid);
  const cpu = await cpuDuring(async () => fn());
  const jvm = elasticsearchPid ? `, Elasticsearch ${(cpuSecondsOf(elasticsearchPid) - elasticsearchCpu).toFixed(1)} s` : '';
  if (label && cpu) cpuOf.set(label, `${cpu.replace(/, cores/, `${jvm}, cores`)}; ${loadAverage()}`);
  return (performance.now() - start) / 1000;
};
const psql = (command: string) => {
  const run = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr || run.error?.message}`);
};

/**
 * Every process's memory while a step runs, sampled each second: this process (the worker), the
 * Elasticsearch JVM, and the PostgreSQL backends serving the bench's database (the sum of their
 * own memory, the shared buffers left out: those are the server's, sized once).
 */
function memorySampler() {
  const peak = { worker: 0, heap: 0, elasticsearch: 0, postgres: 0 };
  const now = { ...peak };
  let backends: number[] = [];
  const readBackends = async () => {
    const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [databaseName]);
    backends = rows.map((row) => row.pid);
  };
  const sample = () => {
    const own = process.memoryUsage();
    now.worker = own.rss / 1024;
    now.heap = own.heapUsed / 1024;
    now.elasticsearch = memoryOf(elasticsearchPid)?.rss ?? 0;
    now.postgres = backends.reduce((sum, pid) => sum + (memoryOf(pid)?.anon ?? 0), 0);
    for (const key of Object.keys(peak) as (keyof typeof peak)[]) peak[key] = Math.max(peak[key], now[key]);
  };
  void readBackends();
  const timers = [setInterval(sample, 1000), setInterval(() => void readBackends().catch(() => {}), 10_000)];
  return {
    peak,
    now: () => (sample(), now),
    stop: () => timers.forEach(clearInterval),
    line: (m: typeof peak) =>
      `worker RSS ${mb(m.worker)} MB (heap ${mb(m.heap)} MB)` +
      (elasticsearchPid ? `, Elasticsearch JVM RSS ${mb(m.elasticsearch)} MB` : '') +
      `, PostgreSQL backends ${mb(m.postgres)} MB`,
  };
}

// The limits: the file's nine columns COPYed into a bare table (lz4, as case_laws), then the
// same rows into a copy of search_documents (its generated tsvector is the cost of search).
let copySeconds = NaN;
let indexSeconds = NaN;
let indexTwoSeconds = NaN;
let rows = 0;
if (limits.has('copy')) {
  await db.query(`CREATE TABLE copy_plain (citation_id text, parties text, judge text, lawyer text, court text,
    case_ref text, law_ref text, head_notes text, case_desc text)`);
  await db.query('ALTER TABLE copy_plain ALTER COLUMN case_desc SET COMPRESSION lz4, ALTER COLUMN head_notes SET COMPRESSION lz4');
  copySeconds = await seconds(() => psql(`\\copy copy_plain FROM '${file.replaceAll("'", "''")}' WITH (FORMAT csv, HEADER true)`));
  rows = Number((await db.query<{ n: bigint }>('SELECT count(*) AS n FROM copy_plain')).rows[0]?.n ?? 0n);
}
if (limits.has('tsvector')) {
  await db.query('CREATE TABLE copy_search (LIKE search_documents INCLUDING ALL)');
  await db.query('CREATE TABLE copy_search2 (LIKE search_documents INCLUDING ALL)');
  const toSearch = (table: string, where = 'true') =>
    db.query(`INSERT INTO ${table} (kind, id, title, body, parties, judge, lawyer, court)
      SELECT 'case', citation_id, coalesce(parties, citation_id), concat_ws(E'\\n\\n', head_notes, case_desc), parties, judge, lawyer, court
      FROM copy_plain WHERE ${where}`);
  indexSeconds = await seconds(() => toSearch('copy_search'), 'tsvector, 1 stream');
  // The import indexes each batch in two halves on two connections; so does this limit.
  indexTwoSeconds = await seconds(
    () => Promise.all([0, 1].map((k) => toSearch('copy_search2', `abs(hashtext(citation_id)) % 2 = ${k}`))),
    'tsvector, 2 streams',
  );
}
// The limits' tables are not the library's: they go before the library's sizes are read.
await db.query('DROP TABLE IF EXISTS copy_plain, copy_search, copy_search2');

// The import, as the worker runs it: blob store, queue, batches, search index, progress.
const dataDir = await mkdtemp(path.join(tmpdir(), 'qanoon-bench-import-'));
const prefix = uniqueId('bench-');
const blobs = createLocalBlobStore(dataDir);
const queue = createBullQueue('imports', testRedisUrl, prefix);
const realtime = createRedisEmitter(testRedisUrl);
const searchEngine = createSearchEngine({ ELASTICSEARCH_URL: elasticsearchUrl, ELASTICSEARCH_INDEX_PREFIX: indexPrefix }, db);
const imports = createImports({ db, searchEngine, blobs, realtime, importQueue: () => queue, users: createUserDirectory(db) });
const worker = startBullWorker('imports', testRedisUrl, { [importJobName]: (job) => imports.runImport(job) }, { prefix });
const { rows: admins } = await db.query<{ id: string }>(
  `INSERT INTO users (criteria, first_name, last_name, email, contact, address, city, password_hash, is_admin)
   VALUES ('admin', 'Bench', 'Admin', 'bench@example.pk', '+923000000000', '-', '-', '-', true) RETURNING id`,
);
const admin = { userId: admins[0]?.id ?? '' };

const run = async (label: string, every?: number) => {
  const stored = await blobs.put('imports', createReadStream(file), { allowed: ['csv'], maxBytes: 2 * 1024 ** 3 });
  // The worker runs in this process: its memory is this process's memory.
  const memory = memorySampler();
  let report: Record<string, unknown> = {};
  const took = await seconds(async () => {
    const started = await imports.startImport(admin, { kind: 'cases', blobKey: stored.key, fileName: path.basename(file) });
    if (!started.ok) throw new Error(started.message);
    let mark = { rows: 0, at: performance.now() };
    for (;;) {
      const { rows: [job] } = await db.query<Record<string, unknown>>('SELECT state, rows_done, inserted, updated, unchanged, rejected, error FROM import_jobs WHERE id = $1', [started.importId]);
      const done = Number(job?.rows_done ?? 0);
      if (every && done >= mark.rows + every) {
        const at = performance.now();
        console.log(
          `  ${done.toLocaleString('en').padStart(10)} rows: ${Math.round(((done - mark.rows) / (at - mark.at)) * 1000).toLocaleString('en')} rows/s; ` +
            `${memory.line(memory.now())}; ${loadAverage()}`,
        );
        mark = { rows: done, at };
      }
      if (job && !['queued', 'running'].includes(String(job.state))) {
        report = job;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }, label);
  memory.stop();
  const imported = Number(report.rows_done);
  const rate = imported / took;
  console.log(
    `${label.padEnd(30)} ${Math.round(rate).toLocaleString('en')} rows/s (${took.toFixed(1)} s; ${report.state}: ` +
      `${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected} rejected)`,
  );
  console.log(`  peak: ${memory.line(memory.peak)}`);
  if (cpuOf.has(label)) console.log(`  ${cpuOf.get(label)}`);
  return { rate, imported };
};

const rate = (seconds_: number) => rows / seconds_;
const line = (label: string, s: number) => console.log(`${label.padEnd(32)}${Math.round(rate(s)).toLocaleString('en')} rows/s (${s.toFixed(1)} s)`);
console.log(`file: ${path.basename(file)}, ${megabytes.toFixed(1)} MB; search engine: ${searchEngine.name}; ${loadAverage()}`);
if (limits.has('copy')) line('plain COPY (limit):', copySeconds);
if (limits.has('tsvector')) {
  line('COPY + search tsvector (limit):', copySeconds + indexSeconds);
  line('  the same, tsvector in 2 streams:', copySeconds + indexTwoSeconds);
  for (const step of ['tsvector, 1 stream', 'tsvector, 2 streams']) if (cpuOf.has(step)) console.log(`  ${step}: ${cpuOf.get(step)}`);
}
const first = await run('import, empty library:', Number(options.every ?? 0) || undefined);
rows ||= first.imported;
if (!options.every && rows >= 10) console.log('(memory each tenth of the import: --every)');

/** Sizes of the library: PostgreSQL's largest tables (with their indexes and TOAST), and the search index. */
async function sizes(): Promise<void> {
  const { rows: tables } = await db.query<{ name: string; bytes: string; live: string }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes, c.reltuples::bigint AS live FROM pg_class c
     WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace ORDER BY 2 DESC LIMIT 6`,
  );
  const { rows: [database] } = await db.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes');
  console.log(
    `PostgreSQL: database ${mb(Number(database?.bytes), 'B').toLocaleString('en')} MB; ` +
      tables.map((t) => `${t.name} ${mb(Number(t.bytes), 'B').toLocaleString('en')} MB`).join(', '),
  );
  if (!client) return;
  const alias = `${indexPrefix}-case`;
  const stats = await client.indices.stats({ index: alias, metric: ['docs', 'store', 'segments'] });
  const primaries = stats._all.primaries;
  console.log(
    `Elasticsearch ${alias}: ${(primaries?.docs?.count ?? 0).toLocaleString('en')} documents, ` +
      `${mb(primaries?.store?.size_in_bytes ?? 0, 'B').toLocaleString('en')} MB on disk, ${primaries?.segments?.count ?? 0} segments ` +
      `(${mb(stats._all.total?.store?.size_in_bytes ?? 0, 'B').toLocaleString('en')} MB with replicas)`,
  );
}
if (client) await searchEngine.refresh('case');
await sizes();

/**
 * The limit of the Elasticsearch part: the documents the import indexed, read back from its index
 * into a file of bulk lines (not timed), then sent raw to a new index of the same settings and
 * mappings, in bodies of about 5 MB, two at a time (one per core): no parsing, validation,
 * PostgreSQL or citation index, only Elasticsearch's own indexing.
 */
async function rawBulkLimit(): Promise<{ seconds: number; documents: number } | null> {
  if (!client || !elasticsearchUrl) return null;
  const alias = `${indexPrefix}-case`;
  const raw = createElasticsearchSearchEngine(elasticsearchUrl, { indexPrefix: `${indexPrefix}-raw` });
  await raw.ensureReady();
  const target = raw.indexName('case');
  const linesFile = path.join(dataDir, 'bulk.ndjson');
  const out = createWriteStream(linesFile);
  const pit = await client.openPointInTime({ index: alias, keep_alive: '5m' });
  let after: estypes.SortResults | undefined;
  let documents = 0;
  for (;;) {
    const page = await client.search<Record<string, unknown>>({
      pit: { id: pit.id, keep_alive: '5m' },
      size: 2_000,
      sort: ['_shard_doc'],
      ...(after ? { search_after: after } : {}),
    });
    const hits = page.hits.hits;
    if (hits.length === 0) break;
    const text = hits.map((hit) => `${JSON.stringify({ index: { _id: hit._id } })}\n${JSON.stringify(hit._source)}\n`).join('');
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    documents += hits.length;
    after = hits.at(-1)?.sort;
  }
  await client.closePointInTime({ id: pit.id });
  await new Promise<void>((resolve) => out.end(() => resolve()));
  const memory = memorySampler();
  const took = await seconds(async () => {
    const inFlight = new Set<Promise<void>>();
    let body: string[] = [];
    let bytes = 0;
    const send = async (lines: string[]) => {
      const response = await client.transport.request<{ errors: boolean; items: unknown[] }>({ method: 'POST', path: `/${target}/_bulk`, bulkBody: `${lines.join('\n')}\n` });
      if (response.errors) throw new Error(`raw bulk: an item failed (${JSON.stringify(response.items.find((item) => JSON.stringify(item).includes('"error"')))})`);
    };
    const flush = async () => {
      const sending = send(body).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      body = [];
      bytes = 0;
      if (inFlight.size >= 2) await Promise.race(inFlight);
    };
    for await (const text of createInterface({ input: createReadStream(linesFile), crlfDelay: Infinity })) {
      body.push(text);
      bytes += text.length;
      if (bytes >= 5 * 1024 * 1024 && body.length % 2 === 0) await flush();
    }
    if (body.length > 0) await flush();
    await Promise.all(inFlight);
    await client.indices.refresh({ index: target });
  }, 'raw bulk');
  memory.stop();
  console.log(`raw bulk into Elasticsearch (limit): ${Math.round(documents / took).toLocaleString('en')} documents/s (${took.toFixed(1)} s, ${documents.toLocaleString('en')} documents)`);
  console.log(`  peak: ${memory.line(memory.peak)}`);
  if (cpuOf.has('raw bulk')) console.log(`  ${cpuOf.get('raw bulk')}`);
  const stats = await client.indices.stats({ index: target, metric: ['docs', 'store'] });
  console.log(`  ${target}: ${mb(stats._all.primaries?.store?.size_in_bytes ?? 0, 'B').toLocaleString('en')} MB on disk`);
  await client.indices.delete({ index: `${indexPrefix}-raw-*` }, { ignore: [404] });
  await raw.close();
  return { seconds: took, documents };
}
const rawLimit = limits.has('elasticsearch') ? await rawBulkLimit() : null;

if (!options.once) await run('import again, unchanged:');
const ratios = [
  limits.has('copy') ? `${((first.rate / rate(copySeconds)) * 100).toFixed(0)}% of plain COPY` : null,
  limits.has('tsvector')
    ? `${((first.rate / rate(copySeconds + indexSeconds)) * 100).toFixed(0)}% of COPY + search tsvector ` +
      `(${((first.rate / rate(copySeconds + indexTwoSeconds)) * 100).toFixed(0)}% of it in 2 streams)`
    : null,
  rawLimit ? `${((first.rate / (rawLimit.documents / rawLimit.seconds)) * 100).toFixed(0)}% of raw bulk into Elasticsearch` : null,
].filter(Boolean);
if (ratios.length > 0) console.log(`first import: ${ratios.join(', ')}`);
console.log(`this process's peak RSS: ${mb(process.resourceUsage().maxRSS)} MB` + (elasticsearchPid ? `; Elasticsearch JVM's peak RSS: ${mb(memoryOf(elasticsearchPid)?.peak ?? 0)} MB` : ''));

await worker.close();
await queue.close();
await realtime.close();
if (client) await client.close();
await searchEngine.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
if (generatedDir) await rm(generatedDir, { recursive: true, force: true });
