import { emptyTexts, messages, paymentsProjectionName, type PackageView } from '@qanoon/contracts';
import { followProjection } from '@qanoon/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitProjection } from '../shared/await-projection.ts';
import { ForbiddenError } from '../shared/outcome.ts';
import { subscriptionStream } from './subscription/subscription.ts';
import { billingTestKit, type BillingTestKit } from './test-kit.ts';

let kit: BillingTestKit;
let free: PackageView;
let gold: PackageView;
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  kit = await billingTestKit('subscriptions', followProjection('payments', 'payment-report'));
  free = await kit.addPackage({ package: 'Free', duration: 7, fee: 0, registration: 0, total: 0 });
  gold = await kit.addPackage({ package: 'Gold', duration: 30 });
});
afterAll(() => kit.close());

const newUser = async (userId: string) =>
  (await kit.db.query<{ new_user: boolean }>('SELECT new_user FROM users WHERE id = $1', [userId])).rows[0]?.new_user;

const receipt = (name = 'r1') => `receipts/${name}.png`;

/** A user whose receipt for Gold awaits verification. */
async function pendingUser() {
  const user = await kit.user();
  await kit.settle(await kit.billing.submitReceipt(user.actor, { packageId: gold.id, receiptKey: receipt() }));
  return user;
}

/** A user whose Gold package an admin verified. */
async function paidUser() {
  const user = await pendingUser();
  const { actor } = await kit.admin();
  await kit.settle(await kit.billing.verifyPayment(actor, user.userId));
  return user;
}

describe('the free trial', () => {
  it('makes a new user paid at once until its days have run, and no longer new', async () => {
    const user = await kit.user();
    const started = await kit.billing.startTrial(user.actor, { packageId: free.id });
    expect(started).toEqual({ ok: true, message: messages.trialStarted, caughtUp: true });
    await kit.settle(started);
    const status = await kit.billing.getPaymentStatus(user.actor);
    expect(status).toMatchObject({ isPaid: 'true', package: 'free' });
    expect(Math.abs((status?.expireAt?.getTime() ?? 0) - (kit.clock().getTime() + 7 * dayMs))).toBeLessThan(60_000);
    expect(await newUser(user.userId)).toBe(false);
  });

  it("is given once: asking again gets 'Free trial already taken!'", async () => {
    const user = await kit.user();
    await kit.settle(await kit.billing.startTrial(user.actor, { packageId: free.id }));
    expect(await kit.billing.startTrial(user.actor, { packageId: free.id })).toEqual({ ok: false, message: messages.freeTrialTaken });
  });

  it('is refused to a user the users table no longer counts as new', async () => {
    const user = await kit.user();
    await kit.db.query('UPDATE users SET new_user = false WHERE id = $1', [user.userId]);
    expect(await kit.billing.startTrial(user.actor, { packageId: free.id })).toMatchObject({ ok: false, message: messages.freeTrialTaken });
    expect(await kit.eventStore.readStream(subscriptionStream(user.userId))).toEqual([]);
  });

  it('is only the free package, and a package that does not exist is not found', async () => {
    const user = await kit.user();
    expect(await kit.billing.startTrial(user.actor, { packageId: gold.id })).toMatchObject({ ok: false, message: messages.notFreePackage });
    expect(await kit.billing.startTrial(user.actor, { packageId: 'nope' })).toMatchObject({ ok: false, message: messages.packageNotFound });
  });

  it('is not for administrators, who need no payment', async () => {
    const { actor } = await kit.admin();
    await expect(kit.billing.startTrial(actor, { packageId: free.id })).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('submitting a receipt', () => {
  it('starts a pending payment and emails every admin about it', async () => {
    const admin = await kit.admin();
    const user = await kit.user();
    const submitted = await kit.billing.submitReceipt(user.actor, { packageId: gold.id, receiptKey: receipt() });
    expect(submitted).toMatchObject({ ok: true, message: messages.receiptUploaded });
    await kit.settle(submitted);
    expect(await kit.billing.getPaymentStatus(user.actor)).toEqual({ isPaid: 'false', package: 'gold', expireAt: null });
    const [mail] = await kit.outbox.list({ recipient: admin.email, limit: 5 });
    expect(mail).toMatchObject({ channel: 'email', subject: 'New payment receipt' });
    expect(mail?.body).toContain(user.email);
    expect(mail?.body).toContain('Gold');
    expect(await newUser(user.userId)).toBe(true);
  });

  it("without a receipt says 'No receipt found!' and stores nothing", async () => {
    const user = await kit.user();
    expect(await kit.billing.submitReceipt(user.actor, { packageId: gold.id, receiptKey: '' })).toEqual({
      ok: false,
      message: messages.noReceipt,
      field: 'receiptKey',
    });
    expect(await kit.eventStore.readStream(subscriptionStream(user.userId))).toEqual([]);
  });

  it('is refused while the package is paid and running', async () => {
    const user = await paidUser();
    expect(await kit.billing.submitReceipt(user.actor, { packageId: gold.id, receiptKey: receipt('r2') })).toMatchObject({
      ok: false,
      message: messages.packageStillActive,
    });
  });

  it('renews an expired package with a new pending payment', async () => {
    const user = await paidUser();
    const { actor } = await kit.admin();
    await kit.settle(await kit.billing.expirePayment(actor, user.userId));
    const before = await kit.billing.listPayments(actor, 'all');
    await kit.settle(await kit.billing.submitReceipt(user.actor, { packageId: gold.id, receiptKey: receipt('r2') }));
    const after = await kit.billing.listPayments(actor, 'pending');
    const renewed = after.find((p) => p.userId === user.userId);
    expect(renewed).toMatchObject({ isPaid: 'false', receipt: receipt('r2') });
    expect(renewed?.paymentId).not.toBe(before.find((p) => p.userId === user.userId)?.paymentId);
  });

  it('is a free trial instead when the package is the free one', async () => {
    const user = await kit.user();
    expect(await kit.billing.submitReceipt(user.actor, { packageId: free.id, receiptKey: receipt() })).toMatchObject({
      ok: false,
      message: messages.freePackageNeedsNoReceipt,
    });
  });
});

describe("the admin's Payments screen", () => {
  it("verifies a pending payment: paid from now for the package's days, and the user no longer new", async () => {
    const user = await pendingUser();
    const { actor } = await kit.admin();
    const verified = await kit.billing.verifyPayment(actor, user.userId);
    expect(verified).toMatchObject({ ok: true, message: messages.paymentVerified });
    await kit.settle(verified);
    const status = await kit.billing.getPaymentStatus(user.actor);
    expect(status?.isPaid).toBe('true');
    expect(Math.abs((status?.expireAt?.getTime() ?? 0) - (kit.clock().getTime() + 30 * dayMs))).toBeLessThan(60_000);
    expect(await newUser(user.userId)).toBe(false);
    expect(await kit.billing.verifyPayment(actor, user.userId)).toMatchObject({ ok: false, message: messages.verifyOnlyPending });
  });

  it("filters Paid and Pending, with the user's name and contact", async () => {
    const pending = await pendingUser();
    const paid = await paidUser();
    const { actor } = await kit.admin();
    const ids = async (filter: 'paid' | 'pending' | 'all') => (await kit.billing.listPayments(actor, filter)).map((p) => p.userId);
    expect(await ids('pending')).toContain(pending.userId);
    expect(await ids('pending')).not.toContain(paid.userId);
    expect(await ids('paid')).toContain(paid.userId);
    expect(await ids('paid')).not.toContain(pending.userId);
    expect(await ids('all')).toEqual(expect.arrayContaining([pending.userId, paid.userId]));
    const row = (await kit.billing.listPayments(actor, 'paid')).find((p) => p.userId === paid.userId);
    expect(row).toMatchObject({
      name: 'Ayesha Khan',
      contact: paid.contact,
      email: paid.email,
      package: 'gold',
      duration: 30,
      fee: 1500,
      registration: 500,
      total: 2000,
      isPaid: 'true',
    });
    expect(emptyTexts.payments).toBe('No Payments Exist');
  });

  it('does nothing with an edit whose fields are all empty', async () => {
    const user = await paidUser();
    const { actor } = await kit.admin();
    expect(await kit.billing.amendPayment(actor, user.userId, { expireAt: '', isPaid: '' })).toEqual({
      ok: true,
      message: messages.nothingToUpdate,
      changed: false,
      caughtUp: true,
    });
  });

  it("moves a paid package's expiry, and sets a pending one to 'true'", async () => {
    const paid = await paidUser();
    const pending = await pendingUser();
    const { actor } = await kit.admin();
    const moved = await kit.billing.amendPayment(actor, paid.userId, { expireAt: '2099-01-31T12:00:00Z' });
    expect(moved).toMatchObject({ ok: true, message: messages.paymentUpdated, changed: true });
    await kit.settle(moved);
    expect((await kit.billing.getPaymentStatus(paid.actor))?.expireAt).toEqual(new Date('2099-01-31T12:00:00Z'));
    await kit.settle(await kit.billing.amendPayment(actor, pending.userId, { isPaid: 'true' }));
    expect((await kit.billing.getPaymentStatus(pending.actor))?.isPaid).toBe('true');
  });

  it("expires a paid package: isPaid 'expire', expireAt emptied, and then no edit", async () => {
    const user = await paidUser();
    const { actor } = await kit.admin();
    const expired = await kit.billing.amendPayment(actor, user.userId, { isPaid: 'expire' });
    expect(expired).toMatchObject({ ok: true, changed: true });
    await kit.settle(expired);
    expect(await kit.billing.getPaymentStatus(user.actor)).toEqual({ isPaid: 'expire', package: 'gold', expireAt: null });
    expect(await kit.billing.amendPayment(actor, user.userId, { expireAt: '2099-01-01' })).toMatchObject({
      ok: false,
      message: messages.expiredPaymentNoEdit,
    });
    expect(await kit.billing.expirePayment(actor, user.userId)).toMatchObject({ ok: false, message: messages.expireOnlyPaid });
  });

  it('deletes a payment, after which the user has none and may choose a package again', async () => {
    const user = await pendingUser();
    const { actor } = await kit.admin();
    const deleted = await kit.billing.deletePayment(actor, user.userId);
    expect(deleted).toMatchObject({ ok: true, message: messages.paymentDeleted });
    await kit.settle(deleted);
    expect(await kit.billing.getPaymentStatus(user.actor)).toBeNull();
    expect(await kit.billing.deletePayment(actor, user.userId)).toMatchObject({ ok: false, message: messages.paymentNotFound });
    await kit.settle(await kit.billing.submitReceipt(user.actor, { packageId: gold.id, receiptKey: receipt('r3') }));
    expect((await kit.billing.getPaymentStatus(user.actor))?.isPaid).toBe('false');
  });

  it('answers a malformed user id with no payment', async () => {
    const { actor } = await kit.admin();
    expect(await kit.billing.verifyPayment(actor, 'x')).toMatchObject({ ok: false, message: messages.paymentNotFound });
  });

  it('is for administrators only', async () => {
    const user = await pendingUser();
    const { actor } = user;
    await expect(kit.billing.verifyPayment(actor, user.userId)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(kit.billing.expirePayment(actor, user.userId)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(kit.billing.amendPayment(actor, user.userId, { isPaid: 'true' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(kit.billing.deletePayment(actor, user.userId)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(kit.billing.listPayments(actor, 'all')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(kit.billing.listPaidUsers(actor)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await kit.billing.getPaymentStatus(actor))?.isPaid).toBe('false');
  });
});

describe('the Paid Users screen', () => {
  it('lists running paid packages numbered, the soonest to expire first', async () => {
    const later = await paidUser();
    const sooner = await paidUser();
    const pending = await pendingUser();
    const { actor } = await kit.admin();
    await kit.settle(await kit.billing.amendPayment(actor, sooner.userId, { expireAt: '2098-01-01' }));
    await kit.settle(await kit.billing.amendPayment(actor, later.userId, { expireAt: '2098-06-01' }));
    const paid = await kit.billing.listPaidUsers(actor);
    const ids = paid.map((p) => p.userId);
    expect(ids.indexOf(sooner.userId)).toBeLessThan(ids.indexOf(later.userId));
    expect(ids).not.toContain(pending.userId);
    expect(paid.map((p) => p.n)).toEqual(paid.map((_, i) => i + 1));
    expect(paid.find((p) => p.userId === sooner.userId)).toMatchObject({
      fullName: 'Ayesha Khan',
      email: sooner.email,
      contact: sooner.contact,
      expireAt: new Date('2097-12-31T19:00:00.000Z'),
    });
  });
});

describe('the Payment screen', () => {
  it("shows the user's details and the payment's terms", async () => {
    const user = await pendingUser();
    expect(await kit.billing.getPaymentSummary(user.actor)).toEqual({
      user: { name: 'Ayesha Khan', email: user.email, contact: user.contact, address: 'Chamber 12, District Courts', city: 'Lahore' },
      payment: { package: 'gold', duration: 30, fee: 1500, registration: 500, total: 2000, isPaid: 'false', expireAt: null },
    });
  });

  it('shows no payment for a user who has not chosen a package', async () => {
    const user = await kit.user();
    expect((await kit.billing.getPaymentSummary(user.actor))?.payment).toBeNull();
    expect(await kit.billing.getPaymentSummary({ userId: 'nobody' })).toBeNull();
  });

  it("keeps a payment's terms when the package is edited or deleted later", async () => {
    const silver = await kit.addPackage({ package: 'Silver', fee: 900, total: 1400 });
    const user = await kit.user();
    await kit.settle(await kit.billing.submitReceipt(user.actor, { packageId: silver.id, receiptKey: receipt() }));
    const { actor } = await kit.admin();
    await kit.billing.updatePackage(actor, silver.id, { fee: '5000' });
    await kit.billing.deletePackage(actor, silver.id);
    expect((await kit.billing.getPaymentSummary(user.actor))?.payment).toMatchObject({ package: 'silver', fee: 900, total: 1400 });
  });
});

describe('a receipt', () => {
  it('is seen by its owner and by admins only', async () => {
    const user = await pendingUser();
    const other = await kit.user();
    const { actor } = await kit.admin();
    expect(await kit.billing.getReceiptKey(user.actor, user.userId)).toBe(receipt());
    expect(await kit.billing.getReceiptKey(actor, user.userId)).toBe(receipt());
    await expect(kit.billing.getReceiptKey(other.actor, user.userId)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await kit.billing.getReceiptKey(other.actor, other.userId)).toBeNull();
  });
});

describe('waiting for the read model', () => {
  it('answers a command once the read model shows it; the wait answers at once for nothing and gives up when the projector is behind', async () => {
    expect(await awaitProjection(kit.db, paymentsProjectionName, null)).toBe(true);
    const user = await kit.user();
    expect(await kit.billing.startTrial(user.actor, { packageId: free.id })).toEqual({ ok: true, message: messages.trialStarted, caughtUp: true });
    expect((await kit.billing.getPaymentStatus(user.actor))?.isPaid).toBe('true');
    const position = (await kit.eventStore.readStream(subscriptionStream(user.userId))).at(-1)?.globalPosition ?? null;
    if (position === null) throw new Error('no event');
    expect(await awaitProjection(kit.db, paymentsProjectionName, position + 1_000_000n, 100)).toBe(false);
    expect(await awaitProjection(kit.db, paymentsProjectionName, position, 10_000)).toBe(true);
  });
});
