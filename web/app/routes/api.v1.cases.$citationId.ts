import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiMessages } from '../api/messages.ts';
import { methodNotAllowed, requireApiUser } from '../api/require-token.server.ts';
import { apiError, apiJson, asApi } from '../api/respond.server.ts';
import { toApiCaseResponse } from '../api/shapes.server.ts';

const longestCitation = 200;

/** A case as /cases/:citationId shows it, its citing cases paged by `citedPage`; never the reader's bookmark. */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  asApi(async () => {
    await requireApiUser(request, context, 'library:read');
    const citationId = params.citationId ?? '';
    if (citationId.length > longestCitation) return apiError(400, 'invalid_request', apiMessages.tooLong);
    const { library } = context.services;
    const citedPage = new URL(request.url).searchParams.get('citedPage');
    const [detail, citedBy, similar] = await Promise.all([
      library.caseById(citationId),
      library.citedBy(citationId, citedPage),
      library.similarCases(citationId),
    ]);
    if (!detail) return apiError(404, 'not_found', apiMessages.caseNotFound);
    return apiJson(toApiCaseResponse(detail, citedBy, similar));
  });

export const action = methodNotAllowed('GET');
