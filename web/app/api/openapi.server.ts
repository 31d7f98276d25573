import {
  apiErrorSchema,
  attemptRules,
  accessTokenScopeLabels,
  caseResponseSchema,
  citationCheckRequestSchema,
  citationCheckResponseSchema,
  citatorLimits,
  citatorResponseSchema,
  citatorSorts,
  treatmentFilters,
  searchModes,
  searchResponseSchema,
  searchSorts,
  statuteResponseSchema,
} from '@qanoon/contracts';
import { z } from 'zod';
import { createDocument, type ZodOpenApiResponsesObject } from 'zod-openapi';

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });

const refusals = {
  400: 'The input is not valid (a form rule, a value too long, a body that is not JSON).',
  401: 'No token, or a token unknown or revoked.',
  403: 'The account is an admin, its package is not paid and verified (package_lapsed), or the token lacks the scope.',
  404: 'Nothing at this address.',
  405: 'Another method than this address answers.',
  413: 'The text is too long.',
  415: 'The body is not JSON.',
  429: `Over ${attemptRules.apiRequestsPerToken.points} requests a minute with one token: wait the Retry-After seconds.`,
} as const;

const errors = (...statuses: (keyof typeof refusals)[]): ZodOpenApiResponsesObject =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        ...json(apiErrorSchema, refusals[status]),
        ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } } : {}),
      },
    ]),
  ) as ZodOpenApiResponsesObject;

const guarded = [401, 403, 429] as const;
const text = (max: number, description: string) => z.string().max(max).optional().meta({ description });

const searchQuery = z.object({
  keyword: text(500, 'Words, a phrase in quotes, or a citation (Case Law, Advance).'),
  journal: text(200, 'A journal such as PLD (Index, Citation, Court-wise, Advance).'),
  year: text(4, 'A year such as 2019 (Index, Citation, Advance).'),
  court: text(200, 'A court, as written or abbreviated.'),
  from: text(4, 'First year (Case Law, Court-wise).'),
  to: text(4, 'Last year (Case Law, Court-wise).'),
  ref: text(10, 'The page of the report (Citation, Advance).'),
  judge: text(200, 'Words of the judge’s name.'),
  lawyer: text(200, 'Words of a lawyer’s name.'),
  parties: text(200, 'Words of the parties’ names.'),
  sort: z.enum(searchSorts).optional().meta({ description: 'Order of the results; each mode offers some of these.' }),
  page: z.string().max(10).optional().meta({ description: 'Page of results, from 1; 25 a page.' }),
});

let built: ReturnType<typeof createDocument> | null = null;

/** The API's OpenAPI 3.1 document, generated from the contracts' zod schemas (ADR 0043). */
export function openApiDocument() {
  built ??= createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Qanoon API',
      version: '1.0.0',
      description:
        'Read Qanoon’s search and library from your own programs. Create a personal access token on your profile ' +
        '(My Profile → API access tokens) and send it as `Authorization: Bearer qan_…`. The API answers while your ' +
        'package is paid and verified; every refusal is JSON of the shape Error.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerToken: [] }],
    tags: [
      { name: 'Search', description: accessTokenScopeLabels['search:read'] },
      { name: 'Library', description: accessTokenScopeLabels['library:read'] },
    ],
    components: {
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token (qan_…). Scopes: search:read for the searches, library:read for the rest.',
        },
      },
    },
    paths: {
      '/api/v1/search/{mode}': {
        get: {
          tags: ['Search'],
          operationId: 'search',
          summary: 'Search the case law in one of the five modes',
          description:
            'The Search screen’s five modes with its fields. Case Law needs keyword, from and to; Index and Citation need journal ' +
            'and year; Court-wise needs court, from and to; Advance needs any field. A keyword that is the citation of a case ' +
            'the library holds answers that case (kind "case"). Scope: search:read.',
          requestParams: { path: z.object({ mode: z.enum(searchModes) }), query: searchQuery },
          responses: { 200: json(searchResponseSchema, 'A page of results, or the case a citation names.'), ...errors(400, ...guarded, 404) },
        },
      },
      '/api/v1/cases/{citationId}': {
        get: {
          tags: ['Library'],
          operationId: 'getCase',
          summary: 'A case: head notes, references, the cases citing it and cases like it',
          description: 'Scope: library:read.',
          requestParams: {
            path: z.object({ citationId: z.string().max(200).meta({ description: 'The citation, such as PLD 2019 SC 1 (URL-encoded).' }) }),
            query: z.object({ citedPage: z.string().max(10).optional().meta({ description: 'Page of the citing cases, from 1.' }) }),
          },
          responses: { 200: json(caseResponseSchema, 'The case.'), ...errors(400, ...guarded, 404) },
        },
      },
      '/api/v1/statutes/{statuteId}': {
        get: {
          tags: ['Library'],
          operationId: 'getStatute',
          summary: 'A section of a statute and the cases applying it',
          description: 'Scope: library:read.',
          requestParams: {
            path: z.object({ statuteId: z.string().max(200).meta({ description: 'The section’s id, such as PPC-302.' }) }),
            query: z.object({ page: z.string().max(10).optional().meta({ description: 'Page of the cases, from 1.' }) }),
          },
          responses: { 200: json(statuteResponseSchema, 'The section.'), ...errors(400, ...guarded, 404) },
        },
      },
      '/api/v1/citations/{citation}': {
        get: {
          tags: ['Library'],
          operationId: 'citator',
          summary: 'The citator: every way a citation is written and every judgment citing it',
          description: 'Works for citations the library holds and for those it knows only from references. Scope: library:read.',
          requestParams: {
            path: z.object({ citation: z.string().max(citatorLimits.maxCitation).meta({ description: 'A citation (URL-encoded).' }) }),
            query: z.object({
              sort: z.enum(citatorSorts).optional().meta({ description: 'Order of the citing judgments; treatment: negative first, then distinguished, positive, neutral.' }),
              treatment: z.enum(treatmentFilters).optional().meta({ description: 'Only the citing judgments that treat it so (all: every one).' }),
              page: z.string().max(10).optional().meta({ description: 'Page of the citing judgments, from 1.' }),
            }),
          },
          responses: { 200: json(citatorResponseSchema, 'The citator.'), ...errors(400, ...guarded) },
        },
      },
      '/api/v1/citations/check': {
        post: {
          tags: ['Library'],
          operationId: 'checkCitations',
          summary: 'Check every citation in a text',
          description: `Send a brief or a judgment of at most ${citatorLimits.maxCheckText.toLocaleString('en')} characters, up to ${attemptRules.citationChecksPerUser.points} texts a minute for one account (then 429). Scope: library:read.`,
          requestBody: { required: true, content: { 'application/json': { schema: citationCheckRequestSchema } } },
          responses: { 200: json(citationCheckResponseSchema, 'The citations found, each with its status.'), ...errors(400, ...guarded, 413, 415) },
        },
      },
    },
  });
  return built;
}
