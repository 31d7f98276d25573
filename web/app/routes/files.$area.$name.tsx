import { Readable } from 'node:stream';
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import type { SessionUser } from '@qanoon/services';
import { requirePaidUser, requireUser } from '../auth/session.server.ts';

/**
 * Uploaded files, each only to whom it belongs. Pictures: their owner. Case files: the owner of
 * the case (the diary checks), while their package is paid, as for the rest of the diary
 * (docs/product-rules.md#access). Other areas are served by their own contexts' routes.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user } = params.area === 'case-files' ? await requirePaidUser(request, context) : await requireUser(request, context);
  const key = `${params.area ?? ''}/${params.name ?? ''}`;
  const file = await openOwnFile(context, user, params.area, key);
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

async function openOwnFile(context: AppLoadContext, user: SessionUser['user'], area: string | undefined, key: string) {
  switch (area) {
    case 'pictures':
      return context.services.identity.openPicture(user, key);
    case 'case-files':
      return context.services.diary.openCaseFile({ userId: user.id }, key);
    default:
      return null;
  }
}
