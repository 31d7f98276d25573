import {
  paymentsProjectionName,
  readSubscriptionEvent,
  subscriptionEventTypes,
  type IsPaid,
  type PaymentsRow as PaymentRow,
  type SubscriptionEvent,
  type SubscriptionEventData,
} from '@qanoon/contracts';
import { rooms, type RealtimeEmitter, type RecordedEvent, type Sql } from '@qanoon/infra';
import type { Projection } from '../projection.ts';

type Chosen = SubscriptionEventData<'TrialStarted'> | SubscriptionEventData<'ReceiptSubmitted'>;

/**
 * A user's payment as the fold carries it: the row's fields, with its times as the events wrote
 * them (ISO 8601 text). The fold changes it in place; it becomes a row once, when written or
 * compared, so folding a million events makes no `Date` and copies no row per event.
 */
type Folding = Omit<PaymentRow, 'expire_at' | 'expired_at' | 'submitted_at' | 'updated_at'> & {
  expire_at: string | null;
  expired_at: string | null;
  submitted_at: string;
  updated_at: string;
};

/** A trial or a receipt starts the user's payment afresh: one row per user, replaced. */
const chosen = (data: Chosen, isPaid: IsPaid, receipt: string | null, expireAt: string | null): Folding => ({
  user_id: data.userId,
  payment_id: data.paymentId,
  email: data.email,
  package: data.package,
  duration_days: data.terms.durationDays,
  fee: String(data.terms.fee),
  registration: String(data.terms.registration),
  total: String(data.terms.total),
  receipt,
  is_paid: isPaid,
  expire_at: expireAt,
  expired_at: null,
  submitted_at: data.at,
  updated_at: data.at,
});

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const dateOf = (text: string | null) => (text === null ? null : new Date(text));

/** A stored row, to fold more events into. */
const folding = (row: PaymentRow): Folding => ({
  ...row,
  expire_at: iso(row.expire_at),
  expired_at: iso(row.expired_at),
  submitted_at: row.submitted_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The row a folded payment is written as. */
const rowOf = (payment: Folding): PaymentRow => ({
  ...payment,
  expire_at: dateOf(payment.expire_at),
  expired_at: dateOf(payment.expired_at),
  submitted_at: new Date(payment.submitted_at),
  updated_at: new Date(payment.updated_at),
});

/**
 * A user's payment after one event, changed in place where the event moves it. An event of a
 * payment since replaced changes nothing; a deleted payment leaves no row.
 */
function fold(payment: Folding | null, event: SubscriptionEvent): Folding | null {
  switch (event.type) {
    case 'TrialStarted':
      return chosen(event.data, 'true', null, event.data.expireAt);
    case 'ReceiptSubmitted':
      return chosen(event.data, 'false', event.data.receiptKey, null);
    default:
  }
  if (!payment || payment.payment_id !== event.data.paymentId) return payment;
  switch (event.type) {
    case 'PaymentVerified':
    case 'PaymentAmended':
      payment.is_paid = 'true';
      payment.expire_at = event.data.expireAt;
      payment.updated_at = event.data.at;
      return payment;
    case 'PaymentExpired':
      // The spec empties expireAt when a package expires; expired_at keeps when.
      payment.is_paid = 'expire';
      payment.expire_at = null;
      payment.expired_at = event.data.at;
      payment.updated_at = event.data.at;
      return payment;
    case 'PaymentDeleted':
      return null;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown subscription event ${JSON.stringify(unknown)}`);
    }
  }
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
 * touches, fold each user's events in memory, then delete the rows that end empty and upsert the
 * rest from arrays. One statement per event made a rebuild of a million events take minutes.
 */
async function applyBatch(events: SubscriptionEvent[], sql: Sql): Promise<void> {
  if (events.length === 0) return;
  const userIds = [...new Set(events.map((e) => e.data.userId))];
  const { rows } = await sql.query<PaymentRow>(`SELECT ${storedColumns} FROM payments WHERE user_id = ANY($1::uuid[])`, [userIds]);
  const folded = new Map<string, Folding | null>(rows.map((row) => [row.user_id, folding(row)]));
  for (const event of events) folded.set(event.data.userId, fold(folded.get(event.data.userId) ?? null, event));
  const kept = [...folded.values()].filter((payment) => payment !== null).map(rowOf);
  const gone = [...folded].filter(([, row]) => row === null).map(([userId]) => userId);
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
  const folded = new Map<string, Folding | null>();
  for await (const page of pages) {
    for (const recorded of page) {
      const event = readSubscriptionEvent(recorded);
      if (event) folded.set(event.data.userId, fold(folded.get(event.data.userId) ?? null, event));
    }
  }
  const { rows: stored } = await sql.query<PaymentRow>(`SELECT ${storedColumns} FROM payments`);
  const storedRows = new Map(stored.map((row) => [row.user_id, row]));
  const written: PaymentRow[] = [];
  for (const payment of folded.values()) {
    if (!payment) continue;
    const row = rowOf(payment);
    const before = storedRows.get(row.user_id);
    if (!before || !sameRow(before, row)) written.push(row);
  }
  const changed = new Set(written.map((row) => row.user_id));
  const removed = stored.filter((row) => changed.has(row.user_id) || !folded.get(row.user_id)).map((row) => row.user_id);
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
 * 'false', 'expire') and expireAt, from the Subscription streams (DESIGN §4). A deleted
 * payment's row goes; the user has none until they choose a package again.
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
        emitter.emit(rooms.admins, 'notice', { text: `${event.data.email} submitted a receipt` });
        continue;
      }
      const notice = subscriptionNotice(event);
      if (notice) emitter.emit(rooms.user(event.data.userId), 'subscription', notice);
    }
  },
};
