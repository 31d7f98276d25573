import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePaidUser } from '../auth/session.server.ts';
import { notFound } from '../library/library.server.ts';

/**
 * A case's description (the full judgment, up to ~400 kB), fetched by the Case Description popup
 * only when it opens, so the case page itself stays small: as plain text, or, asked for JSON, with
 * where it writes the citations the citation index resolves and the address of each.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const headers = { 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff', Vary: 'Accept' };
  if (request.headers.get('Accept')?.includes('application/json')) {
    const linked = await context.services.library.linkedCaseDescription(params.citationId);
    if (linked === null) throw notFound();
    return Response.json(linked, { headers });
  }
  const text = await context.services.library.caseDescription(params.citationId);
  if (text === null) throw notFound();
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}
