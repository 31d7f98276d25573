import {
  paymentsProjectionName,
  readSubscriptionEvent,
  subscriptionEventTypes,
  type IsPaid,
  type SubscriptionEvent,
  type SubscriptionEventData,
} from '@qanoon/contracts';
import { rooms, type RealtimeEmitter, type RecordedEvent, type Sql } from '@qanoon/infra';
import type { Projection } from '../projection.ts';

type Chosen = SubscriptionEventData<'TrialStarted'> | SubscriptionEventData<'ReceiptSubmitted'>;

/** A trial or a receipt starts the user's payment afresh: one row per user, replaced. */
async function choose(sql: Sql, data: Chosen, isPaid: IsPaid, receipt: string | null, expireAt: string | null) {
  await sql.query(
    `INSERT INTO payments (user_id, payment_id, email, package, duration_days, fee, registration, total, receipt, is_paid,
       expire_at, expired_at, submitted_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, NULL, $12, $12)
     ON CONFLICT (user_id) DO UPDATE SET
       payment_id = excluded.payment_id, email = excluded.email, package = excluded.package,
       duration_days = excluded.duration_days, fee = excluded.fee, registration = excluded.registration,
       total = excluded.total, receipt = excluded.receipt, is_paid = excluded.is_paid, expire_at = excluded.expire_at,
       expired_at = NULL, submitted_at = excluded.submitted_at, updated_at = excluded.updated_at`,
    [
      data.userId,
      data.paymentId,
      data.email,
      data.package,
      data.terms.durationDays,
      data.terms.fee,
      data.terms.registration,
      data.terms.total,
      receipt,
      isPaid,
      expireAt,
      data.at,
    ],
  );
}

/** Change the user's current payment; an event of a payment since replaced changes nothing. */
const change = (sql: Sql, data: { userId: string; paymentId: string; at: string }, sets: string, values: unknown[]) =>
  sql.query(`UPDATE payments SET ${sets}, updated_at = $3 WHERE user_id = $1 AND payment_id = $2`, [
    data.userId,
    data.paymentId,
    data.at,
    ...values,
  ]);

async function applyEvent(event: SubscriptionEvent, sql: Sql): Promise<void> {
  switch (event.type) {
    case 'TrialStarted':
      return choose(sql, event.data, 'true', null, event.data.expireAt);
    case 'ReceiptSubmitted':
      return choose(sql, event.data, 'false', event.data.receiptKey, null);
    case 'PaymentVerified':
    case 'PaymentAmended':
      await change(sql, event.data, "is_paid = 'true', expire_at = $4", [event.data.expireAt]);
      return;
    case 'PaymentExpired':
      // The spec empties expireAt when a package expires; expired_at keeps when.
      await change(sql, event.data, "is_paid = 'expire', expire_at = NULL, expired_at = $3", []);
      return;
    case 'PaymentDeleted':
      await sql.query('DELETE FROM payments WHERE user_id = $1 AND payment_id = $2', [event.data.userId, event.data.paymentId]);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown subscription event ${JSON.stringify(unknown)}`);
    }
  }
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
  async apply(event: RecordedEvent, sql: Sql) {
    const read = readSubscriptionEvent(event);
    if (read) await applyEvent(read, sql);
  },
  async reset(sql: Sql) {
    await sql.query('DELETE FROM payments');
  },
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
