import type { ActionFunctionArgs } from '@remix-run/node';
import { bodyLimits, bodyMessages } from '../http/body-limits.ts';
import { contentTypeOf, readBounded, typedText } from '../auth/form-data.server.ts';
import { requirePaidUser } from '../auth/session.server.ts';

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * "Check my citations" as JSON: POST {text} (at most 64,000 characters), answered
 * {citations:[{text, start, end, status, citationId?, href?, variants?, candidates?}]}, or
 * {message} with 400 (not JSON, no text) or 413 (too long).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requirePaidUser(request, context);
  if (contentTypeOf(request) !== 'application/json') return json({ message: 'Send the text as JSON: {"text": "…"}.' }, 415);
  const body = typedText(await readBounded(request.body, bodyLimits.formBytes));
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    return json({ message: bodyMessages.unreadable }, 400);
  }
  const outcome = await context.services.library.checkCitations(input);
  if (!outcome.ok) return json({ message: outcome.message }, outcome.status);
  return json({ citations: outcome.citations });
}

export function loader() {
  return json({ message: 'POST the text to check as JSON: {"text": "…"}.' }, 405);
}
