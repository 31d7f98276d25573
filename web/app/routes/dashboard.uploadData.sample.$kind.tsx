import type { LoaderFunctionArgs } from '@remix-run/node';
import { csvHeaders, importFileLabels, importSamples, isImportKind } from '@qanoon/contracts';
import { toCsv } from '@qanoon/services';
import { requireAdmin } from '../auth/session.server.ts';
import { csvDownload } from '../http/csv-download.server.ts';

/** A kind's sample file: its header and two rows an import accepts. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const kind = params.kind;
  if (!isImportKind(kind)) throw new Response('No such kind of file', { status: 404 });
  return csvDownload(toCsv([csvHeaders[kind], ...importSamples[kind]]), `${importFileLabels[kind]}-sample.csv`);
}
