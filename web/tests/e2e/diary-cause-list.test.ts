import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { diaryMessages, nextDay, pakistanDay } from '@qanoon/contracts';
import { uniqueId } from '@qanoon/infra/testing';
import { newAccount, paidAccount, sessionCookie, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, seeMessage, useAppInBrowser } from './harness.ts';

// A week in a lawyer's diary, through the forms: hearings recorded with their notes on the right
// hearing, the cause list for any days and court (and on paper), the home page's hearings, and
// Find in my diary by a case number written three ways, in English and Urdu, on a phone too.

const stores = useTestRuntime();
const session = useAppInBrowser();

const dayMs = 86_400_000;
const today = pakistanDay(new Date());
const daysFrom = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
const tag = uniqueId('').slice(0, 6);
let lawyer: TestAccount;
const phone = { width: 390, height: 844 };

async function fitsThePhone(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

async function switchLanguage(page: Page) {
  await Promise.all([page.waitForLoadState('load'), page.getByTestId('language-switch').click()]);
  await page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  const { runtime } = stores;
  const admin = await newAccount(runtime, { isAdmin: true });
  lawyer = await paidAccount(runtime, admin, { firstName: 'Ayesha' });
  const [name, value] = (await sessionCookie(runtime, lawyer)).split(/=(.*)/s);
  await session.browser.context.addCookies([{ name: name ?? '', value: value ?? '', url: session.app.url }]);
});

/** Fill the case form of a client's Add Cases and save it; the new case's id. */
async function addCase(
  page: Page,
  clientId: string,
  form: { title: string; number: string; date: string; time: string; court: string; city: string; notes?: string }
) {
  const { url } = session.app;
  await page.goto(`${url}/lawyersdairy/clients/${encodeURIComponent(clientId)}/cases/new`);
  await page.getByLabel('Case Title').fill(form.title);
  await page.getByLabel('Case Number').fill(form.number);
  await page.getByLabel('Hearing Date').fill(form.date);
  await page.getByLabel('Hearing Time').fill(form.time);
  await page.getByLabel('Court Name').fill(form.court);
  await page.getByLabel('City Name').fill(form.city);
  if (form.notes) await page.getByLabel('Lawyer Notes').fill(form.notes);
  await page.getByRole('button', { name: 'Save Case' }).click();
  await seeMessage(page, diaryMessages.caseSaved, 'status');
  await page.getByRole('link', { name: `Read ${form.title}` }).click();
  await page.waitForURL(/\/lawyersdairy\/cases\/[\w-]+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Record the hearing just held through the Next Hearing form. */
async function recordHearing(page: Page, caseId: string, next: string, outcome: string, notes: string) {
  await page.goto(`${session.app.url}/lawyersdairy/cases/${caseId}/hearing`);
  await page.getByLabel('Next Hearing Date').fill(next);
  await page.getByLabel('Outcome of the last hearing').selectOption({ label: outcome });
  await page.getByLabel('Lawyer Notes').fill(notes);
  await page.getByRole('button', { name: 'Save Hearing' }).click();
}

describe("a week in the Lawyer's Dairy", () => {
  it('adds a client with only a name, and refuses one with neither a name nor a contact', async () => {
    const { page, problems } = session.browser;
    await page.goto(`${session.app.url}/lawyersdairy/add-client`);
    await page.getByRole('button', { name: 'Add Client' }).click();
    await seeMessage(page, diaryMessages.clientNeedsNameOrContact);
    await screenshot(page, 'diary-week-client-refused');
    await page.getByLabel('Client ID').fill(`C-${tag}`);
    await page.getByLabel('Client Name').fill('Zarina Khan');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await seeMessage(page, diaryMessages.clientAdded, 'status');
    await page.getByRole('cell', { name: 'Zarina Khan', exact: true }).first().waitFor();
    expect(problems).toEqual([]);
  });

  it('keeps the notes of each Next Hearing form on the hearing just held, and refuses Adjourned for a hearing still to come', async () => {
    const { page, problems } = session.browser;
    const caseId = await addCase(page, `C-${tag}`, {
      title: `Iqbal v. State ${tag}`,
      number: `Crl. A. 412/2025`,
      date: daysFrom(today, -6),
      time: '09:30',
      court: 'Sessions Court Lahore',
      city: 'Lahore',
    });
    // Three hearings of the week, each recorded after it was held, with what happened at it.
    await recordHearing(page, caseId, daysFrom(today, -4), 'Adjourned', 'Monday: prosecution sought time.');
    await seeMessage(page, diaryMessages.hearingSaved, 'status');
    await recordHearing(page, caseId, daysFrom(today, -2), 'Heard', 'Wednesday: arguments in part.');
    await seeMessage(page, diaryMessages.hearingSaved, 'status');
    await recordHearing(page, caseId, today, 'Heard', 'Friday: arguments concluded.');
    await seeMessage(page, diaryMessages.hearingSaved, 'status');
    await recordHearing(page, caseId, daysFrom(today, 3), 'Adjourned', 'Today: adjourned for the judge on leave.');
    await seeMessage(page, diaryMessages.hearingSaved, 'status');
    // The hearing now set is three days away: it cannot have been adjourned yet.
    await recordHearing(page, caseId, daysFrom(today, 10), 'Adjourned', 'Too early.');
    await seeMessage(page, diaryMessages.notHeldYet);
    await screenshot(page, 'diary-week-not-held-yet');

    await page.goto(`${session.app.url}/lawyersdairy/cases/${caseId}`);
    const log = page.getByRole('region', { name: 'Hearings' });
    const rows = log.getByRole('row');
    await expect(rows.count()).resolves.toBe(6);
    const notes = await rows.evaluateAll((all) => all.slice(1).map((row) => row.lastElementChild?.textContent ?? ''));
    expect(notes).toEqual([
      'Monday: prosecution sought time.',
      'Wednesday: arguments in part.',
      'Friday: arguments concluded.',
      'Today: adjourned for the judge on leave.',
      '—',
    ]);
    await screenshot(page, 'diary-week-hearing-log');
    expect(problems).toEqual([]);
  });

  it('shows the cause list for today by default, then any days and court, and prints it alone', async () => {
    const { page, problems } = session.browser;
    await addCase(page, `C-${tag}`, {
      title: `Khan v. Province of Punjab ${tag}`,
      number: 'W.P. No. 1234 of 2024',
      date: nextDay(today),
      time: '10:00',
      court: 'Lahore High Court',
      city: 'Lahore',
    });
    await addCase(page, `C-${tag}`, {
      title: `Later matter ${tag}`,
      number: 'C.A. 77/2026',
      date: daysFrom(today, 5),
      time: '',
      court: 'Lahore High Court',
      city: 'Lahore',
    });
    await addCase(page, `C-${tag}`, {
      title: `Bail matter ${tag}`,
      number: 'Crl. Misc. 55/2026',
      date: today,
      time: '09:00',
      court: 'Sessions Court Lahore',
      city: 'Lahore',
    });
    await page.goto(`${session.app.url}/lawyersdairy/upcoming`);
    await page.getByRole('heading', { name: 'Cause list' }).waitFor();
    await expect(page.getByRole('link', { name: 'Today', exact: true }).getAttribute('aria-current')).resolves.toBe('page');
    await page.getByRole('link', { name: `Bail matter ${tag}` }).waitFor();
    await expect(page.getByRole('link', { name: `Iqbal v. State ${tag}` }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: `Khan v. Province of Punjab ${tag}` }).count()).resolves.toBe(0);

    await page.getByRole('link', { name: 'All upcoming' }).click();
    await page.getByRole('heading', { name: /^Tomorrow/ }).waitFor();
    await page.getByRole('link', { name: `Later matter ${tag}` }).waitFor();
    await page.getByRole('link', { name: `Iqbal v. State ${tag}` }).waitFor();

    const asking = page.getByRole('form', { name: 'Choose the days and the court' });
    await asking.getByLabel('From').fill(nextDay(today));
    await asking.getByLabel('To').fill(daysFrom(today, 6));
    await asking.getByLabel('Court').selectOption('Lahore High Court');
    await asking.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/span=range/);
    await page.getByRole('link', { name: `Later matter ${tag}` }).waitFor();
    await expect(page.getByRole('link', { name: `Khan v. Province of Punjab ${tag}` }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: `Iqbal v. State ${tag}` }).count()).resolves.toBe(0);
    const tomorrowRows = page.getByRole('region', { name: /^Tomorrow/ }).getByRole('row');
    await expect(tomorrowRows.nth(1).innerText()).resolves.toMatch(
      /10:00\s+Khan v\. Province of Punjab \w+\s+W\.P\. No\. 1234 of 2024\s+Zarina Khan\s+Lahore High Court\s+Lahore/
    );
    await screenshot(page, 'diary-week-cause-list-range');

    await page.emulateMedia({ media: 'print' });
    try {
      for (const chrome of [
        page.locator('#side-menu'),
        page.getByRole('button', { name: 'Print' }),
        asking,
        page.getByRole('search', { name: 'Find in my diary' }),
      ]) {
        await expect(chrome.isVisible()).resolves.toBe(false);
      }
      await expect(page.getByRole('heading', { name: 'Cause list' }).isVisible()).resolves.toBe(true);
      await expect(tomorrowRows.nth(1).isVisible()).resolves.toBe(true);
      await screenshot(page, 'diary-week-cause-list-print');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    expect(problems).toEqual([]);
  });

  it("the home page shows today's and tomorrow's hearings with their court and case number", async () => {
    const { page, problems } = session.browser;
    await page.goto(`${session.app.url}/`);
    const hearings = page.getByRole('region', { name: 'Your hearings' });
    const todays = hearings.getByRole('region', { name: /^Today/ });
    const tomorrows = hearings.getByRole('region', { name: /^Tomorrow/ });
    await expect(todays.getByRole('listitem').first().innerText()).resolves.toMatch(
      new RegExp(`09:00 · Bail matter ${tag}\\s+Crl\\. Misc\\. 55/2026 · Sessions Court Lahore`)
    );
    await expect(tomorrows.getByRole('listitem').first().innerText()).resolves.toMatch(
      /10:00 · Khan v\. Province of Punjab \w+\s+W\.P\. No\. 1234 of 2024 · Lahore High Court/
    );
    await expect(hearings.getByText(`Later matter ${tag}`).count()).resolves.toBe(0);
    await screenshot(page, 'diary-week-home');
    expect(problems).toEqual([]);
  });

  it('finds a case by its number written three ways, and a client by name', async () => {
    const { page, problems } = session.browser;
    await page.goto(`${session.app.url}/lawyersdairy`);
    for (const written of ['Crl. A. 412/2025', 'Criminal Appeal No. 412 of 2025', 'crla 412-25']) {
      const box = page.getByRole('searchbox', { name: 'Find in my diary' });
      await box.fill(written);
      await box.press('Enter');
      await page.getByRole('heading', { name: `Found for ${written}` }).waitFor();
      const cases = page.getByRole('region', { name: 'Cases' });
      await expect(cases.getByRole('link', { name: `Iqbal v. State ${tag}` }).count()).resolves.toBe(1);
      await expect(cases.getByRole('row').count()).resolves.toBe(2);
    }
    await screenshot(page, 'diary-week-find-case-number');
    await page.getByRole('searchbox', { name: 'Find in my diary' }).fill('zarina');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('region', { name: 'Clients' }).getByRole('link', { name: 'Zarina Khan' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('reads in Urdu and fits a 390 px phone: the cause list, Find and the home page', async () => {
    const { page, problems } = session.browser;
    await page.setViewportSize(phone);
    try {
      for (const [path, shot] of [
        ['/lawyersdairy/upcoming?span=upcoming', 'diary-week-phone-cause-list'],
        [`/lawyersdairy/find?q=${encodeURIComponent('Criminal Appeal No. 412 of 2025')}`, 'diary-week-phone-find'],
        ['/', 'diary-week-phone-home'],
      ] as const) {
        await page.goto(`${session.app.url}${path}`);
        await page.waitForLoadState('networkidle');
        await fitsThePhone(page, path);
        await screenshot(page, shot);
      }
      await page.goto(`${session.app.url}/lawyersdairy/upcoming?span=upcoming`);
      await switchLanguage(page);
      await page.getByRole('heading', { name: 'کاز لسٹ' }).waitFor();
      await page.getByRole('searchbox', { name: 'میری ڈائری میں تلاش' }).waitFor();
      await fitsThePhone(page, 'the Urdu cause list');
      await screenshot(page, 'diary-week-phone-cause-list-urdu');
      await page.goto(`${session.app.url}/`);
      await page.getByRole('heading', { name: 'آپ کی پیشیاں' }).waitFor();
      await fitsThePhone(page, 'the Urdu home page');
      await screenshot(page, 'diary-week-phone-home-urdu');
      await switchLanguage(page);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(problems).toEqual([]);
  });
});
