import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newAccount, paidAccount, sessionCookie, useTestRuntime, type TestAccount } from './accounts.ts';
import { startApp, useAppInBrowser, type RunningApp } from './harness.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

describe('security headers', () => {
  test('a page has a CSP with a nonce its scripts and styles carry, no framing, nosniff and a Referrer-Policy', async () => {
    const response = await fetch(`${session.app.url}/login`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(html).toMatch(new RegExp(`<style nonce="${nonce?.replace(/[+/]/g, '\\$&')}" data-styled`));

    const again = await fetch(`${session.app.url}/login`);
    expect(again.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  test('static files are sent with nosniff too', async () => {
    const response = await fetch(`${session.app.url}/favicon.svg`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  describe('behind a proxy that ends TLS', () => {
    let proxied: RunningApp;
    beforeAll(async () => {
      proxied = await startApp({ TRUST_PROXY: '1' });
    });
    afterAll(() => proxied?.stop());

    test('HSTS is sent', async () => {
      const response = await fetch(`${proxied.url}/login`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    });

    test('a submission must come from the host the proxy forwards', async () => {
      const send = (headers: Record<string, string>) =>
        fetch(`${proxied.url}/login`, {
          method: 'POST',
          body: new URLSearchParams({ email: 'a@example.pk', password: 'x' }),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
          redirect: 'manual',
        });
      expect((await send({ Origin: 'https://qanoon.example', 'X-Forwarded-Host': 'qanoon.example', 'X-Forwarded-Proto': 'https' })).status).toBe(200);
      expect((await send({ Origin: 'http://evil.example', 'X-Forwarded-Host': 'qanoon.example' })).status).toBe(403);
    });
  });
});

const screens = {
  anonymous: ['/', '/login', '/signup', '/password', '/contact', '/captcha'],
  paid: ['/', '/search', '/legal-terms', '/articles', '/topics', '/statutes', '/dictionary', '/bookmarks', '/lawyersdairy', '/profile', '/payment', '/packages'],
  admin: ['/', '/dashboard/users', '/dashboard/paid', '/dashboard/payments', '/dashboard/packages', '/dashboard/settings', '/dashboard/uploadData', '/dashboard/reports'],
};

async function signInAs(account: TestAccount) {
  const { context } = session.browser;
  await context.clearCookies();
  const [name, value] = (await sessionCookie(stores.runtime, account)).split(/=(.*)/s);
  await context.addCookies([{ name: name ?? '', value: value ?? '', url: session.app.url }]);
}

/** Load each screen, then come back to the first by a client-side link, as a user would. */
async function walk(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(`${session.app.url}${path}`);
    await page.locator('[data-realtime="connected"]').waitFor();
    // styled-components' server styles applied: the side menu has its styled width. (Measured
    // without evaluating script in the page, which the CSP would report.)
    expect((await page.locator('nav#side-menu').boundingBox())?.width, path).toBe(230);
  }
}

test('every screen loads under the CSP with no console error', async () => {
  const { page, problems } = session.browser;
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });

  await session.browser.context.clearCookies();
  await walk(page, screens.anonymous);
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  await signInAs(await paidAccount(stores.runtime, admin));
  await walk(page, screens.paid);
  // A client-side navigation adds styles in the browser, under the nonce too.
  await page.goto(`${session.app.url}/`);
  await page.locator('nav#side-menu').getByRole('link', { name: 'Dictionary' }).click();
  await page.waitForURL((url) => url.pathname === '/dictionary');
  await page.getByRole('link', { name: 'B', exact: true }).first().click();
  await page.waitForURL((url) => url.search.includes('B'));
  await signInAs(admin);
  await walk(page, screens.admin);

  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});
