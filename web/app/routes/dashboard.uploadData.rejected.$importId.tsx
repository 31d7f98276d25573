import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAdmin } from '../auth/session.server.ts';
import { csvDownload } from '../http/csv-download.server.ts';

/** An import's rejected rows as CSV (Line, Row, Reason, then the kind's columns), streamed from the service in batches. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const download = await context.services.imports.rejectedRowsCsv({ userId: user.id }, params.importId ?? '');
  if (!download) throw new Response('Import not found', { status: 404 });
  return csvDownload(download.lines, download.fileName);
}
