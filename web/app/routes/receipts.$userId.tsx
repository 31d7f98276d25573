import { Readable } from 'node:stream';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { ForbiddenError } from '@qanoon/services';
import { requireUser } from '../auth/session.server.ts';

/** A payment's receipt, to the user who paid and to admins only. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context);
  const file = await context.services.billing.openReceipt({ userId: user.id }, params.userId ?? '').catch((error: unknown) => {
    if (error instanceof ForbiddenError) return null;
    throw error;
  });
  if (!file) throw new Response('Not found', { status: 404 });
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
