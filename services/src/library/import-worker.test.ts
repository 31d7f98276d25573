import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importLimits } from '@qanoon/contracts';
import { createBullQueue, createDatabase, createLocalBlobStore, createRedisEmitter, createSearchEngine } from '@qanoon/infra';
import { freshDatabase, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJobRow } from './import/import-jobs.ts';
import { createUserDirectory } from '../identity/user-directory.ts';
import { createImports } from './imports.ts';
import { generatedCasesFile } from './test-kit.ts';

const rowsInFile = 3000;

describe('an import whose worker stops mid-file', () => {
  const prefix = uniqueId('test-');
  let url: string;
  let dataDir: string;
  const workers: ChildProcess[] = [];
  let output = '';
  let db: ReturnType<typeof createDatabase>;
  let imports: ReturnType<typeof createImports>;
  let admin: { userId: string };
  const queue = createBullQueue('imports', testRedisUrl, prefix);
  const realtime = createRedisEmitter(testRedisUrl);

  async function startWorker(): Promise<ChildProcess> {
    // The worker indexes into PostgreSQL, like the library this test reads back through.
    const { ELASTICSEARCH_URL: _searchedElsewhere, ...env } = process.env;
    const worker = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '..', 'worker.ts')], {
      env: { ...env, DATABASE_URL: url, REDIS_URL: testRedisUrl, QUEUE_PREFIX: prefix, DATA_DIR: dataDir, JOB_LOCK_SECONDS: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(worker);
    worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const ready = (output.match(/running jobs/g) ?? []).length + 1;
    while ((output.match(/running jobs/g) ?? []).length < ready) {
      if (worker.exitCode !== null) throw new Error(`The worker exited: ${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return worker;
  }

  const job = async (id: string) => (await db.query<ImportJobRow>('SELECT * FROM import_jobs WHERE id = $1', [id])).rows[0];

  async function until(id: string, done: (row: ImportJobRow) => boolean, timeoutMs = 60_000): Promise<ImportJobRow> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const row = await job(id);
      if (row && done(row)) return row;
      if (Date.now() > end) throw new Error(`Import ${id} is ${row?.state} with ${row?.rows_done} rows after ${timeoutMs} ms. Workers said: ${output}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  async function start(series: string): Promise<string> {
    const blobs = createLocalBlobStore(dataDir);
    const stored = await blobs.put(
      'imports',
      (async function* () {
        const bytes = Buffer.from(generatedCasesFile(series, rowsInFile).file);
        for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
      })(),
      { allowed: ['csv'], maxBytes: importLimits.maxFileBytes },
    );
    const started = await imports.startImport(admin, { kind: 'cases', blobKey: stored.key, fileName: 'Case_laws.csv' });
    if (!started.ok) throw new Error(started.message);
    return started.importId;
  }

  const countOf = async (series: string) => {
    const { rows } = await db.query<{ cases: bigint; indexed: bigint }>(
      `SELECT (SELECT count(*) FROM case_laws WHERE citation_id LIKE $1) AS cases,
              (SELECT count(*) FROM search_documents WHERE kind = 'case' AND id LIKE $1) AS indexed`,
      [`${series} %`],
    );
    return rows[0];
  };

  beforeAll(async () => {
    url = await freshDatabase('qanoon_test_library_worker');
    dataDir = await mkdtemp(path.join(tmpdir(), 'qanoon-library-worker-'));
    db = createDatabase(url, { max: 4 });
    imports = createImports({ db, searchEngine: createSearchEngine({ ELASTICSEARCH_URL: undefined }, db), blobs: createLocalBlobStore(dataDir), realtime, importQueue: () => queue, users: createUserDirectory(db) });
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (criteria, first_name, last_name, email, contact, address, city, password_hash, is_admin)
       VALUES ('admin', 'Ayesha', 'Admin', 'admin@example.pk', '+923001234567', 'Court Road', 'Quetta', 'not-a-hash', true) RETURNING id`,
    );
    admin = { userId: rows[0]?.id ?? '' };
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    await queue.close();
    await realtime.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('resumes after the worker is killed, ending with exactly the file\'s rows, each written once', { timeout: 90_000 }, async () => {
    const killed = await startWorker();
    const importId = await start('KILL');
    const atKill = await until(importId, (row) => row.rows_done > 0n);
    killed.kill('SIGKILL');
    await once(killed, 'exit');
    expect(atKill.rows_done).toBeLessThan(BigInt(rowsInFile));

    await startWorker();
    const done = await until(importId, (row) => row.state === 'done');
    // Resumed, not restarted: a restart would count the rows committed before the kill as unchanged.
    expect(done).toMatchObject({ rows_done: BigInt(rowsInFile), inserted: BigInt(rowsInFile), updated: 0n, unchanged: 0n, rejected: 0n });
    expect(done.runs).toBeGreaterThanOrEqual(2);
    expect(await countOf('KILL')).toEqual({ cases: BigInt(rowsInFile), indexed: BigInt(rowsInFile) });
  });

  it('hands an import back to the queue on SIGTERM, and the next worker finishes it', { timeout: 90_000 }, async () => {
    const running = workers.find((w) => w.exitCode === null && w.signalCode === null) ?? (await startWorker());
    const importId = await start('TERM');
    await until(importId, (row) => row.rows_done > 0n);
    running.kill('SIGTERM');
    const [code] = (await Promise.race([once(running, 'exit'), new Promise((_, reject) => setTimeout(() => reject(new Error(`No exit: ${output}`)), 30_000))])) as [number];
    expect(code).toBe(0);
    const handedBack = await job(importId);
    expect(handedBack?.state).toBe('queued');
    expect(handedBack?.rows_done).toBeLessThan(BigInt(rowsInFile));

    await startWorker();
    const done = await until(importId, (row) => row.state === 'done');
    expect(done).toMatchObject({ rows_done: BigInt(rowsInFile), inserted: BigInt(rowsInFile), unchanged: 0n });
    expect(await countOf('TERM')).toEqual({ cases: BigInt(rowsInFile), indexed: BigInt(rowsInFile) });
  });
});
