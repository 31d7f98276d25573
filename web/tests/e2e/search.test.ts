import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { csvHeaders, messages, searchMessages } from '@qanoon/contracts';
import { newAccount, paidAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, seeMessage, useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + randomInt(0, 26))).join('');
// The test database outlives a run: this run's cases are filed under a journal and a word of its own.
const journal = `QX${letters(4)}`;
const word = `zorvex${letters(5).toLowerCase()}`;
const caseRow = (citation: string, fields: { parties: string; judge?: string; court?: string; text: string }) => [
  citation,
  fields.parties,
  fields.judge ?? 'Mr. Justice Qazi Faez Isa',
  'Mr. Makhdoom Ali Khan, ASC',
  fields.court ?? 'Supreme Court of Pakistan',
  '',
  '',
  `Head notes of ${citation}`,
  fields.text,
];
// A volume of 30 reports (two pages), a Lahore case holding the run's word, and one with an accented judge.
const volume = Array.from({ length: 30 }, (_, i) =>
  caseRow(`${journal} 2019 SC ${i + 1}`, { parties: `Petitioner ${i + 1} v. The State`, text: `Appeal ${i + 1} is dismissed.` }),
);
const lahore = { citationId: `${journal} 2018 Lahore 5`, parties: 'Mst. Ayesha Bibi v. Ghulam Rasool' };
const accented = { citationId: `${journal} 2018 Quetta 9`, parties: 'Gul Khan v. The State' };
const cases = csv(csvHeaders.cases, [
  ...volume,
  caseRow(lahore.citationId, {
    parties: lahore.parties,
    court: 'Lahore High Court',
    text: `Suit for recovery of dower. The ${word} doctrine was applied and the dower decreed.`,
  }),
  caseRow(accented.citationId, {
    parties: accented.parties,
    judge: 'Mr. Justice Mushīr Ālam',
    court: 'Balochistan High Court',
    text: `Bail after arrest on further inquiry; the ${word} point left open.`,
  }),
]);

let reader: TestAccount;
beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  await importCsv(stores.runtime, admin, 'cases', cases);
  reader = await paidAccount(stores.runtime, admin, { firstName: 'Hina' });
}, 240_000);

const page = () => session.browser.page;
const rows = (p: Page) => p.locator('section[aria-label="Search results"] table tbody tr');
const count = (p: Page) => p.locator('section[aria-label="Search results"]').getByRole('status');
const tab = (p: Page, name: string) => p.getByRole('tab', { name, exact: true });
const search = (p: Page) => p.getByRole('button', { name: 'Search', exact: true });
const query = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams);
/**
 * Open a tab and wait for its own form: the address changes before React draws the tab, and a
 * field filled in between would be the old tab's, replaced a moment later.
 */
const openTab = async (p: Page, name: string, address: string) => {
  await tab(p, name).click();
  await p.waitForURL((u) => u.search === address);
  await p.getByRole('form', { name: `${name} form`, exact: true }).waitFor();
};

describe('the Search screen', () => {
  it('Case Law Search asks for its mandatory fields, then finds the keyword within the years with the matches marked', async () => {
    const p = page();
    await p.context().clearCookies();
    await signIn(p, session.app.url, stores.runtime, reader);
    await p.goto(`${session.app.url}/search`);
    expect(await tab(p, 'Case Law Search').getAttribute('aria-selected')).toBe('true');
    for (const name of ['Case Law Search', 'Index Search', 'Citation Search', 'CourtWise Search', 'Advance Search']) await tab(p, name).waitFor();

    // The years start filled (the library's first year to this one); emptied, they are asked for.
    expect(await p.getByLabel('To (year)').inputValue()).toBe(String(new Date().getUTCFullYear()));
    await p.getByLabel('Keyword').fill(word);
    await p.getByLabel('From (year)').fill('');
    await search(p).click();
    await seeMessage(p, messages.fillMandatoryFields);
    await screenshot(p, 'search-case-law-mandatory');
    // Validation alerts last 2 s (docs/product-rules.md#messages).
    await p.getByRole('alert').filter({ hasText: messages.fillMandatoryFields }).waitFor({ state: 'hidden', timeout: 5_000 });

    await p.getByLabel('From (year)').fill('2010');
    await p.getByLabel('To (year)').fill('2020');
    await search(p).click();
    await count(p).getByText('2 items found', { exact: true }).waitFor();
    expect(query(p)).toMatchObject({ tab: 'caselaw', keyword: word, from: '2010', to: '2020' });
    expect(await rows(p).locator('mark').first().innerText()).toBe(word);
    const headers = await p.locator('section[aria-label="Search results"] thead th').allInnerTexts();
    expect(headers).toEqual(['#', 'Citation', 'Parties', 'Judge', 'Lawyer', 'Court', 'Case Law']);
    await screenshot(p, 'search-case-law-results');

    // A page past the end (an old link) says so, not "No case matches" under "2 items found".
    const past = new URL(p.url());
    past.searchParams.set('page', '999');
    await p.goto(past.toString());
    await count(p).getByText('2 items found', { exact: true }).waitFor();
    await p.getByText('This page is past the last page of the results: choose a page below.').waitFor();
    expect(await p.getByText('No case matches this search.').count()).toBe(0);
    await p.goBack();
    await count(p).getByText('2 items found', { exact: true }).waitFor();

    // The court narrows, written as people write it.
    await p.getByRole('combobox', { name: /^Court/ }).fill('Lah.');
    await search(p).click();
    await count(p).getByText('1 item found', { exact: true }).waitFor();
    expect(await rows(p).first().innerText()).toContain(lahore.citationId);
    expect(session.browser.problems).toEqual([]);
  });

  it('shows the cases with most of the words when none has them all, saying so', async () => {
    const p = page();
    // No case has the made-up second word: the two cases with the run's word still come (words of
    // this run only, so judgments other test files import cannot join them).
    const absent = `qz${word}x`;
    await p.goto(`${session.app.url}/search?tab=caselaw&keyword=${encodeURIComponent(`${word} ${absent}`)}&from=2010&to=2020`);
    await p.getByRole('note').filter({ hasText: searchMessages.mostWords }).waitFor();
    await count(p).getByText('2 items found', { exact: true }).waitFor();
    expect((await rows(p).allInnerTexts()).join('\n')).toContain(lahore.citationId);
    await screenshot(p, 'search-case-law-most-words');
    // Every word found: no such note.
    await p.goto(`${session.app.url}/search?tab=caselaw&keyword=${encodeURIComponent(`${word} doctrine`)}&from=2010&to=2020`);
    await count(p).getByText('1 item found', { exact: true }).waitFor();
    expect(await p.getByRole('note').filter({ hasText: searchMessages.mostWords }).count()).toBe(0);
    expect(session.browser.problems).toEqual([]);
  });

  it('also searches the synonyms an administrator listed, and says so', async () => {
    const p = page();
    const alias = `qx${word}`;
    const admin = await newAccount(stores.runtime, { isAdmin: true });
    const added = await stores.runtime.search.addSynonyms({ userId: admin.userId }, { terms: `${alias}, ${word}` });
    expect(added.ok).toBe(true);
    // Searches read the list through a cache of a few seconds: ask again until the change shows.
    const note = p.getByRole('note').filter({ hasText: searchMessages.alsoSearched([word]) });
    for (let tries = 0; ; tries++) {
      await p.goto(`${session.app.url}/search?tab=caselaw&keyword=${alias}&from=2010&to=2020`);
      await count(p).waitFor();
      if ((await note.count()) > 0 || tries === 20) break;
      await p.waitForTimeout(500);
    }
    await note.waitFor();
    await count(p).getByText('2 items found', { exact: true }).waitFor();
    await screenshot(p, 'search-case-law-also-searched');
    expect(session.browser.problems).toEqual([]);
  });

  it('Index Search lists a volume by page, 25 a page, with numbered page buttons and Back', async () => {
    const p = page();
    await openTab(p, 'Index Search', '?tab=index');
    await search(p).click();
    await seeMessage(p, messages.fillMandatoryFields);
    await p.getByLabel('Journal').selectOption(journal);
    await p.getByLabel('Year').fill('2019');
    await search(p).click();
    await count(p).getByText('30 items found', { exact: true }).waitFor();
    expect(await rows(p).count()).toBe(25);
    expect(await rows(p).first().locator('td').nth(1).innerText()).toBe(`${journal} 2019 SC 1`);
    await screenshot(p, 'search-index-page-1');

    await p.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }).click();
    await p.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect.poll(() => rows(p).count()).toBe(5);
    expect(await rows(p).first().locator('td').first().innerText()).toBe('26');
    await screenshot(p, 'search-index-page-2');
    await p.goBack();
    await expect.poll(() => rows(p).count()).toBe(25);
    await p.reload();
    await count(p).getByText('30 items found', { exact: true }).waitFor();
  });

  it('on a phone in Urdu, folds the form to one line after a search and keeps 25 result cards short', async () => {
    const p = page();
    const chosen = await p.request.post(`${session.app.url}/language`, { form: { language: 'ur', redirectTo: '/' }, maxRedirects: 0 });
    expect(chosen.status()).toBe(302);
    await p.setViewportSize({ width: 390, height: 844 });
    try {
      await p.goto(`${session.app.url}/search?tab=index&journal=${journal}&year=2019`);
      // The results' region is named in Urdu here.
      const cards = p.locator('main table tbody tr');
      await cards.nth(24).waitFor();
      expect(await cards.count()).toBe(25);
      const folded = p.getByTestId('folded-search');
      await folded.waitFor();
      // The form is one line: its fields are out of sight until asked for, and the results start on the first screen.
      expect(await p.getByLabel('سال').first().isVisible()).toBe(false);
      expect((await p.getByText('30 نتائج ملے', { exact: true }).boundingBox())?.y ?? Infinity).toBeLessThan(844);
      const folds = await p.evaluate(() => document.documentElement.scrollHeight);
      await screenshot(p, 'search-urdu-phone-folded');
      await folded.getByRole('button').click();
      expect(await p.getByLabel('سال').first().isVisible()).toBe(true);
      const opened = await p.evaluate(() => document.documentElement.scrollHeight);
      await screenshot(p, 'search-urdu-phone-opened');
      console.info(`Urdu results page, 25 results, 390 px: ${folds} px tall folded, ${opened} px with the form open (21,700 px before the cards were made compact)`);
      // Compact cards: well under half the 21,700 px the page was.
      expect(folds).toBeLessThan(10_850);
    } finally {
      await p.setViewportSize({ width: 1280, height: 800 });
      await p.request.post(`${session.app.url}/language`, { form: { language: 'en', redirectTo: '/' }, maxRedirects: 0 });
      // The next tests start from the English search page.
      await p.goto(`${session.app.url}/search`);
      await tab(p, 'Case Law Search').waitFor();
    }
  });

  it('Citation Search hides its form and shows the table, names matched despite accents and slips', async () => {
    const p = page();
    await openTab(p, 'Citation Search', '?tab=citation');
    await p.getByLabel('Journal').selectOption(journal);
    await search(p).click();
    await seeMessage(p, messages.fillMandatoryFields);
    await p.getByLabel('Year').fill('2018');
    await p.getByLabel('Judge').fill('mushir allam');
    await search(p).click();
    await count(p).getByText('1 item found', { exact: true }).waitFor();
    expect(await rows(p).first().innerText()).toContain(accented.citationId);
    expect(await search(p).count()).toBe(0);
    await p.getByText('Searched for').or(p.locator('dl[aria-label="Searched for"]')).first().waitFor();
    await screenshot(p, 'search-citation-results');

    await p.getByRole('link', { name: 'Change search' }).click();
    await expect.poll(() => p.getByLabel('Judge').inputValue()).toBe('mushir allam');
    expect(await p.getByLabel('Journal').inputValue()).toBe(journal);
  });

  it('CourtWise Search suggests courts while typing and lists the court\'s cases newest first', async () => {
    const p = page();
    await openTab(p, 'CourtWise Search', '?tab=courtwise');
    const court = p.getByRole('combobox', { name: /^Court/ });
    const suggested = () =>
      p
        .getByRole('listbox', { name: /^Court/ })
        .getByRole('option')
        .evaluateAll((options) => options.map((option) => option.childNodes[0]?.textContent));
    await court.click();
    await court.pressSequentially('Lah');
    await expect.poll(suggested).toContain('Lahore High Court');
    await court.fill('');
    await court.pressSequentially('quetta');
    await expect.poll(suggested).toEqual(['Balochistan High Court']);
    await court.fill('');
    await court.pressSequentially('Supreme');
    await expect.poll(suggested).toEqual(['Supreme Court of Pakistan']);
    await screenshot(p, 'search-courtwise-suggestions');
    await court.press('ArrowDown');
    await court.press('Enter');
    expect(await court.inputValue()).toBe('Supreme Court of Pakistan');
    expect(await court.getAttribute('aria-expanded')).toBe('false');
    await court.fill('');
    // An empty box offers every court once the list has loaded (slowly on a busy machine): the
    // reader leaves the box first, which closes the list for good, so it never lies over Search.
    await court.blur();
    await expect.poll(() => court.getAttribute('aria-expanded')).toBe('false');
    await screenshot(p, 'search-courtwise-form');

    await search(p).click();
    await seeMessage(p, messages.fillMandatoryFields);
    await court.fill('SC');
    await p.getByLabel('From (year)').fill('2018');
    await p.getByLabel('To (year)').fill('2019');
    await p.getByLabel('Journal').selectOption(journal);
    await search(p).click();
    await count(p).getByText('30 items found', { exact: true }).waitFor();
    expect(await search(p).count()).toBe(0);
    await screenshot(p, 'search-courtwise-results');
  });

  it('Advance Search combines any fields, and a citation typed as the keyword opens its case; Back returns', async () => {
    const p = page();
    await openTab(p, 'Advance Search', '?tab=advance');
    await search(p).click();
    await seeMessage(p, messages.fillMandatoryFields);
    await p.getByLabel('Journal').selectOption(journal);
    await p.getByLabel('Parties').fill('AYESHA bibi');
    await search(p).click();
    await count(p).getByText('1 item found', { exact: true }).waitFor();
    await screenshot(p, 'search-advance-results');

    await p.getByRole('link', { name: `Read ${lahore.citationId}` }).click();
    await p.waitForURL((u) => decodeURIComponent(u.pathname) === `/cases/${lahore.citationId}`);
    await p.goBack();
    await count(p).getByText('1 item found', { exact: true }).waitFor();

    await p.getByLabel('Parties').fill('');
    await p.getByLabel('Keyword').fill(`${journal} 2018 Lah. 5`);
    await search(p).click();
    await p.waitForURL((u) => decodeURIComponent(u.pathname) === `/cases/${lahore.citationId}`);
    await p.getByText(lahore.parties).first().waitFor();
    await p.goBack();
    await p.waitForURL((u) => u.pathname === '/search');
    expect(session.browser.problems).toEqual([]);
  });

  it('exports the whole result set as CSV, for the signed-in user only', async () => {
    const p = page();
    await p.goto(`${session.app.url}/search?tab=index&journal=${journal}&year=2019`);
    const exportLink = p.getByRole('link', { name: 'Export CSV' });
    const href = await exportLink.getAttribute('href');
    const response = await p.context().request.get(`${session.app.url}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const lines = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('#,Citation,Parties,Judge,Lawyer,Court,Journal,Year,Page,Case Law,Treatment');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain(`${session.app.url}/cases/${encodeURIComponent(`${journal} 2019 SC 1`)}`);

    const anonymous = await fetch(`${session.app.url}${href}`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/login/);
  });
});
