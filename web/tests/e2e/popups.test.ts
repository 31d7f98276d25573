import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './harness.ts';
import { axeViolations, signInByCookie, type ScreenFixture, useScreens } from './screen-fixtures.ts';

// A popup (here a judgment's Case Description) by keyboard and to a screen reader, in both
// languages: focus moves into it and stays there, Escape closes it and focus returns, axe finds
// nothing, and the search in its text announces the count of matches.

const { session, stores, fixture: screens } = useScreens();
let fixture: ScreenFixture;

beforeAll(() => {
  fixture = screens();
});

const focusIsIn = (page: Page, selector: string) => page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

describe.each([
  { language: 'en', opener: 'Case Description', close: 'Close', search: 'Search in the description' },
  { language: 'ur', opener: 'مقدمے کی تفصیل', close: 'بند کریں', search: null },
] as const)('the Case Description popup in $language', ({ language, opener, close, search }) => {
  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back, with no axe violations', async () => {
    const { page } = session.browser;
    await signInByCookie(page, session.app.url, stores.runtime, fixture.lawyer);
    await page.request.post(`${session.app.url}/language`, { form: { language, redirectTo: '/' }, maxRedirects: 0 });
    await page.goto(`${session.app.url}/cases/${encodeURIComponent(fixture.citationId)}`);
    const open = page.getByRole('link', { name: opener });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`on the ${fixture.word} doctrine`).waitFor();
    expect(await focusIsIn(page, '[role="dialog"]')).toBe(true);

    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsIn(page, '[role="dialog"]')).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsIn(page, '[role="dialog"]')).toBe(true);
    expect(await dialog.getByRole('button', { name: close }).isVisible()).toBe(true);

    if (search) {
      await dialog.getByLabel(search).fill(fixture.word);
      await expect.poll(() => dialog.getByTestId('match-count').innerText()).toBe('1 of 1 match');
      expect(await dialog.getByTestId('match-count').getAttribute('aria-live')).toBe('polite');
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `popup-case-description-${language}`);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(opener);
  });
});
