import { paymentsProjectionName, type PaymentFilter } from '@qanoon/contracts';
import type { Actor } from '../shared/outcome.ts';
import { receiptUpload } from '@qanoon/contracts';
import { readYourWrites } from '../shared/await-projection.ts';
import { fileIntake, openInArea, type ReceivedFile } from '../shared/uploads.ts';
import { amendPayment, deletePayment, expirePayment, verifyPayment } from './commands/admin-payments.ts';
import { startTrial, submitReceipt } from './commands/choose-package.ts';
import { checkExpiry, expireDue } from './commands/expiry.ts';
import { addPackage, deletePackage, updatePackage } from './commands/packages.ts';
import { savePaymentAccount } from './commands/payment-accounts.ts';
import { now, type BillingDeps } from './deps.ts';
import { listPackages } from './queries/packages.ts';
import { listPaymentAccounts } from './queries/payment-accounts.ts';
import { getPaymentReport } from './queries/payment-report.ts';
import { getPaymentStatus } from './queries/payment-status.ts';
import { getPaymentSummary } from './queries/payment-summary.ts';
import { getReceiptKey, listPaidUsers, listPayments } from './queries/payments.ts';

type Page = { limit?: number; offset?: number };

/**
 * Subscriptions, payments, packages and payment accounts: commands and queries over their ports.
 * Form input is `unknown`, parsed with the contracts' schemas; the acting user is the separate
 * `actor`, from the session. A subscription command answers once the payments read model
 * shows it (read-your-writes, ADR 0068), or with `caughtUp: false` when it did not in time.
 */
export function createBilling(deps: BillingDeps) {
  const { db } = deps;
  // The payments read model; the payment report catches up with it when it is read (ADR 0075).
  const settled = readYourWrites(db, paymentsProjectionName, deps.readYourWritesMs);
  /** Receipts: a photo or a PDF of the payment (docs/product-rules.md#payments). */
  const receipts = fileIntake(deps.blobs, { area: 'receipts', allowed: receiptUpload.kinds, maxBytes: receiptUpload.maxBytes });
  return {
    receipts,
    /** A payment's receipt, to the user who paid and to admins only (ForbiddenError for anyone else). */
    async openReceipt(actor: Actor, userId: string) {
      const key = await getReceiptKey(db, deps.users, actor, userId);
      return key ? openInArea(deps.blobs, 'receipts', key) : null;
    },
    getPaymentStatus: (actor: Actor) => getPaymentStatus(db, actor),
    getPaymentSummary: (actor: Actor) => getPaymentSummary(db, deps.users, actor, now(deps)),
    listPayments: (actor: Actor, filter?: PaymentFilter, page?: Page) => listPayments(db, deps.users, actor, now(deps), filter, page),
    listPaidUsers: (actor: Actor) => listPaidUsers(db, deps.users, actor, now(deps)),
    getReceiptKey: (actor: Actor, userId: string) => getReceiptKey(db, deps.users, actor, userId),
    /** The payment report (admins only) from its read model; `asOf` a date, the whole history when empty. */
    getPaymentReport: (actor: Actor, asOf?: string) => getPaymentReport(deps, actor, asOf, now(deps)),

    startTrial: (actor: Actor, input: unknown) => settled(startTrial(deps, actor, input)),
    /**
     * Submit to Verify. With the receipt taken in through `receipts`, the command owns it: kept
     * with the payment, or discarded when the submission is refused.
     */
    submitReceipt: (actor: Actor, input: unknown, receipt?: ReceivedFile | null) =>
      settled(
        (async () => {
          if (receipt === undefined) return submitReceipt(deps, actor, input);
          const submitted = await submitReceipt(deps, actor, { ...(input as object), receiptKey: receipt?.key ?? '' });
          if (!submitted.ok) await receipts.discard(receipt);
          return submitted;
        })(),
      ),
    checkExpiry: (actor: Actor) => settled(checkExpiry(deps, actor)),
    verifyPayment: (actor: Actor, userId: string) => settled(verifyPayment(deps, actor, userId)),
    expirePayment: (actor: Actor, userId: string) => settled(expirePayment(deps, actor, userId)),
    amendPayment: (actor: Actor, userId: string, input: unknown) => settled(amendPayment(deps, actor, userId, input)),
    deletePayment: (actor: Actor, userId: string) => settled(deletePayment(deps, actor, userId)),
    /** The expiry sweep (a job, not a route): the users' pages hear of it through realtime notices. */
    expireDue: (at?: Date) => expireDue(deps, at),

    listPackages: () => listPackages(db),
    addPackage: (actor: Actor, input: unknown) => addPackage(deps, actor, input),
    updatePackage: (actor: Actor, packageId: string, input: unknown) => updatePackage(deps, actor, packageId, input),
    deletePackage: (actor: Actor, packageId: string) => deletePackage(deps, actor, packageId),

    listPaymentAccounts: () => listPaymentAccounts(db),
    savePaymentAccount: (actor: Actor, input: unknown) => savePaymentAccount(deps, actor, input),
  };
}

export type Billing = ReturnType<typeof createBilling>;
