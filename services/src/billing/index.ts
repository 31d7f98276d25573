export { createBilling, type Billing, type BillingDeps } from './billing.ts';
export type { IsPaid, PaymentStatus } from './queries/payment-status.ts';
