import { beforeAll, describe, expect, it } from 'vitest';
import { csvHeaders } from '@qanoon/contracts';
import { newAccount, paidAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';
import { useOwnDatabase } from './own-database.ts';

// Searches list what the library holds: a database of this file's own keeps other files' imports out.
const library = useOwnDatabase('library_search');
const session = useAppInBrowser(library.env);
const stores = useTestRuntime(library.env);
const penalCode = 'Pakistan Penal Code, 1860 (Act XLV of 1860)';
let reader: TestAccount;

beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  const section = (id: string, heading: string, text: string) => [id, 'Pakistan Penal Code, 1860', heading, penalCode, heading.replace(/^[\dA-Z-]+\.\s*/, ''), '', text];
  await importCsv(
    stores.runtime,
    admin,
    'statutes',
    csv(csvHeaders.statutes, [
      section('PPC-302', '302. Punishment of qatl-i-amd.', 'Whoever commits qatl-i-amd shall be punished with death as qisas.'),
      section('PPC-231', '231. Counterfeiting coin.', 'Whoever counterfeits or knowingly performs any part of the process of counterfeiting coin.'),
      section('PPC-232', '232. Counterfeiting Pakistan coin.', 'Whoever counterfeits or knowingly performs any part of the process of counterfeiting Pakistan coin.'),
    ]),
  );
  await importCsv(
    stores.runtime,
    admin,
    'dictionary',
    csv(csvHeaders.dictionary, [
      ['HOLIDAY', 'A religious festival; a day set apart for commemorating some important event.\nLegal holiday. A day designated by law as exempt from\ncourt proceedings.'],
      ['VETO', 'The refusal of assent by the executive officer.\nPocket veto. A veto by the executive who keeps the bill unsigned.'],
      ['HOLD', 'To possess in virtue of a lawful title.'],
    ]),
  );
  reader = await paidAccount(stores.runtime, admin, { firstName: 'Sana' });
}, 240_000);

describe('the library search boxes', () => {
  it('a paid user finds a section by its number or heading on Statutes and in the search page\'s Statutes group, and a phrase inside an entry on Dictionary', async () => {
    const { page, problems } = session.browser;
    await signIn(page, session.app.url, stores.runtime, reader);

    await page.goto(`${session.app.url}/statutes`);
    const statutes = page.getByRole('searchbox', { name: 'Search statutes' });
    await statutes.fill('section 302 PPC');
    await statutes.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'section 302 PPC');
    const first = page.locator('main table tbody tr').first();
    await first.getByRole('link', { name: '302. Punishment of qatl-i-amd.' }).waitFor();
    await screenshot(page, 'statute-search');

    await statutes.fill('Counterfeiting Pakistan coin');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('q') === 'Counterfeiting Pakistan coin');
    await page.locator('main table tbody tr').first().getByRole('link', { name: '232. Counterfeiting Pakistan coin.' }).click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === `/statutes/${penalCode}/PPC-232`);
    await page.getByRole('heading', { name: 'Case Law: 232. Counterfeiting Pakistan coin.' }).waitFor();

    // The search page shows the sections a keyword names beside the cases, as a Statutes group.
    await page.goto(`${session.app.url}/search?tab=caselaw&keyword=${encodeURIComponent('Counterfeiting Pakistan coin')}&from=1950&to=2025`);
    const group = page.getByRole('region', { name: 'Statutes' });
    await group.getByRole('link', { name: '232. Counterfeiting Pakistan coin.' }).waitFor();
    expect(await group.getByRole('listitem').allInnerTexts()).toEqual([
      `232. Counterfeiting Pakistan coin. · ${penalCode}`,
      `231. Counterfeiting coin. · ${penalCode}`,
    ]);
    await screenshot(page, 'search-statutes-group');
    await group.getByRole('link', { name: '232. Counterfeiting Pakistan coin.' }).click();
    await page.getByRole('heading', { name: 'Case Law: 232. Counterfeiting Pakistan coin.' }).waitFor();

    await page.goto(`${session.app.url}/dictionary`);
    const dictionary = page.getByRole('searchbox', { name: 'Search the dictionary' });
    await dictionary.fill('pocket veto');
    await dictionary.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'pocket veto');
    await page.getByText('1 item found').waitFor();
    expect(await page.locator('main table tbody tr td:nth-child(2)').allInnerTexts()).toEqual(['VETO']);

    await dictionary.fill('legal holiday');
    await dictionary.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'legal holiday');
    await expect.poll(() => page.locator('main table tbody tr td:nth-child(2)').first().innerText()).toBe('HOLIDAY');
    await screenshot(page, 'dictionary-search');
    expect(problems).toEqual([]);
  });
});
