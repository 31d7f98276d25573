import type { Sql } from '@qanoon/infra';
import type { Actor } from '../../shared/outcome.ts';
import { paymentColumns, toPaymentTermsView, type PaymentRow, type PaymentTermsView } from './payment-row.ts';
import { isId } from '../../shared/ids.ts';

/** The Payment screen (spec §2): the user's details and their payment's summary. */
export interface PaymentSummary {
  user: { name: string; email: string; contact: string; address: string; city: string };
  /** Null when the user has not chosen a package. */
  payment: PaymentTermsView | null;
}

type SummaryRow = Partial<PaymentRow> & {
  first_name: string;
  last_name: string;
  user_email: string;
  contact: string;
  address: string;
  city: string;
};

/** The actor's own payment summary; null when the actor is nobody. */
export async function getPaymentSummary(db: Sql, actor: Actor, at: Date): Promise<PaymentSummary | null> {
  if (!isId(actor.userId)) return null;
  const { rows } = await db.query<SummaryRow>(
    `SELECT u.first_name, u.last_name, u.email::text AS user_email, u.contact, u.address, u.city, ${paymentColumns}
     FROM users u LEFT JOIN payments p ON p.user_id = u.id WHERE u.id = $2`,
    [at, actor.userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    user: { name: `${row.first_name} ${row.last_name}`, email: row.user_email, contact: row.contact, address: row.address, city: row.city },
    payment: row.payment_id ? toPaymentTermsView(row as PaymentRow) : null,
  };
}
