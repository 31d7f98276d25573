import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, PostgresEventStore, type Database } from '@qanoon/infra';
import { freshDatabase } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const streams = 30;
const perStream = 200;
const total = streams * perStream;

function start(script: string, url: string, args: string[] = []): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(here, script), ...args], {
    env: { ...process.env, DATABASE_URL: url, PROJECTION_BATCH_SIZE: '5', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function checkpoint(db: Database): Promise<bigint> {
  const { rows } = await db.query<{ position: bigint }>(
    "SELECT position FROM projection_checkpoints WHERE name = 'stream-catalog'",
  );
  return rows[0]?.position ?? -1n;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(10);
  }
}

const catalog = async (db: Database) =>
  (
    await db.query(
      'SELECT stream_id, category, event_count, last_event_type, first_recorded_at, last_recorded_at FROM stream_catalog ORDER BY stream_id',
    )
  ).rows;

describe('the projector', () => {
  let db: Database;
  let url: string;
  let head: bigint;

  beforeAll(async () => {
    url = await freshDatabase('qanoon_test_projector');
    db = createDatabase(url);
    const store = new PostgresEventStore(db);
    for (let s = 0; s < streams; s++) {
      for (let i = 0; i < perStream; i += 20) {
        const events = Array.from({ length: 20 }, (_, k) => ({ type: `Step${(i + k) % 3}`, data: { n: i + k } }));
        const result = await store.appendToStream(`case-${s}`, events, i === 0 ? 'no_stream' : BigInt(i - 1));
        head = result.lastGlobalPosition;
      }
    }
    await store.close();
  });

  afterAll(async () => {
    await db.close();
  });

  it('killed mid-stream and restarted, builds the same read model as an uninterrupted run', async () => {
    const first = start('main.ts', url);
    await waitFor(async () => (await checkpoint(db)) > 200n, 60_000);
    first.kill('SIGKILL');
    await once(first, 'exit');
    const killedAt = await checkpoint(db);
    expect(killedAt).toBeGreaterThan(0n);
    expect(killedAt).toBeLessThan(head);

    const second = start('main.ts', url);
    await waitFor(async () => (await checkpoint(db)) === head, 120_000);
    second.kill('SIGTERM');
    const [code] = await once(second, 'exit');
    expect(code).toBe(0);

    const resumed = await catalog(db);
    expect(resumed).toHaveLength(streams);
    expect(resumed.every((row) => row.event_count === BigInt(perStream))).toBe(true);
    expect(resumed.reduce((sum, row) => sum + Number(row.event_count), 0)).toBe(total);

    const rebuild = start('rebuild.ts', url, ['stream-catalog']);
    let output = '';
    rebuild.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [rebuildCode] = await once(rebuild, 'exit');
    expect(rebuildCode).toBe(0);
    expect(output).toContain(`rebuilt from position 0: ${total} events`);
    expect(await catalog(db)).toEqual(resumed);
    expect(await checkpoint(db)).toBe(head);
    // Two real processes and a rebuild: on a busy machine this takes longer than the default.
  }, 240_000);

  it('refuses to rebuild a projection that does not exist, naming the ones that do', async () => {
    const rebuild = start('rebuild.ts', url, ['no-such-projection']);
    let stderr = '';
    rebuild.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(rebuild, 'exit');
    expect(code).toBe(64);
    expect(stderr).toContain('stream-catalog');
  });
});
