import type { ActionFunctionArgs } from '@remix-run/node';
import { contentTypeOf, readBounded, typedText } from '../auth/form-data.server.ts';
import { apiMessages } from '../api/messages.ts';
import { methodNotAllowed, requireApiUser } from '../api/require-token.server.ts';
import { apiError, apiJson, asApi } from '../api/respond.server.ts';
import { toApiCheck } from '../api/shapes.server.ts';
import { bodyLimits } from '../http/body-limits.ts';

/** "Check my citations": POST {text}; every citation in it with what the library knows of it. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  asApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')();
    const { user } = await requireApiUser(request, context, 'library:read');
    if (contentTypeOf(request) !== 'application/json') return apiError(415, 'unsupported_media_type', apiMessages.jsonOnly);
    const body = typedText(await readBounded(request.body, bodyLimits.formBytes));
    let input: unknown;
    try {
      input = JSON.parse(body);
    } catch {
      return apiError(400, 'invalid_request', apiMessages.badJson);
    }
    const outcome = await context.services.library.checkCitations({ userId: user.id, address: context.client.address }, input);
    if (outcome.ok) return apiJson(toApiCheck(outcome.citations));
    if (outcome.status === 429) return apiError(429, 'rate_limited', outcome.message, { 'Retry-After': String(outcome.retryAfter) });
    return apiError(outcome.status, outcome.status === 413 ? 'payload_too_large' : 'invalid_request', outcome.message);
  });

export const loader = methodNotAllowed('POST');
