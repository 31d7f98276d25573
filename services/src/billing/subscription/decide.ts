import { isFreePackage, messages, type SubscriptionEvent } from '@qanoon/contracts';
import { failure, type Failure } from '../../shared/outcome.ts';
import type { SubscriptionCommand, SubscriptionState } from './subscription.ts';

/** The events a command causes (none when it changes nothing), or the reason it is refused. */
export type Decision = SubscriptionEvent[] | Failure;

type Command<T extends SubscriptionCommand['type']> = Extract<SubscriptionCommand, { type: T }>['data'];

const dayMs = 24 * 60 * 60 * 1000;
const addDays = (at: Date, days: number) => new Date(at.getTime() + days * dayMs);
const iso = (date: Date) => date.toISOString();

/** A paid package whose time has run out, though nobody has recorded its expiry yet. */
const lapsed = (state: SubscriptionState, at: Date) => state.status === 'paid' && state.expireAt <= at;

function startTrial(command: Command<'StartTrial'>, state: SubscriptionState): Decision {
  if (!isFreePackage(command.package)) return failure(messages.notFreePackage);
  if (!command.newUser || state.hadAccess) return failure(messages.freeTrialTaken);
  if (state.status === 'pending') return failure(messages.receiptPending);
  const { userId, paymentId, email, terms, at } = command;
  const expireAt = addDays(at, terms.durationDays);
  return [
    {
      type: 'TrialStarted',
      data: { version: 1, userId, paymentId, email, package: command.package.toLowerCase(), terms, expireAt: iso(expireAt), at: iso(at) },
    },
  ];
}

function submitReceipt(command: Command<'SubmitReceipt'>, state: SubscriptionState): Decision {
  if (isFreePackage(command.package)) return failure(messages.freePackageNeedsNoReceipt);
  if (command.receiptKey === '') return failure(messages.noReceipt);
  if (state.status === 'paid' && !lapsed(state, command.at)) return failure(messages.packageStillActive);
  const { userId, paymentId, email, terms, receiptKey, channel, at } = command;
  const submitted: SubscriptionEvent = {
    type: 'ReceiptSubmitted',
    data: { version: 1, userId, paymentId, email, package: command.package.toLowerCase(), terms, receiptKey, ...(channel ? { channel } : {}), at: iso(at) },
  };
  if (state.status !== 'paid') return [submitted];
  // A renewal after the time ran out but before the sweep recorded it: record the expiry first.
  const { payment } = state;
  return [{ type: 'PaymentExpired', data: { version: 1, userId: payment.userId, paymentId: payment.paymentId, at: iso(at) } }, submitted];
}

function verifyPayment(command: Command<'VerifyPayment'>, state: SubscriptionState): Decision {
  if (state.status === 'none') return failure(messages.paymentNotFound);
  if (state.status !== 'pending') return failure(messages.verifyOnlyPending);
  const { payment } = state;
  const expireAt = command.expireAt ?? addDays(command.at, payment.terms.durationDays);
  return [
    {
      type: 'PaymentVerified',
      data: { version: 1, userId: payment.userId, paymentId: payment.paymentId, expireAt: iso(expireAt), at: iso(command.at) },
    },
  ];
}

const expired = (state: Extract<SubscriptionState, { status: 'paid' }>, at: Date): SubscriptionEvent[] => [
  { type: 'PaymentExpired', data: { version: 1, userId: state.payment.userId, paymentId: state.payment.paymentId, at: iso(at) } },
];

function expirePayment(command: Command<'ExpirePayment'>, state: SubscriptionState): Decision {
  if (state.status === 'none') return failure(messages.paymentNotFound);
  if (state.status !== 'paid') return failure(messages.expireOnlyPaid);
  return expired(state, command.at);
}

function expireIfDue(command: Command<'ExpireIfDue'>, state: SubscriptionState): Decision {
  switch (state.status) {
    case 'none':
      return failure(messages.paymentNotFound);
    case 'pending':
      return failure(messages.expireOnlyPaid);
    case 'expired':
      return [];
    case 'paid':
      return state.expireAt <= command.at ? expired(state, command.at) : failure(messages.packageNotDue);
    default: {
      const unknown: never = state;
      throw new Error(`Unknown subscription state ${JSON.stringify(unknown)}`);
    }
  }
}

/** An admin's edit: isPaid moves a payment the ways the spec's edit form offers, expireAt moves a paid one's end. */
function amendPayment(command: Command<'AmendPayment'>, state: SubscriptionState): Decision {
  switch (state.status) {
    case 'none':
      return failure(messages.paymentNotFound);
    case 'expired':
      return failure(messages.expiredPaymentNoEdit);
    case 'pending':
      if (command.isPaid === 'true') return verifyPayment(command, state);
      if (command.isPaid === 'expire') return failure(messages.expireOnlyPaid);
      return command.expireAt ? failure(messages.verifyBeforeExpiry) : [];
    case 'paid': {
      if (command.isPaid === 'expire') return expired(state, command.at);
      if (command.isPaid === 'false') return failure(messages.paidCannotBePending);
      const { expireAt, at } = command;
      if (!expireAt || expireAt.getTime() === state.expireAt.getTime()) return [];
      const { userId, paymentId } = state.payment;
      return [{ type: 'PaymentAmended', data: { version: 1, userId, paymentId, expireAt: iso(expireAt), at: iso(at) } }];
    }
    default: {
      const unknown: never = state;
      throw new Error(`Unknown subscription state ${JSON.stringify(unknown)}`);
    }
  }
}

function deletePayment(command: Command<'DeletePayment'>, state: SubscriptionState): Decision {
  if (state.status === 'none') return failure(messages.paymentNotFound);
  const { userId, paymentId } = state.payment;
  return [{ type: 'PaymentDeleted', data: { version: 1, userId, paymentId, at: iso(command.at) } }];
}

/** The Subscription decider's rules (docs/product-rules.md#packages, ADR 0014): pure, no clock, no ids of its own. */
export function decide(command: SubscriptionCommand, state: SubscriptionState): Decision {
  switch (command.type) {
    case 'StartTrial':
      return startTrial(command.data, state);
    case 'SubmitReceipt':
      return submitReceipt(command.data, state);
    case 'VerifyPayment':
      return verifyPayment(command.data, state);
    case 'ExpirePayment':
      return expirePayment(command.data, state);
    case 'ExpireIfDue':
      return expireIfDue(command.data, state);
    case 'AmendPayment':
      return amendPayment(command.data, state);
    case 'DeletePayment':
      return deletePayment(command.data, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown subscription command ${JSON.stringify(unknown)}`);
    }
  }
}
