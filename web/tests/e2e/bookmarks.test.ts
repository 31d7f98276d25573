import { beforeAll, describe, expect, it } from 'vitest';
import { bookmarkDate, bookmarkMessages, libraryEmptyTexts } from '@qanoon/contracts';
import type { Page } from 'playwright-core';
import { newAccount, paidAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, seeMessage, useAppInBrowser } from './harness.ts';
import { importCsv, libraryFixture } from './library-fixtures.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();
const fixture = libraryFixture();
let admin: TestAccount;

beforeAll(async () => {
  admin = await newAccount(stores.runtime, { isAdmin: true });
  await Promise.all([importCsv(stores.runtime, admin, 'cases', fixture.files.cases), importCsv(stores.runtime, admin, 'statutes', fixture.files.statutes)]);
}, 240_000);

const caseAddress = (citationId: string) => `${session.app.url}/cases/${encodeURIComponent(citationId)}`;
const caseHeading = (page: Page, citationId: string) => page.getByRole('heading', { name: citationId, level: 1 });

/** The browser's cookies as a Cookie header, to send requests as its signed-in user. */
const browserCookie = async (page: Page) => (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

/** A form post as a browser sends it, with the session of `cookie`. */
const post = (url: string, cookie: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: session.app.url },
    body: new URLSearchParams(fields),
  });

describe('bookmarks', () => {
  it('a paid user bookmarks a case, finds it under Bookmarks with its date, opens it and deletes the bookmark', async () => {
    const { page, problems } = session.browser;
    const reader = await paidAccount(stores.runtime, admin, { firstName: 'Hina' });
    await page.context().clearCookies();
    await signIn(page, session.app.url, stores.runtime, reader);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookmarks', exact: true }).click();
    await page.getByText(libraryEmptyTexts.bookmarks).waitFor();

    await page.goto(caseAddress(fixture.main.citationId));
    await caseHeading(page, fixture.main.citationId).waitFor();
    await page.getByRole('button', { name: '☆ Bookmark' }).click();
    await seeMessage(page, bookmarkMessages.added, 'status');
    await page.getByRole('button', { name: '★ Remove Bookmark' }).waitFor();
    const today = bookmarkDate(new Date());
    await page.locator('dt:text-is("Bookmarked") + dd').getByText(today).waitFor();
    await screenshot(page, 'library-case-bookmarked');
    // Bookmarked again from another page of the case: the toggle removes and adds.
    await page.getByRole('button', { name: '★ Remove Bookmark' }).click();
    await seeMessage(page, bookmarkMessages.removed, 'status');
    await page.getByRole('button', { name: '☆ Bookmark' }).click();
    await page.getByRole('button', { name: '★ Remove Bookmark' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookmarks', exact: true }).click();
    await page.getByRole('heading', { name: 'Bookmarks', level: 1 }).waitFor();
    expect(await page.locator('main table thead th').allInnerTexts()).toEqual(['#', 'Date', 'Citation', 'Title', 'Court', 'Case Law']);
    const row = page.locator('main table tbody tr').first();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 3)).toEqual(['1', today, fixture.main.citationId]);
    // The product's one date format, not the US order that reads 11/12 as 12 November.
    expect(cells[1]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(cells[3]).toContain(fixture.main.parties);
    expect(cells[3]).toContain('Judge: Mr. Justice Qazi Faez Isa');
    expect(cells[3]).toContain('Lawyer: Mr. Latif Khosa, ASC');
    expect(cells[4]).toBe('Supreme Court of Pakistan');
    await screenshot(page, 'library-bookmarks');

    await row.getByRole('link', { name: `Case Law ${fixture.main.citationId}` }).click();
    await caseHeading(page, fixture.main.citationId).waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/bookmarks/${fixture.main.citationId}`);
    await page.getByRole('button', { name: 'Delete Bookmark' }).waitFor();
    await screenshot(page, 'library-bookmarked-case');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Bookmarks', level: 1 }).waitFor();
    await page.goForward();
    await page.getByRole('button', { name: 'Delete Bookmark' }).click();
    await page.waitForURL(`${session.app.url}/bookmarks`);
    await seeMessage(page, bookmarkMessages.removed, 'status');
    await page.getByText(libraryEmptyTexts.bookmarks).waitFor();
    expect((await stores.runtime.library.bookmarks({ userId: reader.userId })).count).toBe(0);

    expect(problems).toEqual([]);
  });

  it('shows a user only their own bookmarks, and nobody can delete another user\'s', async () => {
    const { runtime } = stores;
    const owner = await paidAccount(runtime, admin, { firstName: 'Sana' });
    const other = await paidAccount(runtime, admin, { firstName: 'Bilal' });
    expect(await runtime.library.addBookmark({ userId: owner.userId }, fixture.main.citationId)).toMatchObject({ ok: true });

    const { page, problems } = session.browser;
    await page.context().clearCookies();
    await signIn(page, session.app.url, runtime, other);
    await page.goto(`${session.app.url}/bookmarks`);
    await page.getByText(libraryEmptyTexts.bookmarks).waitFor();
    // The owner's bookmark address shows the other user the plain case, with their own toggle.
    await page.goto(`${session.app.url}/bookmarks/${encodeURIComponent(fixture.main.citationId)}`);
    await page.waitForURL(caseAddress(fixture.main.citationId));
    await page.getByRole('button', { name: '☆ Bookmark' }).waitFor();
    expect(problems).toEqual([]);

    // Posting as the other user removes nothing of the owner's, whatever the form says.
    const cookie = await browserCookie(page);
    const fields = { intent: 'remove', userId: owner.userId, citationId: fixture.main.citationId };
    const fromCase = await post(caseAddress(fixture.main.citationId), cookie, fields);
    expect(fromCase.status).toBe(200);
    expect(await fromCase.text()).toContain(bookmarkMessages.notBookmarked);
    await post(`${session.app.url}/bookmarks/${encodeURIComponent(fixture.main.citationId)}`, cookie, fields);
    // Nor can a bookmark be made of a case the library does not hold.
    expect((await post(caseAddress('1800 XYZ 1'), cookie, { intent: 'add' })).status).toBe(404);
    expect((await fetch(`${caseAddress('1800 XYZ 1')}/description`, { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await runtime.library.bookmarks({ userId: other.userId })).count).toBe(0);
    const owned = await runtime.library.bookmarks({ userId: owner.userId });
    expect(owned.rows.map((r) => r.citationId)).toEqual([fixture.main.citationId]);
    expect((await runtime.library.bookmarks({ userId: other.userId })).count).toBe(0);
  });

  it('sends a user without a paid subscription away from the library, the case view and its description', async () => {
    const { runtime } = stores;
    const unpaid = await newAccount(runtime);
    const { page, problems } = session.browser;
    await page.context().clearCookies();
    await signIn(page, session.app.url, runtime, unpaid);
    for (const address of ['/legal-terms', '/articles?letter=B', '/topics', '/statutes', '/dictionary?letter=Q&page=2', '/bookmarks']) {
      await page.goto(`${session.app.url}${address}`);
      await page.waitForURL(`${session.app.url}/packages`);
    }
    await page.goto(caseAddress(fixture.main.citationId));
    await page.waitForURL(`${session.app.url}/packages`);
    expect(problems).toEqual([]);

    const cookie = await browserCookie(page);
    const description = await fetch(`${caseAddress(fixture.main.citationId)}/description`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(description.status).toBe(302);
    expect(description.headers.get('Location')).toBe('/packages');
    const bookmark = await post(caseAddress(fixture.main.citationId), cookie, { intent: 'add' });
    expect(bookmark.status).toBe(302);
    expect((await runtime.library.bookmarks({ userId: unpaid.userId })).count).toBe(0);
    const anonymous = await fetch(`${caseAddress(fixture.main.citationId)}/description`, { redirect: 'manual' });
    expect(anonymous.headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
  });
});
