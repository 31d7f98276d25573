import { spreadsheetCsv } from '../../shared/csv.ts';
import { channels, cohortSpan, type PaymentReport, type PeriodFigures } from './payment-report.ts';

type Row = [period: string, figure: string, breakdown: string, value: number | null];

const counts = [
  ['receiptsSubmitted', 'receipts submitted'],
  ['receiptsVerified', 'receipts verified'],
  ['receiptsRefused', 'receipts refused'],
  ['paymentsDeleted', 'payments deleted'],
  ['paymentsExpired', 'payments expired'],
  ['paymentsAmended', 'payments amended'],
  ['trialsStarted', 'trials started'],
  ['trialsEnded', 'trials ended'],
  ['activePaidAtEnd', 'active paid users at end'],
  ['onTrialAtEnd', 'users on trial at end'],
  ['waitingAtEnd', 'receipts waiting at end'],
  ['revenue', 'revenue'],
  ['newUsers', 'new users'],
  ['revenueFromNew', 'revenue from new users'],
  ['renewingUsers', 'renewing users'],
  ['revenueFromRenewing', 'revenue from renewing users'],
  ['waitP50Seconds', 'verification wait p50 seconds'],
  ['waitP90Seconds', 'verification wait p90 seconds'],
  ['waitMaxSeconds', 'verification wait max seconds'],
] as const satisfies readonly (readonly [keyof PeriodFigures, string])[];

function periodRows(f: PeriodFigures, packages: string[]): Row[] {
  const rows: Row[] = counts.map(([key, figure]) => [f.period, figure, '', f[key]]);
  for (const name of packages) {
    rows.push([f.period, 'payments verified', name, f.paymentsByPackage[name] ?? 0]);
    rows.push([f.period, 'revenue', name, f.revenueByPackage[name] ?? 0]);
  }
  for (const channel of channels) {
    const c = f.byChannel[channel];
    rows.push([f.period, 'receipts submitted', channel, c.submitted], [f.period, 'receipts verified', channel, c.verified], [f.period, 'revenue', channel, c.revenue]);
  }
  return rows;
}

/**
 * Every figure of the report, one a row: period (a month or `total`), figure, breakdown (a
 * package, a channel, or M+k of a cohort) and value. Long rather than wide, so a spreadsheet's
 * pivot table shapes it any way and new packages never move a column.
 */
export function reportRows(report: PaymentReport): Row[] {
  const rows = [...report.months, report.total].flatMap((f) => periodRows(f, report.packages));
  for (const cohort of report.cohorts) {
    rows.push([cohort.month, 'cohort users', '', cohort.users]);
    for (let k = 1; k <= cohortSpan; k++) rows.push([cohort.month, 'cohort still paid', `M+${k}`, cohort.stillPaid[k - 1] ?? null]);
  }
  return rows;
}

export const reportCsvHeader = ['period', 'figure', 'breakdown', 'value'] as const;

/** The report as CSV (RFC 4180, CRLF); package names are an administrator's typing, so formulas in them stay text. */
export const reportCsv = (report: PaymentReport): string => spreadsheetCsv([reportCsvHeader, ...reportRows(report)]);
