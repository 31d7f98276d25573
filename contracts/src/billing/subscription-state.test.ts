import { describe, expect, it } from 'vitest';
import type { SubscriptionEvent } from './subscription-events.ts';
import { evolveSubscription, initialSubscriptionState, isPaidOf, type SubscriptionState } from './subscription-state.ts';

const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const first = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const second = '9a3c1d2e-5b6f-4a7b-8c9d-0e1f2a3b4c5d';
const terms = { durationDays: 30, fee: 1500, registration: 500, total: 2000 };
const receipt = (paymentId: string, at: string): SubscriptionEvent => ({
  type: 'ReceiptSubmitted',
  data: { version: 1, userId, paymentId, email: 'ayesha@example.pk', package: 'gold', terms, receiptKey: `receipts/${paymentId}.png`, at },
});
const fold = (events: SubscriptionEvent[]) => events.reduce<SubscriptionState>(evolveSubscription, initialSubscriptionState());

describe('the subscription state machine', () => {
  it('moves a payment from pending to paid to expired, keeping when each happened', () => {
    const state = fold([
      receipt(first, '2025-01-01T10:00:00.000Z'),
      { type: 'PaymentVerified', data: { version: 1, userId, paymentId: first, expireAt: '2025-01-31T10:00:00.000Z', at: '2025-01-02T10:00:00.000Z' } },
      { type: 'PaymentExpired', data: { version: 1, userId, paymentId: first, at: '2025-01-31T10:00:00.000Z' } },
    ]);
    expect(state).toMatchObject({ status: 'expired', hadAccess: true, expiredAt: '2025-01-31T10:00:00.000Z', updatedAt: '2025-01-31T10:00:00.000Z' });
    expect(state.status !== 'none' && state.payment.submittedAt).toBe('2025-01-01T10:00:00.000Z');
  });

  it.each<[string, SubscriptionEvent]>([
    ['verified', { type: 'PaymentVerified', data: { version: 1, userId, paymentId: first, expireAt: '2025-02-01T00:00:00.000Z', at: '2025-01-03T00:00:00.000Z' } }],
    ['amended', { type: 'PaymentAmended', data: { version: 1, userId, paymentId: first, expireAt: '2025-02-01T00:00:00.000Z', at: '2025-01-03T00:00:00.000Z' } }],
    ['expired', { type: 'PaymentExpired', data: { version: 1, userId, paymentId: first, at: '2025-01-03T00:00:00.000Z' } }],
    ['deleted', { type: 'PaymentDeleted', data: { version: 1, userId, paymentId: first, at: '2025-01-03T00:00:00.000Z' } }],
  ])('leaves the new receipt pending when the payment it replaced is %s', (_, late) => {
    const replaced = fold([receipt(first, '2025-01-01T00:00:00.000Z'), receipt(second, '2025-01-02T00:00:00.000Z')]);
    const after = evolveSubscription(replaced, late);
    expect(after).toBe(replaced);
    expect(isPaidOf(after)).toBe('false');
    expect(after.hadAccess).toBe(false);
  });
});
