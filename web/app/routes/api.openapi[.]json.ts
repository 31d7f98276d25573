import { openApiDocument } from '../api/openapi.server.ts';

/** The API's OpenAPI 3.1 document; public, like its docs page. */
export const loader = () => Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
