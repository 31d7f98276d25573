import {
  identityLimits,
  messages,
  normalizePakistaniPhone,
  parseForm,
  phoneCodeSchema,
  phoneSchema,
  signUpSchema,
} from '@qanoon/contracts';
import { countAttempt, waitFor, type Client } from '../attempts.ts';
import { marks, type IdentityDeps } from '../deps.ts';
import { failure, type Outcome } from '../../shared/outcome.ts';
import { codeFailure, sendCode } from '../send-code.ts';
import { insertUser } from '../users-table.ts';

/**
 * Sign-up step: text a code to the phone, unless the number already has an account. Each code is
 * an SMS someone pays for, so one client address may ask for only a few an hour, whatever phones.
 */
export async function requestPhoneCode(deps: IdentityDeps, input: unknown, client: Client = {}): Promise<Outcome<{ contact: string }>> {
  const form = parseForm(phoneSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const { contact } = form.data;
  const { rowCount } = await deps.db.query('SELECT 1 FROM users WHERE contact = $1', [contact]);
  if (rowCount > 0) return failure(messages.phoneAlreadyRegistered, 'contact');
  const notSent = await sendCode(deps, 'signup-phone', contact, contact, {
    client,
    extra: [[deps.limits.signUpCodesPerAddress, client.address]],
  });
  return notSent ?? { ok: true, message: messages.codeSent, contact };
}

/** Sign-up step: the code matched, so the number counts as verified for a while. */
export async function confirmPhoneCode(deps: IdentityDeps, input: unknown, client: Client = {}): Promise<Outcome<{ contact: string }>> {
  const form = parseForm(phoneCodeSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const { contact, code } = form.data;
  const checks = [[deps.limits.codeFailsPerAddress, client.address]] as const;
  const wait = await waitFor(checks);
  if (wait > 0) return codeFailure({ wait }, messages.contactNotVerified);
  const check = await deps.codes.verify('signup-phone', contact, code);
  if (check === 'wrong' || check === 'locked') await countAttempt(checks);
  if (check !== 'ok') return codeFailure(check, messages.contactNotVerified);
  await deps.values.put(marks.phoneVerified, contact, '1', identityLimits.phoneVerifiedTtlSeconds);
  return { ok: true, message: messages.contactVerified, contact };
}

const afterPhoneCheck = new Set<string>([messages.passwordTooShort, messages.passwordsDoNotMatch, messages.acceptTerms]);

/** Create a lawyer's (judge's, student's, …) account from the sign-up form. */
export async function signUp(deps: IdentityDeps, input: unknown): Promise<Outcome<{ userId: string }>> {
  const form = parseForm(signUpSchema, input);
  const verified = async (contact: string) => (await deps.values.get(marks.phoneVerified, contact)) === '1';
  if (!form.ok) {
    // The phone check comes before the password and terms rules (docs/product-rules.md#accounts): keep that order.
    const contact = (input as { contact?: unknown } | null)?.contact;
    const typed = normalizePakistaniPhone(typeof contact === 'string' ? contact : '');
    if (afterPhoneCheck.has(form.message) && typed && !(await verified(typed))) return failure(messages.verifyPhone, 'contact');
    return failure(form.message, form.field);
  }
  const { password, ...user } = form.data;
  if (!(await verified(user.contact))) return failure(messages.verifyPhone, 'contact');
  const inserted = await insertUser(deps.db, {
    ...user,
    passwordHash: await deps.hasher.hash(password),
    isAdmin: false,
  });
  if ('ok' in inserted) return inserted;
  await deps.values.delete(marks.phoneVerified, user.contact);
  return { ok: true, message: messages.accountCreated, userId: inserted.id };
}
