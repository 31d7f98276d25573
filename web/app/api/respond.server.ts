import type { ApiError, ApiErrorCode } from '@qanoon/contracts';

const noStore = { 'Cache-Control': 'no-store' };

/** A JSON answer of the API; nothing it says is for a shared cache. */
export const apiJson = <T>(body: T, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } });

/** A refusal in the API's one error shape. */
export const apiError = (status: number, error: ApiErrorCode, message: string, headers: Record<string, string> = {}) =>
  apiJson<ApiError>({ error, message }, status, headers);

const codeOfStatus: Record<number, ApiErrorCode> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * Run an API handler so that what it throws as a plain-text refusal (a body too large or not
 * UTF-8, read by the shared form readers) still answers in the API's JSON error shape.
 */
export async function asApi(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    if (thrown.headers.get('Content-Type')?.includes('application/json')) return thrown;
    const code = codeOfStatus[thrown.status];
    if (!code) throw thrown;
    return apiError(thrown.status, code, (await thrown.text()) || code);
  }
}
