import type { LoaderFunctionArgs } from '@remix-run/node';
import { reportCsv } from '@qanoon/services';
import { adminOnly } from '../admin/admin-only.server.ts';
import { requireAdmin } from '../auth/session.server.ts';
import { csvDownload } from '../http/csv-download.server.ts';

/** The payment report as CSV (one figure a row), as of the date the Reports page shows. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const asOf = new URL(request.url).searchParams.get('asOf')?.trim() ?? '';
  const result = await adminOnly(context.services.billing.getPaymentReport({ userId: user.id }, asOf || undefined));
  if (!result.ok) return new Response(result.message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return csvDownload(reportCsv(result.report), `qanoon-payments-as-of-${result.asOf}.csv`);
}
