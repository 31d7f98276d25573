import type { IsPaid } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import type { Actor } from '../../shared/outcome.ts';

export type { IsPaid };

export interface PaymentStatus {
  isPaid: IsPaid;
  package: string;
  expireAt: Date | null;
}

/**
 * The actor's payment state for access decisions; null when they never chose a package. A
 * paid subscription past its expireAt reads as expired at once, before the expiry job's sweep
 * records it.
 */
export async function getPaymentStatus(db: Sql, actor: Actor): Promise<PaymentStatus | null> {
  const { rows } = await db.query<{ is_paid: IsPaid; package: string; expire_at: Date | null; lapsed: boolean }>(
    `SELECT is_paid, package, expire_at, (is_paid = 'true' AND expire_at <= now()) AS lapsed
     FROM payments WHERE user_id = $1`,
    [actor.userId],
  );
  const row = rows[0];
  if (!row) return null;
  return { isPaid: row.lapsed ? 'expire' : row.is_paid, package: row.package, expireAt: row.expire_at };
}
