// A payment history generated through the Subscription decider, for the replay benchmark
// (bench/replay.ts) and the test that the payments read model folds as the decider does.
import type { PackageTerms, SubscriptionEvent } from '@qanoon/contracts';
import { decide } from './decide.ts';
import { evolve, initialState, subscriptionStream, type SubscriptionCommand, type SubscriptionState } from './subscription.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** One event of the history, in time order, as a command's handler would append it. */
export interface HistoryEvent {
  streamId: string;
  revision: number;
  event: SubscriptionEvent;
  /** Who acted: the user, an admin's id, or `system` for the expiry sweep. */
  by: string;
}

export interface HistoryOptions {
  /** How many events at most. */
  events: number;
  users: number;
  seed?: number;
  /**
   * The share of replaced payments (a new receipt or trial while one is pending or expired) that
   * get one more event naming the replaced payment after the new one: a verification, edit,
   * expiry or deletion that must move nothing. 0 (the default) writes only what `decide` decides.
   */
  replacedLate?: number;
}

type Step = 'trial' | 'receipt' | 'verify' | 'editVerify' | 'editPending' | 'extend' | 'expire' | 'sweep' | 'delete';
interface User {
  id: string;
  email: string;
  state: SubscriptionState;
  newUser: boolean;
  revision: number;
  next: { step: Step; at: number } | null;
}

const free = { name: 'Free', terms: { durationDays: 7, fee: 0, registration: 0, total: 0 } };
const paidPackages: { name: string; terms: PackageTerms; share: number }[] = [
  { name: 'Monthly', terms: { durationDays: 30, fee: 1500, registration: 500, total: 2000 }, share: 0.55 },
  { name: 'Quarterly', terms: { durationDays: 90, fee: 4000, registration: 500, total: 4500 }, share: 0.3 },
  { name: 'Yearly', terms: { durationDays: 365, fee: 14_000, registration: 500, total: 14_500 }, share: 0.15 },
];

/** A min-heap of users by the time of their next step: the history comes out in time order. */
class Agenda {
  private readonly heap: User[] = [];
  private at = (i: number) => this.heap[i]?.next?.at ?? Infinity;
  private swap(i: number, j: number) {
    const a = this.heap[i] as User;
    this.heap[i] = this.heap[j] as User;
    this.heap[j] = a;
  }
  push(user: User) {
    this.heap.push(user);
    for (let i = this.heap.length - 1; i > 0 && this.at((i - 1) >> 1) > this.at(i); i = (i - 1) >> 1) this.swap(i, (i - 1) >> 1);
  }
  pop(): User | undefined {
    const top = this.heap[0];
    const last = this.heap.pop();
    if (this.heap.length === 0 || !last) return top;
    this.heap[0] = last;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const small = l + 1 < this.heap.length && this.at(l + 1) < this.at(l) ? l + 1 : l;
      if (small >= this.heap.length || this.at(small) >= this.at(i)) break;
      this.swap(i, small);
      i = small;
    }
    return top;
  }
}

/**
 * Users' steps run through the decider in time order; seeded, so every run writes the same
 * history. `refused` counts the commands the decider refused, once the events are read.
 */
export function subscriptionHistory(options: HistoryOptions): { events: Generator<HistoryEvent>; readonly refused: number } {
  let seed = options.seed ?? 20_250_101;
  const rand32 = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  const random = () => rand32() / 2 ** 32;
  const between = (low: number, high: number) => low + random() * (high - low);
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  const uuid = () => {
    const h = hex(rand32()) + hex(rand32()) + hex(rand32()) + hex(rand32());
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[rand32() & 3]}${h.slice(17, 20)}-${h.slice(20)}`;
  };
  const pickPackage = () => {
    let r = random();
    for (const p of paidPackages) if ((r -= p.share) < 0) return p;
    return paidPackages[0] as (typeof paidPackages)[number];
  };
  const admins = Array.from({ length: 5 }, uuid);
  const replacedLate = options.replacedLate ?? 0;

  /** What a user, an admin or the expiry sweep does next, given the subscription as it stands; null: the user leaves. */
  function plan(user: User, now: number): User['next'] {
    const { state } = user;
    const r = random();
    switch (state.status) {
      case 'none':
        return r < 0.6 ? { step: 'receipt', at: now + between(hour, 3 * day) } : null;
      case 'pending': {
        const at = now + between(hour, 3 * day);
        if (r < 0.9) return { step: 'verify', at };
        if (r < 0.94) return { step: 'editVerify', at };
        if (r < 0.97) return { step: 'delete', at };
        if (r < 0.99) return { step: 'receipt', at };
        return { step: 'trial', at };
      }
      case 'paid': {
        const end = state.expireAt.getTime();
        const before = now + random() * (end - now);
        if (r < 0.1) return { step: 'extend', at: before };
        if (r < 0.12) return { step: 'expire', at: before };
        if (r < 0.13) return { step: 'delete', at: before };
        if (r < 0.14) return { step: 'editPending', at: before };
        if (r < 0.15) return { step: 'receipt', at: before };
        // Renewed in the minutes between the package running out and the sweep recording it.
        if (r < 0.17) return { step: 'receipt', at: end + between(0, 30 * minute) };
        return { step: 'sweep', at: end + between(0, minute) };
      }
      case 'expired':
        if (r < 0.85) return { step: 'receipt', at: now + between(hour, 20 * day) };
        if (r < 0.88) return { step: 'extend', at: now + between(hour, 3 * day) };
        if (r < 0.9) return { step: 'trial', at: now + between(hour, 3 * day) };
        return null;
      default: {
        const unknown: never = state;
        throw new Error(`Unknown subscription state ${JSON.stringify(unknown)}`);
      }
    }
  }

  function command(user: User, step: Step, at: Date): SubscriptionCommand {
    const choice = (p: { name: string; terms: PackageTerms }) => ({ userId: user.id, paymentId: uuid(), email: user.email, package: p.name, terms: p.terms, at });
    switch (step) {
      case 'trial':
        return { type: 'StartTrial', data: { ...choice(free), newUser: user.newUser } };
      case 'receipt':
        return { type: 'SubmitReceipt', data: { ...choice(pickPackage()), receiptKey: `receipts/${uuid()}.jpeg` } };
      case 'verify':
        return { type: 'VerifyPayment', data: { at } };
      case 'editVerify':
        return { type: 'AmendPayment', data: { at, isPaid: 'true' } };
      case 'editPending':
        return { type: 'AmendPayment', data: { at, isPaid: 'false' } };
      case 'extend': {
        const end = user.state.status === 'paid' ? user.state.expireAt.getTime() : at.getTime();
        return { type: 'AmendPayment', data: { at, expireAt: new Date(end + Math.round(between(7, 30)) * day) } };
      }
      case 'expire':
        return { type: 'ExpirePayment', data: { at } };
      case 'sweep':
        return { type: 'ExpireIfDue', data: { at } };
      case 'delete':
        return { type: 'DeletePayment', data: { at } };
      default: {
        const unknown: never = step;
        throw new Error(`Unknown step ${String(unknown)}`);
      }
    }
  }

  const actedBy = (user: User, step: Step) =>
    step === 'trial' || step === 'receipt' ? user.id : step === 'sweep' ? 'system' : (admins[rand32() % admins.length] as string);

  /** An event naming a payment a newer one replaced, a minute after the new one. */
  function late(replaced: { userId: string; paymentId: string }, at: Date): SubscriptionEvent {
    const data = { version: 1 as const, ...replaced, at: new Date(at.getTime() + minute).toISOString() };
    const expireAt = new Date(at.getTime() + 30 * day).toISOString();
    switch (rand32() % 4) {
      case 0:
        return { type: 'PaymentVerified', data: { ...data, expireAt } };
      case 1:
        return { type: 'PaymentAmended', data: { ...data, expireAt } };
      case 2:
        return { type: 'PaymentExpired', data };
      default:
        return { type: 'PaymentDeleted', data };
    }
  }

  let refused = 0;
  function* events(): Generator<HistoryEvent> {
    const agenda = new Agenda();
    const epoch = Date.UTC(2024, 0, 1);
    for (let i = 0; i < options.users; i++) {
      const at = epoch + random() * 540 * day;
      const user: User = { id: uuid(), email: `user${i}@bench.qanoon.pk`, state: initialState(), newUser: true, revision: 0, next: null };
      user.next = { step: random() < 0.3 ? 'trial' : 'receipt', at };
      agenda.push(user);
    }
    let written = 0;
    for (let user = agenda.pop(); user && written < options.events; user = agenda.pop()) {
      const next = user.next;
      if (!next) continue;
      const at = new Date(next.at);
      const decision = decide(command(user, next.step, at), user.state);
      if (!Array.isArray(decision)) refused += 1;
      else if (written + decision.length <= options.events) {
        const by = actedBy(user, next.step);
        const before = user.state;
        const decided = [...decision];
        const replacing = decided.some((e) => e.type === 'ReceiptSubmitted' || e.type === 'TrialStarted');
        if (replacedLate > 0 && replacing && before.status !== 'none' && written + decided.length < options.events && random() < replacedLate) {
          decided.push(late(before.payment, at));
        }
        for (const event of decided) {
          user.state = evolve(user.state, event);
          if (event.type === 'TrialStarted' || event.type === 'PaymentVerified') user.newUser = false;
          yield { streamId: subscriptionStream(user.id), revision: user.revision++, event, by };
          written += 1;
        }
      }
      user.next = plan(user, next.at);
      if (user.next) agenda.push(user);
    }
  }

  return {
    events: events(),
    get refused() {
      return refused;
    },
  };
}
