import type { AccountType, IsPaid, PackageTerms, SubscriptionEvent } from '@qanoon/contracts';

/** The stream of one user's subscription: `subscription-<userId>`. */
export const subscriptionStream = (userId: string) => `subscription-${userId}`;

/** The payment a subscription is on: the package's terms as they were when it was chosen. */
export interface Payment {
  userId: string;
  paymentId: string;
  email: string;
  /** The package's name, lowercased. */
  package: string;
  terms: PackageTerms;
  receiptKey: string | null;
  /** The payment account the receipt says was paid into; null for a trial or when not named. */
  channel: AccountType | null;
}

/**
 * A user's subscription. `hadAccess` remembers a trial or a verified payment even after a
 * payment is deleted, so the free trial is given once whatever happens to the users table.
 */
export type SubscriptionState =
  | { status: 'none'; hadAccess: boolean }
  | { status: 'pending'; hadAccess: boolean; payment: Payment }
  | { status: 'paid'; hadAccess: boolean; payment: Payment; expireAt: Date }
  | { status: 'expired'; hadAccess: boolean; payment: Payment };

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

export const initialState = (): SubscriptionState => ({ status: 'none', hadAccess: false });

const paymentOf = (data: {
  userId: string;
  paymentId: string;
  email: string;
  package: string;
  terms: PackageTerms;
  receiptKey?: string;
  channel?: AccountType;
}): Payment => ({
  userId: data.userId,
  paymentId: data.paymentId,
  email: data.email,
  package: data.package,
  terms: data.terms,
  receiptKey: data.receiptKey ?? null,
  channel: data.channel ?? null,
});

export function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const { hadAccess } = state;
  switch (event.type) {
    case 'TrialStarted':
      return { status: 'paid', hadAccess: true, payment: paymentOf(event.data), expireAt: new Date(event.data.expireAt) };
    case 'ReceiptSubmitted':
      return { status: 'pending', hadAccess, payment: paymentOf(event.data) };
    case 'PaymentVerified':
    case 'PaymentAmended':
      return state.status === 'none'
        ? state
        : { status: 'paid', hadAccess: hadAccess || event.type === 'PaymentVerified', payment: state.payment, expireAt: new Date(event.data.expireAt) };
    case 'PaymentExpired':
      return state.status === 'none' ? state : { status: 'expired', hadAccess, payment: state.payment };
    case 'PaymentDeleted':
      return { status: 'none', hadAccess };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown subscription event ${JSON.stringify(unknown)}`);
    }
  }
}
