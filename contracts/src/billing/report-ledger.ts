import { monthOf } from './report-months.ts';
import { evolveSubscription, initialSubscriptionState, isOfReplacedPayment, type SubscriptionState } from './subscription-state.ts';
import type { SubscriptionEvent } from './subscription-events.ts';

/** The read model of the payment report (ADR 0075): what each event moves, summed by the day it was recorded. */
export const paymentReportProjectionName = 'payment-report';

/** How many months after its first a cohort is followed (ADR 0025). */
export const cohortSpan = 12;

/**
 * A user's facts between two events, as the report's fold keeps them (ADR 0025): the
 * subscription, the latest month an event fell in (months before it are closed), when the
 * pending receipt came, the month of the first verified payment (-1 before one), and the month
 * of the last renewal.
 */
export interface LedgerUser {
  state: SubscriptionState;
  month: number;
  submittedAt: number;
  cohort: number;
  renewedIn: number;
  renewed: boolean;
}

/** The standings counted at a month's end; `activePaid` also counts its user's cohort. */
export type Standing = 'activePaid' | 'onTrial' | 'waiting';

/**
 * One figure an event moves: `[month, figure, key, amount]`. Flows (`receiptsVerified`,
 * `revenueByPackage` keyed by package, `channelRevenue` keyed by channel …) count in the month
 * of the event. A standing is written as a change from `month` on: the count at a month's end
 * is the sum of its changes up to that month; `retained` likewise, keyed by the cohort's month.
 * `events` and `renewingEver` count for the whole period.
 */
export type LedgerEntry = [month: number, figure: string, key: string, amount: number];

/** What one event leaves in the read model. */
export interface LedgerRow {
  /** The month from which the user's standing after this event counts (the latest month so far). */
  month: number;
  entries: LedgerEntry[];
  /** A verification's wait from receipt, in seconds, in the month of the verification. */
  wait: { month: number; seconds: number } | null;
  /** The user's paid standing after the event, for the last month, which ends at the cut, not at its end. */
  standing: 'activePaid' | 'onTrial' | null;
  expireAt: Date | null;
  cohort: number;
}

interface Segment {
  standing: Standing;
  /** The first month whose end the standing no longer reaches; null: it lasts. */
  end: number | null;
  cohort: number;
}

/** How the user's standing counts at month ends from now on (ADR 0025's "active paid", "on trial", "waiting"). */
function segmentOf(user: LedgerUser): Segment | null {
  const { state } = user;
  if (state.status === 'pending') return { standing: 'waiting', end: null, cohort: user.cohort };
  if (state.status !== 'paid') return null;
  // Counted at the end of month m while expireAt > the start of m + 1, that is m < monthOf(expireAt − 1).
  const end = monthOf(state.expireAt.getTime() - 1);
  return { standing: state.payment.receiptKey === null ? 'onTrial' : 'activePaid', end, cohort: user.cohort };
}

/** Count (sign 1) or take back (sign −1) a standing at the ends of the months from `from` on. */
function countFrom(entries: LedgerEntry[], segment: Segment | null, from: number, sign: number) {
  if (!segment || (segment.end !== null && segment.end <= from)) return;
  entries.push([from, segment.standing, '', sign]);
  if (segment.end !== null) entries.push([segment.end, segment.standing, '', -sign]);
  const { cohort } = segment;
  if (segment.standing !== 'activePaid' || cohort < 0) return;
  const low = Math.max(from, cohort + 1);
  const high = Math.min(segment.end ?? Number.POSITIVE_INFINITY, cohort + cohortSpan + 1);
  if (low >= high) return;
  entries.push([low, 'retained', String(cohort), sign], [high, 'retained', String(cohort), -sign]);
}

const sameSegment = (a: Segment | null, b: Segment | null) =>
  a === b || (a !== null && b !== null && a.standing === b.standing && a.end === b.end && a.cohort === b.cohort);

/**
 * One subscription event through the report's fold: the same decisions as `paymentReportFold`
 * (services, ADR 0025), written as what the event adds to the figures instead of the figures
 * themselves, so that the report as of any moment is the sum of what the events recorded before
 * it added. `user` is changed in place; pass undefined for a user's first event.
 */
export function ledgerStep(event: SubscriptionEvent, found: LedgerUser | undefined): { user: LedgerUser; row: LedgerRow } {
  const at = Date.parse(event.data.at);
  const month = monthOf(at);
  const user = found ?? { state: initialSubscriptionState(), month, submittedAt: 0, cohort: -1, renewedIn: -1, renewed: false };
  const entries: LedgerEntry[] = [[month, 'events', '', 1]];
  const before = user.state;
  const segmentBefore = segmentOf(user);
  // The months before the latest one keep the standing they had; from it on, the new one counts.
  if (month > user.month) user.month = month;
  let wait: LedgerRow['wait'] = null;
  // An event of a payment a newer one replaced moves nothing, in the report as in the state.
  if (!isOfReplacedPayment(before, event)) {
    const flow = (figure: string, amount: number, key = '') => entries.push([month, figure, key, amount]);
    switch (event.type) {
      case 'TrialStarted':
        flow('trialsStarted', 1);
        break;
      case 'ReceiptSubmitted':
        flow('receiptsSubmitted', 1);
        flow('channelSubmitted', 1, event.data.channel ?? 'unnamed');
        user.submittedAt = at;
        break;
      case 'PaymentVerified': {
        if (before.status !== 'pending') break;
        const { package: name, terms, channel } = before.payment;
        flow('receiptsVerified', 1);
        flow('revenue', terms.total);
        flow('revenueByPackage', terms.total, name);
        flow('paymentsByPackage', 1, name);
        flow('channelVerified', 1, channel ?? 'unnamed');
        flow('channelRevenue', terms.total, channel ?? 'unnamed');
        wait = { month, seconds: Math.round((at - user.submittedAt) / 1000) };
        if (user.cohort < 0) {
          user.cohort = month;
          flow('newUsers', 1);
          flow('revenueFromNew', terms.total);
        } else {
          flow('revenueFromRenewing', terms.total);
          if (user.renewedIn !== month) flow('renewingUsers', 1);
          user.renewedIn = month;
          if (!user.renewed) flow('renewingEver', 1);
          user.renewed = true;
        }
        break;
      }
      case 'PaymentAmended':
        if (before.status === 'paid') flow('paymentsAmended', 1);
        break;
      case 'PaymentExpired':
        if (before.status !== 'paid') break;
        flow(before.payment.receiptKey === null ? 'trialsEnded' : 'paymentsExpired', 1);
        break;
      case 'PaymentDeleted':
        if (before.status === 'pending') flow('receiptsRefused', 1);
        else if (before.status !== 'none') flow('paymentsDeleted', 1);
        break;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown subscription event ${JSON.stringify(unknown)}`);
      }
    }
    user.state = evolveSubscription(before, event);
  }
  const segmentAfter = segmentOf(user);
  if (!sameSegment(segmentBefore, segmentAfter)) {
    countFrom(entries, segmentBefore, user.month, -1);
    countFrom(entries, segmentAfter, user.month, 1);
  }
  const paid = segmentAfter && segmentAfter.standing !== 'waiting' && user.state.status === 'paid' ? user.state : null;
  return {
    user,
    row: {
      month: user.month,
      entries,
      wait,
      standing: paid && segmentAfter ? (segmentAfter.standing as 'activePaid' | 'onTrial') : null,
      expireAt: paid ? paid.expireAt : null,
      cohort: user.cohort,
    },
  };
}

/** A user's facts as stored (JSON): the paid subscription's end comes back as a Date. */
export function ledgerUserOf(stored: LedgerUser): LedgerUser {
  const { state } = stored;
  if (state.status === 'paid' && !(state.expireAt instanceof Date)) return { ...stored, state: { ...state, expireAt: new Date(state.expireAt) } };
  return stored;
}
