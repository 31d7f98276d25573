import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@qanoon/contracts';
import type { Page } from 'playwright-core';
import { localForm, newAccount, signIn, uniquePhone, useTestRuntime, type TestAccount } from './accounts.ts';
import { launchBrowser, screenshot, seeMessage, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

const randomTag = () =>
  Array.from({ length: 7 }, (_, i) => String.fromCharCode((i === 0 ? 65 : 97) + randomInt(0, 26))).join('');

const tag = randomTag();
let admin: TestAccount;
let signedIn: Promise<void> | null = null;

beforeAll(async () => {
  admin = await newAccount(stores.runtime, { isAdmin: true, firstName: 'Admin' });
});

/** The admin signs in through the login page once; later tests reuse the browser's session. */
function adminPage(): Promise<Page> {
  const { page } = session.browser;
  signedIn ??= signIn(page, session.app.url, stores.runtime, admin);
  return signedIn.then(() => page);
}

const url = (path: string) => `${session.app.url}${path}`;
const usersNamed = (name: string) => stores.runtime.identity.searchUsers({ userId: admin.userId }, { name });

describe('the admin Settings screen', () => {
  it('shows each message of the new admin form, and the admin it creates signs in to the dashboard', async () => {
    const page = await adminPage();
    await page.waitForURL(url('/'));
    await page.locator('nav#side-menu').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(url('/dashboard/settings'));
    const form = page.getByRole('form', { name: 'New admin account' });
    const create = form.getByRole('button', { name: 'Create admin' });

    await create.click();
    await seeMessage(page, messages.fillAllFields);

    const created = { email: `sadia.${tag.toLowerCase()}@example.pk`, contact: uniquePhone(), password: 'secret-456' };
    await form.getByLabel('First name').fill('Sadia');
    await form.getByLabel('Last name').fill(tag);
    await form.getByLabel('Email').fill('sadia-at-example.pk');
    await form.getByLabel('Contact').fill(localForm(created.contact));
    await form.getByLabel('Address').fill('Admin Block, Supreme Court');
    await form.getByLabel('City').fill('Islamabad');
    await form.getByLabel('Password', { exact: true }).fill('abc');
    await form.getByLabel('Confirm password').fill('abc');
    await create.click();
    await seeMessage(page, messages.emailInvalid);

    await form.getByLabel('Email').fill(created.email);
    await create.click();
    await seeMessage(page, messages.passwordTooShort);

    await form.getByLabel('Password', { exact: true }).fill(created.password);
    await form.getByLabel('Confirm password').fill(`${created.password}!`);
    await create.click();
    await seeMessage(page, messages.passwordsDoNotMatch);
    await screenshot(page, 'admin-settings-passwords-differ');
    expect(await usersNamed(tag)).toEqual([]);

    await form.getByLabel('Confirm password').fill(created.password);
    await create.click();
    await seeMessage(page, messages.adminCreated, 'status');
    expect(await form.getByLabel('First name').inputValue()).toBe('');
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    const [stored] = await usersNamed(tag);
    expect(stored).toMatchObject({ criteria: 'admin', isAdmin: true, email: created.email, contact: created.contact, city: 'Islamabad' });
    await screenshot(page, 'admin-settings-admin-created');
    expect(session.browser.problems).toEqual([]);

    const theirs = await launchBrowser();
    try {
      const account = { userId: stored?.id ?? '', firstName: 'Sadia', ...created };
      await signIn(theirs.page, session.app.url, stores.runtime, account);
      await theirs.page.waitForURL(url('/'));
      await theirs.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(await theirs.page.getByTestId('greeting').innerText()).toBe('Welcome, Sadia');
      await theirs.page.locator('nav#side-menu').getByRole('link', { name: 'Users', exact: true }).waitFor();
      await screenshot(theirs.page, 'admin-settings-new-admin-dashboard');
      expect(theirs.problems).toEqual([]);
    } finally {
      await theirs.close();
    }
  });

  it('saves a payment account, keeps fields left empty, and does nothing when all three are empty', async () => {
    const page = await adminPage();
    await page.goto(url('/dashboard/settings'));
    const before = await stores.runtime.billing.listPaymentAccounts();

    const easypaisa = page.getByRole('form', { name: 'Easypaisa account' });
    await easypaisa.getByRole('button', { name: 'Save Easypaisa' }).click();
    await seeMessage(page, messages.nothingToUpdate, 'status');
    expect(await stores.runtime.billing.listPaymentAccounts()).toEqual(before);

    const jazzcash = page.getByRole('form', { name: 'JazzCash account' });
    const saved = { userName: `Qanoon ${tag}`, accountName: 'Qanoon Legal Services', accountNumber: `0300${randomInt(1e6, 1e7)}` };
    await jazzcash.getByLabel('User name').fill(saved.userName);
    await jazzcash.getByLabel('Account name').fill(saved.accountName);
    await jazzcash.getByLabel('Account number').fill(saved.accountNumber);
    await jazzcash.getByRole('button', { name: 'Save JazzCash' }).click();
    await seeMessage(page, messages.paymentAccountSaved, 'status');
    const current = page.getByLabel('Current JazzCash account');
    await current.getByText(saved.userName).waitFor();
    expect(await jazzcash.getByLabel('User name').inputValue()).toBe('');
    expect(await jazzcash.getByLabel('User name').getAttribute('placeholder')).toBe(saved.userName);

    await jazzcash.getByLabel('Account name').fill('Qanoon Chambers');
    await jazzcash.getByRole('button', { name: 'Save JazzCash' }).click();
    await current.getByText('Qanoon Chambers').waitFor();
    const accounts = await stores.runtime.billing.listPaymentAccounts();
    expect(accounts.find((a) => a.accountType === 'jazzcash')).toEqual({ accountType: 'jazzcash', ...saved, accountName: 'Qanoon Chambers' });
    // After a save the page is scrolled; from the top, the sticky header stays where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'admin-settings-payment-accounts');
    expect(session.browser.problems).toEqual([]);
  });

  it('creates no admin for a signed-in non-admin who posts the form, and sends them away', async () => {
    const normal = await newAccount(stores.runtime, { firstName: `Normal ${tag}` });
    const theirs = await launchBrowser();
    try {
      await signIn(theirs.page, session.app.url, stores.runtime, normal);
      await theirs.page.waitForURL(url('/packages'));
      const sneaky = `Sneaky${tag}`;
      const response = await theirs.page.request.post(url('/dashboard/settings'), {
        maxRedirects: 0,
        form: {
          intent: 'create-admin',
          firstName: sneaky,
          lastName: 'Admin',
          email: `${sneaky.toLowerCase()}@example.pk`,
          contact: localForm(uniquePhone()),
          address: 'Nowhere',
          city: 'Lahore',
          password: 'secret-789',
          confirmPassword: 'secret-789',
        },
      });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe('/');
      expect(await usersNamed(sneaky)).toEqual([]);

      await theirs.page.goto(url('/dashboard/settings'));
      await theirs.page.waitForURL(url('/packages'));
    } finally {
      await theirs.close();
    }
  });
});
