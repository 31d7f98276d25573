import { identityLimits } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import { newToken, tokenHash } from './tokens.ts';

export async function isTrustedDevice(db: Sql, userId: string, deviceToken: string | null | undefined): Promise<boolean> {
  if (!deviceToken) return false;
  const { rowCount } = await db.query('SELECT 1 FROM trusted_devices WHERE user_id = $1 AND token_hash = $2', [
    userId,
    tokenHash(deviceToken),
  ]);
  return rowCount > 0;
}

/** Remember this browser, so signing in from it needs no code; the token goes in a cookie. */
export async function trustDevice(db: Sql, userId: string): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO trusted_devices (user_id, token_hash) VALUES ($1, $2)', [userId, tokenHash(token)]);
  return token;
}

export async function hasLiveSession(db: Sql, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() LIMIT 1',
    [userId],
  );
  return rowCount > 0;
}

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

export async function openSession(
  db: Sql,
  userId: string,
  options: { remember: boolean; userAgent: string | null },
): Promise<OpenedSession> {
  const token = newToken();
  const lifetime = options.remember
    ? `${identityLimits.rememberedSessionDays} days`
    : `${identityLimits.sessionHours} hours`;
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO sessions (id, user_id, expires_at, user_agent, remember)
     VALUES ($1, $2, now() + $3::interval, $4, $5) RETURNING expires_at`,
    [tokenHash(token), userId, lifetime, options.userAgent?.slice(0, 500) ?? null, options.remember],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT returned no row');
  return { token, expiresAt: row.expires_at };
}

/** Revoke every live session of a user; how many there were. */
export async function revokeSessions(db: Sql, userId: string): Promise<number> {
  const { rowCount } = await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()',
    [userId],
  );
  return rowCount;
}
