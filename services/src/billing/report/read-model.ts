import { dayOf, dayStart, monthOf, monthStart, type LedgerEntry, type Standing } from '@qanoon/contracts';
import type { Database } from '@qanoon/infra';
import { channels, flowsIn, reportOf, type Channel, type Flows, type PaymentReport } from './payment-report.ts';

const channelFigures = { channelSubmitted: 'submitted', channelVerified: 'verified', channelRevenue: 'revenue' } as const;
const standingFigures: Record<Standing, 'activePaidAtEnd' | 'onTrialAtEnd' | 'waitingAtEnd'> = { activePaid: 'activePaidAtEnd', onTrial: 'onTrialAtEnd', waiting: 'waitingAtEnd' };
const flowFigures = new Set([
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
  'renewingUsers',
  'revenueFromRenewing',
] as const);
type FlowFigure = typeof flowFigures extends Set<infer T> ? T : never;
const isFlow = (figure: string): figure is FlowFigure => flowFigures.has(figure as FlowFigure);
const isChannel = (key: string): key is Channel => (channels as readonly string[]).includes(key);

/**
 * The payment report as of `cut` from the projector's read model (ADR 0075): the figures of the
 * months and days recorded before the cut's day, summed by the server; those of the events recorded in its
 * day before the cut; the waits of both; and the users whose paid standing ends between the cut
 * and the end of its month (the last month ends at the cut). The same report the replay folds
 * from every event recorded before the cut, as far as the read model has applied the log.
 */
export async function readPaymentReport(db: Database, cut: Date): Promise<PaymentReport> {
  const at = cut.getTime();
  const day = dayOf(at);
  const from = dayStart(day);
  const lastMonth = monthOf(at - 1);
  const lastEnd = monthStart(lastMonth + 1);
  // The months recorded before the cut's day's month, then that month's days before the cut's day.
  const recordedMonth = monthOf(from);
  const [sums, waits, today, ending] = await Promise.all([
    db.query<{ month: number; figure: string; key: string; amount: number }>(
      `SELECT month, figure, key, sum(amount) AS amount FROM (
         SELECT month, figure, key, amount FROM payment_report_month_sums WHERE recorded_month < $1
         UNION ALL
         SELECT month, figure, key, amount FROM payment_report_sums WHERE day >= $2 AND day < $3
       ) AS recorded GROUP BY month, figure, key`,
      [recordedMonth, dayOf(monthStart(recordedMonth)), day],
    ),
    db.query<{ month: number; seconds: Buffer }>('SELECT month, seconds FROM payment_report_waits WHERE day < $1', [day]),
    at > from
      ? db.query<{ entries: LedgerEntry[]; wait_month: number | null; wait_seconds: number | null }>(
          'SELECT entries, wait_month, wait_seconds FROM payment_report_events WHERE recorded_at >= $1 AND recorded_at < $2',
          [new Date(from), cut],
        )
      : { rows: [] },
    // A paid standing counted at a month's end has expireAt after it; at the cut, after the cut.
    // It holds until the user's next event, unless that event came after the cut or reached a later month.
    db.query<{ standing: 'activePaid' | 'onTrial'; cohort: number; n: number }>(
      `SELECT standing, cohort, count(*)::int AS n FROM payment_report_events
       WHERE expire_at > $1 AND expire_at <= $2 AND recorded_at < $1 AND month <= $3
         AND (next_recorded_at IS NULL OR next_recorded_at >= $1 OR next_month > $3)
       GROUP BY standing, cohort`,
      [cut, new Date(lastEnd), lastMonth],
    ),
  ]);

  const months = new Map<number, Flows>();
  const flows = flowsIn(months);
  // Standings as changes by month, summed into each month's end below.
  const standings = new Map<string, number>();
  let events = 0;
  let renewingEver = 0;
  let firstMonth = Number.POSITIVE_INFINITY;
  const take = (month: number, figure: string, key: string, amount: number) => {
    if (amount === 0) return;
    if (isFlow(figure)) flows(month)[figure] += amount;
    else if (figure === 'revenueByPackage' || figure === 'paymentsByPackage') {
      const map = flows(month)[figure];
      map.set(key, (map.get(key) ?? 0) + amount);
    } else if (figure in channelFigures && isChannel(key)) flows(month).byChannel[key][channelFigures[figure as keyof typeof channelFigures]] += amount;
    else if (figure === 'events') {
      events += amount;
      if (month < firstMonth) firstMonth = month;
    } else if (figure === 'renewingEver') renewingEver += amount;
    else standings.set(`${figure}|${key}|${month}`, (standings.get(`${figure}|${key}|${month}`) ?? 0) + amount);
  };
  for (const row of sums.rows) take(row.month, row.figure, row.key, Number(row.amount));
  for (const row of today.rows) for (const [month, figure, key, amount] of row.entries) take(month, figure, key, amount);
  for (const row of waits.rows) {
    const list = flows(row.month).waits;
    // Copied once into an aligned buffer (the table's bytes are little-endian, as this processor's).
    for (const wait of new Int32Array(Uint8Array.from(row.seconds).buffer)) list.push(wait);
  }
  for (const row of today.rows) if (row.wait_month !== null && row.wait_seconds !== null) flows(row.wait_month).waits.push(row.wait_seconds);
  // A package none of the included events was paid for is no column, though a later day's sum row names it with nothing.
  for (const f of months.values()) for (const [name, n] of f.paymentsByPackage) if (n === 0) f.paymentsByPackage.delete(name);

  // The standings at each month's end: the changes up to that month, added up.
  const changes = new Map<string, [number, number][]>();
  for (const [id, amount] of standings) {
    const [figure = '', key = '', month = ''] = id.split('|');
    const list = changes.get(`${figure}|${key}`) ?? [];
    list.push([Number(month), amount]);
    changes.set(`${figure}|${key}`, list);
  }
  for (const [id, list] of changes) {
    const [figure = '', key = ''] = id.split('|');
    list.sort((a, b) => a[0] - b[0]);
    let running = 0;
    let next = 0;
    const first = figure === 'retained' ? Number(key) + 1 : firstMonth;
    for (let month = first; month <= lastMonth; month++) {
      for (; next < list.length && (list[next]?.[0] ?? Infinity) <= month; next++) running += list[next]?.[1] ?? 0;
      if (figure === 'retained') {
        const k = month - Number(key);
        if (k > 12) break;
        flows(Number(key)).retained[k - 1] = running;
      } else if (figure in standingFigures) flows(month)[standingFigures[figure as Standing]] = running;
    }
  }
  for (const row of ending.rows) {
    const last = flows(lastMonth);
    if (row.standing === 'onTrial') last.onTrialAtEnd += row.n;
    else {
      last.activePaidAtEnd += row.n;
      const k = lastMonth - row.cohort;
      if (row.cohort >= 0 && k >= 1 && k <= 12) flows(row.cohort).retained[k - 1] = (flows(row.cohort).retained[k - 1] ?? 0) + row.n;
    }
  }
  return reportOf({ cut: at, events, firstMonth, months, renewingEver });
}
