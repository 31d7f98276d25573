import type { Database } from '@qanoon/infra';
import type { Actor } from '../identity/outcome.ts';
import { getPaymentStatus } from './queries/payment-status.ts';

export interface BillingDeps {
  db: Database;
}

/** Subscriptions, payments and packages: commands and queries over their ports. */
export function createBilling(deps: BillingDeps) {
  return {
    getPaymentStatus: (actor: Actor) => getPaymentStatus(deps.db, actor),
  };
}

export type Billing = ReturnType<typeof createBilling>;
