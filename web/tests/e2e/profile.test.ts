import { describe, expect, it } from 'vitest';
import { messages } from '@qanoon/contracts';
import type { Page } from 'playwright-core';
import { localForm, newAccount, signIn, useTestRuntime } from './accounts.ts';
import { seeMessage, useAppInBrowser } from './harness.ts';
import { screenshotFromTop as screenshot } from './screenshot-from-top.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

const fact = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);
const headerAvatar = (page: Page) => page.getByRole('banner').getByRole('img', { name: 'Profile picture' });

/** A real PNG drawn by the browser: initials on a coloured disc. */
async function drawnPicture(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no canvas');
    g.fillStyle = fill;
    g.fillRect(0, 0, 96, 96);
    g.fillStyle = '#ffffff';
    g.font = 'bold 40px sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('SK', 48, 50);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Picture', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Upload Picture' }).click();
}

async function shownPictureKey(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('header img[alt="Profile picture"]');
    return img?.getAttribute('src')?.startsWith('/files/pictures/') === true && img.complete && img.naturalWidth > 0;
  });
  const src = (await headerAvatar(page).getAttribute('src')) ?? '';
  return src.replace('/files/', '');
}

describe('the profile', () => {
  it('shows the account, saves only the fields filled in, and keeps the chosen tab in the address', async () => {
    const { page, problems } = session.browser;
    const account = await newAccount(stores.runtime, { firstName: 'Bilal' });
    await signIn(page, session.app.url, stores.runtime, account);
    await page.getByLabel('Account menu').click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${session.app.url}/profile`);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(await fact(page, 'Email').innerText()).toBe(account.email);
    expect(await fact(page, 'Contact').innerText()).toBe(localForm(account.contact));
    expect(await fact(page, 'Criteria').innerText()).toBe('Lawyer');
    await screenshot(page, 'profile-account-info');

    await page.locator('summary', { hasText: 'Account Info' }).click();
    await fact(page, 'Email').waitFor({ state: 'hidden' });
    await page.locator('summary', { hasText: 'Account Info' }).click();
    await fact(page, 'Email').waitFor();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await seeMessage(page, messages.nothingToUpdate, 'status');
    await page.getByLabel('First name').fill('Sana');
    await page.getByLabel('City').fill('Karachi');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await seeMessage(page, messages.profileUpdated, 'status');
    const shownAt = Date.now();
    await fact(page, 'First name').filter({ hasText: 'Sana' }).waitFor();
    expect(await fact(page, 'City').innerText()).toBe('Karachi');
    expect(await fact(page, 'Last name').innerText()).toBe('Ahmed');
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('');
    await page.getByTestId('greeting').filter({ hasText: 'Welcome, Sana' }).waitFor();
    await screenshot(page, 'profile-info-saved');
    await page.getByRole('status').getByText(messages.profileUpdated).waitFor({ state: 'detached' });
    expect(Date.now() - shownAt).toBeLessThan(4_000);

    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.waitForURL(/\/profile\?tab=password$/);
    await page.reload();
    await page.getByLabel('Old password').waitFor();
    expect(await page.getByRole('tab', { name: 'Change Password' }).getAttribute('aria-selected')).toBe('true');
    await page.goBack();
    await page.getByLabel('First name').waitFor();
    expect(await page.getByRole('tab', { name: 'Change Account Info' }).getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
  });

  it('changes the picture and the header avatar with it, and refuses what is not an image', async () => {
    const { page, context, problems } = session.browser;
    await context.clearCookies();
    const account = await newAccount(stores.runtime);
    await signIn(page, session.app.url, stores.runtime, account);
    await page.goto(`${session.app.url}/profile?tab=picture`);
    expect(await headerAvatar(page).getAttribute('src')).toBe('/images/default-avatar.svg');

    await page.getByRole('button', { name: 'Upload Picture' }).click();
    await seeMessage(page, messages.choosePicture);
    await upload(page, { name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from('These are case notes, not a picture.\n') });
    await seeMessage(page, messages.pictureNotImage);
    await screenshot(page, 'profile-picture-refused');
    const big = Buffer.concat([await drawnPicture(page, '#0f3b2e'), Buffer.alloc(3 * 1024 * 1024)]);
    await upload(page, { name: 'huge.png', mimeType: 'image/png', buffer: big });
    await seeMessage(page, messages.pictureTooLarge);
    expect(await headerAvatar(page).getAttribute('src')).toBe('/images/default-avatar.svg');

    await upload(page, { name: 'me.png', mimeType: 'image/png', buffer: await drawnPicture(page, '#0f3b2e') });
    await seeMessage(page, messages.pictureUpdated, 'status');
    const first = await shownPictureKey(page);
    expect(await page.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(`/files/${first}`);
    await screenshot(page, 'profile-picture-changed');

    await upload(page, { name: 'me-again.png', mimeType: 'image/png', buffer: await drawnPicture(page, '#b08d3c') });
    await seeMessage(page, messages.pictureUpdated, 'status');
    await page.waitForFunction((old) => !document.querySelector(`header img[src="/files/${old}"]`), first);
    const second = await shownPictureKey(page);
    expect(await stores.runtime.blobs.open(first)).toBeNull();

    await page.getByRole('button', { name: 'Use the default picture' }).click();
    await seeMessage(page, messages.pictureRemoved, 'status');
    await page.locator('header img[src="/images/default-avatar.svg"]').waitFor();
    expect(await stores.runtime.blobs.open(second)).toBeNull();
    expect(problems).toEqual([]);
  });

  it('changes the password only with the old one, and offers the reset when that is forgotten', async () => {
    const { page, context, problems } = session.browser;
    await context.clearCookies();
    const account = await newAccount(stores.runtime);
    await signIn(page, session.app.url, stores.runtime, account);
    await page.goto(`${session.app.url}/profile?tab=password`);
    const change = async (oldPassword: string, newPassword: string, confirmPassword = newPassword) => {
      await page.getByLabel('Old password').fill(oldPassword);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(confirmPassword);
      await page.getByRole('button', { name: 'Change Password' }).click();
    };

    await change('not-my-password', 'fresh-pass-1');
    await seeMessage(page, messages.wrongOldPassword);
    const reset = page.getByRole('link', { name: 'Reset it with your phone' });
    expect(await reset.getAttribute('href')).toBe('/password');
    await screenshot(page, 'profile-wrong-old-password');
    await page.getByRole('alert').getByText(messages.wrongOldPassword).waitFor({ state: 'detached' });
    expect(await reset.isVisible()).toBe(true);
    // Signed in, the reset is still open to the user: it proves who they are by phone instead.
    await reset.click();
    await page.waitForURL(`${session.app.url}/password`);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.goBack();
    await page.getByLabel('Old password').waitFor();

    await change(account.password, 'fresh-pass-1', 'fresh-pass-2');
    await seeMessage(page, messages.passwordDoesNotMatch);
    await change(account.password, 'abc');
    await seeMessage(page, messages.passwordTooShort);
    await change(account.password, 'fresh-pass-1');
    await seeMessage(page, messages.passwordChanged, 'status');
    await expect.poll(() => page.getByLabel('Old password').inputValue()).toBe('');

    await page.getByLabel('Account menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${session.app.url}/login`);
    await signIn(page, session.app.url, stores.runtime, { ...account, password: 'fresh-pass-1' });
    expect(problems).toEqual([]);
  });

  it('is not for administrators', async () => {
    const { page, context } = session.browser;
    await context.clearCookies();
    const admin = await newAccount(stores.runtime, { isAdmin: true });
    await signIn(page, session.app.url, stores.runtime, admin);
    await page.goto(`${session.app.url}/profile`);
    await page.waitForURL(`${session.app.url}/`);
  });
});
