import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePaidUser } from '../auth/session.server.ts';
import { caseHref } from '../library/hrefs.ts';
import { notFound } from '../library/library.server.ts';
import { byteStream } from '../search/byte-stream.server.ts';

/** One of the user's folders as CSV, each bookmark with its tags, note and link; another user's folder is 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const origin = new URL(request.url).origin;
  const exported = await context.services.library.exportBookmarkFolder({ userId: user.id }, params.folderId, (id) => `${origin}${caseHref(id)}`);
  if (!exported) throw notFound();
  return new Response(byteStream(exported.lines, { byteOrderMark: true }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exported.fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
