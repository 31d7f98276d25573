import { describe, expect, it } from 'vitest';
import { attemptRules, messages, waitEndsAt } from '@qanoon/contracts';
import { codeSignInButton, latestCode, newAccount, signIn, useTestRuntime } from './accounts.ts';
import { launchBrowser, screenshot, seeMessage, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

describe('signing in', () => {
  it('asks a new browser for the texted code, then signs in and greets the user by name', async () => {
    const { page } = session.browser;
    const account = await newAccount(stores.runtime, { firstName: 'Hina' });
    await page.goto(`${session.app.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await seeMessage(page, messages.fillAllFields);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await seeMessage(page, messages.wrongCredentials);

    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The code prompt is information (a status), not an error drawn in red.
    await seeMessage(page, messages.enterOtp, 'status');
    expect(await page.getByRole('alert').getByText(messages.enterOtp).count()).toBe(0);
    await page.getByText(/ask for a new code in 6\d s/).waitFor();
    // The spec's code step: the credentials keep their Sign in button, and the code field has a second one.
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(2);
    await codeSignInButton(page).waitFor();
    await screenshot(page, 'login-code-step');

    await page.getByLabel('Code').fill('000000' === (await latestCode(stores.runtime, account.contact)) ? '111111' : '000000');
    await codeSignInButton(page).click();
    await seeMessage(page, messages.wrongOtpLogin);
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(2);

    // Enter in the code field presses the form's first Sign in button, and signs in with the code.
    await page.getByLabel('Code').fill(await latestCode(stores.runtime, account.contact));
    await page.getByLabel('Code').press('Enter');
    await page.waitForURL(`${session.app.url}/packages`);
    await seeMessage(page, messages.loginSuccess, 'status');
    await page.getByTestId('greeting').getByText('Hina').waitFor();
    await screenshot(page, 'login-signed-in');

    await page.getByLabel('Account menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${session.app.url}/login`);
    await seeMessage(page, messages.logoutSuccess, 'status');
    await page.goto(`${session.app.url}/payment`);
    await page.waitForURL(/\/login\?redirectTo=%2Fpayment$/);
  });

  it('tells a second browser the account is in use, and logging out the other devices sends the first to /login at once', async () => {
    const account = await newAccount(stores.runtime);
    const first = session.browser.page;
    await signIn(first, session.app.url, stores.runtime, account);
    await first.locator('[data-realtime="connected"][data-ready="true"]').waitFor();

    const second = await launchBrowser();
    try {
      const page = second.page;
      await page.goto(`${session.app.url}/login`);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Code').waitFor();
      await page.getByLabel('Code').fill(await latestCode(stores.runtime, account.contact));
      await codeSignInButton(page).click();
      await seeMessage(page, messages.alreadyInUse);
      await screenshot(page, 'login-already-in-use');

      await page.getByRole('button', { name: 'Logout from other devices' }).click();
      await first.waitForURL(`${session.app.url}/login`);
      await page.waitForURL(`${session.app.url}/packages`);
      await page.getByTestId('greeting').getByText(account.firstName).waitFor();
      await first.goto(`${session.app.url}/packages`);
      await first.waitForURL(/\/login/);
    } finally {
      await second.close();
    }
  });

  it('tells a locked-out sign-in how long to wait and until when on the clock', async () => {
    const { page } = session.browser;
    const account = await newAccount(stores.runtime);
    await page.goto(`${session.app.url}/login`);
    await page.getByLabel('Email').fill(account.email);
    const rule = attemptRules.passwordFailsPerAccount;
    for (let i = 0; i < rule.points; i++) {
      await page.getByLabel('Password').fill(`guess-${i}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText(i === 0 ? messages.wrongCredentials : /./).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.getByLabel('Password').fill(account.password);
    const before = new Date();
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refusal = page.getByRole('alert').getByText(/^Too many attempts\./);
    await refusal.waitFor();
    const after = new Date();
    const said = await refusal.innerText();
    const minutes = rule.blockSeconds / 60;
    expect([before, after].map((now) => `Too many attempts. Please try again in ${minutes} minutes (at ${waitEndsAt(rule.blockSeconds, now)}).`)).toContain(said);
    await screenshot(page, 'login-locked-out');
  });
});
