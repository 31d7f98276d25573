import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePaidUser } from '../auth/session.server.ts';

/** The court suggestions for what is typed in a court field (docs/product-rules.md#search-modes), as JSON. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const typed = new URL(request.url).searchParams.get('q') ?? '';
  return Response.json(await context.services.search.suggestCourts(typed), { headers: { 'Cache-Control': 'private, max-age=30' } });
}
