import { randomUUID } from 'node:crypto';
import { checkpointListenerName, createDatabase, PostgresEventStore, type Database } from '@qanoon/infra';
import { freshDatabase } from '@qanoon/infra/testing';
import { runProjection, type Projection } from '@qanoon/projections';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitProjection } from './await-projection.ts';

/** A read model of its own: one row per `Noted` event, so a wait has something to catch up with. */
const notes: Projection = {
  name: 'waiter_notes',
  eventTypes: ['Noted'],
  async apply(event, sql) {
    await sql.query('INSERT INTO waiter_notes (position) VALUES ($1)', [event.globalPosition.toString()]);
  },
  async reset(sql) {
    await sql.query('DELETE FROM waiter_notes');
  },
};

// Far longer than any wait below: only the checkpoint commit's NOTIFY can end one in time.
const neverPoll = 600_000;

let db: Database;
let store: PostgresEventStore;
let projector: ReturnType<typeof runProjection>;

async function note(): Promise<bigint> {
  const appended = await store.appendToStream(`waiter-${randomUUID()}`, [{ type: 'Noted', data: {} }], 'no_stream');
  return appended.lastGlobalPosition;
}

beforeAll(async () => {
  db = createDatabase(await freshDatabase('qanoon_test_await_projection'), { max: 4 });
  await db.query('CREATE TABLE waiter_notes (position bigint PRIMARY KEY)');
  store = new PostgresEventStore(db, { pollIntervalMs: 50 });
  projector = runProjection(notes, { db, eventStore: store }, { retryDelayMs: 100 });
});

afterAll(async () => {
  await projector?.stop();
  await store?.close();
  await db?.close();
});

describe('waiting for a read model', () => {
  it('is woken by the projector’s checkpoint commit, not by looking again', async () => {
    await projector.stop();
    const position = await note();
    const waited = awaitProjection(db, notes.name, position, 30_000, neverPoll);
    // Its one look finds the projector stopped short of the event; only the commit's notice can end the wait now.
    await sleep(500);
    projector = runProjection(notes, { db, eventStore: store }, { retryDelayMs: 100 });
    expect(await waited).toBe(true);
    const { rows } = await db.query('SELECT position FROM waiter_notes WHERE position = $1', [position.toString()]);
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('listens on one connection for every wait, and opens it again when it drops', async () => {
    const listeners = async () =>
      (await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [checkpointListenerName])).rows;
    const before = await note();
    const waits = Array.from({ length: 5 }, () => awaitProjection(db, notes.name, before + 1n, 30_000, neverPoll));
    await note();
    expect(await Promise.all(waits)).toEqual([true, true, true, true, true]);
    expect(await listeners()).toHaveLength(1);

    const [listener] = await listeners();
    await db.query('SELECT pg_terminate_backend($1)', [listener?.pid]);
    // The first wait after the drop may miss a notice while it reconnects; the one after listens again.
    const next = await note();
    await awaitProjection(db, notes.name, next, 30_000);
    const after = await note();
    const woken = awaitProjection(db, notes.name, after + 1n, 30_000, neverPoll);
    await note();
    expect(await woken).toBe(true);
    expect(await listeners()).toHaveLength(1);
  }, 90_000);

  it('answers false when the read model does not catch up in time, and true at once for nothing to wait on', async () => {
    expect(await awaitProjection(db, notes.name, null, 10)).toBe(true);
    expect(await awaitProjection(db, notes.name, 1_000_000_000n, 200)).toBe(false);
  });
});
