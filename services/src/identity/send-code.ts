import { identityLimits, messages } from '@qanoon/contracts';
import { CodeSendLimitError, NotifierError, type CodeCheck, type CodePurpose } from '@qanoon/infra';
import type { IdentityDeps } from './deps.ts';
import { failure, type Failure } from './outcome.ts';

const minutes = Math.round(identityLimits.codeTtlSeconds / 60);

/**
 * Issue a code and text it to the phone; a failure when the send limit is reached or SMS fails.
 * `email` is the account's, when there is one: the SMS goes there as an email without an SMS gateway.
 */
export async function sendCode(
  deps: IdentityDeps,
  purpose: CodePurpose,
  subject: string,
  phone: string,
  email?: string,
): Promise<Failure | null> {
  try {
    const code = await deps.codes.issue(purpose, subject);
    const body = `Your Qanoon code is ${code}. It expires in ${minutes} minutes.`;
    await deps.notifier.send({ channel: 'sms', to: phone, body, ...(email ? { email } : {}) });
    return null;
  } catch (error) {
    if (error instanceof CodeSendLimitError) return failure(messages.tooManyCodes);
    if (error instanceof NotifierError) return failure(messages.codeNotSent);
    throw error;
  }
}

/** The message for a code that did not match, by why it did not. */
export function codeFailure(check: Exclude<CodeCheck, 'ok'>, wrongMessage: string): Failure {
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
