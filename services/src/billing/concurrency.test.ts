import { messages, type PackageView } from '@qanoon/contracts';
import type { EventStore } from '@qanoon/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserDirectory } from '../identity/user-directory.ts';
import { createBilling, type Billing } from './billing.ts';
import { subscriptionStream } from './subscription/subscription.ts';
import { billingTestKit, type BillingTestKit } from './test-kit.ts';

let kit: BillingTestKit;
let gold: PackageView;

beforeAll(async () => {
  kit = await billingTestKit('concurrency');
  gold = await kit.addPackage({ package: 'Gold' });
});
afterAll(() => kit.close());

/**
 * The real event store, with its first `readers` stream reads held until all of them have read:
 * so that many commands decide on the same revision, as two admins clicking at once would.
 */
function readingTogether(store: EventStore, readers: number): EventStore {
  let arrived = 0;
  let release = () => {};
  const everyoneRead = new Promise<void>((resolve) => (release = resolve));
  return {
    name: store.name,
    identity: store.identity,
    appendToStream: (streamId, events, expected) => store.appendToStream(streamId, events, expected),
    async readStream(streamId) {
      const events = await store.readStream(streamId);
      if (arrived < readers) {
        arrived += 1;
        if (arrived === readers) release();
        await everyoneRead;
      }
      return events;
    },
    readAll: (options) => store.readAll(options),
    readAllPages: (options) => store.readAllPages(options),
    subscribeToAll: (handler, options) => store.subscribeToAll(handler, options),
    close: async () => {},
  };
}

/** Two admins, each with their own billing, whose first reads happen together. */
async function twoAdmins(): Promise<[{ billing: Billing; actor: { userId: string } }, { billing: Billing; actor: { userId: string } }]> {
  const eventStore = readingTogether(kit.eventStore, 2);
  const billing = createBilling({ db: kit.db, blobs: kit.blobs, eventStore, notifier: kit.outbox, users: createUserDirectory(kit.db), clock: kit.clock });
  const [a, b] = await Promise.all([kit.admin(), kit.admin()]);
  return [
    { billing, actor: a.actor },
    { billing, actor: b.actor },
  ];
}

async function pendingUser() {
  const user = await kit.user();
  const submitted = await kit.billing.submitReceipt(user.actor, { packageId: gold.id, receiptKey: 'receipts/r1.png' });
  if (!submitted.ok) throw new Error(submitted.message);
  return user;
}

const typesIn = async (userId: string) => (await kit.eventStore.readStream(subscriptionStream(userId))).map((e) => e.type);

describe('two admins acting on one subscription at once', () => {
  it('verifying it: exactly one verifies, the other is told someone else changed it', async () => {
    const user = await pendingUser();
    const [first, second] = await twoAdmins();
    const outcomes = await Promise.all([
      first.billing.verifyPayment(first.actor, user.userId),
      second.billing.verifyPayment(second.actor, user.userId),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, message: messages.paymentChangedElsewhere }]);
    expect(await typesIn(user.userId)).toEqual(['ReceiptSubmitted', 'PaymentVerified']);
  });

  it('expiring it: exactly one expires, the other is told someone else changed it', async () => {
    const user = await pendingUser();
    const { actor } = await kit.admin();
    await kit.billing.verifyPayment(actor, user.userId);
    const [first, second] = await twoAdmins();
    const outcomes = await Promise.all([
      first.billing.expirePayment(first.actor, user.userId),
      second.billing.expirePayment(second.actor, user.userId),
    ]);
    expect(outcomes.map((o) => o.message).sort()).toEqual([messages.packageExpired, messages.paymentChangedElsewhere].sort());
    expect(await typesIn(user.userId)).toEqual(['ReceiptSubmitted', 'PaymentVerified', 'PaymentExpired']);
  });

  it('when the second decision still stands on a fresh read, both are done in turn', async () => {
    const user = await pendingUser();
    const [a, b] = await Promise.all([kit.admin(), kit.admin()]);
    // Both decide on the same revision; the verify is written first, so the delete conflicts,
    // reads again, and still stands (deleting a verified payment is allowed).
    const together = readingTogether(kit.eventStore, 2);
    let verifyWritten = () => {};
    const written = new Promise<void>((resolve) => (verifyWritten = resolve));
    const first: EventStore = {
      ...together,
      appendToStream: (...args) => together.appendToStream(...args).finally(verifyWritten),
    };
    const second: EventStore = {
      ...together,
      appendToStream: async (...args) => {
        await written;
        return together.appendToStream(...args);
      },
    };
    const billingOf = (eventStore: EventStore) => createBilling({ db: kit.db, blobs: kit.blobs, eventStore, notifier: kit.outbox, users: createUserDirectory(kit.db), clock: kit.clock });
    const outcomes = await Promise.all([
      billingOf(first).verifyPayment(a.actor, user.userId),
      billingOf(second).deletePayment(b.actor, user.userId),
    ]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect((await typesIn(user.userId)).slice(1).sort()).toEqual(['PaymentDeleted', 'PaymentVerified']);
  });

  it('one user asking for the trial twice at once gets one trial', async () => {
    const free = await kit.addPackage({ package: 'free', duration: 7, fee: 0, registration: 0, total: 0 });
    const user = await kit.user();
    const eventStore = readingTogether(kit.eventStore, 2);
    const billing = createBilling({ db: kit.db, blobs: kit.blobs, eventStore, notifier: kit.outbox, users: createUserDirectory(kit.db), clock: kit.clock });
    const outcomes = await Promise.all([
      billing.startTrial(user.actor, { packageId: free.id }),
      billing.startTrial(user.actor, { packageId: free.id }),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(await typesIn(user.userId)).toEqual(['TrialStarted']);
  });
});
