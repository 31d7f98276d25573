import { messages, type PackageTerms, type SubscriptionEvent } from '@qanoon/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../shared/testing/decider-spec.ts';
import { decide } from './decide.ts';
import { evolve, initialState, isPaidOf, subscriptionStream, type SubscriptionCommand } from './subscription.ts';

const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const paymentId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const renewalId = '16fd2706-8baf-433b-82eb-8c7fada847da';
const email = 'ayesha@example.pk';
const monthly: PackageTerms = { durationDays: 30, fee: 1500, registration: 500, total: 2000 };
const week: PackageTerms = { durationDays: 7, fee: 0, registration: 0, total: 0 };
const jan1 = new Date('2025-01-01T00:00:00.000Z');
const jan3 = new Date('2025-01-03T00:00:00.000Z');
const jan8 = new Date('2025-01-08T00:00:00.000Z');
const feb2 = new Date('2025-02-02T00:00:00.000Z');
const feb5 = new Date('2025-02-05T00:00:00.000Z');

const given = deciderSpec({ decide, evolve, initialState: initialState });

const trialStarted: SubscriptionEvent = {
  type: 'TrialStarted',
  data: { version: 1, userId, paymentId, email, package: 'free', terms: week, expireAt: jan8.toISOString(), at: jan1.toISOString() },
};
const receiptSubmitted: SubscriptionEvent = {
  type: 'ReceiptSubmitted',
  data: { version: 1, userId, paymentId, email, package: 'gold', terms: monthly, receiptKey: 'receipts/r1.png', at: jan1.toISOString() },
};
const paymentVerified: SubscriptionEvent = {
  type: 'PaymentVerified',
  data: { version: 1, userId, paymentId, expireAt: feb2.toISOString(), at: jan3.toISOString() },
};
const paymentExpired: SubscriptionEvent = { type: 'PaymentExpired', data: { version: 1, userId, paymentId, at: feb2.toISOString() } };
const paymentDeleted: SubscriptionEvent = { type: 'PaymentDeleted', data: { version: 1, userId, paymentId, at: jan3.toISOString() } };

const startTrial = (overrides: Partial<Extract<SubscriptionCommand, { type: 'StartTrial' }>['data']> = {}): SubscriptionCommand => ({
  type: 'StartTrial',
  data: { userId, paymentId, email, package: 'Free', terms: week, newUser: true, at: jan1, ...overrides },
});
const submitReceipt = (overrides: Partial<Extract<SubscriptionCommand, { type: 'SubmitReceipt' }>['data']> = {}): SubscriptionCommand => ({
  type: 'SubmitReceipt',
  data: { userId, paymentId: renewalId, email, package: 'Gold', terms: monthly, receiptKey: 'receipts/r2.png', at: feb5, ...overrides },
});

describe('starting the free trial', () => {
  it('makes a new user paid at once until the package has run its days, naming the package in lowercase', () => {
    given([]).when(startTrial()).then([trialStarted]);
  });

  it("is refused once the users table says the user is no longer new: 'Free trial already taken!'", () => {
    given([]).when(startTrial({ newUser: false })).thenFails(messages.freeTrialTaken);
  });

  it('is refused a second time even when the payment was deleted in between', () => {
    given([trialStarted, paymentDeleted]).when(startTrial()).thenFails(messages.freeTrialTaken);
  });

  it('is refused after a verified payment', () => {
    given([receiptSubmitted, paymentVerified, paymentExpired]).when(startTrial()).thenFails(messages.freeTrialTaken);
  });

  it('is refused while a receipt awaits verification, so the receipt is not lost', () => {
    given([receiptSubmitted]).when(startTrial()).thenFails(messages.receiptPending);
  });

  it('is only for the package named free', () => {
    given([]).when(startTrial({ package: 'Gold' })).thenFails(messages.notFreePackage);
  });
});

describe('submitting a receipt', () => {
  it('starts a pending payment of the paid package', () => {
    given([]).when(submitReceipt({ paymentId, receiptKey: 'receipts/r1.png', at: jan1 })).then([receiptSubmitted]);
  });

  it("is refused without a receipt: 'No receipt found!'", () => {
    given([]).when(submitReceipt({ receiptKey: '' })).thenFails(messages.noReceipt);
  });

  it('is not how the free package is taken', () => {
    given([]).when(submitReceipt({ package: 'FREE' })).thenFails(messages.freePackageNeedsNoReceipt);
  });

  it('replaces a receipt still pending', () => {
    given([receiptSubmitted]).when(submitReceipt()).then([
      expect.objectContaining({ type: 'ReceiptSubmitted', data: expect.objectContaining({ paymentId: renewalId }) }),
    ]);
  });

  it('renews an expired package, and starts again after a deleted one', () => {
    for (const history of [[receiptSubmitted, paymentVerified, paymentExpired], [receiptSubmitted, paymentDeleted]]) {
      given(history).when(submitReceipt()).then([expect.objectContaining({ type: 'ReceiptSubmitted' })]);
    }
  });

  it('is refused while the package is still paid and running', () => {
    given([receiptSubmitted, paymentVerified]).when(submitReceipt({ at: jan8 })).thenFails(messages.packageStillActive);
  });

  it('records the expiry first when the time ran out before the sweep noticed', () => {
    given([receiptSubmitted, paymentVerified]).when(submitReceipt()).then([
      { type: 'PaymentExpired', data: { version: 1, userId, paymentId, at: feb5.toISOString() } },
      expect.objectContaining({ type: 'ReceiptSubmitted', data: expect.objectContaining({ paymentId: renewalId }) }),
    ]);
  });
});

describe('verifying a payment', () => {
  it("makes a pending payment paid for the package's days from the moment of verification", () => {
    given([receiptSubmitted]).when({ type: 'VerifyPayment', data: { at: jan3 } }).then([paymentVerified]);
  });

  it('is only for a pending payment', () => {
    const verify: SubscriptionCommand = { type: 'VerifyPayment', data: { at: jan3 } };
    given([receiptSubmitted, paymentVerified]).when(verify).thenFails(messages.verifyOnlyPending);
    given([receiptSubmitted, paymentVerified, paymentExpired]).when(verify).thenFails(messages.verifyOnlyPending);
    given([]).when(verify).thenFails(messages.paymentNotFound);
  });
});

describe('expiring a payment', () => {
  const expire: SubscriptionCommand = { type: 'ExpirePayment', data: { at: feb2 } };

  it('lets an admin end a paid package at any time', () => {
    given([receiptSubmitted, paymentVerified]).when(expire).then([paymentExpired]);
  });

  it('is only for a paid package', () => {
    given([receiptSubmitted]).when(expire).thenFails(messages.expireOnlyPaid);
    given([receiptSubmitted, paymentVerified, paymentExpired]).when(expire).thenFails(messages.expireOnlyPaid);
    given([]).when(expire).thenFails(messages.paymentNotFound);
  });

  it('when due, ends a package whose time ran out and refuses one still running', () => {
    given([receiptSubmitted, paymentVerified]).when({ type: 'ExpireIfDue', data: { at: feb2 } }).then([paymentExpired]);
    given([receiptSubmitted, paymentVerified]).when({ type: 'ExpireIfDue', data: { at: jan8 } }).thenFails(messages.packageNotDue);
  });

  it('when due, changes nothing on a package already expired', () => {
    given([trialStarted, paymentExpired]).when({ type: 'ExpireIfDue', data: { at: feb5 } }).then([]);
  });

  it('when due, does not touch a pending payment', () => {
    given([receiptSubmitted]).when({ type: 'ExpireIfDue', data: { at: feb5 } }).thenFails(messages.expireOnlyPaid);
  });
});

describe("an admin's edit of a payment", () => {
  const amend = (data: { expireAt?: Date; isPaid?: 'true' | 'false' | 'expire' }): SubscriptionCommand => ({
    type: 'AmendPayment',
    data: { at: jan3, ...data },
  });

  it('moves the end of a paid package', () => {
    given([receiptSubmitted, paymentVerified]).when(amend({ expireAt: feb5 })).then([
      { type: 'PaymentAmended', data: { version: 1, userId, paymentId, expireAt: feb5.toISOString(), at: jan3.toISOString() } },
    ]);
  });

  it("verifies a pending payment when set to 'true', with the date given or the package's days", () => {
    given([receiptSubmitted]).when(amend({ isPaid: 'true' })).then([paymentVerified]);
    given([receiptSubmitted]).when(amend({ isPaid: 'true', expireAt: feb5 })).then([
      expect.objectContaining({ type: 'PaymentVerified', data: expect.objectContaining({ expireAt: feb5.toISOString() }) }),
    ]);
  });

  it("expires a paid package when set to 'expire'", () => {
    given([receiptSubmitted, paymentVerified]).when(amend({ isPaid: 'expire', expireAt: feb5 })).then([
      expect.objectContaining({ type: 'PaymentExpired' }),
    ]);
  });

  it('changes nothing when the values are the ones it already has', () => {
    given([receiptSubmitted, paymentVerified]).when(amend({ isPaid: 'true', expireAt: feb2 })).then([]);
    given([receiptSubmitted]).when(amend({ isPaid: 'false' })).then([]);
  });

  it('refuses the moves the edit form does not offer', () => {
    given([receiptSubmitted, paymentVerified]).when(amend({ isPaid: 'false' })).thenFails(messages.paidCannotBePending);
    given([receiptSubmitted]).when(amend({ isPaid: 'expire' })).thenFails(messages.expireOnlyPaid);
    given([receiptSubmitted]).when(amend({ expireAt: feb5 })).thenFails(messages.verifyBeforeExpiry);
  });

  it('has no edit for an expired payment, nor for none', () => {
    given([trialStarted, paymentExpired]).when(amend({ expireAt: feb5 })).thenFails(messages.expiredPaymentNoEdit);
    given([]).when(amend({ expireAt: feb5 })).thenFails(messages.paymentNotFound);
  });
});

describe('deleting a payment', () => {
  it('removes it whatever its state, and the stream goes on from no payment', () => {
    const del: SubscriptionCommand = { type: 'DeletePayment', data: { at: jan3 } };
    given([receiptSubmitted]).when(del).then([paymentDeleted]);
    given([trialStarted, paymentExpired]).when(del).then([expect.objectContaining({ type: 'PaymentDeleted' })]);
    expect(isPaidOf([receiptSubmitted, paymentDeleted].reduce(evolve, initialState()))).toBeNull();
  });

  it('is refused when there is no payment', () => {
    given([receiptSubmitted, paymentDeleted]).when({ type: 'DeletePayment', data: { at: jan3 } }).thenFails(messages.paymentNotFound);
  });
});

describe('the subscription state', () => {
  it("reads as the spec's isPaid values", () => {
    expect(isPaidOf([receiptSubmitted].reduce(evolve, initialState()))).toBe('false');
    expect(isPaidOf([receiptSubmitted, paymentVerified].reduce(evolve, initialState()))).toBe('true');
    expect(isPaidOf([trialStarted, paymentExpired].reduce(evolve, initialState()))).toBe('expire');
  });

  it('lives in one stream per user', () => {
    expect(subscriptionStream(userId)).toBe(`subscription-${userId}`);
  });
});
