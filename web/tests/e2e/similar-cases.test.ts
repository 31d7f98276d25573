import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvHeaders, libraryEmptyTexts } from '@qanoon/contracts';
import { newAccount, paidAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { useAppInBrowser } from './harness.ts';
import { screenshotFromTop as screenshot } from './screenshot-from-top.ts';
import { csv, importCsv } from './library-fixtures.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

// The test database outlives a run: this run's cases, statutes, citations and words are its own.
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
const tag = `q${letters(7)}`;
const TAG = tag.toUpperCase();
const journal = `QS${letters(4).toUpperCase()}`;
const page = randomInt(10_000, 99_999);
const number = randomInt(10_000, 99_999);
const words = Array.from({ length: 6 }, () => `${tag}${letters(4)}`);
const statutes = [`${TAG}-302`, `${TAG}-34`];
const cited = [`1999 ${journal} ${page}`, `2001 ${journal} ${page + 1}`];

const caseRow = (citationId: string, parties: string, refs: string[], laws: string[], text: string) => [
  citationId,
  parties,
  'Mr. Justice Qazi Faez Isa',
  'Mr. Latif Khosa, ASC',
  'Supreme Court of Pakistan',
  refs.join(', '),
  laws.join(', '),
  'Criminal/Murder',
  text,
];
const main = { citationId: `${journal} 2020 SC ${page}`, parties: `Muhammad ${TAG} v. The State` };
const twin = { citationId: `${journal} 2019 SC ${page}`, parties: `Ghulam ${TAG} v. The State` };
const alike = { citationId: `${journal} 2018 SC ${page}`, parties: `Bashir ${TAG} v. The State` };
const section = { citationId: `${journal} 2017 SC ${page}`, parties: `Aslam ${TAG} v. The State` };
const lonely = { citationId: `${journal} 2016 SC ${page}`, parties: `Zahid ${TAG} v. Province of Punjab` };
// Words of this run's own, so the cases of other runs are not like it.
const story = `${words.join(' ')}; ${words.slice(0, 3).join(' and ')}.`;
const cases = csv(csvHeaders.cases, [
  caseRow(main.citationId, main.parties, cited, statutes, `CIVIL APPEAL NO.${number} OF 2011\n\n${story} ${story}`),
  caseRow(twin.citationId, twin.parties, [`1999 ${journal.split('').join('.')}. ${page}`, cited[1] ?? ''], statutes, 'Conviction maintained on the ocular account.'),
  caseRow(alike.citationId, alike.parties, [], [], `${story} Appeal dismissed.`),
  caseRow(section.citationId, section.parties, [], [statutes[0] ?? ''], 'Sentence reduced to imprisonment for life.'),
  // Words of its own only: no other case, of this run or another, is like it.
  caseRow(lonely.citationId, lonely.parties, [], [], Array.from({ length: 5 }, () => `${tag}${letters(5)}`).join(' ')),
]);

let reader: TestAccount;
beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  await importCsv(stores.runtime, admin, 'cases', cases);
  reader = await paidAccount(stores.runtime, admin, { firstName: 'Rabia' });
}, 240_000);

describe('similar cases on the case view', () => {
  it('a case number typed in another form opens the list at its case, whose view shows the cases like it with why, each a link', async () => {
    const { page: p, problems } = session.browser;
    await p.context().clearCookies();
    await signIn(p, session.app.url, stores.runtime, reader);

    // The judgment writes CIVIL APPEAL NO.… OF 2011; the reader types C.A.…-11.
    await p.goto(`${session.app.url}/search?tab=advance&keyword=${encodeURIComponent(`C.A.${number}-11`)}`);
    const results = p.locator('section[aria-label="Search results"] table tbody tr');
    await results.first().waitFor();
    expect(await results.first().innerText()).toContain(main.citationId);
    await screenshot(p, 'search-case-number-other-form');

    await p.goto(`${session.app.url}/cases/${encodeURIComponent(main.citationId)}`);
    await p.getByRole('heading', { name: main.citationId, level: 1 }).waitFor();
    const similar = p.getByRole('region', { name: 'Similar cases' });
    await similar.getByRole('link', { name: twin.citationId }).waitFor();
    const rows = await similar.locator('tbody tr').allInnerTexts();
    // Most alike first: the case sharing both sections and two cited judgments; the others of this run follow.
    const listed = rows.map((row) => row.split('\t')[1]);
    expect(listed[0]).toBe(twin.citationId);
    expect(listed).toEqual(expect.arrayContaining([alike.citationId, section.citationId]));
    expect(listed).not.toContain(lonely.citationId);
    const why = (citationId: string) => similar.getByRole('list', { name: `Why ${citationId} is similar` }).getByRole('listitem').allInnerTexts();
    expect(await why(twin.citationId)).toEqual([`Shares s.302 ${TAG}, s.34 ${TAG}`, 'Cites 2 of the same judgments']);
    expect(await why(alike.citationId)).toEqual(['Similar text']);
    expect(await why(section.citationId)).toEqual([`Shares s.302 ${TAG}`]);
    await screenshot(p, 'case-similar-cases');

    await similar.getByRole('link', { name: alike.citationId }).click();
    await p.getByRole('heading', { name: alike.citationId, level: 1 }).waitFor();
    await p.getByRole('region', { name: 'Similar cases' }).getByRole('link', { name: main.citationId }).waitFor();

    await p.goto(`${session.app.url}/cases/${encodeURIComponent(lonely.citationId)}`);
    await p.getByRole('region', { name: 'Similar cases' }).getByText(libraryEmptyTexts.similar).waitFor();
    expect(problems).toEqual([]);
  });
});
