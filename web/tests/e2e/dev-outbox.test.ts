import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, localForm, newAccount, useTestRuntime } from './accounts.ts';
import { startApp, type RunningApp } from './harness.ts';

const stores = useTestRuntime();
const apps: { production?: RunningApp; demo?: RunningApp } = {};
beforeAll(async () => {
  [apps.production, apps.demo] = await Promise.all([startApp(), startApp({ DEV_OUTBOX: 'true' })]);
});
afterAll(async () => {
  await Promise.all([apps.production?.stop(), apps.demo?.stop()]);
});

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
});
