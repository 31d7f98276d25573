import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { bodyLimits, bodyMessages } from './body-limits.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const apiErrorCodes: Record<number, string> = { 400: 'invalid_request', 403: 'forbidden', 413: 'payload_too_large' };

/** A refusal before any route: plain text, or the JSON API's error shape under /api (ADR 0043). */
const refuse = (response: Parameters<RequestHandler>[1], status: number, message: string) => {
  response.status(status).set('Cache-Control', 'no-store');
  if (response.req.path.startsWith('/api/')) return response.json({ error: apiErrorCodes[status] ?? 'invalid_request', message });
  return response.type('text/plain').send(message);
};

/**
 * A submission whose Origin is another site, or `null` (a sandboxed frame, a `data:` page, a
 * redirect across sites), is refused with 403. Remix makes the same check but throws, which
 * answers 500; the host is read the way Remix reads it, so nothing it would refuse gets through.
 */
export function refuseForeignOrigin(): RequestHandler {
  return (request, response, next) => {
    const origin = request.get('Origin');
    if (safeMethods.has(request.method) || !origin) return next();
    const host = request.get('X-Forwarded-Host')?.split(',')[0]?.trim() || request.get('Host');
    let originHost: string | null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    return originHost && originHost === host ? next() : refuse(response, 403, bodyMessages.foreignOrigin);
  };
}

/** The headers a reverse proxy writes about the request it passes on. */
const forwardedHeaders = ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'x-forwarded-port'];

/**
 * Without a proxy in front (TRUST_PROXY 0), whatever a client wrote in the forwarded headers is
 * dropped before anything reads it: Remix, the Origin check and the sockets' handshake would
 * otherwise take the client's own `X-Forwarded-Host` as this site's name, and let a submission
 * from any site through.
 */
export function dropForwardedHeaders(request: IncomingMessage): void {
  for (const name of forwardedHeaders) delete request.headers[name];
}

const hasNul = (text: string) => text.includes('\u0000');

/**
 * An address whose escapes do not decode, or that carries a NUL (which PostgreSQL refuses in
 * text), is answered 400 before any route sees it. So is one asking for a route's data by
 * `_data=`: this app's pages fetch their data by single fetch and never ask so, and Remix answers
 * such a request for a route whose loader gives no object with a 500.
 */
export function refuseUnreadableAddress(): RequestHandler {
  return (request, response, next) => {
    const url = request.originalUrl;
    try {
      const decoded = decodeURIComponent(url.replaceAll('+', ' '));
      if (hasNul(decoded)) return refuse(response, 400, bodyMessages.nulCharacter);
    } catch {
      return refuse(response, 400, bodyMessages.badAddress);
    }
    const query = url.indexOf('?');
    if (query >= 0 && new URLSearchParams(url.slice(query + 1)).has('_data')) return refuse(response, 400, bodyMessages.badAddress);
    return next();
  };
}

/**
 * A body that is not an upload and says it is larger than a form may be answers 413 at once.
 * Up to `uploadDrainBytes` past the limit the rest is read and thrown away (Node does so for an
 * unread body when the connection stays open), so a sender still writing is not cut off with a
 * reset before it reads the answer; a larger one has its connection closed. (A body that does
 * not say its length is cut off by `formFields` as it is read.)
 */
export function refuseOversizedForms(): RequestHandler {
  return (request, response, next) => {
    const declared = Number(request.get('Content-Length') ?? 0);
    if (declared <= bodyLimits.formBytes || request.is('multipart/form-data')) return next();
    if (declared > bodyLimits.formBytes + bodyLimits.uploadDrainBytes) response.set('Connection', 'close');
    return refuse(response, 413, bodyMessages.formTooLarge);
  };
}
