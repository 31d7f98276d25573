import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { paymentReportProjectionName } from '@qanoon/contracts';
import { createDatabase, PostgresEventStore, type Database } from '@qanoon/infra';
import { freshDatabase } from '@qanoon/infra/testing';
import { findProjection, rebuildProjection, runProjection } from '@qanoon/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitProjection } from '../../shared/await-projection.ts';
import { subscriptionHistory } from '../subscription/history-kit.ts';
import { asOfCut } from './months.ts';
import { paymentReportFold, type PaymentReport } from './payment-report.ts';
import { readPaymentReport } from './read-model.ts';
import { replayEventStore } from './replay.ts';

// The read model's report against the replay's, on a generated history, for many as-of moments (ADR 0075).

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const minute = 60_000;
const day = 24 * 60 * minute;
const projection = findProjection(paymentReportProjectionName);
if (!projection) throw new Error('no payment report projection');

let url: string;
let db: Database;
let store: PostgresEventStore;
const recorded: number[] = [];

// Seeded, so a failure shows the same history when run again.
let seed = 11;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

/**
 * The history kit's events, each recorded a while after its moment as a store under load or a
 * slow clock would: most within seconds, some days later (across a month's end), a few a little
 * before (a command's clock ahead of the database's). A user's events keep their order in time,
 * as appends to one stream do; users' events interleave out of time order in the log.
 */
async function writeHistory(events: number, users: number) {
  const history = subscriptionHistory({ events, users, replacedLate: 0.3, seed: 4242 });
  const lastOf = new Map<string, number>();
  let rows: unknown[][] = [];
  const flush = async () => {
    if (rows.length === 0) return;
    await db.query(
      `INSERT INTO events (stream_id, revision, type, data, metadata, recorded_at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[], $6::timestamptz[])`,
      [0, 1, 2, 3, 4, 5].map((i) => rows.map((row) => row[i])),
    );
    rows = [];
  };
  for (const { streamId, revision, event, by } of history.events) {
    const at = Date.parse(event.data.at);
    const r = random();
    const lag = r < 0.75 ? random() * 5_000 : r < 0.95 ? random() * 3 * day : -random() * 30 * minute;
    const when = Math.max(lastOf.get(streamId) ?? 0, Math.round(at + lag));
    lastOf.set(streamId, when);
    recorded.push(when);
    rows.push([streamId, revision, event.type, JSON.stringify(event.data), JSON.stringify({ by }), new Date(when)]);
    // Written in pieces of uneven size while the projector follows, so a day's sums are added to more than once.
    if (rows.length >= 50 + Math.floor(random() * 400)) await flush();
  }
  await flush();
}

const fromReplay = async (cut: Date): Promise<PaymentReport> => {
  const fold = paymentReportFold({ recordedBefore: cut });
  await replayEventStore(store, fold, { pageSize: 500 });
  return fold.report();
};

/** The moments to compare at: before the first event, each month's end (as dates), moments in the middle of months, at events, today. */
function cuts(): Date[] {
  const sorted = [...recorded].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  const last = sorted.at(-1) ?? 0;
  const moments: Date[] = [new Date(first - day), new Date(first), new Date(first + 1)];
  const pk = (ms: number) => new Date(ms + 5 * 60 * minute);
  for (let at = first; at <= last + 40 * day; at += 30 * day) {
    const local = pk(at);
    const endOfMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    moments.push(asOfCut(endOfMonth) as Date);
    moments.push(new Date(at + Math.floor(random() * 30 * day)));
  }
  for (let i = 0; i < 12; i++) {
    const at = sorted[Math.floor(random() * sorted.length)] ?? first;
    moments.push(new Date(at), new Date(at + 1));
  }
  moments.push(new Date(Date.now() + 1), asOfCut(new Date(Date.now() + 5 * 60 * minute).toISOString().slice(0, 10)) as Date);
  return moments;
}

beforeAll(async () => {
  url = await freshDatabase('qanoon_test_report_read_model');
  db = createDatabase(url, { max: 6 });
  store = new PostgresEventStore(db, { pollIntervalMs: 20 });
  const following = runProjection(projection, { db, eventStore: store }, { batchSize: 37, retryDelayMs: 100 });
  await writeHistory(6_000, 300);
  const { rows } = await db.query<{ last: bigint }>('SELECT max(global_position) AS last FROM events');
  const caughtUp = await awaitProjection(db, paymentReportProjectionName, rows[0]?.last ?? null, 60_000);
  await following.stop();
  if (!caughtUp) throw new Error('the payment report read model did not catch up');
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the payment report read model', () => {
  it('says what the replay says, as the projector followed the log, at every moment asked', async () => {
    const moments = cuts();
    expect(moments.length).toBeGreaterThan(40);
    let withFigures = 0;
    for (const cut of moments) {
      const replayed = await fromReplay(cut);
      expect(await readPaymentReport(db, cut), `as of ${cut.toISOString()}`).toEqual(replayed);
      if (replayed.total.receiptsVerified > 0) withFigures += 1;
    }
    // The comparison means something: most moments have a history behind them.
    expect(withFigures).toBeGreaterThan(moments.length / 2);
  }, 120_000);

  it('says the same after projections:rebuild, and the command line prints that report', async () => {
    // A drifted read model is made right again.
    await db.query("UPDATE payment_report_sums SET amount = amount + 1 WHERE figure = 'revenue'");
    await db.query('DELETE FROM payment_report_events WHERE global_position % 7 = 0');
    await rebuildProjection(projection, { db, eventStore: store });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_report_events')).rows[0]?.n).toBe(recorded.length);
    const moments = cuts().filter((_, i) => i % 3 === 0);
    for (const cut of moments) expect(await readPaymentReport(db, cut), `as of ${cut.toISOString()}`).toEqual(await fromReplay(cut));

    const asOf = '2024-09-30';
    const env = { ...process.env, DATABASE_URL: url, EVENTSTORE_URL: '', KAFKA_BROKERS: '' };
    const { stdout } = await promisify(execFile)(path.join(repoDir, 'node_modules/.bin/tsx'), ['services/src/cli/replay.ts', '--as-of', asOf, '--format', 'json'], { cwd: repoDir, env });
    const printed = JSON.parse(stdout) as PaymentReport;
    expect(printed.total.receiptsVerified).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(await readPaymentReport(db, asOfCut(asOf) as Date)))).toEqual(printed);
  }, 120_000);
});
