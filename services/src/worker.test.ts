import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createBullQueue, createDatabase, PostgresEventStore } from '@qanoon/infra';
import { freshDatabase, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStream } from './demo/seed-demo-data.ts';

// The demo seed fills an empty installation: the worker gets a database of its own, so the cases
// other tests write meanwhile into the shared one are not its library to import and index.
const databaseUrl = await freshDatabase('qanoon_test_worker');
// Seeding imports and indexes a whole generated library: on a loaded machine that takes a while.
const seedLimitMs = 180_000;

describe('the worker process', () => {
  const prefix = uniqueId('test-');
  const heartbeatFile = path.join(tmpdir(), `${prefix}.heartbeat`);
  const worker = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'worker.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: prefix,
      HEARTBEAT_FILE: heartbeatFile,
      // Its search indices too are its own.
      ELASTICSEARCH_INDEX_PREFIX: `${prefix}qanoon`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const queue = createBullQueue('maintenance', testRedisUrl, prefix);
  const db = createDatabase(databaseUrl);

  beforeAll(async () => {
    let output = '';
    worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    while (!output.includes('running jobs')) await new Promise((r) => setTimeout(r, 50));
  });

  afterAll(async () => {
    if (worker.exitCode === null) worker.kill('SIGKILL');
    await queue.close();
    await db.close();
  });

  it('runs the demo seed job, reports its progress and finishes it', async () => {
    const id = await queue.enqueue('demo.seed', {});
    const result = await queue.waitFor(id, seedLimitMs);
    expect(result).toMatchObject({ steps: 8 });
    const job = await queue.getJob(id);
    expect(job?.state).toBe('completed');
    expect(job?.progress).toMatchObject({ step: 'finished', done: 8, total: 8 });
    const events = await new PostgresEventStore(db).readStream(demoStream);
    expect(events.map((e) => e.type)).toEqual(['DemoDataSeeded']);
  }, seedLimitMs + 10_000);

  it('seeds once however often it is asked', async () => {
    const ids = await Promise.all([queue.enqueue('demo.seed', {}), queue.enqueue('demo.seed', {})]);
    await Promise.all(ids.map((id) => queue.waitFor(id, 30_000)));
    expect(await new PostgresEventStore(db).readStream(demoStream)).toHaveLength(1);
  });

  it('fails a job it has no handler for, saying so', async () => {
    const id = await queue.enqueue('no.such.job', {});
    await expect(queue.waitFor(id, 30_000)).rejects.toThrow('No handler for job no.such.job');
    expect((await queue.getJob(id))?.state).toBe('failed');
  });

  it('passes its container health check while its stores answer', async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'health', '-w', '@qanoon/infra'], {
      env: { ...process.env, HEARTBEAT_FILE: heartbeatFile },
    });
    expect(stdout).toMatch(/^healthy: heartbeat \d+ s ago/);
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(worker.exitCode).toBeNull();
    worker.kill('SIGTERM');
    const [code] = await once(worker, 'exit');
    expect(code).toBe(0);
    expect(existsSync(heartbeatFile)).toBe(false);
  });
});
