import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueId } from '../testing/index.ts';
import { WrongExpectedVersionError, type EventStore, type RecordedEvent } from './event-store.ts';

const event = (type: string, data: Record<string, unknown> = {}) => ({ type, data });

async function collectUntil(
  store: EventStore,
  predicate: (seen: RecordedEvent[]) => boolean,
  options: { after?: bigint; batchSize?: number; timeoutMs?: number } = {},
): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  let resolve: () => void = () => {};
  const finished = new Promise<void>((r) => (resolve = r));
  const subscription = store.subscribeToAll(
    async (batch) => {
      seen.push(...batch);
      if (predicate(seen)) resolve();
    },
    { ...(options.after === undefined ? {} : { after: options.after }), batchSize: options.batchSize ?? 100 },
  );
  const timeout = setTimeout(resolve, options.timeoutMs ?? 20_000);
  await Promise.race([finished, subscription.done]);
  clearTimeout(timeout);
  await subscription.stop();
  return seen;
}

/**
 * The behaviour every EventStore adapter must show. Run it against each adapter whose engine is
 * reachable; the caller skips the others and says why.
 */
export function eventStoreContract(name: string, factory: () => Promise<EventStore>): void {
  describe(`${name} event store`, () => {
    // Writers and the subscriber use separate instances, as web and projector do in production.
    let store: EventStore;
    let reader: EventStore;
    beforeAll(async () => {
      store = await factory();
      reader = await factory();
    });
    afterAll(async () => {
      await Promise.all([store.close(), reader.close()]);
    });

    it('appends to a new stream and reads it back in order with revisions from 0', async () => {
      const stream = uniqueId('contract-');
      const result = await store.appendToStream(
        stream,
        [event('Opened', { title: 'Ahmad v. State' }), event('Revised', { note: 'ص 12' }), event('Closed')],
        'no_stream',
      );
      expect(result.nextExpectedRevision).toBe(2n);
      const read = await store.readStream(stream);
      expect(read.map((e) => [e.type, e.revision])).toEqual([
        ['Opened', 0n],
        ['Revised', 1n],
        ['Closed', 2n],
      ]);
      expect(read[1]?.data).toEqual({ note: 'ص 12' });
      expect(read[2]?.globalPosition).toBe(result.lastGlobalPosition);
    });

    it('reads a stream that does not exist as empty', async () => {
      expect(await store.readStream(uniqueId('missing-'))).toEqual([]);
    });

    it('keeps metadata with the event', async () => {
      const stream = uniqueId('contract-');
      await store.appendToStream(stream, [{ type: 'Tagged', data: { n: 1 }, metadata: { actor: 'admin-1' } }], 'any');
      const [read] = await store.readStream(stream);
      expect(read?.metadata).toMatchObject({ actor: 'admin-1' });
    });

    it('refuses no_stream when the stream exists, and writes nothing', async () => {
      const stream = uniqueId('contract-');
      await store.appendToStream(stream, [event('Opened')], 'no_stream');
      await expect(store.appendToStream(stream, [event('Opened')], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('refuses stream_exists on a stream that does not exist', async () => {
      await expect(store.appendToStream(uniqueId('contract-'), [event('X')], 'stream_exists')).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
    });

    it('refuses a stale expected revision and reports the actual one', async () => {
      const stream = uniqueId('contract-');
      await store.appendToStream(stream, [event('A'), event('B')], 'no_stream');
      const error = await store.appendToStream(stream, [event('C')], 0n).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect((error as WrongExpectedVersionError).actual).toBe(1n);
      await store.appendToStream(stream, [event('C')], 1n);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('lets exactly one of two concurrent writers at the same revision win', async () => {
      const stream = uniqueId('contract-');
      await store.appendToStream(stream, [event('Opened')], 'no_stream');
      const results = await Promise.allSettled([
        store.appendToStream(stream, [event('VerifiedBy', { admin: 1 })], 0n),
        store.appendToStream(stream, [event('VerifiedBy', { admin: 2 })], 0n),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected');
      expect(rejected?.status === 'rejected' && rejected.reason).toBeInstanceOf(WrongExpectedVersionError);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('reads all events after a position in global order', async () => {
      const stream = uniqueId('contract-');
      const first = await store.appendToStream(stream, [event('A')], 'no_stream');
      await store.appendToStream(stream, [event('B'), event('C')], 0n);
      const after = await store.readAll({ after: first.lastGlobalPosition, maxCount: 10_000 });
      const mine = after.filter((e) => e.streamId === stream);
      expect(mine.map((e) => e.type)).toEqual(['B', 'C']);
      const positions = after.map((e) => e.globalPosition);
      expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(positions.every((p) => p > first.lastGlobalPosition)).toBe(true);
    });

    it('reads back through the log exactly what a stream read gives: text, numbers, nesting and the moment', async () => {
      const stream = uniqueId('contract-');
      const data = {
        quote: 'He said "no" \\ and left\ttabbed\nlines',
        urdu: 'ضمانت قبل از گرفتاری',
        emoji: '⚖️',
        numbers: [0, -1, 1500.5, 2 ** 53 - 1, 1e-7],
        nested: { empty: {}, list: [], none: null, yes: true },
      };
      const first = await store.appendToStream(stream, [event('Odd', data)], 'no_stream');
      // A dozen moments, one an append: a moment's microseconds are cut as a stream read cuts them.
      for (let i = 0n; i < 12n; i++) await store.appendToStream(stream, [event('Plain')], i);
      const fromLog = (await readAllAfter(store, first.lastGlobalPosition - 1n)).filter((e) => e.streamId === stream);
      const fromStream = await store.readStream(stream);
      expect(fromLog).toEqual(fromStream);
      expect(fromLog[0]?.data).toEqual(data);
      expect(fromLog[0]?.recordedAt).toBeInstanceOf(Date);
      expect(typeof fromLog[0]?.globalPosition).toBe('bigint');
      expect(typeof fromLog[0]?.revision).toBe('bigint');
    });

    it('reads the log after a position in pages of the size asked: the very events readAll gives, odd text and all', async () => {
      const stream = uniqueId('contract-');
      const odd = { text: 'tab\there, line\nbreak, back\\slash, \\N, "quoted"', urdu: 'ضمانت قبل از گرفتاری ۔', emoji: '⚖️', n: [1.5, -2] };
      const first = await store.appendToStream(stream, [event('Odd', odd)], 'no_stream');
      for (let i = 0n; i < 7n; i++) await store.appendToStream(stream, [event('Plain', { i: Number(i) }), event('Other')], i === 0n ? 0n : 2n * i);
      const pages: RecordedEvent[][] = [];
      for await (const page of store.readAllPages({ after: first.lastGlobalPosition - 1n, pageSize: 4 })) pages.push(page);
      const paged = pages.flat();
      expect(paged).toEqual(await readAllAfter(store, first.lastGlobalPosition - 1n));
      expect(pages.slice(0, -1).every((page) => page.length === 4)).toBe(true);
      expect(pages.at(-1)?.length).toBeGreaterThan(0);
      const mine = paged.filter((e) => e.streamId === stream);
      expect(mine).toHaveLength(15);
      expect(mine[0]?.data).toEqual(odd);
      expect(mine[0]?.recordedAt).toBeInstanceOf(Date);
      expect(mine.map((e) => e.revision)).toEqual(Array.from({ length: 15 }, (_, i) => BigInt(i)));
    });

    it('gives no page after the last event, and a read left early frees what it held', async () => {
      const stream = uniqueId('contract-');
      const marker = await store.appendToStream(stream, [event('Marker')], 'no_stream');
      await store.appendToStream(stream, [event('A'), event('B'), event('C')], 0n);
      // Enough after them that a read left after its first page is still in the middle of the log.
      const bulk = Array.from({ length: 200 }, (_, i) => event('Bulk', { i, text: 'مقدمہ '.repeat(300) }));
      const written = await store.appendToStream(stream, bulk, 3n);
      const none: RecordedEvent[][] = [];
      for await (const page of store.readAllPages({ after: written.lastGlobalPosition })) none.push(page);
      expect(none).toEqual([]);
      // More early exits than a pool holds connections: one kept would make a later read wait for ever.
      for (let i = 0; i < 25; i++) {
        for await (const page of store.readAllPages({ after: marker.lastGlobalPosition, pageSize: 1 })) {
          expect(page.map((e) => e.type)).toEqual(['A']);
          break;
        }
      }
      const types: string[] = [];
      for await (const page of store.readAllPages({ after: marker.lastGlobalPosition, pageSize: 50 })) types.push(...page.map((e) => e.type));
      expect(types).toEqual(['A', 'B', 'C', ...bulk.map((e) => e.type)]);
      // Every connection the store holds still answers: none was handed back in the middle of a read.
      const reads = await Promise.all(Array.from({ length: 30 }, () => store.readAll({ after: marker.lastGlobalPosition, maxCount: 3 })));
      expect(reads.map((read) => read.map((e) => e.type).join())).toEqual(Array.from({ length: 30 }, () => 'A,B,C'));
    });

    it('catches a subscriber up on past events and then delivers new ones', async () => {
      const stream = uniqueId('contract-');
      const start = await store.appendToStream(stream, [event('Past')], 'no_stream');
      const seenPromise = collectUntil(store, (seen) => seen.some((e) => e.streamId === stream && e.type === 'Live'), {
        after: start.lastGlobalPosition - 1n,
      });
      await new Promise((r) => setTimeout(r, 200));
      await store.appendToStream(stream, [event('Live')], 0n);
      const seen = (await seenPromise).filter((e) => e.streamId === stream);
      expect(seen.map((e) => e.type)).toEqual(['Past', 'Live']);
    });

    it('delivers every event exactly once, in commit order, to a subscriber reading while many writers append', async () => {
      const prefix = uniqueId('race-');
      const streams = Array.from({ length: 40 }, (_, i) => `${prefix}-${i}`);
      const perStream = 15;
      const marker = await store.appendToStream(`${prefix}-start`, [event('Start')], 'no_stream');
      const before = marker.lastGlobalPosition;

      const seenPromise = collectUntil(
        reader,
        (seen) => seen.filter((e) => e.streamId.startsWith(prefix)).length >= streams.length * perStream,
        { after: before, batchSize: 5, timeoutMs: 20_000 },
      );
      // Each stream gets its own sequential writer; all writers run at once, so transactions
      // overlap and commit in an order other than the one they started in.
      await Promise.all(
        streams.map(async (stream) => {
          for (let i = 0; i < perStream; i++) {
            await store.appendToStream(stream, [event('Tick', { i })], i === 0 ? 'no_stream' : BigInt(i - 1));
          }
        }),
      );
      const seen = await seenPromise;
      const mine = seen.filter((e) => e.streamId.startsWith(prefix));
      expect(mine).toHaveLength(streams.length * perStream);
      const keys = new Set(mine.map((e) => `${e.streamId}:${e.revision}`));
      expect(keys.size).toBe(streams.length * perStream);
      const positions = seen.map((e) => e.globalPosition);
      for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeGreaterThan(positions[i - 1] ?? 0n);
      for (const stream of streams) {
        const revisions = mine.filter((e) => e.streamId === stream).map((e) => Number(e.revision));
        expect(revisions).toEqual(Array.from({ length: perStream }, (_, i) => i));
      }
      // What the subscriber saw live is exactly what a later full read returns.
      const reread = (await readAllAfter(store, before)).filter((e) => e.streamId.startsWith(prefix));
      expect(reread.map((e) => e.globalPosition)).toEqual(mine.map((e) => e.globalPosition));
    });
  });
}

async function readAllAfter(store: EventStore, after: bigint): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const batch = await store.readAll({ after: position, maxCount: 1000 });
    const last = batch[batch.length - 1];
    if (!last) return all;
    all.push(...batch);
    position = last.globalPosition;
  }
}
