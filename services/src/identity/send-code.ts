import { identityLimits, limitMessages, messages } from '@qanoon/contracts';
import { NotifierError, type CodeCheck, type CodePurpose } from '@qanoon/infra';
import { countAttempt, waitFor, type Check, type Client } from './attempts.ts';
import type { IdentityDeps } from './deps.ts';
import { failure, type Failure } from '../shared/outcome.ts';

const minutes = Math.round(identityLimits.codeTtlSeconds / 60);

/**
 * Issue a code and text it to the phone; a failure, saying when to try again, when a send limit
 * is reached (per subject and per client address), or when SMS fails. Only codes really sent
 * count towards the limits. `email` is the account's, when there is one: the SMS goes there as an
 * email without an SMS gateway. `extra` adds limits of the caller's (sign-up's per address).
 */
export async function sendCode(
  deps: IdentityDeps,
  purpose: CodePurpose,
  subject: string,
  phone: string,
  options: { email?: string | undefined; client?: Client | undefined; extra?: readonly Check[] } = {},
): Promise<Failure | null> {
  const { limits } = deps;
  const checks: Check[] = [
    [limits.codeSendsPerSubject, `${purpose}:${subject}`],
    [limits.codeSendsPerAddress, options.client?.address],
    ...(options.extra ?? []),
  ];
  const wait = await waitFor(checks);
  if (wait > 0) return failure(limitMessages.tooManyCodes(wait));
  try {
    const code = await deps.codes.issue(purpose, subject);
    const body = `Your Qanoon code is ${code}. It expires in ${minutes} minutes.`;
    await deps.notifier.send({ channel: 'sms', to: phone, body, ...(options.email ? { email: options.email } : {}) });
  } catch (error) {
    if (error instanceof NotifierError) return failure(messages.codeNotSent);
    throw error;
  }
  await countAttempt(checks);
  return null;
}

/**
 * Check a code for an account under the per-account and per-address limits on wrong codes: a
 * locked key is told when to try again without its code being looked at.
 */
export async function verifyAccountCode(
  deps: IdentityDeps,
  purpose: CodePurpose,
  userId: string,
  code: string,
  client: Client | undefined,
): Promise<CodeCheck | { wait: number }> {
  const checks: Check[] = [
    [deps.limits.codeFailsPerAccount, `user:${userId}`],
    [deps.limits.codeFailsPerAddress, client?.address],
  ];
  const wait = await waitFor(checks);
  if (wait > 0) return { wait };
  const check = await deps.codes.verify(purpose, userId, code);
  if (check === 'wrong' || check === 'locked') await countAttempt(checks);
  return check;
}

/** The message for a code that did not match, by why it did not. */
export function codeFailure(check: Exclude<CodeCheck, 'ok'> | { wait: number }, wrongMessage: string): Failure {
  if (typeof check === 'object') return failure(limitMessages.tooManyWrongCodes(check.wait), 'code');
  switch (check) {
    case 'wrong':
      return failure(wrongMessage, 'code');
    case 'expired':
      return failure(messages.codeExpired, 'code');
    case 'locked':
      return failure(messages.codeLocked, 'code');
    default: {
      const unknown: never = check;
      throw new Error(`Unknown code check ${String(unknown)}`);
    }
  }
}
