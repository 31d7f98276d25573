// Event store throughput against the bare engine, on a scratch database.
// Usage: npx tsx bench/event-store.ts [events=20000] [writers=8]
import { createDatabase, PostgresEventStore } from '@qanoon/infra';
import { freshDatabase } from '@qanoon/infra/testing';

const total = Number(process.argv[2] ?? 20_000);
const writers = Number(process.argv[3] ?? 8);
const url = await freshDatabase('qanoon_bench_events');
const db = createDatabase(url, { max: writers + 2 });
const store = new PostgresEventStore(db);
const payload = { citation: 'PLD 2019 SC 1', note: 'x'.repeat(200) };

const seconds = async (fn: () => Promise<void>) => {
  const start = performance.now();
  await fn();
  return (performance.now() - start) / 1000;
};

// The limit: the same rows inserted by the same writers with no lock and no version check.
await db.query('CREATE TABLE raw_events (LIKE events INCLUDING DEFAULTS)');
const rawSeconds = await seconds(async () => {
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = w; i < total; i += writers) {
        await db.query('INSERT INTO raw_events (global_position, stream_id, revision, type, data) VALUES ($1, $2, $3, $4, $5)', [
          i,
          `case-${w}`,
          i,
          'Noted',
          JSON.stringify(payload),
        ]);
      }
    }),
  );
});

const appendSeconds = await seconds(async () => {
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      let revision = -1n;
      for (let i = w; i < total; i += writers) {
        const result = await store.appendToStream(`case-${w}`, [{ type: 'Noted', data: payload }], revision < 0n ? 'no_stream' : revision);
        revision = result.nextExpectedRevision;
      }
    }),
  );
});

let read = 0;
const readSeconds = await seconds(async () => {
  let after = 0n;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: 1000 });
    const last = batch.at(-1);
    if (!last) break;
    read += batch.length;
    after = last.globalPosition;
  }
});

const rate = (n: number, s: number) => Math.round(n / s).toLocaleString('en');
console.log(`events: ${total}, concurrent writers: ${writers}`);
console.log(`raw single-row INSERT (limit): ${rate(total, rawSeconds)} rows/s`);
console.log(`appendToStream (serialised):   ${rate(total, appendSeconds)} events/s  (${((rawSeconds / appendSeconds) * 100).toFixed(0)}% of raw)`);
console.log(`readAll in batches of 1,000:   ${rate(read, readSeconds)} events/s`);
await store.close();
await db.close();
