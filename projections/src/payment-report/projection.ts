import {
  dayOf,
  ledgerStep,
  ledgerUserOf,
  paymentReportProjectionName,
  readSubscriptionEvent,
  subscriptionEventTypes,
  type LedgerUser,
} from '@qanoon/contracts';
import type { RecordedEvent, Sql } from '@qanoon/infra';
import type { Projection } from '../projection.ts';

// Rows per INSERT: ten arrays of this many values each stay well within one statement's size.
const writeChunk = 10_000;

/**
 * What a batch of events (or the whole log, on a rebuild) leaves in the report's tables, folded
 * in memory and written from arrays: the events' rows, their figures summed by day and month,
 * the waits by day and month, and each user's facts for their next event.
 */
class LedgerWriter {
  readonly users = new Map<string, LedgerUser>();
  private events = { position: [] as string[], stream: [] as string[], recorded: [] as Date[], month: [] as number[], entries: [] as string[], waitMonth: [] as (number | null)[], waitSeconds: [] as (number | null)[], standing: [] as (string | null)[], expireAt: [] as (Date | null)[], cohort: [] as number[] };
  private readonly sums = new Map<string, { day: number; month: number; figure: string; key: string; amount: number }>();
  private readonly waits = new Map<string, { day: number; month: number; seconds: number[] }>();

  get pending() {
    return this.events.position.length;
  }

  take(recorded: RecordedEvent) {
    const event = readSubscriptionEvent(recorded);
    if (!event) return;
    const { user, row } = ledgerStep(event, this.users.get(recorded.streamId));
    this.users.set(recorded.streamId, user);
    const day = dayOf(recorded.recordedAt.getTime());
    const e = this.events;
    e.position.push(recorded.globalPosition.toString());
    e.stream.push(recorded.streamId);
    e.recorded.push(recorded.recordedAt);
    e.month.push(row.month);
    e.entries.push(JSON.stringify(row.entries));
    e.waitMonth.push(row.wait?.month ?? null);
    e.waitSeconds.push(row.wait?.seconds ?? null);
    e.standing.push(row.standing);
    e.expireAt.push(row.expireAt);
    e.cohort.push(row.cohort);
    for (const [month, figure, key, amount] of row.entries) {
      const id = `${day}|${month}|${figure}|${key}`;
      const sum = this.sums.get(id);
      if (sum) sum.amount += amount;
      else this.sums.set(id, { day, month, figure, key, amount });
    }
    if (row.wait) {
      const id = `${day}|${row.wait.month}`;
      const waits = this.waits.get(id);
      if (waits) waits.seconds.push(row.wait.seconds);
      else this.waits.set(id, { day, month: row.wait.month, seconds: [row.wait.seconds] });
    }
  }

  async writeEvents(sql: Sql) {
    const e = this.events;
    for (let start = 0; start < e.position.length; start += writeChunk) {
      const part = <T>(values: T[]) => values.slice(start, start + writeChunk);
      await sql.query(
        `INSERT INTO payment_report_events (global_position, stream_id, recorded_at, month, entries, wait_month, wait_seconds, standing, expire_at, cohort)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::int[], $5::jsonb[], $6::int[], $7::int[], $8::text[], $9::timestamptz[], $10::int[])`,
        [part(e.position), part(e.stream), part(e.recorded), part(e.month), part(e.entries), part(e.waitMonth), part(e.waitSeconds), part(e.standing), part(e.expireAt), part(e.cohort)],
      );
    }
    this.events = { position: [], stream: [], recorded: [], month: [], entries: [], waitMonth: [], waitSeconds: [], standing: [], expireAt: [], cohort: [] };
  }

  /** Add the figures and waits to the days' rows (a day's row may already hold earlier events). */
  async writeSums(sql: Sql) {
    const sums = [...this.sums.values()].filter((s) => s.amount !== 0);
    for (let start = 0; start < sums.length; start += writeChunk) {
      const chunk = sums.slice(start, start + writeChunk);
      await sql.query(
        `INSERT INTO payment_report_sums (day, month, figure, key, amount)
         SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::float8[])
         ON CONFLICT (day, month, figure, key) DO UPDATE SET amount = payment_report_sums.amount + excluded.amount`,
        [chunk.map((s) => s.day), chunk.map((s) => s.month), chunk.map((s) => s.figure), chunk.map((s) => s.key), chunk.map((s) => s.amount)],
      );
    }
    const waits = [...this.waits.values()];
    for (let start = 0; start < waits.length; start += writeChunk) {
      const chunk = waits.slice(start, start + writeChunk);
      // unnest would flatten an array of arrays: each day's waits travel as text, `{1,2,3}`.
      await sql.query(
        `INSERT INTO payment_report_waits (day, month, seconds)
         SELECT day, month, seconds::int[] FROM unnest($1::int[], $2::int[], $3::text[]) AS w (day, month, seconds)
         ON CONFLICT (day, month) DO UPDATE SET seconds = payment_report_waits.seconds || excluded.seconds`,
        [chunk.map((w) => w.day), chunk.map((w) => w.month), chunk.map((w) => `{${w.seconds.join(',')}}`)],
      );
    }
    this.sums.clear();
    this.waits.clear();
  }

  async writeUsers(sql: Sql) {
    const users = [...this.users];
    for (let start = 0; start < users.length; start += writeChunk) {
      const chunk = users.slice(start, start + writeChunk);
      await sql.query(
        `INSERT INTO payment_report_users (stream_id, facts) SELECT * FROM unnest($1::text[], $2::jsonb[])
         ON CONFLICT (stream_id) DO UPDATE SET facts = excluded.facts`,
        [chunk.map(([stream]) => stream), chunk.map(([, facts]) => JSON.stringify(facts))],
      );
    }
  }
}

/** A batch as the projector follows the log: the touched users' facts are read, their events folded, and everything written in a few statements. */
async function applyBatch(events: RecordedEvent[], sql: Sql): Promise<void> {
  if (events.length === 0) return;
  const writer = new LedgerWriter();
  const streams = [...new Set(events.map((e) => e.streamId))];
  const { rows } = await sql.query<{ stream_id: string; facts: LedgerUser }>('SELECT stream_id, facts FROM payment_report_users WHERE stream_id = ANY($1::text[])', [streams]);
  for (const row of rows) writer.users.set(row.stream_id, ledgerUserOf(row.facts));
  for (const event of events) writer.take(event);
  await writer.writeEvents(sql);
  await writer.writeSums(sql);
  await writer.writeUsers(sql);
}

/**
 * A rebuild empties the tables and folds the whole log once, writing the events' rows as it
 * goes and the day sums and users' facts at the end (ADR 0038's one transaction). The tables are
 * deleted from, not truncated, so a report asked for meanwhile reads the old ones.
 */
async function rebuildFrom(pages: AsyncIterable<RecordedEvent[]>, sql: Sql): Promise<void> {
  for (const table of ['payment_report_events', 'payment_report_sums', 'payment_report_waits', 'payment_report_users']) await sql.query(`DELETE FROM ${table}`);
  const writer = new LedgerWriter();
  for await (const page of pages) {
    for (const recorded of page) writer.take(recorded);
    if (writer.pending >= writeChunk) await writer.writeEvents(sql);
  }
  await writer.writeEvents(sql);
  await writer.writeSums(sql);
  await writer.writeUsers(sql);
}

/**
 * The payment report's read model (ADR 0075): the report's fold (ADR 0025) written as what each
 * subscription event adds to it, summed by the day it was recorded, so `/dashboard/reports` as of
 * any moment sums a few thousand rows instead of replaying the log.
 */
export const paymentReport: Projection = {
  name: paymentReportProjectionName,
  eventTypes: subscriptionEventTypes,
  apply: (event: RecordedEvent, sql: Sql) => applyBatch([event], sql),
  applyAll: applyBatch,
  rebuildFrom,
};
