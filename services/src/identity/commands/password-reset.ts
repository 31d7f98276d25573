import {
  accountCodeSchema,
  identityLimits,
  messages,
  parseForm,
  resetPasswordSchema,
  resetRequestSchema,
} from '@qanoon/contracts';
import type { Client } from '../attempts.ts';
import { marks, type IdentityDeps } from '../deps.ts';
import { failure, type Outcome } from '../../shared/outcome.ts';
import { codeFailure, sendCode, verifyAccountCode } from '../send-code.ts';
import { passwordChangedMessage, revokeAllAccessTokens } from './access-tokens.ts';
import { revokeSessions } from '../sessions.ts';
import { newToken } from '../tokens.ts';
import { findUserByEmail } from '../users-table.ts';

/** Reset step 1: text a code to the account's phone when email and phone belong together. */
export async function sendResetCode(deps: IdentityDeps, input: unknown, client: Client = {}): Promise<Outcome> {
  const form = parseForm(resetRequestSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const user = await findUserByEmail(deps.db, form.data.email);
  if (!user || user.contact !== form.data.contact) return failure(messages.invalidContact, 'contact');
  const notSent = await sendCode(deps, 'password-reset', user.id, user.contact, { email: user.email, client });
  // The spec's server answers a sent reset code with this text, and the screen moves to step 2.
  return notSent ?? { ok: true, message: messages.codeNotReceived };
}

/** Reset step 2: a matching code hands out the ticket that step 3 needs. */
export async function confirmResetCode(deps: IdentityDeps, input: unknown, client: Client = {}): Promise<Outcome<{ resetToken: string }>> {
  const form = parseForm(accountCodeSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const user = await findUserByEmail(deps.db, form.data.email);
  if (!user) return codeFailure('wrong', messages.wrongOtpReset);
  const check = await verifyAccountCode(deps, 'password-reset', user.id, form.data.code, client);
  if (check !== 'ok') return codeFailure(check, messages.wrongOtpReset);
  const resetToken = newToken();
  await deps.values.put(marks.resetTicket, resetToken, user.id, identityLimits.resetTicketTtlSeconds);
  return { ok: true, message: messages.createNewPassword, resetToken };
}

/** Reset step 3: set the new password and end every session and access token the old one opened. */
export async function resetPassword(deps: IdentityDeps, input: unknown): Promise<Outcome<{ userId: string }>> {
  const form = parseForm(resetPasswordSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const userId = form.data.resetToken ? await deps.values.take(marks.resetTicket, form.data.resetToken) : null;
  if (!userId) return failure(messages.resetExpired);
  const passwordHash = await deps.hasher.hash(form.data.newPassword);
  const revokedTokens = await deps.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    await revokeSessions(tx, userId);
    return revokeAllAccessTokens(tx, userId);
  });
  return { ok: true, message: passwordChangedMessage(revokedTokens), userId };
}
