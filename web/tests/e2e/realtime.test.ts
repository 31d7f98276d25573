import { expect, test } from 'vitest';
import { messages } from '@qanoon/contracts';
import { io, type Socket } from 'socket.io-client';
import { latestCode, newAccount, sessionCookie, useTestRuntime } from './accounts.ts';
import { runTsx, screenshot, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();

test("the browser's Socket.IO connection is established over websocket", async () => {
  const { page, problems } = session.browser;
  const opened: string[] = [];
  page.on('websocket', (socket) => opened.push(socket.url()));

  await page.goto(session.app.url);
  const dot = page.locator('[data-realtime="connected"][data-transport="websocket"]');
  await dot.waitFor();
  await expect(dot.getAttribute('aria-label')).resolves.toBe('Live updates connected');

  const origin = new URL(session.app.url);
  expect(opened.some((url) => url.startsWith(`ws://${origin.host}/socket.io/`) && url.includes('transport=websocket'))).toBe(
    true,
  );
  expect(problems).toEqual([]);
});

test('a notice emitted from another process reaches the browser', async () => {
  const { page, problems } = session.browser;
  await page.goto(session.app.url);
  await page.locator('[data-realtime="connected"][data-ready="true"]').waitFor();

  const text = `Hearing list updated ${Date.now()}`;
  const emitter = await runTsx(['tests/e2e/emit-notice.ts', text], {});
  expect(emitter.stderr).toBe('');
  expect(emitter.code).toBe(0);

  const toast = page.getByRole('status').filter({ hasText: text });
  await toast.waitFor({ timeout: 10_000 });
  const shownAt = Date.now();
  await screenshot(page, 'realtime-notice');

  // The toast is an Alert that hides itself after 5 seconds.
  await toast.waitFor({ state: 'detached', timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4_000);
  expect(problems).toEqual([]);
});

const stores = useTestRuntime();

/** A Node Socket.IO client with these headers; resolves once the server has put it in its rooms. */
async function connect(url: string, headers: Record<string, string>): Promise<{ socket: Socket; rooms: string[] }> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: headers, reconnection: false });
  const ready = await new Promise<{ rooms: string[] }>((resolve, reject) => {
    socket.once('ready', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, rooms: ready.rooms };
}

const disconnection = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

test('a socket whose session is logged out is closed by the server', async () => {
  const account = await newAccount(stores.runtime);
  const cookie = await sessionCookie(stores.runtime, account);
  const { socket, rooms } = await connect(session.app.url, { Cookie: cookie });
  expect(rooms).toContain(`user:${account.userId}`);
  const closed = disconnection(socket);
  await fetch(`${session.app.url}/logout`, { method: 'POST', headers: { Cookie: cookie }, redirect: 'manual' });
  await expect(closed).resolves.toBe('io server disconnect');
});

test('a socket whose session expires is closed by the server', async () => {
  const account = await newAccount(stores.runtime);
  const cookie = await sessionCookie(stores.runtime, account);
  await stores.runtime.db.query("UPDATE sessions SET expires_at = now() + interval '2 seconds' WHERE user_id = $1", [account.userId]);
  const { socket } = await connect(session.app.url, { Cookie: cookie });
  await expect(disconnection(socket)).resolves.toBe('io server disconnect');
});

test('a handshake from another site is refused', async () => {
  await expect(connect(session.app.url, { Origin: 'http://evil.example' })).rejects.toThrow();
  const own = await connect(session.app.url, { Origin: session.app.url });
  own.socket.disconnect();
});

test("logging out other devices closes the other browser's socket and sends it to sign in", async () => {
  const { page, context } = session.browser;
  const account = await newAccount(stores.runtime);
  const [name, value] = (await sessionCookie(stores.runtime, account)).split(/=(.*)/s);
  await context.addCookies([{ name: name ?? '', value: value ?? '', url: session.app.url }]);
  await page.goto(`${session.app.url}/packages`);
  await page.locator('[data-realtime="connected"][data-ready="true"]').waitFor();

  // Another device signs in through the code step, is told the account is in use, and logs the others out.
  const post = async (fields: Record<string, string>, cookies: string) => {
    const response = await fetch(`${session.app.url}/login.data`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Cookie: cookies },
      redirect: 'manual',
    });
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    return { text: await response.text(), cookies: [cookies, ...set].filter(Boolean).join('; ') };
  };
  const credentials = { email: account.email, password: account.password };
  const first = await post(credentials, '');
  const code = await latestCode(stores.runtime, account.contact);
  const inUse = await post({ ...credentials, intent: 'code', code }, first.cookies);
  expect(inUse.text).toContain(messages.alreadyInUse);
  await post({ ...credentials, intent: 'logout-others' }, inUse.cookies);

  await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
  await context.clearCookies();
});
