import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './harness.ts';
import { axeViolations, signInByCookie, type ScreenFixture, useScreens } from './screen-fixtures.ts';

// A paid lawyer on a phone (390 × 844): no screen scrolls sideways, the search tabs stay compact
// above the results, and the header keeps the package's Remaining Time countdown in view.

const { session, stores, fixture: screens } = useScreens();
let fixture: ScreenFixture;

beforeAll(() => {
  fixture = screens();
});

const phone = { width: 390, height: 844 };

/** How far the page reaches past the screen's right edge, and what reaches furthest. */
async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; widest: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const widest = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
  });
}

async function fitsThePhone(page: Page, path: string, shot: string, ready: string): Promise<void> {
  await page.goto(`${session.app.url}${path}`);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, shot);
  const measured = await overflow(page);
  expect(measured.scrollWidth, `${path} is ${measured.scrollWidth} px wide: ${measured.widest.join(', ')}`).toBeLessThanOrEqual(measured.innerWidth);
}

describe('on a phone', () => {
  it('the signed-out landing page and Sign in fit the screen', async () => {
    const { page } = session.browser;
    await page.setViewportSize(phone);
    await page.context().clearCookies();
    await fitsThePhone(page, '/', 'phone-landing', 'h1');
    await fitsThePhone(page, '/login', 'phone-login', 'h1');
  });

  it('search results, the diary, a client\'s cases and bookmarks fit the screen, with the countdown in the header', async () => {
    const { page } = session.browser;
    await page.setViewportSize(phone);
    await signInByCookie(page, session.app.url, stores.runtime, fixture.lawyer);

    await fitsThePhone(page, `/search?tab=caselaw&keyword=${fixture.word}&from=2010&to=2020`, 'phone-search-results', 'section[aria-label="Search results"] tbody tr');
    const countdown = page.getByTestId('remaining-time');
    expect(await countdown.isVisible()).toBe(true);
    expect(await countdown.innerText()).toMatch(/^Remaining Time:/);
    const box = await countdown.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    // Every one of the five tabs is on the screen, none hidden off its edge; the results follow soon after.
    const tabs = await page.getByRole('tab').all();
    expect(tabs).toHaveLength(5);
    for (const tab of tabs) {
      const at = await tab.boundingBox();
      expect(at && at.x >= 0 && at.x + at.width <= phone.width && at.height >= 44, await tab.innerText()).toBe(true);
    }
    const firstResult = await page.locator('section[aria-label="Search results"] tbody tr').first().boundingBox();
    expect(firstResult?.y ?? Infinity).toBeLessThan(phone.height * 1.5);

    await fitsThePhone(page, '/lawyersdairy', 'phone-diary-clients', 'text=Zarina Khan');
    // The diary's three sections keep one line.
    const sections = await page.getByRole('navigation', { name: "Lawyer's Dairy" }).getByRole('list').boundingBox();
    expect(sections?.height ?? 0).toBeLessThan(60);
    await fitsThePhone(page, `/lawyersdairy/clients/${encodeURIComponent(fixture.clientId)}`, 'phone-diary-client-cases', 'text=Khan v. Province of Punjab');
    await fitsThePhone(page, '/bookmarks', 'phone-bookmarks', `text=${fixture.citationId}`);
    await fitsThePhone(page, `/cases/${encodeURIComponent(fixture.citationId)}`, 'phone-case', 'h1');
    await fitsThePhone(page, '/lawyersdairy/upcoming', 'phone-diary-upcoming', 'h1');
  });

  it("an admin's Users table fits the screen too, and axe finds nothing on the phone's search results and diary", async () => {
    const { page } = session.browser;
    await page.setViewportSize(phone);
    await signInByCookie(page, session.app.url, stores.runtime, fixture.admin);
    await fitsThePhone(page, '/dashboard/users', 'phone-admin-users', 'table tbody tr');

    await signInByCookie(page, session.app.url, stores.runtime, fixture.lawyer);
    const found: Record<string, unknown[]> = {};
    for (const [name, path] of Object.entries({ search: `/search?tab=caselaw&keyword=${fixture.word}&from=2010&to=2020`, diary: '/lawyersdairy' })) {
      await page.goto(`${session.app.url}${path}`);
      await page.waitForLoadState('networkidle');
      found[name] = await axeViolations(page);
    }
    expect(found).toEqual({ search: [], diary: [] });
  });
});
