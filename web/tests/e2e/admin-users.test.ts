import { readFile } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyTexts, messages, userCsvColumns } from '@qanoon/contracts';
import type { Page } from 'playwright-core';
import { localForm, newAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { launchBrowser, screenshot, seeMessage, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

/** A made-up surname no other test uses, so a search finds exactly this file's users. */
const randomTag = () =>
  Array.from({ length: 7 }, (_, i) => String.fromCharCode((i === 0 ? 65 : 97) + randomInt(0, 26))).join('');

const tag = randomTag();
let admin: TestAccount;
let ayesha: TestAccount;
let bilal: TestAccount;
let signedIn: Promise<void> | null = null;

beforeAll(async () => {
  admin = await newAccount(stores.runtime, { isAdmin: true, firstName: 'Admin' });
  ayesha = await newAccount(stores.runtime, { firstName: `Ayesha ${tag}` });
  bilal = await newAccount(stores.runtime, { firstName: `Bilal ${tag}` });
});

/** The admin signs in through the login page once; later tests reuse the browser's session. */
function adminPage(): Promise<Page> {
  const { page } = session.browser;
  signedIn ??= signIn(page, session.app.url, stores.runtime, admin);
  return signedIn.then(() => page);
}

const url = (path: string) => `${session.app.url}${path}`;
const fullName = (account: TestAccount) => `${account.firstName} Ahmed`;
const userRows = (page: Page) => page.getByRole('button', { name: /^Details of / });
const findByContact = async (account: TestAccount) =>
  (await stores.runtime.identity.searchUsers({ userId: admin.userId }, { contact: account.contact }))[0];

describe('the admin Users screen', () => {
  it('lets an admin who signed in through the login page find users by name and by phone number', async () => {
    const page = await adminPage();
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.locator('nav#side-menu').getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL(url('/dashboard/users'));
    await page.getByRole('columnheader', { name: 'Email' }).waitFor();

    await page.getByLabel('Name').fill(tag);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(url(`/dashboard/users?name=${tag}`));
    await page.getByRole('cell', { name: fullName(ayesha), exact: true }).waitFor();
    expect(await userRows(page).allInnerTexts()).toHaveLength(2);
    const names = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(names).toEqual([fullName(bilal), fullName(ayesha)]);

    const details = page.getByRole('button', { name: `Details of ${fullName(ayesha)}` });
    await details.click();
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByLabel(`Details of ${fullName(ayesha)}`, { exact: true }).and(page.locator('dl'));
    const text = await list.innerText();
    for (const value of ['Chamber 7, High Court', 'Lahore', 'Civil', 'Newsletter', 'No', 'Joined']) expect(text).toContain(value);
    await screenshot(page, 'admin-users-search-by-name');

    await page.getByLabel('Name').fill('');
    await page.getByLabel('Contact').fill(localForm(ayesha.contact));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(url(`/dashboard/users?contact=${localForm(ayesha.contact)}`));
    await page.getByRole('cell', { name: fullName(bilal), exact: true }).waitFor({ state: 'detached' });
    expect(await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual([fullName(ayesha)]);
    expect(await page.locator('tbody tr td:nth-child(4)').first().innerText()).toBe(localForm(ayesha.contact));
    await screenshot(page, 'admin-users-search-by-contact');

    await page.getByLabel('Contact').fill('');
    await page.getByLabel('Name').fill(`Nobody ${tag}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: emptyTexts.users }).waitFor();
    expect(await userRows(page).count()).toBe(0);
    await screenshot(page, 'admin-users-no-match');

    await page.getByRole('link', { name: 'Show all users' }).click();
    await page.waitForURL(url('/dashboard/users'));
    await page.getByRole('link', { name: 'Show all users' }).waitFor({ state: 'detached' });
    expect(await userRows(page).count()).toBeGreaterThanOrEqual(3);
    expect(session.browser.problems).toEqual([]);
  });

  it('shows 25 users to a page, and the next page keeps the search', async () => {
    const pageTag = randomTag();
    const many = await Promise.all(Array.from({ length: 26 }, (_, i) => newAccount(stores.runtime, { firstName: `User${i} ${pageTag}` })));
    const page = await adminPage();
    await page.goto(url(`/dashboard/users?name=${pageTag}`));
    expect(await userRows(page).count()).toBe(25);
    expect(await page.locator('tbody tr td:first-child').first().innerText()).toMatch(/\b1$/);

    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(url(`/dashboard/users?name=${pageTag}&page=2`));
    await page.locator('tbody tr td:first-child').filter({ hasText: /\b26$/ }).waitFor();
    expect(await userRows(page).count()).toBe(1);
    const last = await page.locator('tbody tr td:nth-child(2)').first().innerText();
    expect(many.map(fullName)).toContain(last);
    await screenshot(page, 'admin-users-page-2');
    expect(session.browser.problems).toEqual([]);
  });

  it('edits a user in their row: all fields empty changes nothing, filled ones change and show', async () => {
    const page = await adminPage();
    await page.goto(url(`/dashboard/users?contact=${localForm(ayesha.contact)}`));
    const table = page.getByRole('table');

    await page.getByRole('button', { name: `Edit ${fullName(ayesha)}` }).click();
    await table.getByLabel('First name').waitFor();
    expect(await table.getByLabel('City').getAttribute('placeholder')).toBe('Lahore');
    await screenshot(page, 'admin-users-inline-edit');
    await table.getByRole('button', { name: 'Save' }).click();
    await seeMessage(page, messages.nothingToUpdate, 'status');
    const untouched = await findByContact(ayesha);
    expect(untouched).toMatchObject({ firstName: ayesha.firstName, lastName: 'Ahmed', city: 'Lahore', address: 'Chamber 7, High Court' });

    await page.getByRole('button', { name: `Edit ${fullName(ayesha)}` }).click();
    await table.getByLabel('Email').fill('not-an-email');
    await table.getByRole('button', { name: 'Save' }).click();
    await seeMessage(page, messages.emailInvalid);
    expect((await findByContact(ayesha))?.email).toBe(ayesha.email);

    await table.getByLabel('Email').fill('');
    await table.getByLabel('Last name').fill('Siddiqui');
    await table.getByLabel('City').fill('Multan');
    await table.getByRole('button', { name: 'Save' }).click();
    await seeMessage(page, messages.userUpdated, 'status');
    await page.getByRole('cell', { name: `${ayesha.firstName} Siddiqui`, exact: true }).waitFor();
    expect(await table.getByLabel('First name').count()).toBe(0);
    await page.getByRole('button', { name: `Details of ${ayesha.firstName} Siddiqui` }).click();
    expect(await page.locator('dl').innerText()).toContain('Multan');

    const changed = await findByContact(ayesha);
    expect(changed).toMatchObject({ firstName: ayesha.firstName, lastName: 'Siddiqui', city: 'Multan', email: ayesha.email });
    expect(changed?.address).toBe('Chamber 7, High Court');
    await screenshot(page, 'admin-users-edited');
    expect(session.browser.problems).toEqual([]);
  });

  it("deletes a user after a confirmation, and the deleted user's open browser goes to /login", async () => {
    const victim = await newAccount(stores.runtime, { firstName: `Victim ${tag}` });
    const theirs = await launchBrowser();
    try {
      await signIn(theirs.page, session.app.url, stores.runtime, victim);
      await theirs.page.waitForURL(url('/packages'));
      await theirs.page.locator('[data-realtime="connected"][data-ready="true"]').waitFor();

      const page = await adminPage();
      await page.goto(url(`/dashboard/users?contact=${localForm(victim.contact)}`));
      await page.getByRole('button', { name: `Delete ${fullName(victim)}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete user' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(victim.email);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await findByContact(victim)).toBeDefined();

      await page.getByRole('button', { name: `Delete ${fullName(victim)}` }).click();
      await screenshot(page, 'admin-users-delete-confirm');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await seeMessage(page, messages.userDeleted, 'status');
      await page.getByRole('cell', { name: emptyTexts.users }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await findByContact(victim)).toBeUndefined();

      await theirs.page.waitForURL(/\/login/);
      await theirs.page.goto(url('/packages'));
      await theirs.page.waitForURL(/\/login\?redirectTo=%2Fpackages$/);
      expect(session.browser.problems).toEqual([]);
    } finally {
      await theirs.close();
    }
  });

  it('downloads every user as a CSV file with a header row', async () => {
    const page = await adminPage();
    await page.goto(url('/dashboard/users'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^qanoon-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(userCsvColumns.join(','));
    const bilalLine = lines.find((line) => line.includes(bilal.email));
    expect(bilalLine?.split(',').slice(0, 6)).toEqual([bilal.userId, 'lawyer', bilal.firstName, 'Ahmed', bilal.email, bilal.contact]);
    expect(lines.some((line) => line.startsWith(`${admin.userId},admin,`))).toBe(true);
    expect(csv).toContain(ayesha.email);

    const response = await page.request.get(url('/dashboard/users.csv'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="qanoon-users-/);
    // Streamed as it is read, so its length is not known up front.
    expect(response.headers()['content-length']).toBeUndefined();
    expect(session.browser.problems).toEqual([]);
  });

  it('changes nothing for a signed-in non-admin who posts to the Users screen, and sends them away', async () => {
    const normal = await newAccount(stores.runtime, { firstName: `Normal ${tag}` });
    const theirs = await launchBrowser();
    try {
      await signIn(theirs.page, session.app.url, stores.runtime, normal);
      await theirs.page.waitForURL(url('/packages'));
      const post = (form: Record<string, string>) => theirs.page.request.post(url('/dashboard/users'), { form, maxRedirects: 0 });

      const update = await post({ intent: 'update', userId: bilal.userId, city: 'Hacked', firstName: 'Hacked' });
      expect(update.status()).toBe(302);
      expect(update.headers()['location']).toBe('/');
      const remove = await post({ intent: 'delete', userId: bilal.userId, email: bilal.email });
      expect(remove.status()).toBe(302);
      expect(remove.headers()['location']).toBe('/');
      expect(await findByContact(bilal)).toMatchObject({ firstName: bilal.firstName, city: 'Lahore' });

      const csv = await theirs.page.request.get(url('/dashboard/users.csv'), { maxRedirects: 0 });
      expect(csv.status()).toBe(302);
      expect(await csv.text()).not.toContain(bilal.email);

      await theirs.page.goto(url('/dashboard/users'));
      await theirs.page.waitForURL(url('/packages'));

      const anonymous = await fetch(url('/dashboard/users'), {
        method: 'POST',
        body: new URLSearchParams({ intent: 'delete', userId: bilal.userId, email: bilal.email }),
        redirect: 'manual',
      });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard%2Fusers');
      expect(await findByContact(bilal)).toBeDefined();
    } finally {
      await theirs.close();
    }
  });
});
