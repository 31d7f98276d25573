import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newAccount, paidAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, useAppInBrowser } from './harness.ts';
import { importLibraryFixture, libraryFixture } from './library-fixtures.ts';
import { useOwnDatabase } from './own-database.ts';

// These walks show whole lists (every term and article under a letter, every topic, a letter's
// dictionary pages), so the file has a database of its own: what other files import into the
// shared test database (generated terms and topics, the real corpus, other runs' fixtures) never
// changes what a screen lists here.
const library = useOwnDatabase('library');
const session = useAppInBrowser(library.env);
const stores = useTestRuntime(library.env);
const fixture = libraryFixture();
let reader: TestAccount;

beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  await importLibraryFixture(stores.runtime, admin, fixture);
  reader = await paidAccount(stores.runtime, admin, { firstName: 'Sana' });
}, 240_000);

const path = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname) + decodeURIComponent(url.search.replaceAll('+', ' '));
};
/**
 * Open a screen from the side menu and wait until it shows: until then the last screen is still
 * there, and its own letter bar would take a click meant for the new one's.
 */
async function openMenu(page: Page, label: string, pathname: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL((u) => u.pathname === pathname);
  await page.getByRole('heading', { name: label, level: 1, exact: true }).waitFor();
}
const letter = (page: Page, l: string) => page.getByRole('navigation', { name: /by letter/ }).getByRole('link', { name: l, exact: true });
const bodyRows = (page: Page) => page.locator('main table tbody tr');
const firstCell = (page: Page) => page.locator('main table tbody tr td:first-child');

describe('the library screens', () => {
  it('a paid user walks Legal Terms, Articles, Topics, Statutes and Dictionary, with Back and the browser\'s back button', async () => {
    const { page, problems } = session.browser;
    await page.context().clearCookies();
    await signIn(page, session.app.url, stores.runtime, reader);

    // Legal Terms: A first; a term's cases 25 a page.
    await openMenu(page, 'Legal Terms', '/legal-terms');
    expect(await letter(page, 'A').getAttribute('aria-current')).toBe('page');
    await letter(page, 'Q').click();
    await page.waitForURL((u) => u.search === '?letter=Q');
    await expect.poll(() => letter(page, 'Q').getAttribute('aria-current')).toBe('page');
    const termCases = page.getByRole('link', { name: `Case Laws for ${fixture.term}` });
    await termCases.waitFor();
    await screenshot(page, 'library-legal-terms');
    await termCases.click();
    await page.getByRole('heading', { name: `Case Laws: ${fixture.term}` }).waitFor();
    expect(path(page)).toBe(`/legal-terms/${fixture.term}`);
    await page.getByText('30 items found').waitFor();
    expect(await bodyRows(page).count()).toBe(25);
    await screenshot(page, 'library-legal-term-cases');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2$/);
    await expect.poll(() => bodyRows(page).count()).toBe(5);
    expect(await firstCell(page).first().innerText()).toBe('26');
    await page.goBack();
    await expect.poll(() => bodyRows(page).count()).toBe(25);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((u) => u.pathname === '/legal-terms' && u.search === '?letter=Q');

    // Articles: letters, the search box, and the Read popup kept in the address.
    await openMenu(page, 'Articles', '/articles');
    await letter(page, 'Q').click();
    await page.getByRole('link', { name: `Read ${fixture.article.title}` }).click();
    const dialog = page.getByRole('dialog', { name: fixture.article.title });
    await dialog.getByText('Bail is the rule and jail the exception.').waitFor();
    expect(path(page)).toMatch(/^\/articles\?letter=Q&read=\d+$/);
    const readAddress = page.url();
    await screenshot(page, 'library-article-popup');
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(path(page)).toBe('/articles?letter=Q');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(fixture.tag);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('q') === fixture.tag);
    await page.getByRole('heading', { name: `Results for “${fixture.tag}”` }).waitFor();
    const found = page.getByRole('row', { name: new RegExp(fixture.article.title) });
    expect(await found.getByRole('cell').allInnerTexts()).toEqual(['1', fixture.article.title, fixture.article.author, fixture.article.category, fixture.article.year, 'Read']);
    await page.getByRole('link', { name: `Read ${fixture.article.title}` }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('read')).toBe(false);
    // A shared address opens the popup; closing it stays on that page, without the popup.
    await page.goto(readAddress);
    await dialog.getByText('Bail is the rule and jail the exception.').waitFor();
    const entries = await page.evaluate(() => window.history.length);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(path(page)).toBe('/articles?letter=Q');
    expect(await page.evaluate(() => window.history.length)).toBe(entries);

    // Topics → a topic's statutes → that statute's sections.
    await openMenu(page, 'Topics', '/topics');
    await page.getByRole('link', { name: fixture.topic }).click();
    await page.getByRole('heading', { name: fixture.topic }).waitFor();
    await page.getByRole('link', { name: fixture.statuteName }).click();
    await page.getByRole('heading', { name: fixture.statuteName }).waitFor();
    expect(await page.locator('main table thead th').allInnerTexts()).toEqual(['Read', 'Section', 'Act/Ordinance', 'Definition', 'Case Law']);
    expect(await bodyRows(page).count()).toBe(3);
    await screenshot(page, 'library-topic-statute');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: fixture.topic }).waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/topics');

    // Statutes: letter → Act/Ordinance → sections in order; Read, and a section's cases with Back.
    await openMenu(page, 'Statutes', '/statutes');
    await letter(page, 'Q').click();
    await page.getByRole('link', { name: fixture.ordinanceName }).click();
    await page.getByRole('heading', { name: fixture.ordinanceName }).waitFor();
    expect(await page.locator('main table tbody tr td:nth-child(2)').allInnerTexts()).toEqual(
      [expect.stringMatching(/^1\. /), expect.stringMatching(/^2\. /), expect.stringMatching(/^10\. /)],
    );
    await page.getByRole('link', { name: /^Read 10\. / }).click();
    const statute = page.getByRole('dialog', { name: /^10\. / });
    await statute.getByText(`This section of the ${fixture.tag.charAt(0).toUpperCase()}${fixture.tag.slice(1)} law reads in full.`, { exact: false }).waitFor();
    await screenshot(page, 'library-read-statute');
    await page.keyboard.press('Escape');
    await statute.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /^Case Law of 1\. / }).click();
    await page.getByRole('heading', { name: /^Case Law: 1\. / }).waitFor();
    await page.getByRole('link', { name: `Read ${fixture.main.citationId}` }).waitFor();
    await screenshot(page, 'library-statute-cases');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: fixture.ordinanceName }).waitFor();

    // Dictionary: 100 words a page, the page buttons, the current page marked.
    await openMenu(page, 'Dictionary', '/dictionary');
    await letter(page, 'Q').click();
    await page.waitForURL((u) => u.search === '?letter=Q');
    await expect.poll(() => letter(page, 'Q').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => bodyRows(page).count()).toBe(100);
    const pages = page.getByRole('navigation', { name: 'Dictionary pages' });
    expect(await pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/letter=Q&page=2$/);
    await expect.poll(() => pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // The words past the first hundred, numbered on from 101.
    await expect.poll(() => bodyRows(page).count()).toBe(fixture.dictionary.underQ - 100);
    expect(await firstCell(page).first().innerText()).toBe('101');
    await screenshot(page, 'library-dictionary-page-2');
    // A letter with no more than 100 words has no page buttons: words not starting with A–Z are under Other.
    await letter(page, 'Other').click();
    await page.waitForURL((u) => u.search === '?letter=%23');
    await expect.poll(() => letter(page, 'Other').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => bodyRows(page).count()).toBe(fixture.dictionary.underOther);
    expect(await page.locator('main table tbody tr td:nth-child(2)').allInnerTexts()).toEqual(fixture.dictionary.otherWords);
    expect(await pages.count()).toBe(0);

    expect(problems).toEqual([]);
  });

  it('a case view resolves its references, reads its statutes, lists what cites it, and searches its description', async () => {
    const { page, problems } = session.browser;
    await page.goto(`${session.app.url}/legal-terms/${encodeURIComponent(fixture.term)}`);
    await page.getByRole('link', { name: `Read ${fixture.main.citationId}` }).click();
    await page.getByRole('heading', { name: fixture.main.citationId, level: 1 }).waitFor();
    expect(path(page)).toBe(`/cases/${fixture.main.citationId}`);
    await page.getByText(fixture.main.parties).waitFor();
    await page.getByRole('heading', { name: 'Head Notes' }).waitFor();
    // 2003 S.C.M.R. written, 2003 SCMR held; the other reference is not in the library.
    const caseRefs = page.getByRole('region', { name: 'Case References' });
    await caseRefs.getByRole('link', { name: fixture.cited.writtenAs, exact: true }).waitFor();
    await caseRefs.getByRole('row', { name: /1901 XYZ 1/ }).getByText('Not in the library').waitFor();
    // A judgment's page is longer than the screen: scrolled to its end, the side menu's column still runs the screen's height beside it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const menuColumn = await page.evaluate(() => {
      const menu = document.getElementById('side-menu')?.getBoundingClientRect();
      const links = document.querySelector('#side-menu a')?.getBoundingClientRect();
      const beside = document.elementFromPoint(10, window.innerHeight - 4);
      return {
        long: document.documentElement.scrollHeight > window.innerHeight,
        scrolled: window.scrollY > 0,
        // The column runs the whole page; its links stay in sight.
        reachesPageEnd: Math.round((menu?.bottom ?? 0) + window.scrollY) >= document.documentElement.scrollHeight - 1,
        linksInSight: (links?.top ?? -1) >= 0 && (links?.bottom ?? Infinity) <= window.innerHeight,
        menuAtBottomLeft: Boolean(beside?.closest('#side-menu')),
      };
    });
    expect(menuColumn).toEqual({ long: true, scrolled: true, reachesPageEnd: true, linksInSight: true, menuAtBottomLeft: true });
    await screenshot(page, 'library-case-scrolled-to-bottom');
    await page.evaluate(() => window.scrollTo(0, 0));
    const lawRefs = page.getByRole('region', { name: 'Statute References' });
    await lawRefs.getByRole('row', { name: /PPC-99999/ }).getByText('Not in the library').waitFor();
    await screenshot(page, 'library-case-view');

    // A statute reference: Read Statute in a popup, then the section's cases and back.
    await lawRefs.getByRole('link', { name: `Read Statute ${fixture.main.statuteId}` }).click();
    const statute = page.getByRole('dialog', { name: /^1\. Short title/ });
    await statute.getByText(fixture.ordinanceName).waitFor();
    expect(new URL(page.url()).searchParams.get('statute')).toBe(fixture.main.statuteId);
    await statute.getByRole('button', { name: 'Close' }).click();
    await statute.waitFor({ state: 'detached' });
    await lawRefs.getByRole('link', { name: `Case Law of ${fixture.main.statuteId}` }).click();
    await page.getByRole('heading', { name: /^Case Law: 1\. Short title/ }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: fixture.main.citationId, level: 1 }).waitFor();

    // A case reference leads to the held case, which lists this one under Cited by.
    await caseRefs.getByRole('link', { name: fixture.cited.writtenAs, exact: true }).click();
    await page.getByRole('heading', { name: fixture.cited.citationId, level: 1 }).waitFor();
    const citedBy = page.getByRole('region', { name: 'Cited by' });
    await citedBy.getByRole('link', { name: `Read ${fixture.main.citationId}` }).waitFor();
    await citedBy.getByText('1 item found').waitFor();
    await screenshot(page, 'library-cited-by');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: fixture.main.citationId, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Cited by' }).getByText('2 items found').waitFor();
    await page.getByRole('region', { name: 'Cited by' }).getByRole('link', { name: `Read ${fixture.cited.citationId}` }).waitFor();
    // An id with a slash keeps its own address.
    await page.getByRole('region', { name: 'Cited by' }).getByRole('link', { name: `Read ${fixture.petition.citationId}` }).click();
    await page.getByRole('heading', { name: fixture.petition.citationId, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cases/${encodeURIComponent(fixture.petition.citationId)}`);
    // Its own number among its references is this case, not a link.
    await page.getByRole('region', { name: 'Case References' }).getByText('This case').waitFor();
    await page.reload();
    await page.getByText(fixture.petition.parties).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: fixture.main.citationId, level: 1 }).waitFor();

    // The description loads in its popup only, and is searched there.
    const before = await page.content();
    expect(before).not.toContain('Another mention of');
    await page.getByRole('link', { name: 'Case Description' }).click();
    const popup = page.getByRole('dialog', { name: 'Case Description' });
    const judgment = popup.getByTestId('judgment');
    await judgment.getByText('SUPREME COURT OF PAKISTAN').waitFor();
    // The citations the judgment writes are links: to the case the library holds, or to the citator page of one it lacks.
    const citedLink = judgment.getByRole('link', { name: fixture.cited.writtenAs, exact: true });
    expect(await citedLink.getAttribute('href')).toBe(`/cases/${encodeURIComponent(fixture.cited.citationId)}`);
    expect(await judgment.getByRole('link', { name: '1901 XYZ 1', exact: true }).getAttribute('href')).toBe(`/citations/${encodeURIComponent('1901 XYZ 1')}`);
    // The judgment's markup is text, never elements.
    expect(await judgment.locator('b, img').count()).toBe(0);
    await judgment.getByText('<img src=x onerror=alert(1)>', { exact: false }).waitFor();
    await screenshot(page, 'library-case-description-links');
    const search = popup.getByRole('searchbox', { name: 'Search in the description' });
    await search.fill(fixture.tag);
    const count = popup.getByTestId('match-count');
    await expect.poll(() => count.innerText()).toBe(`1 of ${fixture.mentions} matches`);
    expect(await judgment.locator('mark').count()).toBe(fixture.mentions);
    expect((await judgment.locator('mark').allInnerTexts()).every((text) => text.toLowerCase() === fixture.tag)).toBe(true);
    const lastMark = judgment.locator(`mark[data-match="${fixture.mentions - 1}"]`);
    expect(await lastMark.isVisible()).toBe(true);
    const inView = () =>
      lastMark.evaluate((mark) => {
        const box = mark.getBoundingClientRect();
        const frame = mark.closest('[data-testid="judgment"]')?.getBoundingClientRect();
        return Boolean(frame && box.top >= frame.top && box.bottom <= frame.bottom);
      });
    expect(await inView()).toBe(false);
    await popup.getByRole('button', { name: 'Previous match' }).click();
    await expect.poll(() => count.innerText()).toBe(`${fixture.mentions} of ${fixture.mentions} matches`);
    expect(await lastMark.getAttribute('data-current')).toBe('true');
    await expect.poll(inView).toBe(true);
    await screenshot(page, 'library-case-description-search');
    await popup.getByRole('button', { name: 'Next match' }).click();
    await expect.poll(() => count.innerText()).toBe(`1 of ${fixture.mentions} matches`);
    await search.press('Enter');
    await expect.poll(() => count.innerText()).toBe(`2 of ${fixture.mentions} matches`);
    await search.fill('no such words here');
    await expect.poll(() => count.innerText()).toBe('No matches');
    expect(await judgment.locator('mark').count()).toBe(0);
    await page.goBack();
    await popup.waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
  });
});
