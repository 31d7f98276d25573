// Case law import throughput against plain COPY of the same file, on a scratch database.
// Usage: npx tsx bench/import.ts [--database NAME] [Case_laws.csv] (default: ../shared/data/legal-corpus/Case_laws.csv from the repository;
//        NAME: the scratch database, dropped and made afresh, default qanoon_bench_import)
//        npx tsx bench/import.ts --generate [rows] (rows of generated case law, default 100,000, written to a temporary folder)
// Needs PostgreSQL, Redis and `psql` (the COPY baseline streams the file through `\copy`, as an import streams it).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createBullQueue,
  createDatabase,
  createLocalBlobStore,
  createRedisEmitter,
  createSearchEngine,
  startBullWorker,
} from '@qanoon/infra';
import { freshDatabase, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { createImports, createUserDirectory, importJobName, writeLegalData } from '@qanoon/services';
import { cpuDuring } from './support.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: options, positionals } = parseArgs({ options: { generate: { type: 'boolean' }, database: { type: 'string' } }, allowPositionals: true });
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
const url = await freshDatabase(options.database ?? 'qanoon_bench_import');
const db = createDatabase(url, { max: 8 });
await db.query('SET client_min_messages = warning');

/** Where the CPU went in each timed step (this process is the worker: its CPU is the import's own). */
const cpuOf = new Map<string, string>();
const seconds = async (fn: () => Promise<unknown> | unknown, label?: string) => {
  const start = performance.now();
  const cpu = await cpuDuring(async () => fn());
  if (label && cpu) cpuOf.set(label, cpu);
  return (performance.now() - start) / 1000;
};
const psql = (command: string) => {
  const run = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr || run.error?.message}`);
};

// The limits: the file's nine columns COPYed into a bare table (lz4, as case_laws), then the
// same rows into a copy of search_documents (its generated tsvector is the cost of search).
await db.query(`CREATE TABLE copy_plain (citation_id text, parties text, judge text, lawyer text, court text,
  case_ref text, law_ref text, head_notes text, case_desc text)`);
await db.query('ALTER TABLE copy_plain ALTER COLUMN case_desc SET COMPRESSION lz4, ALTER COLUMN head_notes SET COMPRESSION lz4');
await db.query('CREATE TABLE copy_search (LIKE search_documents INCLUDING ALL)');
await db.query('CREATE TABLE copy_search2 (LIKE search_documents INCLUDING ALL)');
const copySeconds = await seconds(() => psql(`\\copy copy_plain FROM '${file.replaceAll("'", "''")}' WITH (FORMAT csv, HEADER true)`));
const rows = Number((await db.query<{ n: bigint }>('SELECT count(*) AS n FROM copy_plain')).rows[0]?.n ?? 0n);
const toSearch = (table: string, where = 'true') =>
  db.query(`INSERT INTO ${table} (kind, id, title, body, parties, judge, lawyer, court)
    SELECT 'case', citation_id, coalesce(parties, citation_id), concat_ws(E'\\n\\n', head_notes, case_desc), parties, judge, lawyer, court
    FROM copy_plain WHERE ${where}`);
const indexSeconds = await seconds(() => toSearch('copy_search'), 'tsvector, 1 stream');
// The import indexes each batch in two halves on two connections; so does this limit.
const indexTwoSeconds = await seconds(
  () => Promise.all([0, 1].map((k) => toSearch('copy_search2', `abs(hashtext(citation_id)) % 2 = ${k}`))),
  'tsvector, 2 streams',
);

// The import, as the worker runs it: blob store, queue, batches, search index, progress.
const dataDir = await mkdtemp(path.join(tmpdir(), 'qanoon-bench-import-'));
const prefix = uniqueId('bench-');
const blobs = createLocalBlobStore(dataDir);
const queue = createBullQueue('imports', testRedisUrl, prefix);
const realtime = createRedisEmitter(testRedisUrl);
const imports = createImports({ db, searchEngine: createSearchEngine({ ELASTICSEARCH_URL: undefined }, db), blobs, realtime, importQueue: () => queue, users: createUserDirectory(db) });
const worker = startBullWorker('imports', testRedisUrl, { [importJobName]: (job) => imports.runImport(job) }, { prefix });
const { rows: admins } = await db.query<{ id: string }>(
  `INSERT INTO users (criteria, first_name, last_name, email, contact, address, city, password_hash, is_admin)
   VALUES ('admin', 'Bench', 'Admin', 'bench@example.pk', '+923000000000', '-', '-', '-', true) RETURNING id`,
);
const admin = { userId: admins[0]?.id ?? '' };

const run = async (label: string) => {
  const stored = await blobs.put('imports', createReadStream(file), { allowed: ['csv'], maxBytes: 2 * 1024 ** 3 });
  // The worker runs in this process: its memory is this process's memory.
  let heapPeak = 0;
  let rssPeak = 0;
  const sampler = setInterval(() => {
    const memory = process.memoryUsage();
    heapPeak = Math.max(heapPeak, memory.heapUsed);
    rssPeak = Math.max(rssPeak, memory.rss);
  }, 50);
  let report: Record<string, unknown> = {};
  const took = await seconds(async () => {
    const started = await imports.startImport(admin, { kind: 'cases', blobKey: stored.key, fileName: path.basename(file) });
    if (!started.ok) throw new Error(started.message);
    for (;;) {
      const { rows: [job] } = await db.query<Record<string, unknown>>('SELECT state, rows_done, inserted, updated, unchanged, rejected, error FROM import_jobs WHERE id = $1', [started.importId]);
      if (job && !['queued', 'running'].includes(String(job.state))) {
        report = job;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }, label);
  clearInterval(sampler);
  const imported = Number(report.rows_done);
  const rate = imported / took;
  console.log(
    `${label.padEnd(30)} ${Math.round(rate).toLocaleString('en')} rows/s (${took.toFixed(1)} s; ${report.state}: ` +
      `${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected} rejected; ` +
      `peak RSS ${Math.round(rssPeak / 1024 / 1024)} MB, heap ${Math.round(heapPeak / 1024 / 1024)} MB)`,
  );
  if (cpuOf.has(label)) console.log(`  ${cpuOf.get(label)}`);
  return rate;
};

const rate = (seconds_: number) => rows / seconds_;
console.log(`file: ${path.basename(file)}, ${rows.toLocaleString('en')} rows, ${megabytes.toFixed(1)} MB`);
console.log(`plain COPY (limit):             ${Math.round(rate(copySeconds)).toLocaleString('en')} rows/s (${copySeconds.toFixed(1)} s)`);
console.log(`COPY + search tsvector (limit): ${Math.round(rate(copySeconds + indexSeconds)).toLocaleString('en')} rows/s (${(copySeconds + indexSeconds).toFixed(1)} s)`);
console.log(`  the same, tsvector in 2 streams: ${Math.round(rate(copySeconds + indexTwoSeconds)).toLocaleString('en')} rows/s (${(copySeconds + indexTwoSeconds).toFixed(1)} s)`);
for (const step of ['tsvector, 1 stream', 'tsvector, 2 streams']) if (cpuOf.has(step)) console.log(`  ${step}: ${cpuOf.get(step)}`);
const first = await run('import, empty library:');
await run('import again, unchanged:');
console.log(
  `first import: ${((first / rate(copySeconds)) * 100).toFixed(0)}% of plain COPY, ` +
    `${((first / rate(copySeconds + indexSeconds)) * 100).toFixed(0)}% of COPY + search tsvector ` +
    `(${((first / rate(copySeconds + indexTwoSeconds)) * 100).toFixed(0)}% of it in 2 streams)`,
);
console.log(`process peak RSS: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);

await worker.close();
await queue.close();
await realtime.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
if (generatedDir) await rm(generatedDir, { recursive: true, force: true });
