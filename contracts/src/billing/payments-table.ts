import type { IsPaid } from './payments.ts';

/**
 * A row of the payments read model (one per user, the user's latest payment): the payments
 * projection folds and writes it, billing's queries read it.
 */
// A type, not an interface, so it is a Record<string, unknown> for the database's query types.
export type PaymentsRow = {
  user_id: string;
  payment_id: string;
  email: string;
  package: string;
  duration_days: number;
  /** numeric columns, read back as strings. */
  fee: string;
  registration: string;
  total: string;
  /** The receipt's blob key; null for a free trial. */
  receipt: string | null;
  is_paid: IsPaid;
  expire_at: Date | null;
  /** When the package expired; the spec empties expire_at then. */
  expired_at: Date | null;
  submitted_at: Date;
  updated_at: Date;
};
