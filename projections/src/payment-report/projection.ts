import {
  dayOf,
  dayStart,
  monthOf,
  ledgerStep,
  ledgerUserOf,
  paymentReportProjectionName,
  readSubscriptionEvent,
  subscriptionEventTypes,
  type LedgerUser,
} from '@qanoon/contracts';
import type { RecordedEvent, Sql } from '@qanoon/infra';
import type { Projection } from '../projection.ts';

// Rows per INSERT: twelve arrays of this many values each stay well within one statement's size.
const writeChunk = 10_000;

/** Waits as the table keeps them: four bytes each, little-endian. */
function waitBytes(seconds: number[]): Buffer {
  const bytes = Buffer.alloc(seconds.length * 4);
  seconds.forEach((wait, i) => bytes.writeInt32LE(wait, i * 4));
  return bytes;
}

interface EventRow {
  position: string;
  stream: string;
  recorded: Date;
  month: number;
  entries: string;
  waitMonth: number | null;
  waitSeconds: number | null;
  standing: string | null;
  expireAt: Date | null;
  cohort: number;
  nextRecorded: Date | null;
  nextMonth: number | null;
}

/**
 * What a batch of events (or the whole log, on a rebuild) leaves in the report's tables, folded
 * in memory and written from arrays: the events' rows, their figures summed by day and month,
 * the waits by day and month, and each user's facts for their next event.
 */
class LedgerWriter {
  readonly users = new Map<string, LedgerUser>();
  private events: EventRow[] = [];
  /** Each user's latest row, written once their next event (or the end of the batch) comes. */
  private readonly latest = new Map<string, EventRow>();
  /** The first event of the batch of users whose earlier rows are already stored. */
  readonly firsts = new Map<string, EventRow>();
  private readonly sums = new Map<string, { day: number; month: number; figure: string; key: string; amount: number }>();
  private readonly waits = new Map<string, { day: number; month: number; seconds: number[] }>();

  get pending() {
    return this.events.length;
  }

  take(recorded: RecordedEvent) {
    const event = readSubscriptionEvent(recorded);
    if (!event) return;
    const { user, row } = ledgerStep(event, this.users.get(recorded.streamId));
    this.users.set(recorded.streamId, user);
    const day = dayOf(recorded.recordedAt.getTime());
    const eventRow: EventRow = {
      position: recorded.globalPosition.toString(),
      stream: recorded.streamId,
      recorded: recorded.recordedAt,
      month: row.month,
      entries: JSON.stringify(row.entries),
      waitMonth: row.wait?.month ?? null,
      waitSeconds: row.wait?.seconds ?? null,
      standing: row.standing,
      expireAt: row.expireAt,
      cohort: row.cohort,
      nextRecorded: null,
      nextMonth: null,
    };
    const before = this.latest.get(recorded.streamId);
    if (before) {
      before.nextRecorded = recorded.recordedAt;
      before.nextMonth = row.month;
      this.events.push(before);
    } else this.firsts.set(recorded.streamId, eventRow);
    this.latest.set(recorded.streamId, eventRow);
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

  /**
   * Write the rows whose next event is known; with `all`, the users' latest rows too. A user's
   * row stored before this batch learns of its next event first.
   */
  async writeEvents(sql: Sql, all = false) {
    if (all) {
      for (const row of this.latest.values()) this.events.push(row);
      this.latest.clear();
    }
    if (this.firsts.size > 0) {
      const firsts = [...this.firsts.values()];
      await sql.query(
        `UPDATE payment_report_events e SET next_recorded_at = f.recorded, next_month = f.month
         FROM unnest($1::text[], $2::bigint[], $3::timestamptz[], $4::int[]) AS f (stream, position, recorded, month)
         WHERE e.stream_id = f.stream AND e.next_recorded_at IS NULL AND e.global_position < f.position`,
        [firsts.map((r) => r.stream), firsts.map((r) => r.position), firsts.map((r) => r.recorded), firsts.map((r) => r.month)],
      );
      this.firsts.clear();
    }
    for (let start = 0; start < this.events.length; start += writeChunk) {
      const chunk = this.events.slice(start, start + writeChunk);
      const column = <K extends keyof EventRow>(name: K) => chunk.map((row) => row[name]);
      await sql.query(
        `INSERT INTO payment_report_events (global_position, stream_id, recorded_at, month, entries, wait_month, wait_seconds, standing, expire_at, cohort, next_recorded_at, next_month)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::int[], $5::jsonb[], $6::int[], $7::int[], $8::text[], $9::timestamptz[], $10::int[], $11::timestamptz[], $12::int[])`,
        [
          column('position'),
          column('stream'),
          column('recorded'),
          column('month'),
          column('entries'),
          column('waitMonth'),
          column('waitSeconds'),
          column('standing'),
          column('expireAt'),
          column('cohort'),
          column('nextRecorded'),
          column('nextMonth'),
        ],
      );
    }
    this.events = [];
  }

  /** Add the figures and waits to the days' rows (a day's row may already hold earlier events). */
  async writeSums(sql: Sql) {
    const sums = [...this.sums.values()].filter((s) => s.amount !== 0);
    const byMonth = new Map<string, { day: number; month: number; figure: string; key: string; amount: number }>();
    for (const sum of sums) {
      const recordedMonth = monthOf(dayStart(sum.day));
      const id = `${recordedMonth}|${sum.month}|${sum.figure}|${sum.key}`;
      const found = byMonth.get(id);
      if (found) found.amount += sum.amount;
      else byMonth.set(id, { ...sum, day: recordedMonth });
    }
    for (const [table, bucket, rows] of [
      ['payment_report_sums', 'day', sums],
      ['payment_report_month_sums', 'recorded_month', [...byMonth.values()].filter((s) => s.amount !== 0)],
    ] as const) {
      for (let start = 0; start < rows.length; start += writeChunk) {
        const chunk = rows.slice(start, start + writeChunk);
        await sql.query(
          `INSERT INTO ${table} (${bucket}, month, figure, key, amount)
           SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::float8[])
           ON CONFLICT (${bucket}, month, figure, key) DO UPDATE SET amount = ${table}.amount + excluded.amount`,
          [chunk.map((s) => s.day), chunk.map((s) => s.month), chunk.map((s) => s.figure), chunk.map((s) => s.key), chunk.map((s) => s.amount)],
        );
      }
    }
    const waits = [...this.waits.values()];
    for (let start = 0; start < waits.length; start += writeChunk) {
      const chunk = waits.slice(start, start + writeChunk);
      await sql.query(
        `INSERT INTO payment_report_waits (day, month, seconds) SELECT * FROM unnest($1::int[], $2::int[], $3::bytea[])
         ON CONFLICT (day, month) DO UPDATE SET seconds = payment_report_waits.seconds || excluded.seconds`,
        [chunk.map((w) => w.day), chunk.map((w) => w.month), chunk.map((w) => waitBytes(w.seconds))],
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
  await writer.writeEvents(sql, true);
  await writer.writeSums(sql);
  await writer.writeUsers(sql);
}

/**
 * A rebuild empties the five tables and folds the whole log once, writing the events' rows as it
 * goes and the day sums and users' facts at the end (ADR 0038's one transaction). The tables are
 * deleted from, not truncated, so a report asked for meanwhile reads the old ones.
 */
async function rebuildFrom(pages: AsyncIterable<RecordedEvent[]>, sql: Sql): Promise<void> {
  for (const table of ['payment_report_events', 'payment_report_sums', 'payment_report_month_sums', 'payment_report_waits', 'payment_report_users']) await sql.query(`DELETE FROM ${table}`);
  const writer = new LedgerWriter();
  for await (const page of pages) {
    for (const recorded of page) writer.take(recorded);
    // Every user is new to the emptied tables: no stored row waits for its next event.
    writer.firsts.clear();
    if (writer.pending >= writeChunk) await writer.writeEvents(sql);
  }
  await writer.writeEvents(sql, true);
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
  // Each batch is a transaction of eight statements: a sweep's thousands of expiries, taken one
  // by one, cost the sweep 14% on two cores (bench/README.md, fan-out). No command waits for it:
  // the report catches up with the payments read model when it is read.
  gatherMs: 500,
  rebuildFrom,
};
