import type { ActionFunctionArgs } from '@remix-run/node';
import { bodyLimits, bodyMessages } from '../http/body-limits.ts';
import { contentTypeOf, readBounded, typedText } from '../auth/form-data.server.ts';
import { requirePaidUser } from '../auth/session.server.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * "Check my citations" as JSON: POST {text} (at most 64,000 characters), answered
 * {citations:[{text, start, end, status, citationId?, href?, variants?, candidates?, flag?, nameMismatch?}]}
 * (a found case's standing, and the name the text writes when it is not the case's parties), or
 * {message} with 400 (not JSON, no text), 413 (too long) or 429 (too many checks: Retry-After).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  if (contentTypeOf(request) !== 'application/json') return json({ message: 'Send the text as JSON: {"text": "…"}.' }, 415);
  const body = typedText(await readBounded(request.body, bodyLimits.formBytes));
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    return json({ message: bodyMessages.unreadable }, 400);
  }
  const outcome = await context.services.library.checkCitations({ userId: user.id, address: context.client.address }, input);
  if (!outcome.ok) return json({ message: outcome.message }, outcome.status, outcome.status === 429 ? { 'Retry-After': String(outcome.retryAfter) } : {});
  return json({ citations: outcome.citations });
}

export function loader() {
  return json({ message: 'POST the text to check as JSON: {"text": "…"}.' }, 405);
}
