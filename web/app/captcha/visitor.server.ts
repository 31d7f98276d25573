import { randomUUID } from 'node:crypto';
import type { Cookie } from '@remix-run/node';
import { isUuid } from '@qanoon/contracts';

export interface Visitor {
  id: string;
  /** Set when the browser had no (valid) visitor cookie: the header that gives it one. */
  setCookie: string | null;
}

/** The browser's visitor id from its signed cookie, or a new one with the cookie to set. */
export async function visitorOf(cookie: Cookie, cookieHeader: string | null | undefined, options: { secure: boolean }): Promise<Visitor> {
  const value: unknown = await cookie.parse(cookieHeader ?? null);
  if (isUuid(value)) return { id: value, setCookie: null };
  const id = randomUUID();
  return { id, setCookie: await cookie.serialize(id, { secure: options.secure }) };
}

/** The visitor id of a Remix request, or null when it carries no valid visitor cookie. */
export async function readVisitor(cookie: Cookie, request: Request): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get('Cookie'));
  return isUuid(value) ? value : null;
}
