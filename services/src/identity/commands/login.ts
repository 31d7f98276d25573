import type { UserView } from '@qanoon/contracts';
import { accountCodeSchema, identityLimits, loginSchema, messages, parseForm } from '@qanoon/contracts';
import { checkCredentials } from '../credentials.ts';
import { marks, type IdentityDeps } from '../deps.ts';
import type { Failure } from '../outcome.ts';
import { codeFailure, sendCode } from '../send-code.ts';
import { hasLiveSession, isTrustedDevice, openSession, trustDevice } from '../sessions.ts';
import { newToken } from '../tokens.ts';
import { findUserByEmail, toUserView } from '../users-table.ts';

/** What the browser holds besides the form: cookies the web layer reads and passes on. */
export interface LoginDevice {
  /** The trusted-device cookie, when this browser was remembered. */
  deviceToken?: string | null | undefined;
  /** The ticket {@link confirmLoginCode} handed out after the code matched. */
  loginTicket?: string | null | undefined;
  userAgent?: string | null | undefined;
}

export type LoginOutcome =
  | (Failure & { status: 'invalid' })
  /** A code was texted to the user's phone; confirm it, then sign in again with the ticket. */
  | { ok: false; status: 'code-required'; message: string }
  /** Another browser holds a live session; {@link logoutOtherDevices} ends it. */
  | { ok: false; status: 'already-in-use'; message: string }
  | {
      ok: true;
      status: 'signed-in';
      message: string;
      user: UserView;
      session: { token: string; expiresAt: Date };
      /** The trusted-device cookie to keep when Remember me was ticked, else null. */
      deviceToken: string | null;
    };

const invalid = (message: string, field?: string): LoginOutcome => ({ ok: false, status: 'invalid', message, field });

/**
 * Sign in. A browser that is neither trusted nor holding a login ticket gets a code by SMS
 * first; a user with a live session elsewhere is told so; otherwise a session opens.
 */
export async function login(deps: IdentityDeps, input: unknown, device: LoginDevice = {}): Promise<LoginOutcome> {
  const form = parseForm(loginSchema, input);
  if (!form.ok) return invalid(form.message, form.field);
  const { email, password, remember } = form.data;
  const user = await checkCredentials(deps, email, password);
  if (!user) return invalid(messages.wrongCredentials);

  const trusted = await isTrustedDevice(deps.db, user.id, device.deviceToken);
  const ticketed =
    !trusted && !!device.loginTicket && (await deps.values.get(marks.loginTicket, device.loginTicket)) === user.id;
  if (!trusted && !ticketed) {
    const notSent = await sendCode(deps, 'login', user.id, user.contact, user.email);
    if (notSent) return invalid(notSent.message);
    return { ok: false, status: 'code-required', message: messages.enterOtp };
  }

  const opened = await deps.db.transaction(async (tx) => {
    // One sign-in at a time per user, so two browsers cannot both pass the live-session check.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    if (await hasLiveSession(tx, user.id)) return null;
    const session = await openSession(tx, user.id, { remember, userAgent: device.userAgent ?? null });
    const deviceToken = !remember ? null : trusted && device.deviceToken ? device.deviceToken : await trustDevice(tx, user.id);
    return { session, deviceToken };
  });
  if (!opened) return { ok: false, status: 'already-in-use', message: messages.alreadyInUse };
  if (ticketed && device.loginTicket) await deps.values.delete(marks.loginTicket, device.loginTicket);
  return { ok: true, status: 'signed-in', message: messages.loginSuccess, user: toUserView(user), ...opened };
}

export type LoginCodeOutcome = Failure | { ok: true; message: string; loginTicket: string };

/**
 * Check the code texted at sign-in. A match hands out a ticket that lets this browser sign in
 * without another code for a few minutes (also after logging out other devices).
 */
export async function confirmLoginCode(deps: IdentityDeps, input: unknown): Promise<LoginCodeOutcome> {
  const form = parseForm(accountCodeSchema, input);
  if (!form.ok) return { ok: false, message: form.message, field: form.field };
  const user = await findUserByEmail(deps.db, form.data.email);
  if (!user) return codeFailure('wrong', messages.wrongOtpLogin);
  const check = await deps.codes.verify('login', user.id, form.data.code);
  if (check !== 'ok') return codeFailure(check, messages.wrongOtpLogin);
  const loginTicket = newToken();
  await deps.values.put(marks.loginTicket, loginTicket, user.id, identityLimits.loginTicketTtlSeconds);
  // The spec's server answers a matched login code with this text; the browser then signs in again.
  return { ok: true, message: messages.createNewPassword, loginTicket };
}
