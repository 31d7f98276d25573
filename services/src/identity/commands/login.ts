import type { UserView } from '@qanoon/contracts';
import { accountCodeSchema, identityLimits, limitMessages, loginSchema, messages, parseForm } from '@qanoon/contracts';
import type { Client } from '../attempts.ts';
import { checkPasswordLimited } from '../credentials.ts';
import { marks, type IdentityDeps } from '../deps.ts';
import type { Failure } from '../../shared/outcome.ts';
import { codeFailure, sendCode, verifyAccountCode } from '../send-code.ts';
import { hasLiveSession, isTrustedDevice, openSession, trustDevice } from '../sessions.ts';
import { newToken } from '../tokens.ts';
import { findUserByEmail, toUserView } from '../users-table.ts';

/** What the browser holds besides the form: cookies the web layer reads and passes on. */
export interface LoginDevice extends Client {
  /** The trusted-device cookie, when this browser was remembered. */
  deviceToken?: string | null | undefined;
  /** The ticket {@link confirmLoginCode} handed out after the code matched. */
  loginTicket?: string | null | undefined;
  userAgent?: string | null | undefined;
}

export type LoginOutcome =
  | (Failure & { status: 'invalid' })
  /**
   * A code was texted to the user's phone; confirm it with `codeTicket` (which proves the right
   * password was given in this sign-in), then sign in again with the login ticket.
   */
  | { ok: false; status: 'code-required'; message: string; codeTicket: string }
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
  const checked = await checkPasswordLimited(deps, email, password, device);
  if (checked.status === 'locked') return invalid(limitMessages.tooManyAttempts(checked.wait));
  if (checked.status === 'wrong') return invalid(messages.wrongCredentials);
  const { user } = checked;

  const trusted = await isTrustedDevice(deps.db, user.id, device.deviceToken);
  const ticketed =
    !trusted && !!device.loginTicket && (await deps.values.get(marks.loginTicket, device.loginTicket)) === user.id;
  if (!trusted && !ticketed) {
    const notSent = await sendCode(deps, 'login', user.id, user.contact, { email: user.email, client: device });
    if (notSent) return invalid(notSent.message);
    const codeTicket = newToken();
    await deps.values.put(marks.codePending, codeTicket, user.id, identityLimits.codeTtlSeconds);
    return { ok: false, status: 'code-required', message: messages.enterOtp, codeTicket };
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

/** What the browser holds at the code step, besides the form. */
export interface CodeStep extends Client {
  /** The ticket {@link login} handed out with the code: the right password came first. */
  codeTicket?: string | null | undefined;
}

/**
 * Check the code texted at sign-in. Only the browser that gave the right password in this
 * sign-in may try it, so someone who knows just the email cannot burn the owner's code. A match
 * hands out a ticket that lets this browser sign in without another code for a few minutes
 * (also after logging out other devices).
 */
export async function confirmLoginCode(deps: IdentityDeps, input: unknown, step: CodeStep = {}): Promise<LoginCodeOutcome> {
  const form = parseForm(accountCodeSchema, input);
  if (!form.ok) return { ok: false, message: form.message, field: form.field };
  const user = await findUserByEmail(deps.db, form.data.email);
  const pendingFor = step.codeTicket ? await deps.values.get(marks.codePending, step.codeTicket) : null;
  if (!user || pendingFor !== user.id) return { ok: false, message: messages.signInFirst };
  const check = await verifyAccountCode(deps, 'login', user.id, form.data.code, step);
  if (check !== 'ok') return codeFailure(check, messages.wrongOtpLogin);
  if (step.codeTicket) await deps.values.delete(marks.codePending, step.codeTicket);
  const loginTicket = newToken();
  await deps.values.put(marks.loginTicket, loginTicket, user.id, identityLimits.loginTicketTtlSeconds);
  // The spec's server answers a matched login code with this text; the browser then signs in again.
  return { ok: true, message: messages.createNewPassword, loginTicket };
}
