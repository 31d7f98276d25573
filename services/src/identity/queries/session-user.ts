import type { UserView } from '@qanoon/contracts';
import { identityLimits } from '@qanoon/contracts';
import type { IdentityDeps } from '../deps.ts';
import { tokenHash } from '../tokens.ts';
import { toUserView, userColumns, type UserRow } from '../users-table.ts';

export interface SessionUser {
  user: UserView;
  /** The session's stored id (the token's digest), not the token. */
  sessionId: string;
  expiresAt: Date;
}

const prefixed = userColumns
  .split(', ')
  .map((column) => `u.${column}`)
  .join(', ');

/** The user behind a session cookie's token; null when unknown, revoked or expired. */
export async function getSessionUser(deps: IdentityDeps, sessionToken: string | null | undefined): Promise<SessionUser | null> {
  if (!sessionToken) return null;
  const id = tokenHash(sessionToken);
  const { rows } = await deps.db.query<UserRow & { expires_at: Date; stale: boolean }>(
    `SELECT ${prefixed}, s.expires_at, s.last_seen_at < now() - make_interval(secs => $2) AS stale
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [id, identityLimits.sessionTouchSeconds],
  );
  const row = rows[0];
  if (!row) return null;
  // Writing on every request would turn each page view into a write; once a minute is enough.
  if (row.stale) await deps.db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [id]);
  return { user: toUserView(row), sessionId: id, expiresAt: row.expires_at };
}
