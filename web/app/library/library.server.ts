import type { AppLoadContext } from '@remix-run/node';
import { popupParams } from './hrefs.ts';

/** The section a page's 'Read Statute' popup shows, when its address asks for one. */
export async function statuteInAddress(request: Request, context: AppLoadContext) {
  const statuteId = new URL(request.url).searchParams.get(popupParams.statute);
  return statuteId ? context.services.library.statuteText(statuteId) : null;
}

/** A 404 for a library address naming nothing the library holds. */
export function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}
