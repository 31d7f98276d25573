import { apiMessages } from '../api/messages.ts';
import { apiError } from '../api/respond.server.ts';

/** Any other address under /api answers in the API's shape, not with the 404 page. */
export const loader = () => apiError(404, 'not_found', apiMessages.notFound);
export const action = loader;
