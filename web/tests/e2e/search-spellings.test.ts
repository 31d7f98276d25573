import { beforeAll, describe, expect, it } from 'vitest';
import { csvHeaders } from '@qanoon/contracts';
import type { Page } from 'playwright-core';
import { newAccount, paidAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';
import { useOwnDatabase } from './own-database.ts';

// What a search finds is what the library holds: a database of this file's own.
const library = useOwnDatabase('search_spellings');
const session = useAppInBrowser(library.env);
const stores = useTestRuntime(library.env);

const caseRow = (citation: string, parties: string, text: string) => [
  citation,
  parties,
  'Mr. Justice Qazi Faez Isa',
  'Mr. Makhdoom Ali Khan, ASC',
  'Supreme Court of Pakistan',
  '',
  '',
  `Head notes of ${citation}`,
  text,
];
const cases = csv(csvHeaders.cases, [
  caseRow('2020 SCMR 11', 'Muhammad Ajmal v. The State', 'Conviction for murder maintained; the appeal of Muhammad Ajmal is dismissed.'),
  caseRow('2018 SCMR 13', 'Zahid Hussain v. Province of Punjab', 'Bail refused: the accused absconded after the occurrence.'),
  caseRow('2016 SCMR 15', 'Gul Khan v. The State', 'Bail granted on further inquiry; no murder was alleged.'),
]);

let reader: TestAccount;
beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  await importCsv(stores.runtime, admin, 'cases', cases);
  reader = await paidAccount(stores.runtime, admin, { firstName: 'Sana' });
}, 240_000);

const results = (p: Page) => p.locator('section[aria-label="Search results"]');
const found = (p: Page) => results(p).locator('table tbody tr');
const note = (p: Page, text: string | RegExp) => results(p).getByRole('note').filter({ hasText: text });

/** Type a keyword into the Case Law form as it opens, years untouched, and search. */
async function searchCaseLaw(p: Page, keyword: string) {
  await p.goto(`${session.app.url}/search`);
  await p.getByRole('form', { name: 'Case Law Search form', exact: true }).waitFor();
  await p.getByLabel('Keyword').fill(keyword);
  await p.getByRole('button', { name: 'Search', exact: true }).click();
  await p.waitForURL((u) => u.searchParams.get('keyword') === keyword);
  await results(p).waitFor();
}

describe('the Case Law keyword box read as a lawyer writes it', () => {
  it('finds names in another spelling, respells words the library does not hold, and meets Urdu with English, years prefilled', async () => {
    const p = session.browser.page;
    await signIn(p, session.app.url, stores.runtime, reader);

    await searchCaseLaw(p, 'Mohammad Ajmal');
    await found(p).first().getByText('Muhammad Ajmal v. The State').waitFor();
    expect(new URL(p.url()).searchParams.get('to')).toBe(String(new Date().getUTCFullYear()));
    await screenshot(p, 'search-name-spelling');

    for (const [typed, meant, citation] of [['murdr', 'murder', '2020 SCMR 11'], ['bial', 'bail', '2018 SCMR 13']] as const) {
      await searchCaseLaw(p, typed);
      await note(p, `No case has ${typed}; showing results for ${meant}`).waitFor();
      await found(p).getByText(citation).first().waitFor();
      await screenshot(p, `search-respelt-${typed}`);
    }

    await searchCaseLaw(p, 'qatal');
    await found(p).getByText('2020 SCMR 11').first().waitFor();
    await note(p, /Also searched: .*murder/).waitFor();
    await screenshot(p, 'search-qatal');

    await searchCaseLaw(p, 'قتل');
    await found(p).getByText('2020 SCMR 11').first().waitFor();
    await note(p, /Also searched: .*qatl.*murder|Also searched: .*murder.*qatl/).waitFor();
    await screenshot(p, 'search-urdu-qatl');

    // A result found as typed, with a word the library spells otherwise: the respelt search one click away.
    await searchCaseLaw(p, 'bail OR abscondd');
    await note(p, 'Did you mean:').getByRole('link', { name: 'bail OR absconded' }).click();
    await p.waitForURL((u) => u.searchParams.get('keyword') === 'bail OR absconded');
    await found(p).getByText('2018 SCMR 13').first().waitFor();
    await screenshot(p, 'search-did-you-mean');
  });
});
