import type { Cookie } from '@remix-run/node';
import type { Guard } from '@qanoon/services';
import type { RequestHandler } from 'express';
import { asyncHandler } from '../http/async-handler.server.ts';
import { clickHeader, clickReportPath } from './click-report.ts';
import { captchaUrl, gateDataUrl } from './gate.server.ts';
import { visitorOf } from './visitor.server.ts';

/** What a click caused: a page load or submission, or a single-fetch `.data` request. */
export interface Click {
  kind: 'document' | 'data';
  /** The page the visitor was going to, to come back to after the captcha. */
  page: string;
}

// Never counted: the captcha itself and the ways in and out (logout clears the count, docs/product-rules.md#clicks-and-captcha),
// uploaded files, Remix's route manifest, health checks and the realtime socket.
// Court suggestions load while the user types: background data, no click. Programs calling the
// API are no visitors: each token has its own per-minute limit instead (ADR 0043).
const uncounted = ['/api', '/captcha', '/login', '/logout', '/files', '/__manifest', '/assets', '/socket.io', '/healthz', '/readyz', '/search/courts'];

const countedMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

// What a browser says a request is for (Fetch Metadata): a page (`document`) or a script's
// fetch (`empty`, Remix's `.data` requests) may be a click; an <img> of a receipt is not.
const clickDestinations = new Set(['document', 'empty']);

/** The browser's Fetch Metadata of a request; absent from clients other than browsers. */
export interface FetchMetadata {
  /** `Sec-Fetch-Dest` */
  dest?: string | undefined;
  /** `Sec-Purpose` (or the older `Purpose`): `prefetch` when nobody clicked yet. */
  purpose?: string | undefined;
  /** `Referer`: the page the request was made from (same-origin pages send it whole). */
  referer?: string | undefined;
  /** The name the page gave the navigation this request is for (click-report.ts), if any. */
  clickId?: string | undefined;
}

/** The path and query of a same-site Referer, as the page it names. */
function refererPage(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** The click behind a request to the Remix app, or null for what is not a click. */
export function clickOf(method: string, url: string, metadata: FetchMetadata = {}): Click | null {
  if (!countedMethods.has(method)) return null;
  if (metadata.dest && !clickDestinations.has(metadata.dest)) return null;
  if (metadata.purpose?.includes('prefetch')) return null;
  const { pathname, searchParams } = new URL(url, 'http://app.invalid');
  const data = pathname.endsWith('.data');
  const page = data ? (pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length)) : pathname;
  if (uncounted.some((path) => page === path || page.startsWith(`${path}/`))) return null;
  // A file the static handlers did not find (favicon.ico, robots.txt) is no click either.
  if (!data && /\.[\w-]+$/.test(page)) return null;
  // Remix's own parameters (`_routes`, `index`) are not part of the page's address.
  searchParams.delete('_routes');
  searchParams.delete('index');
  const search = searchParams.toString();
  const target = search ? `${page}?${search}` : page;
  const get = method === 'GET';
  // A script's GET of an address that is no page (not `.data`) is background data, not a click.
  if (get && !data && metadata.dest === 'empty') return null;
  // A data request for the page the browser is already on reloads it after a submission or a
  // live notice (Remix's revalidation): the submission was the click.
  // A navigation the page named is a click even to the page it is on (the reader clicked its link).
  if (get && data && !metadata.clickId && refererPage(metadata.referer) === target) return null;
  return { kind: data ? 'data' : 'document', page: target };
}

/**
 * The click a page reported (click-report.ts): the navigation's method and target, judged as its
 * request would be; null for what would not count (the captcha, the ways in and out, a stranger's
 * address).
 */
export function reportedClick(query: Record<string, unknown>): Click | null {
  const { to, method } = query;
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.length > 2048) return null;
  const verb = typeof method === 'string' ? method.toUpperCase() : 'GET';
  return clickOf(verb, to, { clickId: 'reported' });
}

/**
 * The click counter (docs/product-rules.md#clicks-and-captcha), kept on the server (docs/product-rules.md#departures): every navigation and submission of a
 * visitor counts, and of its client address too (attemptRules.clicksPerAddress), so dropping the
 * visitor cookie does not dodge it; past the limit the visitor is sent to the captcha. Mounted
 * after the static files and before the Remix handler. `addressOf` is null for an address the
 * limits leave alone.
 */
export function clickGate(options: {
  guard: Guard;
  visitorCookie: Cookie;
  limit: number;
  addressOf: (request: Parameters<RequestHandler>[0]) => string | null;
}): RequestHandler {
  return asyncHandler(async (request, response, next) => {
      const report = request.path === clickReportPath;
      if (report && request.method !== 'POST') return next();
      const clickId = (report ? request.query.id : request.get(clickHeader)) ?? undefined;
      const click = report
        ? reportedClick(request.query)
        : clickOf(request.method, request.originalUrl, {
            dest: request.get('Sec-Fetch-Dest'),
            purpose: request.get('Sec-Purpose') ?? request.get('Purpose'),
            referer: request.get('Referer'),
            clickId: typeof clickId === 'string' ? clickId : undefined,
          });
      if (!click) return report ? response.status(204).end() : next();
      try {
        const visitor = await visitorOf(options.visitorCookie, request.headers.cookie, { secure: request.protocol === 'https' });
        // A browser's first request gets its id; a client without the cookie is counted by its
        // address alone, so throwing the cookie away gains nothing.
        if (visitor.setCookie) response.append('Set-Cookie', visitor.setCookie);
        const { overLimit } = await options.guard.countClick(
          visitor.setCookie ? null : visitor.id,
          options.limit,
          options.addressOf(request),
          typeof clickId === 'string' ? clickId : null,
        );
        // A report is only heard: the navigation's own request is the one turned back.
        if (report) return response.status(204).end();
        if (!overLimit) return next();
        response.set('Cache-Control', 'no-store');
        if (click.kind === 'data') {
          // Remix answers the gate URL with a single-fetch redirect to /captcha; 307 keeps a
          // submission a POST, so it reaches the captcha route's action and is answered in kind.
          return response.redirect(request.method === 'GET' ? 302 : 307, gateDataUrl(click.page));
        }
        return response.redirect(request.method === 'GET' ? 302 : 303, captchaUrl(click.page));
      } catch (error) {
        // The counter is a brake on robots, not a lock: with Redis away the site still serves.
        console.warn('click counter unavailable:', error instanceof Error ? error.message : error);
        return report ? response.status(204).end() : next();
      }
  });

}
