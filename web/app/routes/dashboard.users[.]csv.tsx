import type { LoaderFunctionArgs } from '@remix-run/node';
import { adminOnly } from '../admin/admin-only.server.ts';
import { requireAdmin } from '../auth/session.server.ts';
import { byteStream } from '../http/text-stream.server.ts';

async function* withByteOrderMark(lines: AsyncIterable<string>): AsyncIterable<string> {
  // Spreadsheet programs read the file as UTF-8 (names in Urdu, accents) only with this mark.
  yield '\uFEFF';
  yield* lines;
}

/** Every user as CSV (spec §2 Users, CSV download), streamed as the service reads them in batches. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const lines = await adminOnly(context.services.identity.exportUsersCsv({ userId: user.id }));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(byteStream(withByteOrderMark(lines)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="qanoon-users-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
