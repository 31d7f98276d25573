import type { AppLoadContext } from '@remix-run/node';
import type { AccessTokenScope } from '@qanoon/contracts';
import type { TokenUser } from '@qanoon/services';
import { apiMessages } from './messages.ts';
import { apiError } from './respond.server.ts';

const bearer = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer …` header, or null. Cookies are never read here. */
export function bearerToken(request: Request): string | null {
  return bearer.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
}

/**
 * The API's guard (ADR 0043), the same access table as the screens': a live token (else 401),
 * within its per-minute limit (else 429 with Retry-After), of a non-admin whose package is paid
 * and verified (else 403), holding `scope` (else 403). Throws the JSON refusal.
 */
export async function requireApiUser(request: Request, context: AppLoadContext, scope: AccessTokenScope): Promise<TokenUser> {
  const token = bearerToken(request);
  if (!token) throw apiError(401, 'unauthorized', apiMessages.noToken, { 'WWW-Authenticate': 'Bearer' });
  const { identity, billing } = context.services;
  const found = await identity.getTokenUser(token);
  if (!found) throw apiError(401, 'unauthorized', apiMessages.badToken, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  const wait = await identity.countTokenRequest(found.tokenId);
  if (wait > 0) throw apiError(429, 'rate_limited', apiMessages.rateLimited(wait), { 'Retry-After': String(wait) });
  if (found.user.isAdmin) throw apiError(403, 'forbidden', apiMessages.admin);
  const payment = await billing.getPaymentStatus({ userId: found.user.id });
  if (payment?.isPaid !== 'true') throw apiError(403, 'package_lapsed', apiMessages.packageLapsed);
  if (!found.scopes.includes(scope)) throw apiError(403, 'insufficient_scope', apiMessages.scope(scope), { 'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${scope}"` });
  return found;
}

/** Answer 405 in the API's shape to any method but the route's own. */
export const methodNotAllowed = (allowed: string) => () =>
  apiError(405, 'method_not_allowed', apiMessages.methodNotAllowed(allowed), { Allow: allowed });
