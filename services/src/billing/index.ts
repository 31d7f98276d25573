export { createBilling, type Billing } from './billing.ts';
export type { BillingDeps, Committed } from './deps.ts';
export type { ExpirySweep } from './commands/expiry.ts';
export type { IsPaid, PaymentStatus } from './queries/payment-status.ts';
export type { PaymentSummary } from './queries/payment-summary.ts';
export type { PaidUser, PaymentListItem } from './queries/payments.ts';
export type { PaymentTermsView } from './queries/payment-row.ts';
export { subscriptionStream } from './subscription/subscription.ts';
export { seedDemoBilling } from './demo-billing.ts';
