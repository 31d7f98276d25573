import { EventStoreDBClient } from '@eventstore/db-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEventStoreDbContainer } from '../testing/eventstoredb-container.ts';
import { uniqueId } from '../testing/index.ts';
import { eventStoreContract } from './event-store.contract.ts';
import { createEventStoreDbEventStore, type EventStoreDbEventStore } from './eventstoredb-event-store.ts';

// EventStoreDB's server is published on no registry the project's machines reach (not on Maven
// Central or npm): the suite runs where EVENTSTORE_URL points at one (docker compose), else in a
// container testcontainers starts where a Docker engine answers; with neither it skips, saying why.
const started = process.env.EVENTSTORE_URL ? undefined : await startEventStoreDbContainer(process.env);
const url = process.env.EVENTSTORE_URL ?? (started && 'url' in started ? started.url : undefined);
const title = url
  ? 'EventStoreDB adapter'
  : `EventStoreDB adapter (skipped: EVENTSTORE_URL not set, and ${started && 'skipped' in started ? started.skipped : 'no EventStoreDB'})`;

afterAll(async () => {
  if (started && 'stop' in started) await started.stop();
});

describe.skipIf(!url)(title, () => {
  const connect = () => createEventStoreDbEventStore(url ?? '');

  eventStoreContract('EventStoreDB', async () => connect());

  describe('beyond the contract', () => {
    let store: EventStoreDbEventStore;
    let raw: EventStoreDBClient;
    beforeAll(() => {
      store = connect();
      raw = EventStoreDBClient.connectionString(url ?? '');
    });
    afterAll(async () => {
      await Promise.all([store.close(), raw.dispose()]);
    });

    it('gives each event of one append its own global position, the last one reported by the append', async () => {
      const stream = uniqueId('positions-');
      const before = await store.appendToStream(uniqueId('marker-'), [{ type: 'Marker', data: {} }], 'no_stream');
      const result = await store.appendToStream(
        stream,
        ['A', 'B', 'C'].map((type) => ({ type, data: {} })),
        'no_stream',
      );
      const mine = (await store.readAll({ after: before.lastGlobalPosition, maxCount: 10_000 })).filter(
        (e) => e.streamId === stream,
      );
      const positions = mine.map((e) => e.globalPosition);
      expect(new Set(positions).size).toBe(3);
      expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
      expect(positions[2]).toBe(result.lastGlobalPosition);
    });

    it('leaves system events out of readAll', async () => {
      const before = await store.appendToStream(uniqueId('marker-'), [{ type: 'Marker', data: {} }], 'no_stream');
      const stream = uniqueId('with-metadata-');
      await store.appendToStream(stream, [{ type: 'Opened', data: {} }], 'no_stream');
      // Stream metadata is written by EventStoreDB as a $metadata event in the $$ stream.
      await raw.setStreamMetadata(stream, { maxAge: 86_400 });
      const after = await store.readAll({ after: before.lastGlobalPosition, maxCount: 10_000 });
      expect(after.some((e) => e.type.startsWith('$') || e.streamId.startsWith('$'))).toBe(false);
      expect(after.filter((e) => e.streamId === stream).map((e) => e.type)).toEqual(['Opened']);
    });

    it('reads from a bound that falls between two records without skipping or repeating', async () => {
      const stream = uniqueId('between-');
      const first = await store.appendToStream(stream, [{ type: 'A', data: {} }], 'no_stream');
      await store.appendToStream(stream, [{ type: 'B', data: {} }], 0n);
      const read = await store.readAll({ after: first.lastGlobalPosition - 1n, maxCount: 10_000 });
      expect(read.filter((e) => e.streamId === stream).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('rejects done when the handler throws', async () => {
      await store.appendToStream(uniqueId('boom-'), [{ type: 'Boom', data: {} }], 'no_stream');
      const subscription = store.subscribeToAll(async () => {
        throw new Error('handler failed');
      });
      await expect(subscription.done).rejects.toThrow('handler failed');
    });
  });
});
