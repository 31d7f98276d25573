import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiMessages } from '../api/messages.ts';
import { methodNotAllowed, requireApiUser } from '../api/require-token.server.ts';
import { apiError, apiJson, asApi } from '../api/respond.server.ts';
import { toApiStatute } from '../api/shapes.server.ts';

const longestStatuteId = 200;

/** A section's text and the cases applying it, paged by `page`, as its Case Law screen shows them. */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  asApi(async () => {
    await requireApiUser(request, context, 'library:read');
    const statuteId = params.statuteId ?? '';
    if (statuteId.length > longestStatuteId) return apiError(400, 'invalid_request', apiMessages.tooLong);
    const { library } = context.services;
    const page = new URL(request.url).searchParams.get('page');
    const [statute, cases] = await Promise.all([library.statuteText(statuteId), library.statuteCases(statuteId, page)]);
    if (!statute) return apiError(404, 'not_found', apiMessages.statuteNotFound);
    return apiJson(toApiStatute(statute, cases));
  });

export const action = methodNotAllowed('GET');
