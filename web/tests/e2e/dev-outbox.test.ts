import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, localForm, newAccount, useTestRuntime } from './accounts.ts';
import { startApp, type RunningApp } from './harness.ts';

const stores = useTestRuntime();
const apps: { production?: RunningApp; demo?: RunningApp; proxied?: RunningApp } = {};
beforeAll(async () => {
  [apps.production, apps.demo, apps.proxied] = await Promise.all([
    startApp(),
    // Listening on every interface, as npm start does.
    startApp({ DEV_OUTBOX: 'true', HOST: '0.0.0.0' }),
    startApp({ DEV_OUTBOX: 'true', TRUST_PROXY: '1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([apps.production?.stop(), apps.demo?.stop(), apps.proxied?.stop()]);
});

/** An address of this machine that is not loopback, as another computer on the network would reach it. */
const networkAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe('the development outbox', () => {
  it('does not exist in production', async () => {
    const response = await fetch(`${apps.production?.url}/dev/outbox`);
    expect(response.status).toBe(404);
  });

  it('lists the code a sign-in sent by SMS when turned on, newest first', async () => {
    const account = await newAccount(stores.runtime);
    const answer = await stores.runtime.identity.login({ email: account.email, password: account.password });
    expect(answer.status).toBe('code-required');
    const typed = localForm(account.contact);
    const response = await fetch(`${apps.demo?.url}/dev/outbox?to=${encodeURIComponent(typed)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(account.contact);
    expect(html).toContain(await latestCode(stores.runtime, account.contact));
  });

  it('answers 404 to a client on another machine', async (context) => {
    const address = networkAddress();
    if (!address) return context.skip('this machine has no network address besides loopback');
    const port = new URL(apps.demo?.url ?? '').port;
    for (const path of ['/dev/outbox', '/dev/outbox.data', '/dev/outbox?to=0300-1234567']) {
      expect((await fetch(`http://${address}:${port}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`http://${address}:${port}/login`)).status).toBe(200);
  });

  it('answers 404 to a remote client behind a proxy on this machine', async () => {
    const response = await fetch(`${apps.proxied?.url}/dev/outbox`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(response.status).toBe(404);
    expect((await fetch(`${apps.proxied?.url}/dev/outbox`)).status).toBe(200);
  });
});
