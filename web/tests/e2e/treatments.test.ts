import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvHeaders, type Language } from '@qanoon/contracts';
import { newAccount, paidAccount, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';
import { axeViolations, signInByCookie } from './screen-fixtures.ts';

// "Is it still good law?" (issue 34): judgments imported through the product's path overrule,
// distinguish and follow earlier ones; the case page, the results, the citator and Check my
// citations show it.

const session = useAppInBrowser();
const stores = useTestRuntime();

// The test database outlives a run: this run's cases carry page numbers, a journal and a name of their own.
const n = randomInt(10_000, 99_999);
const letters = (count: number) => Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
const tag = `Qt${letters(6)}`;
const journal = `QT${letters(4).toUpperCase()}`;

/** Overruled by one judgment, distinguished by another and followed by a third. */
const overruled = { citationId: `PLD 1990 SC ${n}`, parties: `Abdul Khaliq ${tag} v. The State` };
/** Only distinguished. */
const distinguished = { citationId: `PLD 1991 SC ${n}`, parties: `Nazir Ahmed ${tag} v. Province of Punjab` };
/** Only followed. */
const followed = { citationId: `PLD 1992 SC ${n}`, parties: `Mst. Rehmat Bibi ${tag} v. Federation of Pakistan` };
const overruling = { citationId: `${journal} 2020 SC 1`, parties: 'Muhammad Aslam v. The State' };
const distinguishing = { citationId: `${journal} 2018 SC 2`, parties: 'Ghulam Rasool v. The State' };
const following = { citationId: `${journal} 2016 SC 3`, parties: 'Mst. Zainab v. Federation of Pakistan' };
/** Distinguishes the judgment that followed: a row of the overruled case's "Cited by" with a flag of its own. */
const distinguishingFollowing = { citationId: `${journal} 2021 SC 5`, parties: 'Rashid Mehmood v. Federation of Pakistan' };
/** A section this run's overruled case and the judgment that followed it both apply. */
const statute = { statuteId: `${journal}-302`, ordinanceName: `Qanoon Test Act ${journal}, 2020`, sectionName: '302. Punishment of qatl-i-amd' };

const caseRow = ({ citationId, parties }: { citationId: string; parties: string }, refs: string[], text: string, lawRefs: string[] = []) => [
  citationId,
  parties,
  'Mr. Justice Qazi Faez Isa',
  'Mr. Makhdoom Ali Khan, ASC',
  'Supreme Court of Pakistan',
  refs.join(', '),
  lawRefs.join(', '),
  `Head notes of ${citationId}`,
  text,
];
const cases = csv(csvHeaders.cases, [
  caseRow(overruled, [], 'Criminal appeal. The conviction is maintained.', [statute.statuteId]),
  caseRow(distinguished, [], 'Civil appeal on limitation. Appeal allowed.'),
  caseRow(followed, [], 'Constitutional petition. Petition allowed.'),
  caseRow(
    overruling,
    [overruled.citationId],
    `The learned counsel relied on ${overruled.citationId}. For these reasons ${overruled.citationId} is hereby overruled. Appeal allowed.`,
  ),
  caseRow(
    distinguishing,
    [overruled.citationId, distinguished.citationId],
    `The respondent relied on two judgments. ${overruled.citationId} is clearly distinguishable on facts. ${distinguished.citationId} is clearly distinguishable on facts. Appeal dismissed.`,
  ),
  caseRow(
    following,
    [overruled.citationId, followed.citationId],
    `We are fortified in our view by ${overruled.citationId}, which we follow. We are fortified in our view by ${followed.citationId}, which we follow. Petition dismissed.`,
    [statute.statuteId],
  ),
  caseRow(distinguishingFollowing, [following.citationId], `${following.citationId} is clearly distinguishable on facts. Petition allowed.`),
]);
const statutes = csv(csvHeaders.statutes, [
  [statute.statuteId, statute.ordinanceName, statute.sectionName, statute.ordinanceName, 'Punishment of qatl-i-amd.', '', 'Whoever commits qatl-i-amd shall be punished.'],
]);

let lawyer: TestAccount;
beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  await importCsv(stores.runtime, admin, 'statutes', statutes);
  await importCsv(stores.runtime, admin, 'cases', cases);
  lawyer = await paidAccount(stores.runtime, admin, { firstName: 'Sana' });
}, 240_000);

const page = () => session.browser.page;
const sizes = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } } as const;

async function inLanguage(p: Page, language: Language) {
  const chosen = await p.request.post(`${session.app.url}/language`, { form: { language, redirectTo: '/' }, maxRedirects: 0 });
  expect(chosen.status()).toBe(302);
}

/** The screen in both languages on a desktop and a phone: a screenshot of each, no axe violation, no sideways scroll. */
async function lookEverywhere(p: Page, path: string, name: string) {
  const found: Record<string, unknown> = {};
  for (const language of ['en', 'ur'] as const) {
    await inLanguage(p, language);
    for (const [size, viewport] of Object.entries(sizes)) {
      await p.setViewportSize(viewport);
      await p.goto(`${session.app.url}${path}`);
      await p.waitForLoadState('networkidle');
      await screenshot(p, `treatments-${name}-${language}-${size}`);
      const sideways = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      const violations = await axeViolations(p);
      if (sideways || violations.length > 0) found[`${language} ${size}`] = { sideways, violations };
    }
  }
  await inLanguage(p, 'en');
  await p.setViewportSize(sizes.desktop);
  expect(found).toEqual({});
}

const flagOf = (p: Page, scope = p.locator('main')) => scope.locator('[data-flag]');
/** The case page's own flag, under its parties (the lists below it carry their rows' flags). */
const standingOf = (p: Page) => p.locator('main article > div > [data-flag]');
const rowsOf = (p: Page, section: string) => p.locator(`section[aria-labelledby="${section}"] table tbody tr`);
const citingRows = () => page().locator('section[aria-labelledby="citing-cases"] table tbody tr');
const citingIds = async () => (await citingRows().locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim());

describe('a judgment’s standing', () => {
  it('shows the overruled case’s red flag naming the overruling judgment on its page, linked to it', async () => {
    const p = page();
    await signInByCookie(p, session.app.url, stores.runtime, lawyer);
    await p.goto(`${session.app.url}/cases/${encodeURIComponent(overruled.citationId)}`);
    const flag = standingOf(p);
    await flag.waitFor();
    expect(await flag.getAttribute('data-flag')).toBe('negative');
    expect(await flag.innerText()).toContain(`Overruled by ${overruling.citationId}`);
    await flag.getByRole('link', { name: overruling.citationId }).click();
    await p.getByRole('heading', { name: overruling.citationId, level: 1 }).waitFor();
    // The overruling judgment itself has no flag: no later judgment evaluated it. Its reference
    // to the case it overruled carries that case's flag.
    await p.locator('section[aria-labelledby="case-references"]').waitFor();
    expect(await standingOf(p).count()).toBe(0);
    const reference = rowsOf(p, 'case-references').filter({ hasText: overruled.citationId });
    expect(await flagOf(p, reference).innerText()).toContain(`Overruled by ${overruling.citationId}`);
    await lookEverywhere(p, `/cases/${encodeURIComponent(overruled.citationId)}`, 'case');
  });

  it('flags the result rows: red, amber and green, each in words', async () => {
    const p = page();
    const path = `/search?tab=advance&keyword=${encodeURIComponent(tag)}`;
    await p.goto(`${session.app.url}${path}`);
    const rows = p.locator('section[aria-label="Search results"] table tbody tr');
    await rows.first().waitFor();
    const rowOf = (citationId: string) => rows.filter({ hasText: citationId });
    expect(await rows.count()).toBe(3);
    expect(await flagOf(p, rowOf(overruled.citationId)).innerText()).toContain(`Overruled by ${overruling.citationId}`);
    expect(await flagOf(p, rowOf(distinguished.citationId)).innerText()).toContain('Distinguished by 1');
    expect(await flagOf(p, rowOf(followed.citationId)).innerText()).toContain('Followed by 1');
    // Colour is never the only signal: each tone draws a shape of its own before its words.
    const shapes = await Promise.all(
      [overruled, distinguished, followed].map((c) => flagOf(p, rowOf(c.citationId)).evaluate((flag) => getComputedStyle(flag, '::before').maskImage)),
    );
    expect(shapes.every((shape) => shape.startsWith('url('))).toBe(true);
    expect(new Set(shapes).size).toBe(3);
    await lookEverywhere(p, path, 'results');
  });
});

describe('the lists of judgments', () => {
  it('flag each judgment a case’s "Cited by" lists, as the result rows do', async () => {
    const p = page();
    await p.goto(`${session.app.url}/cases/${encodeURIComponent(overruled.citationId)}`);
    const rows = rowsOf(p, 'cited-by');
    await rows.first().waitFor();
    const rowOf = (citationId: string) => rows.filter({ hasText: citationId });
    expect(await rows.count()).toBe(3);
    expect(await flagOf(p, rowOf(following.citationId)).innerText()).toContain('Distinguished by 1');
    expect(await flagOf(p, rowOf(following.citationId)).getAttribute('data-flag')).toBe('distinguished');
    // A citing judgment no later judgment evaluated has none.
    expect(await flagOf(p, rowOf(overruling.citationId)).count()).toBe(0);
    expect(await flagOf(p, rowOf(distinguishing.citationId)).count()).toBe(0);
  });

  it('flag each judgment a statute section’s case law lists', async () => {
    const p = page();
    const path = `/statutes/${encodeURIComponent(statute.ordinanceName)}/${encodeURIComponent(statute.statuteId)}`;
    await p.goto(`${session.app.url}${path}`);
    const rows = p.locator('main table tbody tr');
    await rows.first().waitFor();
    const rowOf = (citationId: string) => rows.filter({ hasText: citationId });
    expect(await rows.count()).toBe(2);
    expect(await flagOf(p, rowOf(overruled.citationId)).innerText()).toContain(`Overruled by ${overruling.citationId}`);
    expect(await flagOf(p, rowOf(following.citationId)).innerText()).toContain('Distinguished by 1');
    await lookEverywhere(p, path, 'statute');
  });

  it('flag each bookmarked judgment', async () => {
    const p = page();
    await p.goto(`${session.app.url}/cases/${encodeURIComponent(overruled.citationId)}`);
    await p.getByRole('button', { name: '☆ Bookmark' }).click();
    await p.getByRole('button', { name: '★ Remove Bookmark' }).waitFor();
    await p.goto(`${session.app.url}/bookmarks`);
    const row = p.locator('main table tbody tr').filter({ hasText: overruled.citationId });
    await row.waitFor();
    expect(await flagOf(p, row).innerText()).toContain(`Overruled by ${overruling.citationId}`);
    await lookEverywhere(p, '/bookmarks', 'bookmarks');
  });
});

describe('the citator by treatment', () => {
  it('filters the citing judgments by treatment, keeping the sort, with each row’s treatment and its deciding words marked', async () => {
    const p = page();
    await p.goto(`${session.app.url}/citations/${encodeURIComponent(overruled.citationId)}`);
    const filters = p.getByRole('navigation', { name: 'Filter the citing cases by treatment' });
    await filters.waitFor();
    expect((await filters.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual([
      'All (3)',
      'Positive (1)',
      'Distinguished (1)',
      'Negative (1)',
      'Neutral (0)',
    ]);
    expect(await citingIds()).toEqual([overruling.citationId, distinguishing.citationId, following.citationId]);
    // The held case's own standing.
    expect(await flagOf(p).first().innerText()).toContain(`Overruled by ${overruling.citationId}`);

    await p.getByRole('link', { name: 'Oldest first' }).click();
    await p.waitForURL(/sort=oldest/);
    await filters.getByRole('link', { name: 'Negative (1)' }).click();
    await p.waitForURL(/treatment=negative/);
    expect(new URL(p.url()).searchParams.get('sort')).toBe('oldest');
    await expect.poll(citingIds, { timeout: 5_000 }).toEqual([overruling.citationId]);
    const row = citingRows().first();
    expect(await row.locator('[data-treatment]').innerText()).toContain('Overruled');
    expect(await row.locator('blockquote mark').innerText()).toBe('overruled');
    expect(await row.locator('blockquote').innerText()).toContain(`For these reasons ${overruled.citationId} is hereby overruled.`);
    expect(await filters.getByRole('link', { name: 'Negative (1)' }).getAttribute('aria-current')).toBe('true');

    await filters.getByRole('link', { name: 'Positive (1)' }).click();
    await expect.poll(citingIds, { timeout: 5_000 }).toEqual([following.citationId]);
    expect(await citingRows().first().locator('[data-treatment]').innerText()).toContain('Positive');
    await filters.getByRole('link', { name: 'Neutral (0)' }).click();
    await expect.poll(citingIds, { timeout: 5_000 }).toEqual([]);
    await filters.getByRole('link', { name: 'All (3)' }).click();
    await expect.poll(citingIds, { timeout: 5_000 }).toEqual([following.citationId, distinguishing.citationId, overruling.citationId]);

    await lookEverywhere(p, `/citations/${encodeURIComponent(overruled.citationId)}?treatment=negative`, 'citator');
  });
});

describe('Check my citations', () => {
  it('shows each found case’s standing, and warns when the text names another case than its citation reports', async () => {
    const p = page();
    await p.goto(`${session.app.url}/citations/check`);
    const brief = `The petitioner relies on Ghulam Haider v. The Crown ${overruled.citationId} and on ${followed.parties} ${followed.citationId}.`;
    await p.getByLabel('Text to check').fill(brief);
    await p.getByRole('button', { name: 'Check citations' }).click();
    await p.getByRole('status').getByText('2 citations found').waitFor();
    const rows = p.locator('section[aria-label="Citations found"] table tbody tr');
    const first = rows.nth(0);
    expect(await first.locator('td:nth-child(3)').innerText()).toContain('In the library');
    expect(await flagOf(p, first).innerText()).toContain(`Overruled by ${overruling.citationId}`);
    expect(await first.innerText()).toContain(`The text names Ghulam Haider v. The Crown, but ${overruled.citationId} is ${overruled.parties}.`);
    const second = rows.nth(1);
    expect(await flagOf(p, second).innerText()).toContain('Followed by 1');
    expect(await second.innerText()).not.toContain('The text names');
    const found: Record<string, unknown> = {};
    for (const language of ['en', 'ur'] as const) {
      await inLanguage(p, language);
      for (const [size, viewport] of Object.entries(sizes)) {
        await p.setViewportSize(viewport);
        await p.goto(`${session.app.url}/citations/check`);
        await p.locator('textarea[name="text"]').fill(brief);
        await p.locator('main form button[type="submit"]').click();
        await flagOf(p).first().waitFor();
        await screenshot(p, `treatments-check-${language}-${size}`);
        const violations = await axeViolations(p);
        if (violations.length > 0) found[`${language} ${size}`] = violations;
      }
    }
    await inLanguage(p, 'en');
    await p.setViewportSize(sizes.desktop);
    expect(found).toEqual({});
  });
});
