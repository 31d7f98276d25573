import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, requireApiUser } from '../api/require-token.server.ts';
import { apiError, apiJson, asApi } from '../api/respond.server.ts';
import { toApiCitator } from '../api/shapes.server.ts';

/** A citation's citator, as its screen shows it: variants, treatments and citing judgments, by `sort`, `treatment` and `page`. */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  asApi(async () => {
    await requireApiUser(request, context, 'library:read');
    const search = new URL(request.url).searchParams;
    const outcome = await context.services.library.citator(params.citation, {
      sort: search.get('sort'),
      treatment: search.get('treatment'),
      page: search.get('page'),
    });
    if (!outcome.ok) return apiError(400, 'invalid_request', outcome.message);
    return apiJson(toApiCitator(outcome.view));
  });

export const action = methodNotAllowed('GET');
