import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './harness.ts';
import { signInByCookie, type ScreenFixture, useScreens } from './screen-fixtures.ts';

// A judgment and the cause list on paper: the page's content alone, in readable type.

const { session, stores, fixture: screens } = useScreens();
let fixture: ScreenFixture;

beforeAll(() => {
  fixture = screens();
});

const shown = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => getComputedStyle(element).display !== 'none' && getComputedStyle(element).visibility !== 'hidden');

describe('printing', () => {
  it('a judgment prints without the menu, the header or its controls, in black on white', async () => {
    const { page } = session.browser;
    await signInByCookie(page, session.app.url, stores.runtime, fixture.lawyer);
    await page.goto(`${session.app.url}/cases/${encodeURIComponent(fixture.citationId)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await shown(page, '#side-menu')).toBe(false);
      expect(await shown(page, 'body header')).toBe(false);
      expect(await shown(page, 'main h1')).toBe(true);
      await expect(page.getByText(`Head notes of ${fixture.citationId}`).first().isVisible()).resolves.toBe(true);
      expect(await page.locator('main button').evaluateAll((buttons) => buttons.filter((b) => getComputedStyle(b).display !== 'none').length)).toBe(0);
      const body = await page.evaluate(() => ({ size: getComputedStyle(document.body).fontSize, background: getComputedStyle(document.body).backgroundColor }));
      expect(body).toEqual({ size: '14.6667px', background: 'rgb(255, 255, 255)' });
      await screenshot(page, 'print-judgment');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it("a judgment's description printed from its popup is the popup alone, all of its text", async () => {
    const { page } = session.browser;
    await signInByCookie(page, session.app.url, stores.runtime, fixture.lawyer);
    await page.goto(`${session.app.url}/cases/${encodeURIComponent(fixture.citationId)}`);
    await page.getByRole('link', { name: 'Case Description' }).click();
    await page.getByRole('dialog').getByText(`on the ${fixture.word} doctrine`).waitFor();
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await shown(page, '[role="dialog"]')).toBe(true);
      expect(await page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog).overflow)).toBe('visible');
      expect(await page.locator('main h1').evaluate((h1) => getComputedStyle(h1).visibility)).toBe('hidden');
      await screenshot(page, 'print-judgment-description');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('the cause list prints alone, each hearing kept whole on its page', async () => {
    const { page } = session.browser;
    await signInByCookie(page, session.app.url, stores.runtime, fixture.lawyer);
    await page.goto(`${session.app.url}/lawyersdairy/upcoming`);
    await page.getByText('Khan v. Province of Punjab').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await shown(page, '#side-menu')).toBe(false);
      expect(await shown(page, 'body header')).toBe(false);
      expect(await page.locator('[data-cause-list] tr').first().evaluate((row) => getComputedStyle(row).breakInside)).toBe('avoid');
      await screenshot(page, 'print-cause-list');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
