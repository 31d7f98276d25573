import { credentialsSchema, messages, parseForm } from '@qanoon/contracts';
import { checkCredentials } from '../credentials.ts';
import type { IdentityDeps } from '../deps.ts';
import { failure, type Outcome } from '../outcome.ts';
import { revokeSessions } from '../sessions.ts';
import { tokenHash } from '../tokens.ts';

/** End this browser's session. Always succeeds; userId is null when the session was unknown. */
export async function logout(
  deps: IdentityDeps,
  sessionToken: string | null | undefined,
): Promise<{ ok: true; message: string; userId: string | null }> {
  if (!sessionToken) return { ok: true, message: messages.logoutSuccess, userId: null };
  const { rows } = await deps.db.query<{ user_id: string }>(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING user_id',
    [tokenHash(sessionToken)],
  );
  return { ok: true, message: messages.logoutSuccess, userId: rows[0]?.user_id ?? null };
}

/**
 * End every session of the account these credentials open, for someone told the account is
 * already in use. The caller pushes the forced-logout notice to the returned user's room.
 */
export async function logoutOtherDevices(
  deps: IdentityDeps,
  input: unknown,
): Promise<Outcome<{ userId: string; email: string; revokedSessions: number }>> {
  const form = parseForm(credentialsSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const user = await checkCredentials(deps, form.data.email, form.data.password);
  if (!user) return failure(messages.wrongCredentials);
  const revokedSessions = await revokeSessions(deps.db, user.id);
  return { ok: true, message: messages.otherDevicesLoggedOut, userId: user.id, email: user.email, revokedSessions };
}
