import { formatShare, formatWait } from '@qanoon/contracts';
import { channels, cohortSpan, type PaymentReport, type PeriodFigures } from './payment-report.ts';

const number = (n: number | null) => (n === null ? '—' : n.toLocaleString('en'));

const channelLabel = { jazzcash: 'JazzCash', easypaisa: 'Easypaisa', bank: 'Bank', unnamed: 'Not named' } as const;

function grid(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The report as plain-text tables for a terminal. */
export function reportTable(report: PaymentReport): string {
  const periods: PeriodFigures[] = [...report.months, report.total];
  const sections = [
    `Payment history: ${report.events.toLocaleString('en')} subscription events recorded before ${report.recordedBefore}`,
    grid(
      'Receipts and users (active, on trial and waiting: at the end of the month)',
      ['month', 'submitted', 'verified', 'refused', 'deleted', 'expired', 'amended', 'trials', 'trials ended', 'active paid', 'on trial', 'waiting'],
      periods.map((f) =>
        [f.period, f.receiptsSubmitted, f.receiptsVerified, f.receiptsRefused, f.paymentsDeleted, f.paymentsExpired, f.paymentsAmended, f.trialsStarted, f.trialsEnded, f.activePaidAtEnd, f.onTrialAtEnd, f.waitingAtEnd].map((v) =>
          typeof v === 'string' ? v : number(v),
        ),
      ),
    ),
    grid(
      'Revenue (Rs., package totals of the payments verified)',
      ['month', ...report.packages, 'all', 'new users', 'from new', 'renewing users', 'from renewing'],
      periods.map((f) => [
        f.period,
        ...report.packages.map((name) => number(f.revenueByPackage[name] ?? 0)),
        number(f.revenue),
        number(f.newUsers),
        number(f.revenueFromNew),
        number(f.renewingUsers),
        number(f.revenueFromRenewing),
      ]),
    ),
    grid(
      'Receipt to verification',
      ['month', 'verified', 'p50', 'p90', 'max', 'waiting at end'],
      periods.map((f) => [f.period, number(f.receiptsVerified), formatWait(f.waitP50Seconds), formatWait(f.waitP90Seconds), formatWait(f.waitMaxSeconds), number(f.waitingAtEnd)]),
    ),
    grid(
      'By payment channel (receipts submitted / verified, revenue in Rs.)',
      ['month', ...channels.map((c) => channelLabel[c])],
      periods.map((f) => [f.period, ...channels.map((c) => `${number(f.byChannel[c].submitted)} / ${number(f.byChannel[c].verified)}, ${number(f.byChannel[c].revenue)}`)]),
    ),
    grid(
      'Cohorts: of the users whose first payment was verified in a month, the share paid at the end of each later month',
      ['first paid', 'users', ...Array.from({ length: cohortSpan }, (_, i) => `M+${i + 1}`)],
      report.cohorts.map((c) => [c.month, number(c.users), ...c.share.map(formatShare)]),
    ),
  ];
  return `${sections.join('\n\n')}\n`;
}
