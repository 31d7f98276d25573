import { describe, expect, it } from 'vitest';
import { readSubscriptionEvent, subscriptionEventTypes } from './subscription-events.ts';

const ids = { userId: '0f8fad5b-d9cb-469f-a165-70867728950e', paymentId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };

describe('the Subscription events', () => {
  it('are the six facts of a subscription', () => {
    expect(subscriptionEventTypes).toEqual([
      'TrialStarted',
      'ReceiptSubmitted',
      'PaymentVerified',
      'PaymentExpired',
      'PaymentAmended',
      'PaymentDeleted',
    ]);
  });

  it('read back a stored event with its version', () => {
    const data = { version: 1, ...ids, expireAt: '2025-03-01T00:00:00.000Z', at: '2025-01-30T00:00:00.000Z' };
    expect(readSubscriptionEvent({ type: 'PaymentVerified', data })).toEqual({ type: 'PaymentVerified', data });
  });

  it("leave other streams' events alone", () => {
    expect(readSubscriptionEvent({ type: 'CaseOpened', data: {} })).toBeNull();
    expect(readSubscriptionEvent({ type: 'toString', data: {} })).toBeNull();
  });

  it('refuse data that fits no version rather than guess', () => {
    expect(() => readSubscriptionEvent({ type: 'PaymentExpired', data: { ...ids, version: 9, at: 'now' } })).toThrow();
  });
});
