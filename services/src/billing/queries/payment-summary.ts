import type { Sql } from '@qanoon/infra';
import type { Actor } from '../../shared/outcome.ts';
import { paymentColumns, toPaymentTermsView, type PaymentRow, type PaymentTermsView } from './payment-row.ts';
import { isId } from '../../shared/ids.ts';
import { findUser, type UserDirectory } from '../../shared/user-directory.ts';

/** The Payment screen (docs/product-rules.md#payments): the user's details and their payment's summary. */
export interface PaymentSummary {
  user: { name: string; email: string; contact: string; address: string; city: string };
  /** Null when the user has not chosen a package. */
  payment: PaymentTermsView | null;
}

/** The actor's own payment summary; null when the actor is nobody. */
export async function getPaymentSummary(db: Sql, users: UserDirectory, actor: Actor, at: Date): Promise<PaymentSummary | null> {
  if (!isId(actor.userId)) return null;
  const user = await findUser(users, actor.userId);
  if (!user) return null;
  const { rows } = await db.query<PaymentRow>(`SELECT ${paymentColumns} FROM payments p WHERE p.user_id = $2`, [at, actor.userId]);
  const payment = rows[0];
  return {
    user: { name: `${user.firstName} ${user.lastName}`, email: user.email, contact: user.contact, address: user.address, city: user.city },
    payment: payment ? toPaymentTermsView(payment) : null,
  };
}
