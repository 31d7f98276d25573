import { setTimeout as sleep } from 'node:timers/promises';
import { checkpointNotices, createDatabase, PostgresEventStore, type Database, type RecordedEvent } from '@qanoon/infra';
import { freshDatabase, uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from './projection.ts';
import { runProjection } from './runner.ts';

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(10);
  }
}

describe('a projection that gathers the events arriving while it rests', () => {
  let db: Database;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = createDatabase(await freshDatabase('qanoon_test_projection_gathering'));
    store = new PostgresEventStore(db);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it('applies a run of events appended one by one in one transaction, each once and in order', async () => {
    const batches: number[][] = [];
    const projection: Projection = {
      name: uniqueId('gathering-'),
      eventTypes: ['Expired'],
      async apply() {
        throw new Error('applied one by one');
      },
      async applyAll(events: RecordedEvent[]) {
        if (events.length > 0) batches.push(events.map((event) => (event.data as { n: number }).n));
      },
      async reset() {},
      // Long enough that eight appends in a row land within it on any machine.
      gatherMs: 2_000,
    };
    const running = runProjection(projection, { db, eventStore: store }, { batchSize: 100 });
    try {
      await store.appendToStream('user-0', [{ type: 'Expired', data: { n: 0 } }], 'no_stream');
      await until(() => batches.length === 1);
      // The sweep: eight users expired one after the other while the projection rests.
      for (let n = 1; n <= 8; n++) await store.appendToStream(`user-${n}`, [{ type: 'Expired', data: { n } }], 'no_stream');
      await until(() => batches.flat().length === 9);
      expect(batches).toEqual([[0], [1, 2, 3, 4, 5, 6, 7, 8]]);
    } finally {
      await running.stop();
    }
  });

  it('moves its checkpoint past events it does not read without applying them, and tells the waiters', async () => {
    let applied = 0;
    const noticed: bigint[] = [];
    const projection: Projection = {
      name: uniqueId('passing-'),
      eventTypes: [uniqueId('NeverAppended')],
      async apply() {
        applied += 1;
      },
      async reset() {},
    };
    const notices = checkpointNotices(db);
    expect(await notices.listening()).toBe(true);
    const stopListening = notices.on((name, position) => {
      if (name === projection.name) noticed.push(position);
    });
    const running = runProjection(projection, { db, eventStore: store }, { batchSize: 3 });
    try {
      let head = 0n;
      for (let n = 0; n < 7; n++) head = (await store.appendToStream(uniqueId('diary-'), [{ type: 'HearingAdded', data: { n } }], 'no_stream')).lastGlobalPosition;
      await until(() => running.position() === head);
      const { rows } = await db.query<{ position: bigint }>('SELECT position FROM projection_checkpoints WHERE name = $1', [projection.name]);
      expect(rows[0]?.position).toBe(head);
      expect(applied).toBe(0);
      // A waiter for any of these positions hears of it without polling the table.
      await until(() => noticed.at(-1) === head);
    } finally {
      stopListening();
      await running.stop();
    }
  });
});
