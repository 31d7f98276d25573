import { Readable } from 'node:stream';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '../auth/session.server.ts';

/**
 * Uploaded files, each only to whom it belongs. Pictures: their owner. Other areas are served
 * by their own contexts' routes.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context);
  const key = `${params.area ?? ''}/${params.name ?? ''}`;
  const allowed = params.area === 'pictures' && (user.picture === key || user.isAdmin);
  const file = allowed ? await context.runtime.blobs.open(key) : null;
  if (!file) throw new Response('Not found', { status: 404 });
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
