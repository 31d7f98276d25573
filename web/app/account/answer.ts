import type { ActionMessage } from '../ui/form-alert.tsx';

/** What an account form's action answers: which of the page's forms spoke, and the message. */
export interface IntentAnswer<Intent extends string> extends ActionMessage {
  intent: Intent;
}

/**
 * Only the message of a service's outcome reaches the page: outcomes may carry data the
 * browser must not see (a reset ticket) or has no use for (ids).
 */
export const messageOf = (outcome: ActionMessage): ActionMessage => ({ ok: outcome.ok, message: outcome.message });

/** The answer to show for one form of a page with several, or null when another form spoke. */
export function answerFor<Intent extends string>(
  answer: IntentAnswer<Intent> | undefined,
  ...intents: Intent[]
): IntentAnswer<Intent> | null {
  return answer && intents.includes(answer.intent) ? answer : null;
}
