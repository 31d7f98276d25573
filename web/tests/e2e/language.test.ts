import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@qanoon/contracts';
import { newAccount, paidAccount, useTestRuntime } from './accounts.ts';
import { screenshot, useAppInBrowser } from './harness.ts';
import { signInByCookie } from './screen-fixtures.ts';

// The language switch: English by default with the spec's texts, Urdu right to left on asking,
// kept by the browser when signed out and by the account when signed in.

const session = useAppInBrowser();
const stores = useTestRuntime();

const htmlLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

async function switchLanguage(page: Page) {
  await Promise.all([page.waitForLoadState('load'), page.getByTestId('language-switch').click()]);
  await page.waitForLoadState('networkidle');
}

describe('the language switch', () => {
  it('turns a signed-out page into Urdu, right to left, on the same page, and back into the spec\'s English', async () => {
    const { page } = session.browser;
    await page.context().clearCookies();
    await page.goto(`${session.app.url}/login`);
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Sign in');
    expect(await page.title()).toBe('Sign in | Qanoon');
    expect(await page.getByTestId('language-switch').innerText()).toBe('اردو');

    await switchLanguage(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await htmlLanguage(page)).toEqual({ lang: 'ur', dir: 'rtl' });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('سائن ان');
    expect(await page.title()).toBe('سائن ان | Qanoon');
    await expect(page.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' }).isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('language-switch').innerText()).toBe('English');
    // Urdu's own letters (ہ, ے) have a font even on a device without one: the product brings its own.
    const urduFont = await page.evaluate(async () => {
      await document.fonts.load('16px "Qanoon Urdu"', 'ہے');
      return [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Qanoon Urdu' && face.status === 'loaded');
    });
    expect(urduFont).toBe(true);
    await screenshot(page, 'urdu-sign-in');

    // The form still works in Urdu, and the server's message comes in Urdu.
    await page.getByRole('button', { name: 'سائن ان' }).first().click();
    await expect(page.getByRole('alert').getByText('براہ کرم تمام خانے پُر کریں').waitFor()).resolves.toBeUndefined();

    // Another page of the same browser stays in Urdu.
    await page.goto(`${session.app.url}/`);
    expect((await htmlLanguage(page)).lang).toBe('ur');

    await switchLanguage(page);
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Welcome to Qanoon');
    expect(session.browser.problems).toEqual([]);
  });

  it("keeps a signed-in user's choice with the account, so another browser of theirs opens in Urdu", async () => {
    const { runtime } = stores;
    const admin = await newAccount(runtime, { isAdmin: true });
    const lawyer = await paidAccount(runtime, admin, { firstName: 'Sana' });
    const { page } = session.browser;
    await signInByCookie(page, session.app.url, runtime, lawyer);
    await page.goto(`${session.app.url}/profile`);
    await switchLanguage(page);
    expect(new URL(page.url()).pathname).toBe('/profile');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('میری پروفائل');
    // The countdown's label is the spec's text in English and its Urdu here.
    await expect(page.getByTestId('remaining-time').innerText()).resolves.toMatch(/^باقی وقت:/);
    await screenshot(page, 'urdu-profile');

    // A browser without the language cookie: the account decides.
    await page.context().clearCookies();
    await signInByCookie(page, session.app.url, runtime, lawyer);
    await page.goto(`${session.app.url}/payment`);
    expect(await htmlLanguage(page)).toEqual({ lang: 'ur', dir: 'rtl' });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('ادائیگی');
    expect((await runtime.identity.getOwnProfile({ userId: lawyer.userId }))).toBeTruthy();
  });

  it('refuses a language it does not offer with a 400 and a clear message, and never leaves the site', async () => {
    const form = (fields: Record<string, string>) =>
      fetch(`${session.app.url}/language`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { Origin: session.app.url } });
    const unknown = await form({ language: 'fr', redirectTo: '/login' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Choose English or Urdu.');
    const away = await form({ language: 'ur', redirectTo: 'https://example.com/' });
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('/');
    expect(away.headers.get('set-cookie')).toMatch(/(^|, )qanoon_language=/);
  });

  it('leaves the English texts of the spec as they are', async () => {
    const { page } = session.browser;
    await page.context().clearCookies();
    await page.goto(`${session.app.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await expect(page.getByRole('alert').getByText(messages.fillAllFields, { exact: true }).waitFor()).resolves.toBeUndefined();
  });
});
