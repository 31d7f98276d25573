import { createCookie, createCookieSessionStorage, type Cookie, type CookieOptions } from '@remix-run/node';
import { identityLimits } from '@qanoon/contracts';

/**
 * The browser's cookies, all signed with SESSION_SECRET and httpOnly so page scripts never see
 * them (docs/product-rules.md#departures: no bearer token in browser storage). `Secure` follows the request's scheme,
 * so the same build works behind an HTTPS proxy and on http://localhost.
 */
export interface Cookies {
  /** The session token; lives until the browser closes unless Remember me was ticked. */
  session: Cookie;
  /** A remembered browser: signing in from it needs no code. */
  device: Cookie;
  /** Handed out with the login code, after the right password: the code may be tried. */
  codeTicket: Cookie;
  /** Handed out when the login code matched: the next sign-in needs no second code. */
  loginTicket: Cookie;
  /** Handed out when the reset code matched: allows setting a new password once. */
  resetTicket: Cookie;
  /** A random id for this browser, signed in or not: its click count and captcha (docs/product-rules.md#clicks-and-captcha). */
  visitor: Cookie;
  /** The interface language this browser chose before (or without) signing in. */
  language: Cookie;
  /** One-shot notices shown on the next page ("Logout Successfully", …). */
  flash: ReturnType<typeof createCookieSessionStorage<Record<string, never>, { notice: Notice }>>;
}

export interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

const base = (secret: string): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secrets: [secret],
});

export function createCookies(secret: string): Cookies {
  return {
    session: createCookie('qanoon_session', base(secret)),
    device: createCookie('qanoon_device', { ...base(secret), maxAge: 365 * 24 * 60 * 60 }),
    codeTicket: createCookie('qanoon_login_code', { ...base(secret), maxAge: identityLimits.codeTtlSeconds }),
    loginTicket: createCookie('qanoon_login', { ...base(secret), maxAge: identityLimits.loginTicketTtlSeconds }),
    resetTicket: createCookie('qanoon_reset', { ...base(secret), maxAge: identityLimits.resetTicketTtlSeconds }),
    visitor: createCookie('qanoon_visitor', { ...base(secret), maxAge: 365 * 24 * 60 * 60 }),
    language: createCookie('qanoon_language', { ...base(secret), maxAge: 365 * 24 * 60 * 60 }),
    flash: createCookieSessionStorage({ cookie: { ...base(secret), name: 'qanoon_flash' } }),
  };
}

/** Options for writing a cookie in answer to this request. */
export const secureFor = (request: Request): CookieOptions => ({ secure: new URL(request.url).protocol === 'https:' });

/** Read a signed cookie's text value; null when absent or tampered with. */
export async function readCookie(cookie: Cookie, request: Request): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value !== '' ? value : null;
}

export const clearCookie = (cookie: Cookie, request: Request) =>
  cookie.serialize('', { ...secureFor(request), maxAge: 0, expires: new Date(0) });
