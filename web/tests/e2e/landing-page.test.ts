import { expect, test } from 'vitest';
import { theme } from '../../app/ui/theme.ts';
import { rgb, screenshot, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();

test('the landing page is server-rendered with its styles in the head', async () => {
  const response = await fetch(`${session.app.url}/`);
  expect(response.status).toBe(200);
  const html = await response.text();

  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  const head = html.slice(0, html.indexOf('</head>'));
  const style = /<style [^>]*data-styled="true"[^>]*>([\s\S]*?)<\/style>/.exec(head);
  expect(style?.[1]).toMatch(/\{[^}]*background:#0f3b2e/);
  expect(html).toContain('Welcome to Qanoon');
  expect(html).toContain('Knowledge of the law, at your fingertips.');
});

test('the landing page renders styled on first paint and hydrates without errors', async () => {
  const { page, problems } = session.browser;
  await page.goto(session.app.url, { waitUntil: 'load' });
  // The realtime dot only changes after hydration, so this waits for React to take over.
  await page.locator('[data-realtime="connected"]').waitFor();

  const menu = page.locator('nav#side-menu');
  const menuStyle = await menu.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, width: style.width, marginLeft: style.marginLeft };
  });
  expect(menuStyle).toEqual({ background: rgb(theme.colors.primary), width: theme.layout.sideMenuWidth, marginLeft: '0px' });

  const headingFont = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(headingFont).toContain('Georgia');

  await expect(page.getByRole('heading', { name: 'Welcome to Qanoon' }).isVisible()).resolves.toBe(true);
  await expect(page.getByText('Knowledge of the law, at your fingertips.').isVisible()).resolves.toBe(true);
  await expect(page.getByText('Welcome, Guest').isVisible()).resolves.toBe(true);
  await expect(page.getByRole('img', { name: 'Profile picture' }).getAttribute('src')).resolves.toBe('/images/default-avatar.svg');
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Log in' }).getAttribute('href')).resolves.toBe('/login');
  await expect(account.getByRole('link', { name: 'Sign up' }).getAttribute('href')).resolves.toBe('/signup');

  const menuLinks = await menu.getByRole('link').evaluateAll((links) =>
    links.map((link) => [link.textContent, link.getAttribute('href')]),
  );
  expect(menuLinks).toEqual([
    ['Home', '/'],
    ['Search', '/search'],
    ['Saved searches', '/alerts'],
    ['Check my citations', '/citations/check'],
    ['Legal Terms', '/legal-terms'],
    ['Articles', '/articles'],
    ['Topics', '/topics'],
    ['Statutes', '/statutes'],
    ['Dictionary', '/dictionary'],
    ['Bookmarks', '/bookmarks'],
    ["Lawyer's Diary", '/lawyersdairy'],
  ]);

  // After hydration styled-components has taken the server's rules into its own tag.
  await expect(page.locator('head style[data-styled]').count()).resolves.toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await screenshot(page, 'landing-page');
});
