import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePaidUser } from '../auth/session.server.ts';
import { notFound } from '../library/library.server.ts';

/**
 * A case's description (the full judgment, up to ~400 kB) as plain text, fetched by the Case
 * Description popup only when it opens, so the case page itself stays small.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const text = await context.services.library.caseDescription(params.citationId);
  if (text === null) throw notFound();
  return new Response(text, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff' },
  });
}
