import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../postgres/database.ts';
import { testDatabaseUrl } from '../testing/index.ts';
import { eventStoreContract } from './event-store.contract.ts';
import type { RecordedEvent } from './event-store.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

eventStoreContract('PostgreSQL', async () => {
  const db = createDatabase(testDatabaseUrl, { max: 20 });
  const store = new PostgresEventStore(db);
  const close = store.close.bind(store);
  store.close = async () => {
    await close();
    await db.close();
  };
  return store;
});

describe('PostgreSQL event store moments', () => {
  const db = createDatabase(testDatabaseUrl, { max: 4 });
  const store = new PostgresEventStore(db);
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it("gives the moment an event was recorded to the millisecond, the server's microseconds cut off, not rounded, in every read", async () => {
    const stream = `moment-${randomUUID()}`;
    const { lastGlobalPosition } = await store.appendToStream(stream, [{ type: 'Late', data: {} }], 'no_stream');
    // The last microsecond of June in UTC: rounding would move the event into July.
    await db.query(`UPDATE events SET recorded_at = '2025-06-30 23:59:59.999999+00' WHERE stream_id = $1`, [stream]);
    const expected = new Date('2025-06-30T23:59:59.999Z');
    const [fromStream] = await store.readStream(stream);
    const fromLog = (await store.readAll({ after: lastGlobalPosition - 1n, maxCount: 1 }))[0];
    const pages: RecordedEvent[] = [];
    for await (const page of store.readAllPages({ after: lastGlobalPosition - 1n })) pages.push(...page);
    const fromPages = pages.find((e) => e.streamId === stream);
    expect([fromStream?.recordedAt, fromLog?.recordedAt, fromPages?.recordedAt]).toEqual([expected, expected, expected]);
  });
});
