import { redirect, type AppLoadContext } from '@remix-run/node';
import type { PaymentStatus, SessionUser } from '@qanoon/services';
import { createCookies, readCookie, secureFor, type Cookies, type Notice } from './cookies.server.ts';

let cookies: { secret: string; set: Cookies } | null = null;

/** The cookies for this process's secret, made once. */
export function cookiesOf(context: AppLoadContext): Cookies {
  if (cookies?.secret !== context.env.SESSION_SECRET) {
    cookies = { secret: context.env.SESSION_SECRET, set: createCookies(context.env.SESSION_SECRET) };
  }
  return cookies.set;
}

type Kept<T> = WeakMap<AppLoadContext, { key: string; value: Promise<T> }>;

/**
 * What the loaders of one page look up once between them: the load context is made afresh for
 * each request (each loader gets a Request of its own). Only for GET and HEAD, whose loaders
 * change nothing; an action looks afresh, as it may sign in or out. `key` (the cookies sent, and
 * whose) guards a context shared by mistake.
 */
function oncePerPage<T>(kept: Kept<T>, request: Request, context: AppLoadContext, key: string, look: () => Promise<T>): Promise<T> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return look();
  const fullKey = `${request.headers.get('Cookie') ?? ''}\n${key}`;
  const found = kept.get(context);
  if (found?.key === fullKey) return found.value;
  const value = look();
  kept.set(context, { key: fullKey, value });
  return value;
}

const sessionUsers: Kept<SessionUser | null> = new WeakMap();
const payments: Kept<PaymentStatus | null> = new WeakMap();

/** The signed-in user of this request, or null; looked up once for a page's loaders. */
export function getSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  return oncePerPage(sessionUsers, request, context, '', () =>
    readCookie(cookiesOf(context).session, request).then((token) => context.services.identity.getSessionUser(token)),
  );
}

/** The payment status of the signed-in user; looked up once for a page's loaders. */
export function paymentStatusOf(request: Request, context: AppLoadContext, userId: string): Promise<PaymentStatus | null> {
  return oncePerPage(payments, request, context, userId, () => context.services.billing.getPaymentStatus({ userId }));
}

/** Where a signed-in user belongs (docs/product-rules.md#access). */
export function homeOf(user: { isAdmin: boolean }, payment: PaymentStatus | null): string {
  if (user.isAdmin) return '/';
  if (payment?.isPaid === 'true') return '/';
  // Pending or expired: the payment screen says which ("Your Receipt Verification is
  // Pending....", "Package Expired!" with a way to renew). Without a payment it would be empty.
  if (payment) return '/payment';
  return '/packages';
}

function toLogin(request: Request): never {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  throw redirect(back === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(back)}`);
}

/** Throws a redirect to /login unless someone is signed in. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const session = await getSessionUser(request, context);
  if (!session) toLogin(request);
  return session;
}

/** Admin-only routes (docs/product-rules.md#access): anyone else is sent home. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const session = await requireUser(request, context);
  if (!session.user.isAdmin) throw redirect('/');
  return session;
}

/** Non-admin routes (packages, profile, payment): an admin is sent to the dashboard home. */
export async function requireNonAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const session = await requireUser(request, context);
  if (session.user.isAdmin) throw redirect('/');
  return session;
}

/**
 * Routes for paying users (search, library, bookmarks, diary): a non-admin whose payment is
 * verified and not yet expired. Others go where they can pay, or to the dashboard if admin.
 */
export async function requirePaidUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser & { payment: PaymentStatus }> {
  const session = await requireNonAdmin(request, context);
  const payment = await paymentStatusOf(request, context, session.user.id);
  if (payment?.isPaid !== 'true') throw redirect(homeOf(session.user, payment));
  return { ...session, payment };
}

/** Pages for people not signed in (login, signup): a signed-in user is sent home. */
export async function requireAnonymous(request: Request, context: AppLoadContext): Promise<void> {
  const session = await getSessionUser(request, context);
  if (!session) return;
  const payment = session.user.isAdmin ? null : await paymentStatusOf(request, context, session.user.id);
  throw redirect(homeOf(session.user, payment));
}

/** A Set-Cookie header that shows `notice` once on the next page. */
export async function flashNotice(request: Request, context: AppLoadContext, notice: Notice): Promise<string> {
  const { flash } = cookiesOf(context);
  const session = await flash.getSession(request.headers.get('Cookie'));
  session.flash('notice', notice);
  return flash.commitSession(session, secureFor(request));
}

/** Take the pending notice, with the Set-Cookie header that clears it. */
export async function takeNotice(request: Request, context: AppLoadContext): Promise<{ notice: Notice | null; setCookie: string | null }> {
  const { flash } = cookiesOf(context);
  const session = await flash.getSession(request.headers.get('Cookie'));
  const notice = session.get('notice') ?? null;
  if (!notice) return { notice: null, setCookie: null };
  return { notice, setCookie: await flash.commitSession(session, secureFor(request)) };
}
