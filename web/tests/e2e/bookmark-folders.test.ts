import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookmarkFolderMessages, bookmarkLimits } from '@qanoon/contracts';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { newAccount, paidAccount, sessionCookie, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, seeMessage, useAppInBrowser } from './harness.ts';
import { importCsv, libraryFixture } from './library-fixtures.ts';
import { axeViolations } from './screen-fixtures.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();
const fixture = libraryFixture();
let admin: TestAccount;

beforeAll(async () => {
  admin = await newAccount(stores.runtime, { isAdmin: true });
  await importCsv(stores.runtime, admin, 'cases', fixture.files.cases);
}, 240_000);

const address = (path: string) => `${session.app.url}${path}`;
const bookmarkAddress = (citationId: string) => address(`/bookmarks/${encodeURIComponent(citationId)}`);
const browserCookie = async (page: Page) => (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
const post = (url: string, cookie: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: session.app.url },
    body: new URLSearchParams(fields),
  });
const tableCitations = async (page: Page) => (await page.locator('main table tbody tr td:nth-child(3)').allInnerTexts()).map((text) => text.trim());

/** The page fits a phone's width and passes axe. */
async function fitsAndPassesAxe(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(await axeViolations(page)).toEqual([]);
}

describe('bookmark folders, tags and notes', () => {
  let folderId = '';
  let owner: TestAccount;

  it('a lawyer files bookmarked judgments in a folder, tags one, writes a note, filters and downloads the folder', async () => {
    const { page, problems } = session.browser;
    owner = await paidAccount(stores.runtime, admin, { firstName: 'Sana' });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.context().clearCookies();
    await signIn(page, session.app.url, stores.runtime, owner);
    for (const citationId of [fixture.main.citationId, fixture.cited.citationId, fixture.petition.citationId]) {
      await page.goto(address(`/cases/${encodeURIComponent(citationId)}`));
      await page.getByRole('button', { name: '☆ Bookmark' }).click();
      await page.getByRole('button', { name: '★ Remove Bookmark' }).waitFor();
    }

    await page.goto(address('/bookmarks'));
    await page.getByLabel('Folder name').fill('Bail matters');
    await page.getByRole('button', { name: 'Create Folder' }).click();
    await seeMessage(page, bookmarkFolderMessages.folderCreated, 'status');
    folderId = new URL(page.url()).searchParams.get('folder') ?? '';
    expect(folderId).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Folder: Bail matters' }).waitFor();

    await page.goto(bookmarkAddress(fixture.main.citationId));
    // The filing panel sits with the bookmark's button at the top of the page, above the judgment's head notes.
    const filingTop = (await page.getByRole('heading', { name: 'Folders, tags and note' }).boundingBox())?.y ?? Infinity;
    const headNotesTop = (await page.getByRole('heading', { name: 'Head Notes' }).boundingBox())?.y ?? -Infinity;
    expect(filingTop).toBeLessThan(headNotesTop);
    expect(filingTop).toBeLessThan(860);
    await page.getByRole('checkbox', { name: 'Bail matters' }).check();
    await page.getByLabel('Tags (separated by commas)').fill('LHC, murder');
    await page.getByLabel('Private note').fill('Leading case on bail in murder.\nSee the head notes.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeMessage(page, bookmarkFolderMessages.filed, 'status');
    await screenshot(page, 'bookmark-filing-desktop');
    await page.reload();
    expect(await page.getByRole('checkbox', { name: 'Bail matters' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Tags (separated by commas)').inputValue()).toBe('LHC, murder');
    expect(await page.getByLabel('Private note').inputValue()).toBe('Leading case on bail in murder.\nSee the head notes.');

    await page.goto(bookmarkAddress(fixture.cited.citationId));
    await page.getByRole('checkbox', { name: 'Bail matters' }).check();
    await page.getByLabel('Private note').fill('=HYPERLINK("http://evil.example")');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeMessage(page, bookmarkFolderMessages.filed, 'status');

    // Filter by the folder, then by the tag, with the form.
    await page.goto(address('/bookmarks'));
    await expect.poll(async () => (await tableCitations(page)).sort()).toEqual([fixture.main.citationId, fixture.cited.citationId, fixture.petition.citationId].sort());
    await page.getByLabel('Folder', { exact: true }).selectOption({ label: 'Bail matters (2)' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/folder=/);
    await expect.poll(async () => (await tableCitations(page)).sort()).toEqual([fixture.main.citationId, fixture.cited.citationId].sort());
    await screenshot(page, 'bookmark-folders-desktop');
    await fitsAndPassesAxe(page);
    await page.getByLabel('Folder', { exact: true }).selectOption({ label: 'All folders' });
    await page.getByLabel('Tag', { exact: true }).selectOption({ label: 'LHC (1)' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/tag=LHC/);
    await expect.poll(() => tableCitations(page)).toEqual([fixture.main.citationId]);
    await page.getByRole('link', { name: 'Bookmarks tagged murder' }).click();
    await page.waitForURL(/tag=murder/);
    await expect.poll(() => tableCitations(page)).toEqual([fixture.main.citationId]);

    // The folder's CSV: its two bookmarks with tags and notes, a formula kept as text.
    await page.goto(address(`/bookmarks?folder=${folderId}`));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('qanoon-folder-bail-matters.csv');
    const text = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const rows = parse(text);
    expect(rows[0]).toEqual(['#', 'Citation', 'Parties', 'Judge', 'Lawyer', 'Court', 'Bookmarked', 'Tags', 'Note', 'Case Law']);
    const byCitation = new Map(rows.slice(1).map((row) => [row[1], row]));
    expect(rows).toHaveLength(3);
    expect(byCitation.get(fixture.main.citationId)?.slice(7)).toEqual([
      'LHC, murder',
      'Leading case on bail in murder.\nSee the head notes.',
      address(`/cases/${encodeURIComponent(fixture.main.citationId)}`),
    ]);
    expect(byCitation.get(fixture.cited.citationId)?.[8]).toBe(`'=HYPERLINK("http://evil.example")`);

    // On a phone, the folder's list and a bookmark's filing form fit and pass axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(address(`/bookmarks?folder=${folderId}`));
    await fitsAndPassesAxe(page);
    await screenshot(page, 'bookmark-folders-phone');
    await page.goto(bookmarkAddress(fixture.main.citationId));
    await page.getByRole('heading', { name: 'Folders, tags and note' }).waitFor();
    await fitsAndPassesAxe(page);
    await screenshot(page, 'bookmark-filing-phone');
    await page.setViewportSize({ width: 1280, height: 860 });

    // Rename, then delete: the bookmarks stay.
    await page.goto(address(`/bookmarks?folder=${folderId}`));
    await page.getByLabel('New name').fill('Bail and murder');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await seeMessage(page, bookmarkFolderMessages.folderRenamed, 'status');
    await page.getByRole('heading', { name: 'Folder: Bail and murder' }).waitFor();
    expect(problems).toEqual([]);
  }, 240_000);

  it('another user cannot reach the folder, its list or its CSV, nor change it; bounds answer 400', async () => {
    const { runtime } = stores;
    const other = await paidAccount(runtime, admin, { firstName: 'Bilal' });
    expect(await runtime.library.addBookmark({ userId: other.userId }, fixture.main.citationId)).toMatchObject({ ok: true });
    // The owner stays signed in in the browser; the other user sends requests of their own session.
    const cookie = await sessionCookie(runtime, other);
    const before = await runtime.library.bookmarks({ userId: owner.userId }, 1, { folderId });

    const list = await fetch(address(`/bookmarks?folder=${folderId}`), { headers: { Cookie: cookie } });
    expect(list.status).toBe(404);
    expect(await list.text()).not.toContain(fixture.main.parties);
    const file = await fetch(address(`/bookmarks/folders/${folderId}.csv`), { headers: { Cookie: cookie } });
    expect(file.status).toBe(404);
    expect(await file.text()).not.toContain('Leading case');
    expect((await post(address('/bookmarks'), cookie, { intent: 'rename-folder', folderId, name: 'Taken' })).status).toBe(404);
    expect((await post(address('/bookmarks'), cookie, { intent: 'delete-folder', folderId })).status).toBe(404);
    expect((await post(bookmarkAddress(fixture.main.citationId), cookie, { intent: 'file', [`folder:${folderId}`]: 'on', tags: 'x', note: '' })).status).toBe(404);
    expect(await runtime.library.bookmarkFolder({ userId: owner.userId }, folderId)).toMatchObject({ name: 'Bail and murder', count: 2 });
    expect(await runtime.library.bookmarks({ userId: owner.userId }, 1, { folderId })).toEqual(before);
    expect(await runtime.library.bookmarkFiling({ userId: other.userId }, fixture.main.citationId)).toEqual({ folderIds: [], tags: [], note: '' });

    const longName = await post(address('/bookmarks'), cookie, { intent: 'create-folder', name: 'x'.repeat(bookmarkLimits.folderName + 1) });
    expect(longName.status).toBe(400);
    expect(await longName.text()).toContain(bookmarkFolderMessages.folderNameTooLong);
    const longNote = await post(bookmarkAddress(fixture.main.citationId), cookie, { intent: 'file', tags: '', note: 'n'.repeat(bookmarkLimits.note + 1) });
    expect(longNote.status).toBe(400);
    expect(await longNote.text()).toContain(bookmarkFolderMessages.noteTooLong);
    const manyTags = await post(bookmarkAddress(fixture.main.citationId), cookie, { intent: 'file', tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(','), note: '' });
    expect(manyTags.status).toBe(400);
    expect(await manyTags.text()).toContain(bookmarkFolderMessages.tooManyTags);
    expect((await fetch(address('/bookmarks/folders/not-a-folder.csv'), { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await fetch(address(`/bookmarks/folders/${folderId}.csv`), { redirect: 'manual' })).status).toBe(302);
  });

  it('deleting a folder keeps its bookmarks', async () => {
    const { page, problems } = session.browser;
    await page.goto(address(`/bookmarks?folder=${folderId}`));
    await page.getByRole('button', { name: 'Delete Folder' }).click();
    await seeMessage(page, bookmarkFolderMessages.folderDeleted, 'status');
    await page.waitForURL(address('/bookmarks'));
    await expect.poll(() => tableCitations(page)).toHaveLength(3);
    expect((await fetch(address(`/bookmarks?folder=${folderId}`), { headers: { Cookie: await browserCookie(page) } })).status).toBe(404);
    expect(problems).toEqual([]);
  });
});
