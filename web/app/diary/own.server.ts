import type { AppLoadContext } from '@remix-run/node';
import { requirePaidUser } from '../auth/session.server.ts';

// The diary's pages name a client or a case in their address. Each loader and action starts
// here: a paid user, and the client or case theirs, else 404 before anything is read or stored,
// so nobody reaches another user's diary or learns what is in it.

type Params = { clientId?: string; caseId?: string };

/** The signed-in paid user's case named by the address, with what the diary needs to act on it. */
export async function requireOwnCase(request: Request, context: AppLoadContext, params: Params) {
  const session = await requirePaidUser(request, context);
  const actor = { userId: session.user.id };
  const { diary } = context.services;
  const detail = await diary.getCase(actor, params.caseId ?? '');
  if (!detail) throw new Response('Not found', { status: 404 });
  return { ...session, actor, diary, detail, caseId: detail.caseId };
}

/** The signed-in paid user's client named by the address. */
export async function requireOwnClient(request: Request, context: AppLoadContext, params: Params) {
  const session = await requirePaidUser(request, context);
  const actor = { userId: session.user.id };
  const { diary } = context.services;
  const client = await diary.getClient(actor, params.clientId ?? '');
  if (!client) throw new Response('Not found', { status: 404 });
  return { ...session, actor, diary, client, clientId: client.clientId };
}
