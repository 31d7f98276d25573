import type { PaymentFilter } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import { assertAdmin } from '../../shared/access.ts';
import type { Actor } from '../../shared/outcome.ts';
import { paymentColumns, toPaymentTermsView, type PaymentRow, type PaymentTermsView } from './payment-row.ts';
import { isId } from '../../shared/ids.ts';
import { fullName, type UserDirectory } from '../../shared/user-directory.ts';

/** A row of the admin's Payments screen. Name and contact are null once the user is deleted. */
export interface PaymentListItem extends PaymentTermsView {
  userId: string;
  paymentId: string;
  email: string;
  name: string | null;
  contact: string | null;
  /** The stored receipt's key; null for a free trial. */
  receipt: string | null;
  submittedAt: Date;
  updatedAt: Date;
}


const statusOf: Record<PaymentFilter, string | null> = { paid: 'true', pending: 'false', all: null };

/** Payments screen: the Paid or Pending filter, or all; newest first. */
export async function listPayments(
  db: Sql,
  users: UserDirectory,
  actor: Actor,
  at: Date,
  filter: PaymentFilter = 'all',
  page: { limit?: number; offset?: number } = {},
): Promise<PaymentListItem[]> {
  await assertAdmin(users, actor);
  const status = Object.hasOwn(statusOf, filter) ? statusOf[filter] : null;
  const { rows } = await db.query<PaymentRow>(
    `SELECT * FROM (SELECT ${paymentColumns} FROM payments p) listed
     WHERE $2::text IS NULL OR is_paid = $2
     ORDER BY submitted_at DESC, user_id LIMIT $3 OFFSET $4`,
    [at, status, Math.min(Math.max(page.limit ?? 1000, 1), 1000), Math.max(page.offset ?? 0, 0)],
  );
  const named = await users.find(rows.map((row) => row.user_id));
  return rows.map((row) => ({
    ...toPaymentTermsView(row),
    userId: row.user_id,
    paymentId: row.payment_id,
    email: row.email,
    name: fullName(named.get(row.user_id)),
    contact: named.get(row.user_id)?.contact ?? null,
    receipt: row.receipt,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
  }));
}

/** A row of the admin's Paid Users screen (docs/product-rules.md#payments): #, Full Name, Email, Contact, ExpireAt. */
export interface PaidUser {
  n: number;
  userId: string;
  fullName: string | null;
  email: string;
  contact: string | null;
  expireAt: Date;
}

/** Paid Users screen: every running paid package, the soonest to expire first. */
export async function listPaidUsers(db: Sql, users: UserDirectory, actor: Actor, at: Date): Promise<PaidUser[]> {
  await assertAdmin(users, actor);
  const { rows } = await db.query<{ user_id: string; email: string; expire_at: Date }>(
    `SELECT p.user_id, p.email::text AS email, p.expire_at
     FROM payments p
     WHERE p.is_paid = 'true' AND p.expire_at > $1
     ORDER BY p.expire_at, p.user_id`,
    [at],
  );
  const named = await users.find(rows.map((row) => row.user_id));
  return rows.map((row, i) => ({
    n: i + 1,
    userId: row.user_id,
    fullName: fullName(named.get(row.user_id)),
    email: row.email,
    contact: named.get(row.user_id)?.contact ?? null,
    expireAt: row.expire_at,
  }));
}

/**
 * The key of a user's stored receipt, for showing it; null when there is none. Only the user
 * themself or an admin may see it: anyone else gets ForbiddenError.
 */
export async function getReceiptKey(db: Sql, users: UserDirectory, actor: Actor, userId: string): Promise<string | null> {
  if (actor.userId !== userId) await assertAdmin(users, actor);
  if (!isId(userId)) return null;
  const { rows } = await db.query<{ receipt: string | null }>('SELECT receipt FROM payments WHERE user_id = $1', [userId]);
  return rows[0]?.receipt ?? null;
}
