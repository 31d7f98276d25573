import { expect, it } from 'vitest';
import { newAccount, signIn, useTestRuntime } from './accounts.ts';
import { rgb, screenshot, useAppInBrowser } from './harness.ts';
import { theme } from '../../app/ui/theme.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

it('an action that fails in the browser shows the styled error page inside the app', async () => {
  const { page } = session.browser;
  const account = await newAccount(stores.runtime);
  await signIn(page, session.app.url, stores.runtime, account);
  await page.goto(`${session.app.url}/payment`);
  await page.locator('[data-realtime="connected"]').waitFor();

  // A submission the server refuses with 400, sent through the app's router as its forms are.
  await page.evaluate(() => {
    const formData = new FormData();
    formData.set('intent', 'no-such-thing');
    const router = (window as unknown as { __remixRouter: { navigate: (to: string, options: object) => Promise<void> } }).__remixRouter;
    void router.navigate('/payment', { formMethod: 'post', formData });
  });
  await page.getByRole('heading', { name: 'Error' }).or(page.getByRole('heading', { name: 'Bad Request' })).first().waitFor();
  await screenshot(page, 'error-page-client');
  expect(await page.getByText('400').evaluate((el) => getComputedStyle(el).color)).toBe(rgb(theme.colors.accent));
  expect(await page.locator('nav#side-menu').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(theme.colors.primary));
});
