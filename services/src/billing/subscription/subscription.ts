import type { AccountType, IsPaid, PackageTerms } from '@qanoon/contracts';

/** The stream of one user's subscription: `subscription-<userId>`. */
export const subscriptionStream = (userId: string) => `subscription-${userId}`;

/**
 * The subscription's state machine is shared with the payments projection (one fold, in
 * contracts): the decider decides on what it folds, the read model is written from it.
 */
export {
  evolveSubscription as evolve,
  initialSubscriptionState as initialState,
  isPaidOf,
  type SubscriptionPayment as Payment,
  type SubscriptionState,
} from '@qanoon/contracts';

interface PaymentChoice {
  userId: string;
  paymentId: string;
  email: string;
  /** The package's name as stored; events carry it lowercased. */
  package: string;
  terms: PackageTerms;
  at: Date;
}

/** What may be asked of a subscription. Time and ids come in with the command. */
export type SubscriptionCommand =
  /** `newUser` is the users table's flag, read by the handler. */
  | { type: 'StartTrial'; data: PaymentChoice & { newUser: boolean } }
  | { type: 'SubmitReceipt'; data: PaymentChoice & { receiptKey: string; channel?: AccountType } }
  /** `expireAt` overrides verification time + the package's days (an admin's edit). */
  | { type: 'VerifyPayment'; data: { at: Date; expireAt?: Date } }
  /** An admin ends a paid package now. */
  | { type: 'ExpirePayment'; data: { at: Date } }
  /** The package's time ran out (the expiry sweep, or the user's countdown reaching zero). */
  | { type: 'ExpireIfDue'; data: { at: Date } }
  | { type: 'AmendPayment'; data: { at: Date; expireAt?: Date; isPaid?: IsPaid } }
  | { type: 'DeletePayment'; data: { at: Date } };
