import type { LoaderFunctionArgs } from '@remix-run/node';
import { isSearchMode, searchFormValues, searchMessages } from '@qanoon/contracts';
import { oneOfTheirSearches } from '../search/searches-at-once.server.ts';
import { apiMessages } from '../api/messages.ts';
import { methodNotAllowed, requireApiUser } from '../api/require-token.server.ts';
import { apiError, apiJson, asApi } from '../api/respond.server.ts';
import { toApiSearch } from '../api/shapes.server.ts';

/** One of the Search screen's five searches, with the same fields in the query as the screen's address (ADR 0043). */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  asApi(async () => {
    const { user } = await requireApiUser(request, context, 'search:read');
    const mode = params.mode;
    if (!isSearchMode(mode)) return apiError(404, 'not_found', apiMessages.unknownMode);
    const outcome = await oneOfTheirSearches(user.id, () => context.services.search.search(mode, searchFormValues(new URL(request.url).searchParams)));
    if (!outcome) return apiError(429, 'rate_limited', searchMessages.tooManyAtOnce, { 'Retry-After': '1' });
    if (outcome.kind === 'invalid') return apiError(400, 'invalid_request', outcome.message);
    return apiJson(toApiSearch(outcome));
  });

export const action = methodNotAllowed('GET');
