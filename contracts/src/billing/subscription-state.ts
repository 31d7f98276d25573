import type { AccountType, IsPaid } from './payments.ts';
import type { PackageTerms, SubscriptionEvent } from './subscription-events.ts';

/** The payment a subscription is on: the package's terms as they were when it was chosen. */
export interface SubscriptionPayment {
  userId: string;
  paymentId: string;
  email: string;
  /** The package's name, lowercased. */
  package: string;
  terms: PackageTerms;
  receiptKey: string | null;
  /** The payment account the receipt says was paid into; null for a trial or when not named. */
  channel: AccountType | null;
  /** When the trial started or the receipt was submitted (ISO 8601, as the event wrote it). */
  submittedAt: string;
}

/**
 * A user's subscription: the one state machine the Subscription decider decides on and the
 * payments read model is folded with. `hadAccess` remembers a trial or a verified payment even
 * after a payment is deleted, so the free trial is given once whatever happens to the users
 * table. `updatedAt` is when the payment last moved, `expiredAt` when it expired (ISO 8601).
 */
export type SubscriptionState =
  | { status: 'none'; hadAccess: boolean }
  | { status: 'pending'; hadAccess: boolean; payment: SubscriptionPayment; updatedAt: string }
  | { status: 'paid'; hadAccess: boolean; payment: SubscriptionPayment; expireAt: Date; updatedAt: string }
  | { status: 'expired'; hadAccess: boolean; payment: SubscriptionPayment; expiredAt: string; updatedAt: string };

export const initialSubscriptionState = (): SubscriptionState => ({ status: 'none', hadAccess: false });

/** The spec's isPaid value of a state; null when there is no payment. */
export const isPaidOf = (state: SubscriptionState): IsPaid | null => {
  switch (state.status) {
    case 'none':
      return null;
    case 'pending':
      return 'false';
    case 'paid':
      return 'true';
    case 'expired':
      return 'expire';
    default: {
      const unknown: never = state;
      throw new Error(`Unknown subscription state ${JSON.stringify(unknown)}`);
    }
  }
};

const paymentOf = (data: Extract<SubscriptionEvent, { type: 'TrialStarted' | 'ReceiptSubmitted' }>['data']): SubscriptionPayment => ({
  userId: data.userId,
  paymentId: data.paymentId,
  email: data.email,
  package: data.package,
  terms: data.terms,
  receiptKey: 'receiptKey' in data ? data.receiptKey : null,
  channel: ('channel' in data ? data.channel : undefined) ?? null,
  submittedAt: data.at,
});

/**
 * Whether an event names a payment other than the one the subscription is on: a verification,
 * edit, expiry or deletion of a payment a newer trial or receipt has since replaced. Such an
 * event moves nothing: the admin verified, edited or deleted that receipt, not the new one.
 */
export const isOfReplacedPayment = (state: SubscriptionState, event: SubscriptionEvent): boolean =>
  event.type !== 'TrialStarted' && event.type !== 'ReceiptSubmitted' && (state.status === 'none' || state.payment.paymentId !== event.data.paymentId);

/** A subscription after one of its events. An event of a replaced payment (or of none) returns the state as it was. */
export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const { hadAccess } = state;
  switch (event.type) {
    case 'TrialStarted':
      return { status: 'paid', hadAccess: true, payment: paymentOf(event.data), expireAt: new Date(event.data.expireAt), updatedAt: event.data.at };
    case 'ReceiptSubmitted':
      return { status: 'pending', hadAccess, payment: paymentOf(event.data), updatedAt: event.data.at };
    default:
  }
  if (state.status === 'none' || state.payment.paymentId !== event.data.paymentId) return state;
  switch (event.type) {
    case 'PaymentVerified':
    case 'PaymentAmended':
      return {
        status: 'paid',
        hadAccess: hadAccess || event.type === 'PaymentVerified',
        payment: state.payment,
        expireAt: new Date(event.data.expireAt),
        updatedAt: event.data.at,
      };
    case 'PaymentExpired':
      return { status: 'expired', hadAccess, payment: state.payment, expiredAt: event.data.at, updatedAt: event.data.at };
    case 'PaymentDeleted':
      return { status: 'none', hadAccess };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown subscription event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The live event telling a user's open pages their subscription changed: `{ isPaid, expireAt }`. */
export const subscriptionChangedEvent = 'subscription';
