import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { citatorLimits, citatorMessages, csvHeaders, searchMessages } from '@qanoon/contracts';
import { newAccount, paidAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

// The test database outlives a run: this run's citations carry a page number and a journal of their own.
const n = randomInt(10_000, 99_999);
const journal = `QC${Array.from({ length: 4 }, () => String.fromCharCode(65 + randomInt(0, 26))).join('')}`;
const held = `PLD 1961 Karachi ${n}`;
const heldVariant = `PLD 1961 Kar. ${n}`;
const outsider = `1999 SCMR ${n}`;
const citing = [`${journal} 2021 SC 1`, `${journal} 2015 SC 2`, `${journal} 2018 SC 3`];
const caseRow = (citation: string, parties: string, refs: string, text: string) => [
  citation,
  parties,
  'Mr. Justice Qazi Faez Isa',
  'Mr. Makhdoom Ali Khan, ASC',
  citation.startsWith('PLD') ? 'Sindh High Court' : 'Supreme Court of Pakistan',
  refs,
  '',
  `Head notes of ${citation}`,
  text,
];
const cases = csv(csvHeaders.cases, [
  caseRow(held, 'Abdul Ghani v. Province of Sindh', '', 'Suit for declaration. Appeal allowed.'),
  caseRow(citing[0] ?? '', 'Muhammad Aslam v. The State', `${heldVariant}, ${outsider}`, `The learned counsel relied on ${heldVariant} and on ${outsider}. We agree with him.`),
  caseRow(citing[1] ?? '', 'Mst. Zainab v. Federation of Pakistan', `${held}, ${citing[0]}`, `In ${held} the High Court held that limitation runs from knowledge. That view is followed.`),
  caseRow(citing[2] ?? '', 'Ghulam Rasool v. The State', `${outsider}, ${citing[0]}`, `Reliance was placed on ${outsider} for bail. Bail is granted.`),
]);

let reader: TestAccount;
beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  await importCsv(stores.runtime, admin, 'cases', cases);
  reader = await paidAccount(stores.runtime, admin, { firstName: 'Rabia' });
}, 240_000);

const page = () => session.browser.page;
const citingRows = () => page().locator('section[aria-labelledby="citing-cases"] table tbody tr');
const firstColumn = async () => (await citingRows().locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim());

describe('the citator', () => {
  it('opens from a case reference, lists every judgment citing the citation in any variant with the sentence, and sorts them', async () => {
    const p = page();
    await p.context().clearCookies();
    await signIn(p, session.app.url, stores.runtime, reader);
    await p.goto(`${session.app.url}/cases/${encodeURIComponent(citing[0] ?? '')}`);
    await p.getByRole('link', { name: `Cited by: ${heldVariant}` }).click();
    await p.getByRole('heading', { name: `Citator: ${heldVariant}`, level: 1 }).waitFor();
    expect(await p.getByRole('link', { name: held, exact: true }).count()).toBeGreaterThan(0);
    expect(await firstColumn()).toEqual([citing[0], citing[1]]);
    expect(await citingRows().first().innerText()).toContain(`The learned counsel relied on ${heldVariant} and on ${outsider}.`);
    await screenshot(p, 'citator-held-citation');

    await p.getByRole('link', { name: 'Oldest first' }).click();
    await p.waitForURL(/sort=oldest/);
    // The address changes before React has rendered the new order: wait for the order itself.
    await expect.poll(firstColumn, { timeout: 5_000 }).toEqual([citing[1], citing[0]]);

    // The case view's Cited by reads the same index: both variants count.
    await p.goto(`${session.app.url}/cases/${encodeURIComponent(held)}`);
    const citedBy = p.getByRole('region', { name: 'Cited by' });
    await citedBy.getByRole('table').waitFor();
    expect(await citedBy.locator('tbody tr').count()).toBe(2);
  });

  it('finds the judgments citing a citation the library does not hold from the search box, sorted by how often they are cited', async () => {
    const p = page();
    await p.goto(`${session.app.url}/search?tab=advance&keyword=${encodeURIComponent(outsider)}`);
    const link = p.getByRole('link', { name: searchMessages.citator(outsider) });
    await link.waitFor();
    expect(await p.locator('section[aria-label="Search results"] table tbody tr').count()).toBe(2);
    await link.click();
    await p.getByRole('heading', { name: `Citator: ${outsider}`, level: 1 }).waitFor();
    // One answer under the heading, not the heading said twice.
    const held = p.locator('dt:text-is("In the library") + dd');
    await expect.poll(() => held.innerText()).toBe('No: it is known only from the judgments citing it.');
    await p.getByRole('link', { name: 'Most cited first' }).click();
    await p.waitForURL(/sort=most-cited/);
    await expect.poll(firstColumn, { timeout: 5_000 }).toEqual([citing[0], citing[2]]);
    await screenshot(p, 'citator-reference-only');
  });

  it('shows an unknown citation as an empty page and refuses an oversized one with a message', async () => {
    const p = page();
    await p.goto(`${session.app.url}/citations/${encodeURIComponent(`PLD 1902 Lahore ${n}`)}`);
    await p.getByText('No judgment in the library cites this citation').waitFor();
    const response = await p.goto(`${session.app.url}/citations/${'P'.repeat(citatorLimits.maxCitation + 1)}`);
    expect(response?.status()).toBe(400);
    await p.getByText(citatorMessages.badCitation).waitFor();
  });
});

describe('Check my citations', () => {
  const brief = `The petitioner relies on ${heldVariant}, on ${outsider} and on 2003 SCMR ${n}; see also 2019 XYZ 55.`;

  it('marks each citation of a pasted brief found, reference or unrecognised, with links', async () => {
    const p = page();
    await p.goto(`${session.app.url}/search`);
    await p.getByRole('main').getByRole('link', { name: 'Check my citations' }).click();
    await p.getByLabel('Text to check').fill(brief);
    await p.getByRole('button', { name: 'Check citations' }).click();
    const table = p.locator('section[aria-label="Citations found"] table tbody tr');
    await p.getByRole('status').getByText('4 citations found').waitFor();
    // The status is the cell's first line; a case in the library may show its standing under it.
    const statuses = (await table.locator('td:nth-child(3)').allInnerTexts()).map((text) => text.split('\n')[0]?.trim());
    expect(statuses).toEqual(['In the library', 'Known only as a reference', 'Not recognised', 'Not recognised']);
    await screenshot(p, 'citation-checker');
    await table.first().getByRole('link', { name: `Read ${held}` }).click();
    await p.getByRole('heading', { name: held, level: 1 }).waitFor();
  });

  it('says when the text is too long', async () => {
    const p = page();
    await p.goto(`${session.app.url}/citations/check`);
    await p.getByLabel('Text to check').fill('x'.repeat(citatorLimits.maxCheckText + 1));
    await p.getByRole('button', { name: 'Check citations' }).click();
    await p.getByRole('alert').getByText(citatorMessages.textTooLong).waitFor();
  });

  it('answers the same check as JSON, and refuses bad bodies with 400 or 413 and another site with 403', async () => {
    const p = page();
    const url = `${session.app.url}/citations/check.json`;
    const post = (data: string, headers: Record<string, string> = {}) =>
      p.request.post(url, { data, headers: { 'Content-Type': 'application/json', Origin: session.app.url, ...headers }, maxRedirects: 0 });
    const ok = await post(JSON.stringify({ text: brief }));
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as { citations: { text: string; status: string; start: number; href?: string }[] };
    expect(body.citations.map((c) => [c.text, c.status])).toEqual([
      [heldVariant, 'found'],
      [outsider, 'reference'],
      [`2003 SCMR ${n}`, 'unrecognised'],
      ['2019 XYZ 55', 'unrecognised'],
    ]);
    expect(brief.slice(body.citations[1]?.start ?? 0).startsWith(outsider)).toBe(true);
    expect(body.citations[1]?.href).toBe(`/citations/${encodeURIComponent(outsider)}`);
    expect((await post('{not json')).status()).toBe(400);
    expect((await post(JSON.stringify({ words: 'x' }))).status()).toBe(400);
    const long = await post(JSON.stringify({ text: 'x'.repeat(citatorLimits.maxCheckText + 1) }));
    expect([long.status(), ((await long.json()) as { message: string }).message]).toEqual([413, citatorMessages.textTooLong]);
    expect((await post(JSON.stringify({ text: brief }), { Origin: 'https://evil.example' })).status()).toBe(403);
  });

  it('checks texts of 64 KB of punctuation quickly, and the sign-in page answers while they are checked', async () => {
    const p = page();
    const url = `${session.app.url}/citations/check.json`;
    // Four at once made the sign-in page wait 25 s for everyone while a pattern backtracked.
    const hostile = [',', '.', '-', ' '].map((unit) => JSON.stringify({ text: `${unit.repeat(citatorLimits.maxCheckText - 1)}x` }));
    const started = Date.now();
    const checks = Promise.all(
      hostile.map(async (data) => {
        const answer = await p.request
          .post(url, { data, headers: { 'Content-Type': 'application/json', Origin: session.app.url }, maxRedirects: 0 })
          .catch(() => null);
        return { status: answer?.status() ?? 0, ms: Date.now() - started };
      }),
    );
    const signInPage = await p.request.get(`${session.app.url}/login`, { maxRedirects: 0, timeout: 10_000 }).catch(() => null);
    const signInMs = Date.now() - started;
    const answers = await checks;
    expect(signInPage).not.toBeNull();
    expect(signInPage?.status()).toBeLessThan(400);
    expect(signInMs).toBeLessThan(2_000);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(3_000);
  });
});
