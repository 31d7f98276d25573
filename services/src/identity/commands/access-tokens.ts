import { accessTokenLimits, accessTokenMessages, createAccessTokenSchema, messages, parseForm } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import type { IdentityDeps } from '../deps.ts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import { newToken, tokenHash } from '../tokens.ts';
import { isId } from '../../shared/ids.ts';

/**
 * A new personal access token for the actor (ADR 0043). The token is answered once, here; the
 * database keeps its sha256 and its first characters only.
 */
export async function createAccessToken(deps: IdentityDeps, actor: Actor, input: unknown): Promise<Outcome<{ token: string; tokenId: string }>> {
  const form = parseForm(createAccessTokenSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const token = `${accessTokenLimits.prefix}${newToken()}`;
  // One statement, so two forms sent at once cannot both pass the limit.
  const { rows } = await deps.db.query<{ id: string }>(
    `INSERT INTO access_tokens (user_id, name, token_hash, token_start, scopes)
     SELECT $1, $2, $3, $4, $5
     WHERE (SELECT count(*) FROM access_tokens WHERE user_id = $1 AND revoked_at IS NULL) < $6
     RETURNING id`,
    [actor.userId, form.data.name, tokenHash(token), token.slice(0, accessTokenLimits.shownStart), form.data.scopes, accessTokenLimits.liveTokensMax],
  );
  const row = rows[0];
  if (!row) return failure(accessTokenMessages.tooMany);
  return { ok: true, message: accessTokenMessages.created, token, tokenId: row.id };
}

/** Revoke one of the actor's own tokens; another user's token id is as unknown as a made-up one. */
export async function revokeAccessToken(deps: IdentityDeps, actor: Actor, tokenId: unknown): Promise<Outcome> {
  if (!isId(tokenId)) return failure(accessTokenMessages.notFound);
  const { rowCount } = await deps.db.query(
    'UPDATE access_tokens SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
    [tokenId, actor.userId],
  );
  return rowCount > 0 ? { ok: true, message: accessTokenMessages.revoked } : failure(accessTokenMessages.notFound);
}

/**
 * Revoke every live token of a user: a new password ends what the old one handed out, as it ends
 * sessions (ADR 0059). How many there were.
 */
export async function revokeAllAccessTokens(db: Sql, userId: string): Promise<number> {
  const { rowCount } = await db.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  return rowCount;
}

/** The answer to a new password: the spec's, saying so when it revoked tokens too. */
export const passwordChangedMessage = (revokedTokens: number) => (revokedTokens > 0 ? messages.passwordChangedTokensRevoked : messages.passwordChanged);
