import { accessTokenLimits, accessTokenScopes, identityLimits, type AccessTokenScope, type AccessTokenView, type UserView } from '@qanoon/contracts';
import type { IdentityDeps } from '../deps.ts';
import type { Actor } from '../../shared/outcome.ts';
import { tokenHash } from '../tokens.ts';
import { toUserView, userColumns, type UserRow } from '../users-table.ts';

type TokenRow = {
  id: string;
  name: string;
  token_start: string;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
};

const knownScopes = (scopes: readonly string[]): AccessTokenScope[] =>
  accessTokenScopes.filter((scope) => scopes.includes(scope));

/** The actor's live tokens, newest first, as the profile lists them. */
export async function listAccessTokens(deps: IdentityDeps, actor: Actor): Promise<AccessTokenView[]> {
  const { rows } = await deps.db.query<TokenRow>(
    `SELECT id, name, token_start, scopes, created_at, last_used_at FROM access_tokens
     WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC`,
    [actor.userId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    start: row.token_start,
    scopes: knownScopes(row.scopes),
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  }));
}

/** The owner of a live token, with what the token may read. */
export interface TokenUser {
  user: UserView;
  tokenId: string;
  scopes: AccessTokenScope[];
}

const prefixed = userColumns
  .split(', ')
  .map((column) => `u.${column}`)
  .join(', ');

/** The user behind a bearer token; null when it is not one of ours, unknown or revoked. */
export async function getTokenUser(deps: IdentityDeps, token: string | null | undefined): Promise<TokenUser | null> {
  // The length bound keeps a huge header from being hashed; our tokens are 47 characters.
  if (!token || !token.startsWith(accessTokenLimits.prefix) || token.length > 100) return null;
  const { rows } = await deps.db.query<UserRow & { token_id: string; scopes: string[]; stale: boolean }>(
    `SELECT ${prefixed}, t.id AS token_id, t.scopes,
            (t.last_used_at IS NULL OR t.last_used_at < now() - make_interval(secs => $2)) AS stale
     FROM access_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL`,
    [tokenHash(token), identityLimits.sessionTouchSeconds],
  );
  const row = rows[0];
  if (!row) return null;
  // As with sessions: a write a minute at most, not one per request.
  if (row.stale) await deps.db.query('UPDATE access_tokens SET last_used_at = now() WHERE id = $1', [row.token_id]);
  return { user: toUserView(row), tokenId: row.token_id, scopes: knownScopes(row.scopes) };
}

/**
 * Count one request of a token against its per-minute limit (ADR 0043): 0 when it may go on,
 * otherwise the seconds to wait. The count and the check are one step in Redis, so requests sent
 * at once cannot pass the limit together; a refused request does not move the window's end.
 */
export async function countTokenRequest(deps: IdentityDeps, tokenId: string): Promise<number> {
  return deps.limits.apiRequestsPerToken.take(tokenId);
}
