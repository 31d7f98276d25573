import type { IsPaid, PaymentsRow } from '@qanoon/contracts';

/** The payments read model's columns as queries select them: all but expired_at. */
export type PaymentRow = Omit<PaymentsRow, 'expired_at'>;

/**
 * The payment columns, with is_paid read as 'expire' once a paid package's time has passed ($1),
 * before the expiry sweep records it, as getPaymentStatus does.
 */
export const paymentColumns = `p.user_id, p.payment_id, p.email::text AS email, p.package, p.duration_days, p.fee,
  p.registration, p.total, p.receipt, p.submitted_at, p.updated_at, p.expire_at,
  CASE WHEN p.is_paid = 'true' AND p.expire_at <= $1 THEN 'expire' ELSE p.is_paid END AS is_paid`;

/** A payment's terms and state as the payment summary and the admin's screens show them. */
export interface PaymentTermsView {
  package: string;
  duration: number;
  fee: number;
  registration: number;
  total: number;
  isPaid: IsPaid;
  expireAt: Date | null;
}

export const toPaymentTermsView = (row: PaymentRow): PaymentTermsView => ({
  package: row.package,
  duration: row.duration_days,
  fee: Number(row.fee),
  registration: Number(row.registration),
  total: Number(row.total),
  isPaid: row.is_paid,
  expireAt: row.expire_at,
});
