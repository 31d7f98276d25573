import { messages } from '@qanoon/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, paidAccount, sessionCookie, useTestRuntime } from './accounts.ts';
import { useApp } from './harness.ts';

const stores = useTestRuntime();
const served = useApp();

type Role = 'anonymous' | 'unpaid' | 'paid' | 'admin';
/** 200, 404, or where the server sends the visitor instead. */
type Answer = 200 | 404 | '/login' | '/' | '/packages';

const publicPages = ['/login', '/signup'];
// /password stays open when signed in: "Wrong old Password!" on the profile links to it (docs/product-rules.md#accounts).
const everyone = ['/password', '/contact', '/captcha'];
const nonAdmin = ['/packages', '/profile', '/payment'];
const paidOnly = ['/search', '/legal-terms', '/articles', '/topics', '/statutes', '/dictionary', '/bookmarks', '/alerts', '/lawyersdairy'];
// The citator (an unknown citation is an empty page, not a missing one) and the citation checker.
const citatorPages = ['/citations/PLD%201901%20Lahore%201', '/citations/check'];
// The Lawyer's Dairy's own pages are paid only like /lawyersdairy.
const diaryPages = ['/lawyersdairy/upcoming', '/lawyersdairy/calendar', '/lawyersdairy/add-client'];
// A client's or case's pages: the same guard first, then not found for a paid user who has no such client or case.
const noCase = '00000000-0000-4000-8000-000000000000';
const diaryItems = [
  '/lawyersdairy/clients/no-such-client',
  '/lawyersdairy/clients/no-such-client/edit',
  '/lawyersdairy/clients/no-such-client/cases/new',
  `/lawyersdairy/cases/${noCase}`,
  `/lawyersdairy/cases/${noCase}/hearing`,
  `/lawyersdairy/cases/${noCase}/edit`,
];
// The calendar feed takes no session: its secret token is the key, and an unknown one opens nothing.
const unknownFeed = '/calendar/no-such-token-000000000000000000.ics';
const adminOnly = [
  '/dashboard/users',
  '/dashboard/paid',
  '/dashboard/payments',
  '/dashboard/reports',
  '/dashboard/reports.csv',
  '/dashboard/packages',
  '/dashboard/settings',
  '/dashboard/uploadData',
  '/dashboard/uploadData/sample/cases',
  '/dashboard/synonyms',
];

// The access table (docs/product-rules.md#access), as the server must answer a GET of each route for each kind of visitor.
const table: [string, Record<Role, Answer>][] = [
  ...publicPages.map((route): [string, Record<Role, Answer>] => [route, { anonymous: 200, unpaid: '/packages', paid: '/', admin: '/' }]),
  ...everyone.map((route): [string, Record<Role, Answer>] => [route, { anonymous: 200, unpaid: 200, paid: 200, admin: 200 }]),
  ['/', { anonymous: 200, unpaid: '/packages', paid: 200, admin: 200 }],
  ...nonAdmin.map((route): [string, Record<Role, Answer>] => [route, { anonymous: '/login', unpaid: 200, paid: 200, admin: '/' }]),
  ...[...paidOnly, ...citatorPages, ...diaryPages].map((route): [string, Record<Role, Answer>] => [route, { anonymous: '/login', unpaid: '/packages', paid: 200, admin: '/' }]),
  ...diaryItems.map((route): [string, Record<Role, Answer>] => [route, { anonymous: '/login', unpaid: '/packages', paid: 404, admin: '/' }]),
  [unknownFeed, { anonymous: 404, unpaid: 404, paid: 404, admin: 404 }],
  ...adminOnly.map((route): [string, Record<Role, Answer>] => [route, { anonymous: '/login', unpaid: '/', paid: '/', admin: 200 }]),
];

const cookies: Partial<Record<Role | 'expired', string>> = {};
beforeAll(async () => {
  const { runtime } = stores;
  const admin = await newAccount(runtime, { isAdmin: true });
  cookies.admin = await sessionCookie(runtime, admin);
  cookies.unpaid = await sessionCookie(runtime, await newAccount(runtime));
  cookies.paid = await sessionCookie(runtime, await paidAccount(runtime, admin));
});

async function visit(route: string, role: Role | 'expired', method: 'GET' | 'POST' = 'GET') {
  const cookie = cookies[role];
  const response = await fetch(`${served.app.url}${route}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: served.app.url } : {}),
    },
    ...(method === 'POST' ? { body: 'intent=delete&userId=00000000-0000-0000-0000-000000000000' } : {}),
  });
  await response.arrayBuffer();
  const location = response.headers.get('Location');
  return { status: response.status, to: location ? new URL(location, served.app.url).pathname : null };
}

describe('the server enforces the access table of every route', () => {
  const roles: Role[] = ['anonymous', 'unpaid', 'paid', 'admin'];
  it.each(table.flatMap(([route, answers]) => roles.map((role) => [route, role, answers[role]] as const)))(
    'GET %s as %s answers %s',
    async (route, role, expected) => {
      const { status, to } = await visit(route, role);
      if (expected === 200 || expected === 404) expect({ status, to }).toEqual({ status: expected, to: null });
      else expect({ status, to }).toEqual({ status: 302, to: expected });
    },
  );

  it.each(
    adminOnly.flatMap((route) => (['anonymous', 'unpaid', 'paid'] as const).map((role) => [route, role] as const)),
  )('POST %s as %s is turned away before any action runs', async (route, role) => {
    const { status, to } = await visit(route, role, 'POST');
    // A redirect to sign in or home, or 405 where the route takes no posts at all: never a 2xx.
    expect(status === 405 || (status === 302 && (to === '/login' || to === '/'))).toBe(true);
  });

  it.each(
    ['/lawyersdairy/calendar', '/lawyersdairy/add-client', ...diaryItems].flatMap((route) =>
      ([['anonymous', '/login'], ['unpaid', '/packages'], ['admin', '/']] as const).map(([role, to]) => [route, role, to] as const),
    ),
  )('POST %s as %s is sent to %s before any diary action runs', async (route, role, expected) => {
    const { status, to } = await visit(route, role, 'POST');
    // 405 where a page takes no posts at all; otherwise the guard's redirect, never the action.
    if (status !== 405) expect({ status, to }).toEqual({ status: 302, to: expected });
  });

  it.each(
    ['/citations/check', '/citations/check.json'].flatMap((route) =>
      ([['anonymous', '/login'], ['unpaid', '/packages'], ['admin', '/']] as const).map(([role, to]) => [route, role, to] as const),
    ),
  )('POST %s as %s is sent to %s before any citation is checked', async (route, role, expected) => {
    expect(await visit(route, role, 'POST')).toEqual({ status: 302, to: expected });
  });

  it.each(
    publicPages.flatMap((route) => ([['unpaid', '/packages'], ['paid', '/'], ['admin', '/']] as const).map(([role, to]) => [route, role, to] as const)),
  )('POST %s as %s is sent to %s: a signed-in browser never signs in or up again', async (route, role, expected) => {
    const { status, to } = await visit(route, role, 'POST');
    expect({ status, to }).toEqual({ status: 302, to: expected });
  });

  it('sends a user whose package has expired to the payment screen, which says so, and lets them choose another', async () => {
    const { runtime } = stores;
    const admin = await newAccount(runtime, { isAdmin: true });
    const user = await paidAccount(runtime, admin);
    const dueAt = new Date(Date.now() + 1_000);
    const amended = await runtime.billing.amendPayment({ userId: admin.userId }, user.userId, { expireAt: dueAt.toISOString() });
    if (!amended.ok) throw new Error(amended.message);
    expect((await runtime.billing.expireDue(new Date(dueAt.getTime() + 1))).expired).toContain(user.userId);
    cookies.expired = await sessionCookie(runtime, user);
    for (const route of ['/', '/search', '/lawyersdairy', '/login']) expect(await visit(route, 'expired')).toEqual({ status: 302, to: '/payment' });
    expect(await visit('/packages', 'expired')).toEqual({ status: 200, to: null });
    const page = await fetch(`${served.app.url}/payment`, { headers: { Cookie: cookies.expired } });
    expect(await page.text()).toContain(messages.packageExpired);
  });

  it('sends an anonymous visitor back to the page they asked for after signing in', async () => {
    const response = await fetch(`${served.app.url}/dictionary?letter=B`, { redirect: 'manual' });
    expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Fdictionary%3Fletter%3DB');
  });
});
