import { credentialsSchema, limitMessages, messages, parseForm } from '@qanoon/contracts';
import { checkPasswordLimited } from '../credentials.ts';
import { marks, type IdentityDeps } from '../deps.ts';
import { failure, type Outcome } from '../../shared/outcome.ts';
import type { LoginDevice } from './login.ts';
import { isTrustedDevice, revokeSessions } from '../sessions.ts';
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
 * already in use. Like signing in, it needs the code step (the login ticket a matched code
 * handed out) or a remembered device, so a password alone cannot throw the owner out. The caller
 * pushes the forced-logout notice to the returned user's room.
 */
export async function logoutOtherDevices(
  deps: IdentityDeps,
  input: unknown,
  device: LoginDevice = {},
): Promise<Outcome<{ userId: string; email: string; revokedSessions: number }>> {
  const form = parseForm(credentialsSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const checked = await checkPasswordLimited(deps, form.data.email, form.data.password, device);
  if (checked.status === 'locked') return failure(limitMessages.tooManyAttempts(checked.wait));
  if (checked.status === 'wrong') return failure(messages.wrongCredentials);
  const { user } = checked;
  const ticketed = !!device.loginTicket && (await deps.values.get(marks.loginTicket, device.loginTicket)) === user.id;
  if (!ticketed && !(await isTrustedDevice(deps.db, user.id, device.deviceToken))) return failure(messages.signInFirst);
  const revokedSessions = await revokeSessions(deps.db, user.id);
  return { ok: true, message: messages.otherDevicesLoggedOut, userId: user.id, email: user.email, revokedSessions };
}
