import type { AppLoadContext } from '@remix-run/node';
import { expect, test } from 'vitest';
import { createCookies } from './cookies.server.ts';
import { getSessionUser, paymentStatusOf } from './session.server.ts';

const secret = 'qanoon-unit-session-secret-0123456789abcdef';
const cookies = createCookies(secret);

/** A load context whose identity and billing answer from these maps, counting what they are asked. */
function contextOf(users: Record<string, string>) {
  const asked = { sessions: 0, payments: 0 };
  const context = {
    env: { SESSION_SECRET: secret },
    services: {
      identity: {
        getSessionUser: async (token: string | null) => {
          asked.sessions += 1;
          const id = token ? users[token] : undefined;
          return id ? { user: { id, isAdmin: false }, expiresAt: new Date() } : null;
        },
      },
      billing: {
        getPaymentStatus: async ({ userId }: { userId: string }) => {
          asked.payments += 1;
          return { isPaid: 'true', package: `package of ${userId}` };
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, asked };
}

const requestAs = async (token: string, method = 'GET') =>
  new Request('http://app/search', { method, headers: { Cookie: (await cookies.session.serialize(token)).split(';')[0] ?? '' } });

test("a page's loaders look the user and the payment up once between them", async () => {
  const { context, asked } = contextOf({ 'token-a': 'user-a' });
  // Each loader gets a Request of its own; the load context is the request's.
  const [root, route] = [await requestAs('token-a'), await requestAs('token-a')];
  expect((await getSessionUser(root, context))?.user.id).toBe('user-a');
  expect((await getSessionUser(route, context))?.user.id).toBe('user-a');
  expect((await paymentStatusOf(root, context, 'user-a'))?.package).toBe('package of user-a');
  expect((await paymentStatusOf(route, context, 'user-a'))?.package).toBe('package of user-a');
  expect(asked).toEqual({ sessions: 1, payments: 1 });
});

test('an action looks afresh: it may sign in or out', async () => {
  const { context, asked } = contextOf({ 'token-a': 'user-a' });
  await getSessionUser(await requestAs('token-a'), context);
  await getSessionUser(await requestAs('token-a', 'POST'), context);
  await getSessionUser(await requestAs('token-a', 'POST'), context);
  expect(asked.sessions).toBe(3);
});

test("a context shared by mistake never hands one browser another's user or payment", async () => {
  const { context } = contextOf({ 'token-a': 'user-a', 'token-b': 'user-b' });
  expect((await getSessionUser(await requestAs('token-a'), context))?.user.id).toBe('user-a');
  expect((await getSessionUser(await requestAs('token-b'), context))?.user.id).toBe('user-b');
  expect(await getSessionUser(new Request('http://app/search'), context)).toBeNull();
  expect((await paymentStatusOf(await requestAs('token-a'), context, 'user-a'))?.package).toBe('package of user-a');
  expect((await paymentStatusOf(await requestAs('token-a'), context, 'user-b'))?.package).toBe('package of user-b');
});
