import { cohortSpan, isOfReplacedPayment, readSubscriptionEvent, type AccountType } from '@qanoon/contracts';
import { evolve, initialState, type SubscriptionState } from '../subscription/subscription.ts';
import { monthLabel, monthOf, monthStart } from './months.ts';

/** The payment channel of a receipt: the account it names, or `unnamed`. */
export type Channel = AccountType | 'unnamed';
export const channels: readonly Channel[] = ['jazzcash', 'easypaisa', 'bank', 'unnamed'];

export interface ChannelFigures {
  submitted: number;
  verified: number;
  revenue: number;
}

/** The figures of one month, or of the whole period (`period` is `total`). See ADR 0025. */
export interface PeriodFigures {
  /** `2026-06`, or `total` for the whole period. */
  period: string;
  receiptsSubmitted: number;
  receiptsVerified: number;
  /** Receipts an admin deleted while they waited: the product's way of refusing one. */
  receiptsRefused: number;
  /** Verified or expired payments an admin deleted. */
  paymentsDeleted: number;
  /** Paid packages (not trials) that ended. */
  paymentsExpired: number;
  /** A paid package's end moved by an admin. */
  paymentsAmended: number;
  trialsStarted: number;
  trialsEnded: number;
  /** At the month's end (the last month: at the as-of cut); for the whole period, at its end. */
  activePaidAtEnd: number;
  onTrialAtEnd: number;
  waitingAtEnd: number;
  /** The package totals of the payments verified. */
  revenue: number;
  revenueByPackage: Record<string, number>;
  paymentsByPackage: Record<string, number>;
  /** Users whose first verified payment this is, and what they paid. */
  newUsers: number;
  revenueFromNew: number;
  /** Users with a payment verified who had one verified before (counted once per period). */
  renewingUsers: number;
  revenueFromRenewing: number;
  /** Receipt to verification, in seconds, over the payments verified in the period (nearest rank). */
  waitP50Seconds: number | null;
  waitP90Seconds: number | null;
  waitMaxSeconds: number | null;
  byChannel: Record<Channel, ChannelFigures>;
}

/** Users whose first payment was verified in `month`, and how many of them were paid 1…12 months later. */
export interface Cohort {
  month: string;
  users: number;
  /** Index k − 1 for month M+k; null where that month's end is past the as-of cut. */
  stillPaid: (number | null)[];
  share: (number | null)[];
}

export interface PaymentReport {
  /** Events recorded before this instant (ISO 8601) are in the report. */
  recordedBefore: string;
  /** Subscription events folded (repeats and later events left out). */
  events: number;
  packages: string[];
  months: PeriodFigures[];
  total: PeriodFigures;
  cohorts: Cohort[];
}

export { cohortSpan };

/** What the fold keeps of a stored event: the event store's RecordedEvent, or a relayed Kafka message. */
export interface HistoryEvent {
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  globalPosition: bigint;
  recordedAt: Date;
}

interface UserFacts {
  state: SubscriptionState;
  /** The newest position folded, so a repeat delivery is dropped. */
  position: bigint;
  /** The month of the newest event; the month ends before it have been counted. */
  month: number;
  submittedAt: number;
  /** The month of the first verified payment; -1 before one. */
  cohort: number;
  renewedIn: number;
  renewed: boolean;
}

/** What a month's events add up to, as the fold and the read model (ADR 0075) keep it. */
export interface Flows {
  receiptsSubmitted: number;
  receiptsVerified: number;
  receiptsRefused: number;
  paymentsDeleted: number;
  paymentsExpired: number;
  paymentsAmended: number;
  trialsStarted: number;
  trialsEnded: number;
  activePaidAtEnd: number;
  onTrialAtEnd: number;
  waitingAtEnd: number;
  revenue: number;
  newUsers: number;
  revenueFromNew: number;
  renewingUsers: number;
  revenueFromRenewing: number;
  revenueByPackage: Map<string, number>;
  paymentsByPackage: Map<string, number>;
  byChannel: Record<Channel, ChannelFigures>;
  waits: number[];
  /** For a cohort month: how many of its users were paid at the end of M+k (index k − 1). */
  retained: number[];
}

export const newFlows = (): Flows => ({
  receiptsSubmitted: 0,
  receiptsVerified: 0,
  receiptsRefused: 0,
  paymentsDeleted: 0,
  paymentsExpired: 0,
  paymentsAmended: 0,
  trialsStarted: 0,
  trialsEnded: 0,
  activePaidAtEnd: 0,
  onTrialAtEnd: 0,
  waitingAtEnd: 0,
  revenue: 0,
  newUsers: 0,
  revenueFromNew: 0,
  renewingUsers: 0,
  revenueFromRenewing: 0,
  revenueByPackage: new Map(),
  paymentsByPackage: new Map(),
  byChannel: Object.fromEntries(channels.map((c) => [c, { submitted: 0, verified: 0, revenue: 0 }])) as Record<Channel, ChannelFigures>,
  waits: [],
  retained: new Array<number>(cohortSpan).fill(0),
});

const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/** Nearest-rank percentile of ascending values. */
/**
 * The value of rank `k` (from 0) as if `values` were sorted, found in linear time by partitioning
 * in place (Hoare): the report's waits are read whole for every request, and sorting 300,000 of
 * them cost more than the rest of the report.
 */
function select(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (hi > lo) {
    const pivot = values[(lo + hi) >> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k] as number;
  }
  return values[k] as number;
}

/** Nearest-rank percentile of the values (ADR 0025). */
const percentile = (values: Float64Array, p: number): number | null => (values.length === 0 ? null : select(values, Math.ceil(p * values.length) - 1));

/**
 * The payment report as a fold over the Subscription history: each user's events go through the
 * decider's own `evolve`, and only per-user facts and per-month sums are kept, so any history
 * streams through in bounded memory. Events from one user must come in stream order; users may
 * interleave in any order (a Kafka topic's partitions), and a repeated delivery is dropped, so
 * the event store and the relay give the same report. Definitions: ADR 0025.
 */
export function paymentReportFold(options: { recordedBefore: Date }) {
  const cut = options.recordedBefore.getTime();
  const lastMonth = monthOf(cut - 1);
  const users = new Map<string, UserFacts>();
  const months = new Map<number, Flows>();
  let firstMonth = Number.POSITIVE_INFINITY;
  let events = 0;
  let renewingEver = 0;

  const flows = flowsIn(months);

  /** Count a user's standing at the ends of the months from `from` to `to`. */
  function closeMonths(user: UserFacts, from: number, to: number) {
    const { state } = user;
    if (state.status === 'none' || state.status === 'expired') return;
    for (let month = from; month <= to; month++) {
      const end = Math.min(monthStart(month + 1), cut);
      const figures = flows(month);
      if (state.status === 'pending') figures.waitingAtEnd += 1;
      else if (state.expireAt.getTime() > end) {
        if (state.payment.receiptKey === null) figures.onTrialAtEnd += 1;
        else {
          figures.activePaidAtEnd += 1;
          const k = month - user.cohort;
          if (user.cohort >= 0 && k >= 1 && k <= cohortSpan) flows(user.cohort).retained[k - 1] = (flows(user.cohort).retained[k - 1] ?? 0) + 1;
        }
      }
    }
  }

  function fold(recorded: HistoryEvent) {
    if (recorded.recordedAt.getTime() >= cut) return;
    const event = readSubscriptionEvent(recorded);
    if (!event) return;
    let user = users.get(recorded.streamId);
    const at = Date.parse(event.data.at);
    const month = monthOf(at);
    if (!user) {
      user = { state: initialState(), position: -1n, month, submittedAt: 0, cohort: -1, renewedIn: -1, renewed: false };
      users.set(recorded.streamId, user);
    }
    if (recorded.globalPosition <= user.position) return;
    user.position = recorded.globalPosition;
    if (month > user.month) {
      closeMonths(user, user.month, month - 1);
      user.month = month;
    }
    events += 1;
    if (month < firstMonth) firstMonth = month;
    const before = user.state;
    // An event of a payment a newer one replaced moves nothing, in the report as in the state.
    if (isOfReplacedPayment(before, event)) return;
    const figures = flows(month);
    switch (event.type) {
      case 'TrialStarted':
        figures.trialsStarted += 1;
        break;
      case 'ReceiptSubmitted': {
        figures.receiptsSubmitted += 1;
        figures.byChannel[event.data.channel ?? 'unnamed'].submitted += 1;
        user.submittedAt = at;
        break;
      }
      case 'PaymentVerified': {
        // Only a receipt's payment is verified: a trial is paid from the start and earns nothing.
        if (before.status !== 'pending') break;
        const { package: name, terms, channel } = before.payment;
        figures.receiptsVerified += 1;
        figures.revenue += terms.total;
        add(figures.revenueByPackage, name, terms.total);
        add(figures.paymentsByPackage, name, 1);
        const byChannel = figures.byChannel[channel ?? 'unnamed'];
        byChannel.verified += 1;
        byChannel.revenue += terms.total;
        figures.waits.push(Math.round((at - user.submittedAt) / 1000));
        if (user.cohort < 0) {
          user.cohort = month;
          figures.newUsers += 1;
          figures.revenueFromNew += terms.total;
        } else {
          figures.revenueFromRenewing += terms.total;
          if (user.renewedIn !== month) figures.renewingUsers += 1;
          user.renewedIn = month;
          if (!user.renewed) renewingEver += 1;
          user.renewed = true;
        }
        break;
      }
      case 'PaymentAmended':
        if (before.status === 'paid') figures.paymentsAmended += 1;
        break;
      case 'PaymentExpired':
        if (before.status !== 'paid') break;
        if (before.payment.receiptKey === null) figures.trialsEnded += 1;
        else figures.paymentsExpired += 1;
        break;
      case 'PaymentDeleted':
        if (before.status === 'pending') figures.receiptsRefused += 1;
        else if (before.status !== 'none') figures.paymentsDeleted += 1;
        break;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown subscription event ${JSON.stringify(unknown)}`);
      }
    }
    user.state = evolve(before, event);
  }

  function report(): PaymentReport {
    for (const user of users.values()) if (user.month <= lastMonth) closeMonths(user, user.month, lastMonth);
    return reportOf({ cut, events, firstMonth, months, renewingEver });
  }

  return {
    /** Fold events in the order their source gives them (see above). */
    add(batch: Iterable<HistoryEvent>) {
      for (const recorded of batch) fold(recorded);
    },
    report,
  };
}

export type PaymentReportFold = ReturnType<typeof paymentReportFold>;

/** A month's flows in `months`, made empty the first time it is asked for. */
export const flowsIn = (months: Map<number, Flows>) => (month: number): Flows => {
  let found = months.get(month);
  if (!found) {
    found = newFlows();
    months.set(month, found);
  }
  return found;
};

/**
 * The report from the month sums: every month from the first event's to the cut's, the whole
 * period, the cohorts. The fold and the read model (ADR 0075) both end here.
 */
export function reportOf(input: { cut: number; events: number; firstMonth: number; months: Map<number, Flows>; renewingEver: number }): PaymentReport {
  const { cut, events, firstMonth, months, renewingEver } = input;
  const lastMonth = monthOf(cut - 1);
  const flows = flowsIn(months);
  const span = Number.isFinite(firstMonth) ? Array.from({ length: lastMonth - firstMonth + 1 }, (_, i) => firstMonth + i) : [];
  const packages = [...new Set([...months.values()].flatMap((f) => [...f.paymentsByPackage.keys()]))].sort();
  const monthly = span.map((month) => figuresOf(monthLabel(month), flows(month), packages));
  const whole = newFlows();
  for (const month of span) {
    const f = flows(month);
    for (const key of sums) whole[key] += f[key];
    for (const [name, n] of f.revenueByPackage) add(whole.revenueByPackage, name, n);
    for (const [name, n] of f.paymentsByPackage) add(whole.paymentsByPackage, name, n);
    for (const c of channels) {
      whole.byChannel[c].submitted += f.byChannel[c].submitted;
      whole.byChannel[c].verified += f.byChannel[c].verified;
      whole.byChannel[c].revenue += f.byChannel[c].revenue;
    }
    for (const wait of f.waits) whole.waits.push(wait);
  }
  const last = span.at(-1);
  if (last !== undefined) {
    const end = flows(last);
    whole.activePaidAtEnd = end.activePaidAtEnd;
    whole.onTrialAtEnd = end.onTrialAtEnd;
    whole.waitingAtEnd = end.waitingAtEnd;
  }
  whole.renewingUsers = renewingEver;
  const cohorts = span
    .filter((month) => flows(month).newUsers > 0)
    .map((month): Cohort => {
      const f = flows(month);
      const stillPaid = f.retained.map((n, i) => (month + i + 1 <= lastMonth ? n : null));
      return { month: monthLabel(month), users: f.newUsers, stillPaid, share: stillPaid.map((n) => (n === null ? null : n / f.newUsers)) };
    });
  return {
    recordedBefore: new Date(cut).toISOString(),
    events,
    packages,
    months: monthly,
    total: figuresOf('total', whole, packages),
    cohorts,
  };
}

const sums = [
  'receiptsSubmitted',
  'receiptsVerified',
  'receiptsRefused',
  'paymentsDeleted',
  'paymentsExpired',
  'paymentsAmended',
  'trialsStarted',
  'trialsEnded',
  'revenue',
  'newUsers',
  'revenueFromNew',
  'revenueFromRenewing',
] as const satisfies readonly (keyof Flows)[];

function figuresOf(period: string, f: Flows, packages: string[]): PeriodFigures {
  const waits = Float64Array.from(f.waits);
  let longest: number | null = null;
  for (const wait of waits) if (longest === null || wait > longest) longest = wait;
  return {
    period,
    receiptsSubmitted: f.receiptsSubmitted,
    receiptsVerified: f.receiptsVerified,
    receiptsRefused: f.receiptsRefused,
    paymentsDeleted: f.paymentsDeleted,
    paymentsExpired: f.paymentsExpired,
    paymentsAmended: f.paymentsAmended,
    trialsStarted: f.trialsStarted,
    trialsEnded: f.trialsEnded,
    activePaidAtEnd: f.activePaidAtEnd,
    onTrialAtEnd: f.onTrialAtEnd,
    waitingAtEnd: f.waitingAtEnd,
    revenue: f.revenue,
    revenueByPackage: Object.fromEntries(packages.map((name) => [name, f.revenueByPackage.get(name) ?? 0])),
    paymentsByPackage: Object.fromEntries(packages.map((name) => [name, f.paymentsByPackage.get(name) ?? 0])),
    newUsers: f.newUsers,
    revenueFromNew: f.revenueFromNew,
    renewingUsers: f.renewingUsers,
    revenueFromRenewing: f.revenueFromRenewing,
    waitP50Seconds: percentile(waits, 0.5),
    waitP90Seconds: percentile(waits, 0.9),
    waitMaxSeconds: longest,
    byChannel: Object.fromEntries(channels.map((c) => [c, { ...f.byChannel[c] }])) as Record<Channel, ChannelFigures>,
  };
}
