import {
  evolveSubscription,
  initialSubscriptionState,
  isPaidOf,
  noticeEvent,
  paymentsProjectionName,
  readSubscriptionEvent,
  subscriptionChangedEvent,
  subscriptionEventTypes,
  type IsPaid,
  type PaymentsRow as PaymentRow,
  type SubscriptionEvent,
  type SubscriptionState,
} from '@qanoon/contracts';
import { rooms, type RealtimeEmitter, type RecordedEvent, type Sql } from '@qanoon/infra';
import type { Projection } from '../projection.ts';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * A stored row as the subscription it was written from, to fold more events into. The row keeps
 * neither the receipt's channel nor `hadAccess`: neither is written back, so neither matters here.
 */
function stateOf(row: PaymentRow): SubscriptionState {
  const payment = {
    userId: row.user_id,
    paymentId: row.payment_id,
    email: row.email,
    package: row.package,
    terms: { durationDays: row.duration_days, fee: Number(row.fee), registration: Number(row.registration), total: Number(row.total) },
    receiptKey: row.receipt,
    channel: null,
    submittedAt: row.submitted_at.toISOString(),
  };
  const updatedAt = row.updated_at.toISOString();
  switch (row.is_paid) {
    case 'false':
      return { status: 'pending', hadAccess: false, payment, updatedAt };
    case 'true':
      return { status: 'paid', hadAccess: true, payment, expireAt: row.expire_at ?? row.updated_at, updatedAt };
    case 'expire':
      return { status: 'expired', hadAccess: true, payment, expiredAt: iso(row.expired_at) ?? updatedAt, updatedAt };
    default: {
      const unknown: never = row.is_paid;
      throw new Error(`Unknown isPaid ${String(unknown)}`);
    }
  }
}

/**
 * The row a subscription is written as; null when it has no payment (a deleted payment leaves no
 * row). The spec empties expireAt when a package expires; expired_at keeps when.
 */
function paymentRowOf(state: SubscriptionState): PaymentRow | null {
  if (state.status === 'none') return null;
  const { payment } = state;
  return {
    user_id: payment.userId,
    payment_id: payment.paymentId,
    email: payment.email,
    package: payment.package,
    duration_days: payment.terms.durationDays,
    fee: String(payment.terms.fee),
    registration: String(payment.terms.registration),
    total: String(payment.terms.total),
    receipt: payment.receiptKey,
    is_paid: isPaidOf(state) as IsPaid,
    expire_at: state.status === 'paid' ? state.expireAt : null,
    expired_at: state.status === 'expired' ? new Date(state.expiredAt) : null,
    submitted_at: new Date(payment.submittedAt),
    updated_at: new Date(state.updatedAt),
  };
}

const columns = [
  ['user_id', 'uuid'],
  ['payment_id', 'uuid'],
  ['email', 'text'],
  ['package', 'text'],
  ['duration_days', 'int'],
  ['fee', 'numeric'],
  ['registration', 'numeric'],
  ['total', 'numeric'],
  ['receipt', 'text'],
  ['is_paid', 'text'],
  ['expire_at', 'timestamptz'],
  ['expired_at', 'timestamptz'],
  ['submitted_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const satisfies readonly (readonly [keyof PaymentRow, string])[];

// Rows per INSERT: 14 arrays of this many values each stay well within one statement's size.
const writeChunk = 10_000;

/** The columns as read back for folding: numbers and the citext email as the text the fold writes. */
const storedColumns = columns.map(([name, type]) => (type === 'numeric' || name === 'email' ? `${name}::text AS ${name}` : name)).join(', ');

const readAll = (events: RecordedEvent[]) => events.map(readSubscriptionEvent).filter((e): e is SubscriptionEvent => e !== null);

/**
 * Apply a batch of events in three statements whatever its size: read the rows of the users it
 * touches, fold each user's events in memory with the decider's own state machine, then delete the rows that end empty and upsert the
 * rest from arrays. One statement per event made a rebuild of a million events take minutes.
 */
async function applyBatch(events: SubscriptionEvent[], sql: Sql): Promise<void> {
  if (events.length === 0) return;
  const userIds = [...new Set(events.map((e) => e.data.userId))];
  const { rows } = await sql.query<PaymentRow>(`SELECT ${storedColumns} FROM payments WHERE user_id = ANY($1::uuid[])`, [userIds]);
  const folded = new Map<string, SubscriptionState>(rows.map((row) => [row.user_id, stateOf(row)]));
  for (const event of events) folded.set(event.data.userId, evolveSubscription(folded.get(event.data.userId) ?? initialSubscriptionState(), event));
  const kept = [...folded.values()].map(paymentRowOf).filter((row) => row !== null);
  const gone = [...folded].filter(([, state]) => state.status === 'none').map(([userId]) => userId);
  if (gone.length > 0) await sql.query('DELETE FROM payments WHERE user_id = ANY($1::uuid[])', [gone]);
  await writeRows(kept, sql, 'upsert');
}

/** Insert rows from arrays, one statement per chunk; `upsert` replaces a user's row that exists. */
async function writeRows(rows: PaymentRow[], sql: Sql, mode: 'insert' | 'upsert'): Promise<void> {
  const conflict = `ON CONFLICT (user_id) DO UPDATE SET ${columns
    .slice(1)
    .map(([name]) => `${name} = excluded.${name}`)
    .join(', ')}`;
  for (let start = 0; start < rows.length; start += writeChunk) {
    const chunk = rows.slice(start, start + writeChunk);
    await sql.query(
      `INSERT INTO payments (${columns.map(([name]) => name).join(', ')})
       SELECT * FROM unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
       ${mode === 'upsert' ? conflict : ''}`,
      columns.map(([name]) => chunk.map((row) => row[name])),
    );
  }
}

/** Whether a stored row already says what the fold says (amounts as numbers: `1500.00` is `1500`). */
function sameRow(stored: PaymentRow, folded: PaymentRow): boolean {
  return columns.every(([name, type]) => {
    const a = stored[name];
    const b = folded[name];
    if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
    if (type === 'numeric') return Number(a) === Number(b);
    return a === b;
  });
}

/**
 * A rebuild folds the whole history into one row per user in memory, then compares the table
 * with it and writes only what differs: the rows of users the fold has no payment for go, and a
 * changed or missing row is written afresh (deleted, then inserted, so no stale row holds its
 * payment id). A table that is already right is read, not written (ADR 0038).
 */
async function rebuildFrom(pages: AsyncIterable<RecordedEvent[]>, sql: Sql): Promise<void> {
  const folded = new Map<string, SubscriptionState>();
  for await (const page of pages) {
    for (const recorded of page) {
      const event = readSubscriptionEvent(recorded);
      if (event) folded.set(event.data.userId, evolveSubscription(folded.get(event.data.userId) ?? initialSubscriptionState(), event));
    }
  }
  const { rows: stored } = await sql.query<PaymentRow>(`SELECT ${storedColumns} FROM payments`);
  const storedRows = new Map(stored.map((row) => [row.user_id, row]));
  const written: PaymentRow[] = [];
  for (const state of folded.values()) {
    const row = paymentRowOf(state);
    if (!row) continue;
    const before = storedRows.get(row.user_id);
    if (!before || !sameRow(before, row)) written.push(row);
  }
  const changed = new Set(written.map((row) => row.user_id));
  const removed = stored.filter((row) => changed.has(row.user_id) || (folded.get(row.user_id)?.status ?? 'none') === 'none').map((row) => row.user_id);
  if (removed.length > 0) await sql.query('DELETE FROM payments WHERE user_id = ANY($1::uuid[])', [removed]);
  await writeRows(written, sql, 'insert');
}

/** What a user's browser is told when their subscription changes; null for a receipt (still pending). */
function subscriptionNotice(event: SubscriptionEvent): { isPaid: IsPaid | null; expireAt: string | null } | null {
  switch (event.type) {
    case 'TrialStarted':
    case 'PaymentVerified':
    case 'PaymentAmended':
      return { isPaid: 'true', expireAt: event.data.expireAt };
    case 'PaymentExpired':
      return { isPaid: 'expire', expireAt: null };
    case 'PaymentDeleted':
      return { isPaid: null, expireAt: null };
    case 'ReceiptSubmitted':
      return null;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown subscription event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * Serves the spec's Payment record: one row per user with the isPaid text values ('true',
 * 'false', 'expire') and expireAt, from the Subscription streams (ADR 0014), folded with the
 * same `evolveSubscription` the decider decides on. A deleted payment's row goes; the user has none until they choose a package again.
 */
export const payments: Projection = {
  name: paymentsProjectionName,
  eventTypes: subscriptionEventTypes,
  apply: (event: RecordedEvent, sql: Sql) => applyBatch(readAll([event]), sql),
  applyAll: (events: RecordedEvent[], sql: Sql) => applyBatch(readAll(events), sql),
  rebuildFrom,
  notify(events: RecordedEvent[], emitter: RealtimeEmitter) {
    for (const recorded of events) {
      const event = readSubscriptionEvent(recorded);
      if (!event) continue;
      if (event.type === 'ReceiptSubmitted') {
        emitter.emit(rooms.admins, noticeEvent, { text: `${event.data.email} submitted a receipt` });
        continue;
      }
      const notice = subscriptionNotice(event);
      if (notice) emitter.emit(rooms.user(event.data.userId), subscriptionChangedEvent, notice);
    }
  },
};
