import { messages, paymentsProjectionName, readSubscriptionEvent, type PackageView, type SubscriptionEvent } from '@qanoon/contracts';
import type { EventStore, RecordedEvent } from '@qanoon/infra';
import { followProjection } from '@qanoon/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../shared/outcome.ts';
import { amendPayment, deletePayment, expirePayment, verifyPayment } from './commands/admin-payments.ts';
import { submitReceipt } from './commands/choose-package.ts';
import { checkExpiry } from './commands/expiry.ts';
import { createUserDirectory } from '../identity/user-directory.ts';
import type { BillingDeps } from './deps.ts';
import { awaitProjection } from '../shared/await-projection.ts';
import { decide } from './subscription/decide.ts';
import { evolve, initialState, isPaidOf, subscriptionStream, type SubscriptionCommand, type SubscriptionState } from './subscription/subscription.ts';
import { billingTestKit, type BillingTestKit } from './test-kit.ts';

type Status = SubscriptionState['status'];

/**
 * The subscription commands the facade runs, answering with the position of their last event
 * (which the facade waits on and keeps to itself): each event is checked against the position
 * its command was told.
 */
const commandsOver = (deps: BillingDeps) => ({
  verifyPayment: (actor: Actor, userId: string) => verifyPayment(deps, actor, userId),
  expirePayment: (actor: Actor, userId: string) => expirePayment(deps, actor, userId),
  amendPayment: (actor: Actor, userId: string, input: unknown) => amendPayment(deps, actor, userId, input),
  deletePayment: (actor: Actor, userId: string) => deletePayment(deps, actor, userId),
  submitReceipt: (actor: Actor, input: unknown) => submitReceipt(deps, actor, input),
  checkExpiry: (actor: Actor) => checkExpiry(deps, actor),
});
type Billing = ReturnType<typeof commandsOver>;
const kitCommands = () => commandsOver({ db: kit.db, blobs: kit.blobs, eventStore: kit.eventStore, notifier: kit.outbox, users: createUserDirectory(kit.db), clock: kit.clock });
type CommandName = 'verify' | 'amend expireAt' | 'expire' | 'new receipt' | 'check expiry' | 'amend isPaid true' | 'amend isPaid expire' | 'delete';

/**
 * Each round starts from a state, brought about one command at a time, and has a lead: the one
 * command whose decision lands first. The other 29 decided on the same revision, so each of them
 * conflicts, reads again and races the rest.
 */
const rounds: { from: Status; lead: CommandName }[] = [
  { from: 'pending', lead: 'verify' },
  { from: 'paid', lead: 'amend expireAt' },
  { from: 'paid', lead: 'expire' },
  { from: 'expired', lead: 'new receipt' },
  { from: 'paid', lead: 'amend isPaid expire' },
  { from: 'pending', lead: 'delete' },
  { from: 'none', lead: 'new receipt' },
  { from: 'pending', lead: 'amend isPaid true' },
];

/** What a refused command may be told: a rule of the decider, or that someone else got there first. */
const allowedRefusals = new Set<string>([
  messages.paymentChangedElsewhere,
  messages.paymentNotFound,
  messages.verifyOnlyPending,
  messages.expireOnlyPaid,
  messages.expiredPaymentNoEdit,
  messages.verifyBeforeExpiry,
  messages.paidCannotBePending,
  messages.packageStillActive,
  messages.packageNotDue,
]);

interface Fired {
  round: number;
  name: CommandName;
  lead: boolean;
  /** The message the command answers with when it is done. */
  success: readonly string[];
  outcome: { ok: boolean; message: string; position?: bigint | null };
}

let kit: BillingTestKit;
let gold: PackageView;
let user: Awaited<ReturnType<BillingTestKit['user']>>;
const fired: Fired[] = [];
/** Positions of the events of the commands that set each round up, one at a time. */
const setUp = new Set<bigint>();
let recorded: RecordedEvent[] = [];
/** After each round: the state its stream folds to, and the read model's rows. */
const afterRounds: { state: SubscriptionState; rows: Record<string, unknown>[] }[] = [];

/**
 * The real event store as each command of a round sees it: every command's first read of the
 * stream is held until all `readers` have read, so they all decide on the same revision; the
 * lead's read is let go first, the others' once the lead is done.
 */
function sameRevision(store: EventStore, readers: number) {
  let arrived = 0;
  let release = () => {};
  const everyoneRead = new Promise<void>((resolve) => (release = resolve));
  let leadDone = () => {};
  const lead = new Promise<void>((resolve) => (leadDone = resolve));
  const view = (isLead: boolean): EventStore => {
    let held = false;
    return {
      name: store.name,
      identity: store.identity,
      appendToStream: (streamId, events, expected) => store.appendToStream(streamId, events, expected),
      async readStream(streamId) {
        const events = await store.readStream(streamId);
        if (!held) {
          held = true;
          arrived += 1;
          if (arrived === readers) release();
          await everyoneRead;
          if (!isLead) await lead;
        }
        return events;
      },
      readAll: (options) => store.readAll(options),
      readAllPages: (options) => store.readAllPages(options),
      subscribeToAll: (handler, options) => store.subscribeToAll(handler, options),
      close: async () => {},
    };
  };
  return { view, leadDone: () => leadDone() };
}

/** Thirty commands from three admins and the user, on the user's one subscription; each runs on a billing of its own. */
function thirtyCommands(admins: Actor[], round: number) {
  const admin = (i: number) => admins[i % admins.length] as Actor;
  const day = (i: number) => `2099-${String(round + 1).padStart(2, '0')}-${String(10 + i).padStart(2, '0')}T12:00:00Z`;
  const updated = [messages.paymentUpdated, messages.nothingToUpdate];
  const commands: { name: CommandName; success: readonly string[]; run: (billing: Billing) => Promise<Fired['outcome']> }[] = [];
  const add = (n: number, name: CommandName, success: readonly string[], run: (billing: Billing, i: number) => Promise<Fired['outcome']>) => {
    for (let i = 0; i < n; i++) commands.push({ name, success, run: (billing) => run(billing, i) });
  };
  add(6, 'verify', [messages.paymentVerified], (billing, i) => billing.verifyPayment(admin(i), user.userId));
  add(6, 'amend expireAt', updated, (billing, i) => billing.amendPayment(admin(i), user.userId, { expireAt: day(i) }));
  add(5, 'expire', [messages.packageExpired], (billing, i) => billing.expirePayment(admin(i), user.userId));
  add(4, 'new receipt', [messages.receiptUploaded], (billing, i) =>
    billing.submitReceipt(user.actor, { packageId: gold.id, receiptKey: `receipts/round${round}-${i}.png` }),
  );
  add(3, 'check expiry', [messages.packageExpired], (billing) => billing.checkExpiry(user.actor));
  add(2, 'amend isPaid true', updated, (billing, i) => billing.amendPayment(admin(i), user.userId, { isPaid: 'true' }));
  add(2, 'amend isPaid expire', updated, (billing, i) => billing.amendPayment(admin(i), user.userId, { isPaid: 'expire' }));
  add(2, 'delete', [messages.paymentDeleted], (billing, i) => billing.deletePayment(admin(i), user.userId));
  return commands;
}

const fold = (events: RecordedEvent[]) =>
  events.map((e) => readSubscriptionEvent(e)).reduce<SubscriptionState>((state, e) => (e ? evolve(state, e) : state), initialState());

const readState = async () => fold(await kit.eventStore.readStream(subscriptionStream(user.userId)));

/** The user's row of the payments read model once it has applied the stream to its end. */
async function paymentRows(stream: RecordedEvent[]) {
  if (!(await awaitProjection(kit.db, paymentsProjectionName, stream.at(-1)?.globalPosition ?? null, 10_000))) throw new Error('The payments read model did not catch up');
  const { rows } = await kit.db.query('SELECT payment_id, package, receipt, is_paid, expire_at, email::text AS email FROM payments WHERE user_id = $1', [
    user.userId,
  ]);
  return rows;
}

/** Bring the subscription to `status` through the real commands, one at a time. */
async function bringTo(status: Status, admin: Actor): Promise<void> {
  const billing = kitCommands();
  for (let state = await readState(); state.status !== status; state = await readState()) {
    const step =
      status === 'none'
        ? billing.deletePayment(admin, user.userId)
        : state.status === 'pending'
          ? billing.verifyPayment(admin, user.userId)
          : state.status === 'paid'
            ? billing.expirePayment(admin, user.userId)
            : billing.submitReceipt(user.actor, { packageId: gold.id, receiptKey: `receipts/set-up-${setUp.size}.png` });
    const done = await kit.settle(await step);
    if (done.position != null) setUp.add(done.position);
  }
}

beforeAll(async () => {
  kit = await billingTestKit('concurrency_many', followProjection('payments', 'payment-report'));
  gold = await kit.addPackage({ package: 'Gold' });
  user = await kit.user();
  const admins = (await Promise.all([kit.admin(), kit.admin(), kit.admin()])).map((a) => a.actor);
  for (const [round, { from, lead }] of rounds.entries()) {
    await bringTo(from, admins[0] as Actor);
    const commands = thirtyCommands(admins, round);
    const together = sameRevision(kit.eventStore, commands.length);
    const leader = commands.findIndex((c) => c.name === lead);
    const outcomes = await Promise.all(
      commands.map((c, i) => {
        const billing = commandsOver({ db: kit.db, blobs: kit.blobs, eventStore: together.view(i === leader), notifier: kit.outbox, users: createUserDirectory(kit.db), clock: kit.clock });
        const outcome = c.run(billing);
        return i === leader ? outcome.finally(together.leadDone) : outcome;
      }),
    );
    commands.forEach((c, i) => fired.push({ round, name: c.name, lead: i === leader, success: c.success, outcome: outcomes[i] as Fired['outcome'] }));
    const stream = await kit.eventStore.readStream(subscriptionStream(user.userId));
    afterRounds.push({ state: fold(stream), rows: await paymentRows(stream) });
  }
  recorded = await kit.eventStore.readStream(subscriptionStream(user.userId));
});
afterAll(() => kit.close());

/** A command that would cause this event; null for a trial, which no command here asks for. */
function commandFor(event: SubscriptionEvent): SubscriptionCommand | null {
  const at = new Date(event.data.at);
  switch (event.type) {
    case 'TrialStarted':
      return null;
    case 'ReceiptSubmitted':
      return { type: 'SubmitReceipt', data: { ...event.data, at } };
    case 'PaymentVerified':
      return { type: 'VerifyPayment', data: { at, expireAt: new Date(event.data.expireAt) } };
    case 'PaymentAmended':
      return { type: 'AmendPayment', data: { at, expireAt: new Date(event.data.expireAt) } };
    case 'PaymentExpired':
      return { type: 'ExpirePayment', data: { at } };
    case 'PaymentDeleted':
      return { type: 'DeletePayment', data: { at } };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown subscription event ${JSON.stringify(unknown)}`);
    }
  }
}

describe(`thirty commands at once on one subscription, ${rounds.length} rounds from every state`, () => {
  it("each command is done, or refused with a rule's message or told someone else changed it", () => {
    expect(fired).toHaveLength(30 * rounds.length);
    for (const { round, name, success, outcome } of fired) {
      if (outcome.ok) expect(success, `round ${round}, ${name}`).toContain(outcome.message);
      else expect([...allowedRefusals], `round ${round}, ${name}: ${outcome.message}`).toContain(outcome.message);
    }
    // The rounds are contended, not a formality: each lead lands, and some of the others lose a race on their second look.
    expect(fired.filter((f) => f.lead).map((f) => f.outcome)).toEqual(rounds.map(() => expect.objectContaining({ ok: true, position: expect.any(BigInt) })));
    expect(fired.filter((f) => f.outcome.message === messages.paymentChangedElsewhere).length).toBeGreaterThan(0);
  });

  it('the stream replays through the decider: every event is the one it decides from the state before it', () => {
    expect(recorded.map((e) => e.revision)).toEqual(recorded.map((_, i) => BigInt(i)));
    let state = initialState();
    recorded.forEach((stored, i) => {
      const event = readSubscriptionEvent(stored);
      if (!event) throw new Error(`event ${i} (${stored.type}) is not a subscription event`);
      const command = commandFor(event);
      expect(command, `event ${i} ${event.type}`).not.toBeNull();
      if (command) expect(decide(command, state), `event ${i} ${event.type} after ${state.status}`).toEqual([event]);
      state = evolve(state, event);
    });
  });

  it('no event is lost or written twice: one event for each command that changed something, at the position it was told', () => {
    // No command here appends two events (that is a renewal after the time ran out; every expireAt is in the future).
    const told = fired.flatMap((f) => (f.outcome.ok && f.outcome.position != null ? [f.outcome.position] : []));
    const written = recorded.filter((e) => !setUp.has(e.globalPosition)).map((e) => e.globalPosition);
    const ascending = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
    expect([...told].sort(ascending)).toEqual(written);
  });

  it('after every round, the payments read model shows the state the stream folds to', () => {
    expect(afterRounds).toHaveLength(rounds.length);
    for (const [round, { state, rows }] of afterRounds.entries()) {
      const expected =
        state.status === 'none'
          ? []
          : [
              {
                payment_id: state.payment.paymentId,
                package: state.payment.package,
                receipt: state.payment.receiptKey,
                is_paid: isPaidOf(state),
                expire_at: state.status === 'paid' ? state.expireAt : null,
                email: user.email,
              },
            ];
      expect(rows, `after round ${round}, ${state.status}`).toEqual(expected);
    }
  });
});
