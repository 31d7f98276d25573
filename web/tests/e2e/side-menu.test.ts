import { expect, test } from 'vitest';
import { screenshot, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();

test('toggling the side menu hides it at -230px and shows it again', async () => {
  const { page, problems } = session.browser;
  await page.goto(session.app.url);
  await page.locator('[data-realtime="connected"]').waitFor();

  const toggle = page.getByRole('button', { name: 'Side menu' });
  const menu = page.locator('nav#side-menu');
  const marginLeft = () => menu.evaluate((element) => getComputedStyle(element).marginLeft);
  const settle = (value: string) =>
    page.waitForFunction(
      (expected) => {
        const element = document.getElementById('side-menu');
        return element !== null && getComputedStyle(element).marginLeft === expected && !element.getAnimations().length;
      },
      value,
    );

  await expect(toggle.getAttribute('aria-controls')).resolves.toBe('side-menu');
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  await expect(marginLeft()).resolves.toBe('0px');

  await toggle.click();
  await settle('-230px');
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  await expect(menu.isVisible()).resolves.toBe(false);
  const mainLeft = await page.locator('main').evaluate((main) => main.getBoundingClientRect().left);
  expect(mainLeft).toBeLessThan(230);
  await screenshot(page, 'side-menu-hidden');

  await toggle.click();
  await settle('0px');
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  await expect(menu.isVisible()).resolves.toBe(true);
  await expect(menu.getByRole('link', { name: 'Search', exact: true }).isVisible()).resolves.toBe(true);
  await screenshot(page, 'side-menu-shown');

  expect(problems).toEqual([]);
});

test('on a phone-sized screen the side menu starts folded and opens over the page', async () => {
  const { page, problems } = session.browser;
  await page.setViewportSize({ width: 390, height: 800 });
  try {
    await page.goto(session.app.url);
    await page.locator('[data-realtime="connected"]').waitFor();
    const toggle = page.getByRole('button', { name: 'Side menu' });
    const menu = page.locator('nav#side-menu');

    await page.waitForFunction(() => {
      const element = document.getElementById('side-menu');
      return element !== null && getComputedStyle(element).visibility === 'hidden' && !element.getAnimations().length;
    });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu.isVisible()).resolves.toBe(false);

    await toggle.click();
    await page.waitForFunction(() => {
      const element = document.getElementById('side-menu');
      return element !== null && getComputedStyle(element).marginLeft === '0px' && !element.getAnimations().length;
    });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const mainLeft = await page.locator('main').evaluate((main) => main.getBoundingClientRect().left);
    expect(mainLeft).toBe(0);
    await screenshot(page, 'side-menu-phone-open');

    // The toggle stays in reach above the open menu, and following a link folds the menu again.
    await toggle.click({ trial: true, timeout: 2_000 });
    await menu.getByRole('link', { name: 'Home' }).click();
    await page.waitForFunction(() => document.getElementById('side-menu')?.getAttribute('data-open') === 'false');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(problems).toEqual([]);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('the side menu leads to Saved searches and Check my citations, in English and in Urdu', async () => {
  const { page, problems } = session.browser;
  await page.goto(session.app.url);
  await page.locator('[data-realtime="connected"]').waitFor();
  const menu = page.locator('nav#side-menu');

  const names = async () => (await menu.getByRole('link').allInnerTexts()).map((name) => name.trim());
  expect((await names()).slice(0, 4)).toEqual(['Home', 'Search', 'Saved searches', 'Check my citations']);
  await expect(menu.getByRole('link', { name: 'Saved searches' }).getAttribute('href')).resolves.toBe('/alerts');
  await expect(menu.getByRole('link', { name: 'Check my citations' }).getAttribute('href')).resolves.toBe('/citations/check');

  await Promise.all([page.waitForLoadState('load'), page.getByTestId('language-switch').click()]);
  await page.waitForFunction(() => document.documentElement.lang === 'ur');
  try {
    await expect(menu.getByRole('link', { name: 'محفوظ تلاشیں' }).getAttribute('href')).resolves.toBe('/alerts');
    await expect(menu.getByRole('link', { name: 'میرے حوالہ جات جانچیں' }).getAttribute('href')).resolves.toBe('/citations/check');
    await screenshot(page, 'side-menu-urdu-research-tools');
  } finally {
    await Promise.all([page.waitForLoadState('load'), page.getByTestId('language-switch').click()]);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }
  expect(problems).toEqual([]);
});
