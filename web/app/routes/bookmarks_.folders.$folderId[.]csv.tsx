import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePaidUser } from '../auth/session.server.ts';
import { caseHref } from '../library/hrefs.ts';
import { notFound } from '../library/library.server.ts';
import { csvDownload } from '../http/csv-download.server.ts';

/** One of the user's folders as CSV, each bookmark with its tags, note and link; another user's folder is 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const origin = new URL(request.url).origin;
  const exported = await context.services.library.exportBookmarkFolder({ userId: user.id }, params.folderId, (id) => `${origin}${caseHref(id)}`);
  if (!exported) throw notFound();
  return csvDownload(exported.lines, exported.fileName);
}
