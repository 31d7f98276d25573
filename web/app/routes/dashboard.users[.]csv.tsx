import type { LoaderFunctionArgs } from '@remix-run/node';
import { adminOnly } from '../admin/admin-only.server.ts';
import { requireAdmin } from '../auth/session.server.ts';
import { csvDownload } from '../http/csv-download.server.ts';

/** Every user as CSV (docs/product-rules.md#admin-screens), streamed as the service reads them in batches. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const lines = await adminOnly(context.services.identity.exportUsersCsv({ userId: user.id }));
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(lines, `qanoon-users-${day}.csv`);
}
