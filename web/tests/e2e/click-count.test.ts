import { beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@qanoon/contracts';
import { newAccount, paidAccount, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, useAppInBrowser } from './harness.ts';
import { signInByCookie } from './screen-fixtures.ts';

// The product's limit (docs/product-rules.md#clicks-and-captcha): when the count exceeds 50, the app sends the reader to the captcha.
const session = useAppInBrowser({ CLICK_LIMIT: String(limits.clickCounterLimit) });
const stores = useTestRuntime();

let reader: TestAccount;
beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  reader = await paidAccount(stores.runtime, admin, { firstName: 'Hina' });
}, 240_000);

// A walk of the side menu, one link twice in a row (a click on the page one is on is a click too).
const walk = ['Search', 'Legal Terms', 'Articles', 'Articles', 'Topics', 'Statutes', 'Dictionary', 'Bookmarks', 'Home'] as const;

describe('the click counter under fast clicks', () => {
  it('sends the reader to the captcha at the 51st click exactly, however many navigations the browser cancelled', async () => {
    const page = session.browser.page;
    await signInByCookie(page, session.app.url, stores.runtime, reader);
    // The page the walk starts from: the browser's first request, which gives it its visitor cookie.
    await page.goto(`${session.app.url}/`);
    await page.waitForFunction(() => '__remixRouter' in window);
    const reports: Promise<unknown>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/clicks') reports.push(request.response());
    });
    const menu = page.getByRole('navigation', { name: 'Main' });
    // 50 clicks as fast as the browser takes them: most navigations are cut short by the next click.
    for (let i = 0; i < limits.clickCounterLimit; i++) {
      await menu.getByRole('link', { name: walk[i % walk.length], exact: true }).click();
    }
    await page.waitForFunction(() => (window as unknown as { __remixRouter: { state: { navigation: { state: string } } } }).__remixRouter.state.navigation.state === 'idle');
    await expect.poll(() => reports.length).toBe(limits.clickCounterLimit);
    await Promise.all(reports);
    expect(new URL(page.url()).pathname).not.toBe('/captcha');
    await screenshot(page, 'click-count-50th');

    // The 51st is one too many.
    await menu.getByRole('link', { name: 'Dictionary', exact: true }).click();
    await page.waitForURL(/\/captcha\?redirectTo=%2Fdictionary$/);
    await page.locator('[data-state="idle"][data-ready="true"]').waitFor();
    await screenshot(page, 'click-count-51st');
  });
});
