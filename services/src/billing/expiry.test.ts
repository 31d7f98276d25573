import { messages, type PackageView } from '@qanoon/contracts';
import { parseEnv, storeEnvShape } from '@qanoon/infra';
import { testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { followProjection } from '@qanoon/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueJob, jobHandlers } from '../jobs/handlers.ts';
import { createRuntime } from '../runtime.ts';
import { billingTestKit, type BillingTestKit } from './test-kit.ts';

let kit: BillingTestKit;
let free: PackageView;
let gold: PackageView;
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  kit = await billingTestKit('expiry', followProjection('payments', 'payment-report'));
  free = await kit.addPackage({ package: 'Free', duration: 7, fee: 0, registration: 0, total: 0 });
  gold = await kit.addPackage({ package: 'Gold', duration: 30 });
});
afterAll(() => kit.close());

const later = (days: number) => new Date(kit.clock().getTime() + days * dayMs);

async function onTrial() {
  const user = await kit.user();
  await kit.settle(await kit.billing.startTrial(user.actor, { packageId: free.id }));
  return user;
}

async function pending() {
  const user = await kit.user();
  await kit.settle(await kit.billing.submitReceipt(user.actor, { packageId: gold.id, receiptKey: 'receipts/r.png' }));
  return user;
}

async function paid() {
  const user = await pending();
  const { actor } = await kit.admin();
  await kit.settle(await kit.billing.verifyPayment(actor, user.userId));
  return user;
}

const isPaid = async (user: { actor: { userId: string } }) => (await kit.billing.getPaymentStatus(user.actor))?.isPaid;

describe('the expiry sweep', () => {
  it('expires every paid package whose time has come, and only those', async () => {
    const trial = await onTrial();
    const monthly = await paid();
    const waiting = await pending();
    const extended = await paid();
    const { actor } = await kit.admin();
    await kit.settle(await kit.billing.amendPayment(actor, extended.userId, { expireAt: '2099-01-01' }));

    const week = await kit.billing.expireDue(later(8));
    expect(week.expired).toContain(trial.userId);
    expect(week.expired).not.toContain(monthly.userId);
    await kit.settle({ ok: true, message: '', position: week.position });
    expect(await isPaid(trial)).toBe('expire');
    expect(await isPaid(monthly)).toBe('true');

    const month = await kit.billing.expireDue(later(31));
    expect(month.expired).toContain(monthly.userId);
    expect(month.expired).not.toContain(trial.userId);
    expect(month.expired).not.toContain(waiting.userId);
    expect(month.expired).not.toContain(extended.userId);
    await kit.settle({ ok: true, message: '', position: month.position });
    expect(await isPaid(monthly)).toBe('expire');
    expect(await isPaid(waiting)).toBe('false');
    expect((await kit.billing.getPaymentStatus(extended.actor))?.expireAt).toEqual(new Date('2098-12-31T19:00:00.000Z'));
  });

  it('expires nothing twice when run again', async () => {
    const trial = await onTrial();
    const first = await kit.billing.expireDue(later(8));
    expect(first.expired).toContain(trial.userId);
    expect((await kit.billing.expireDue(later(8))).expired).not.toContain(trial.userId);
  });

  it('expires many packages due together, each once, and its position shows them all expired', async () => {
    const trials = await Promise.all(Array.from({ length: 20 }, onTrial));
    const sweep = await kit.billing.expireDue(later(8));
    for (const trial of trials) expect(sweep.expired.filter((userId) => userId === trial.userId)).toHaveLength(1);
    expect(sweep.failed).toEqual([]);
    await kit.settle({ ok: true, message: '', position: sweep.position });
    expect(await Promise.all(trials.map(isPaid))).toEqual(trials.map(() => 'expire'));
  });

  it('trusts the stream over a read model that has not caught up with an extension', async () => {
    const user = await paid();
    // As if the projector had not yet applied an admin's extension: the row still says due.
    await kit.db.query('UPDATE payments SET expire_at = $2 WHERE user_id = $1', [user.userId, later(-1)]);
    const sweep = await kit.billing.expireDue();
    expect(sweep.expired).not.toContain(user.userId);
    expect(sweep.failed).toEqual([]);
    expect(await kit.eventStore.readStream(`subscription-${user.userId}`)).toHaveLength(2);
  });
});

describe("a user's countdown reaching zero", () => {
  it("expires the package once its time has come, and says 'Package Expired!' again after", async () => {
    const user = await onTrial();
    expect(await kit.billing.checkExpiry(user.actor)).toEqual({ ok: false, message: messages.packageNotDue });
    kit.travel(8);
    try {
      const expired = await kit.billing.checkExpiry(user.actor);
      expect(expired).toMatchObject({ ok: true, message: messages.packageExpired });
      await kit.settle(expired);
      expect(await isPaid(user)).toBe('expire');
      expect(await kit.billing.checkExpiry(user.actor)).toEqual({ ok: true, message: messages.packageExpired, caughtUp: true });
    } finally {
      kit.travel(-8);
    }
  });

  it('does not touch a payment still pending', async () => {
    const user = await pending();
    expect(await kit.billing.checkExpiry(user.actor)).toEqual({ ok: false, message: messages.expireOnlyPaid });
  });
});

describe('the billing.expire-due job', () => {
  it("runs the sweep over the runtime's stores and reports whom it expired", async () => {
    kit.travel(-10);
    const user = await onTrial().finally(() => kit.travel(10));
    const env = parseEnv(storeEnvShape, { DATABASE_URL: kit.url, REDIS_URL: testRedisUrl, QUEUE_PREFIX: uniqueId('test-'), NODE_ENV: 'test' });
    const runtime = createRuntime(env, { applicationName: 'qanoon-test' });
    try {
      const handler = jobHandlers(runtime).maintenance[expireDueJob];
      if (!handler) throw new Error(`no ${expireDueJob} handler`);
      const result = await handler({ id: '1', name: expireDueJob, data: {}, attempt: 1, signal: new AbortController().signal, reportProgress: async () => {} });
      expect(result).toEqual({ expired: expect.arrayContaining([user.userId]), failed: [] });
      expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    } finally {
      await runtime.close();
    }
  });
});
