import type { LoaderFunctionArgs } from '@remix-run/node';
import { isSearchMode, searchFormValues } from '@qanoon/contracts';
import { requirePaidUser } from '../auth/session.server.ts';
import { caseHref } from '../library/hrefs.ts';
import { csvDownload } from '../http/csv-download.server.ts';

/** Every result of a search (up to 10,000) as CSV, streamed as the engine pages through them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get('tab');
  const tab = isSearchMode(asked) ? asked : 'caselaw';
  const exported = await context.services.search.exportCsv(tab, searchFormValues(url.searchParams), (id) => `${url.origin}${caseHref(id)}`);
  if (!exported.ok) return new Response(exported.message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return csvDownload(exported.lines, exported.fileName);
}
