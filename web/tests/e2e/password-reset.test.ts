import { describe, expect, it } from 'vitest';
import { messages } from '@qanoon/contracts';
import { latestCode, localForm, newAccount, signIn, uniquePhone, useTestRuntime } from './accounts.ts';
import { launchBrowser, seeMessage, useAppInBrowser } from './harness.ts';
import { screenshotFromTop as screenshot } from './screenshot-from-top.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

describe('resetting a forgotten password', () => {
  it('proves the account by phone, sets the new password, and ends every session of the old one', async () => {
    const { page, problems } = session.browser;
    const account = await newAccount(stores.runtime, { firstName: 'Farah' });
    const elsewhere = await launchBrowser();
    try {
      await signIn(elsewhere.page, session.app.url, stores.runtime, account);
      await elsewhere.page.locator('[data-realtime="connected"][data-ready="true"]').waitFor();

      await page.goto(`${session.app.url}/login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(`${session.app.url}/password`);
      // The address changes before the page is drawn, and the sign-in form has an Email field too.
      await page.getByRole('button', { name: 'Send Code' }).waitFor();
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Phone').fill(localForm(uniquePhone()));
      await page.getByRole('button', { name: 'Send Code' }).click();
      await seeMessage(page, messages.invalidContact);
      await page.getByRole('button', { name: 'Send Code' }).waitFor();
      await screenshot(page, 'password-invalid-contact');

      await page.getByLabel('Phone').fill(localForm(account.contact));
      await page.getByRole('button', { name: 'Send Code' }).click();
      await seeMessage(page, messages.codeSent, 'status');
      await page.getByText(messages.codeNotReceived).waitFor();
      const first = await latestCode(stores.runtime, account.contact);
      await page.getByLabel('Code').fill(first === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await seeMessage(page, messages.wrongOtpReset);
      await screenshot(page, 'password-wrong-code');

      const [{ id: before } = { id: '0' }] = await stores.runtime.devOutbox.list({ recipient: account.contact, limit: 1 });
      await page.getByRole('button', { name: 'Resend it' }).click();
      await seeMessage(page, messages.codeSent, 'status');
      await page.getByLabel('Code').fill(await latestCode(stores.runtime, account.contact, Number(before)));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await seeMessage(page, messages.createNewPassword, 'status');
      const ticket = (await page.context().cookies()).find((cookie) => cookie.name === 'qanoon_reset');
      expect(ticket?.httpOnly).toBe(true);
      expect(await page.evaluate(() => document.cookie)).not.toContain('qanoon_reset');

      await page.getByLabel('New password').fill('fresh-pass-1');
      await page.getByLabel('Confirm password').fill('fresh-pass-2');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await seeMessage(page, messages.passwordDoesNotMatch);
      await page.getByLabel('New password').fill('short');
      await page.getByLabel('Confirm password').fill('short');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await seeMessage(page, messages.passwordTooShort);
      await screenshot(page, 'password-new-step');

      await page.getByLabel('New password').fill('fresh-pass-1');
      await page.getByLabel('Confirm password').fill('fresh-pass-1');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.waitForURL(`${session.app.url}/login`);
      await seeMessage(page, messages.passwordChanged, 'status');
      await screenshot(page, 'password-changed-login');
      await elsewhere.page.waitForURL(/\/login/);
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'qanoon_reset')).toBe(false);

      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await seeMessage(page, messages.wrongCredentials);

      await signIn(page, session.app.url, stores.runtime, { ...account, password: 'fresh-pass-1' });
      await page.getByTestId('greeting').filter({ hasText: 'Welcome, Farah' }).waitFor();
      expect(problems).toEqual([]);
      expect(elsewhere.problems).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('will not set a password without a confirmed code', async () => {
    const { page, context } = session.browser;
    await context.clearCookies();
    const response = await page.request.post(`${session.app.url}/password`, {
      form: { intent: 'reset', newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' },
      headers: { Origin: session.app.url },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(messages.resetExpired);
  });
});
