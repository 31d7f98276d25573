import { messages, paymentReportProjectionName, paymentsProjectionName } from '@qanoon/contracts';
import { assertAdmin } from '../../shared/access.ts';
import { awaitCaughtUpWith } from '../../shared/await-projection.ts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import type { BillingDeps } from '../deps.ts';
import { asOfCut, asOfDate } from '../report/months.ts';
import type { PaymentReport } from '../report/payment-report.ts';
import { readPaymentReport } from '../report/read-model.ts';

/**
 * The payment report (ADR 0025) for an administrator, read from the projector's read model
 * (ADR 0075), the same report the replay command folds from the event store: as of the end of
 * `asOf` (a date, Pakistan time), or of now when it is empty.
 * A date after today is refused: the report has a row for every month up to it, and a far one
 * (9999-12-31) made a hundred megabytes of empty months. Months start at the first event, so no
 * date in the past makes more of them than today does.
 */
export async function getPaymentReport(
  deps: BillingDeps,
  actor: Actor,
  asOf: string | undefined,
  at: Date,
): Promise<Outcome<{ report: PaymentReport; asOf: string }>> {
  await assertAdmin(deps.users, actor);
  const cut = asOf ? asOfCut(asOf) : new Date(at.getTime() + 1);
  if (!cut) return failure(messages.dateInvalid, 'asOf');
  const endOfToday = asOfCut(asOfDate(new Date(at.getTime() + 1)));
  if (endOfToday && cut > endOfToday) return failure(messages.dateAfterToday, 'asOf');
  // The report's projection gathers events while the log is busy: it first catches up with the
  // payments read model, which every billing command waited for, so the report shows them too.
  await awaitCaughtUpWith(deps.db, paymentReportProjectionName, paymentsProjectionName, deps.readYourWritesMs);
  return { ok: true, message: '', report: await readPaymentReport(deps.db, cut), asOf: asOfDate(cut) };
}
