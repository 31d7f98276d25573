import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvHeaders, pakistanDay } from '@qanoon/contracts';
import { uniqueId } from '@qanoon/infra/testing';
import { newAccount, paidAccount, sessionCookie, useTestRuntime, type TestAccount } from './accounts.ts';
import { useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';
import { axeViolations } from './screen-fixtures.ts';
import { screenshotFromTop } from './screenshot-from-top.ts';

// "New since the last hearing" on a diary case, at phone width: a judgment attached from the
// bookmarks, then a judgment citing it imported after the last hearing, shown on the case's
// page with why, and named by the hearing's reminder.

const stores = useTestRuntime();
const session = useAppInBrowser();

const phone = { width: 360, height: 800 };
const daysFromToday = (n: number) => pakistanDay(new Date(Date.now() + n * 86_400_000));
// A journal of this run's own: the test database keeps other runs' judgments.
const journal = `QH${Array.from({ length: 4 }, () => String.fromCharCode(65 + randomInt(0, 26))).join('')}`;
const attached = `${journal} 2019 SC 1`;
const citing = `${journal} 2026 SC 7`;
let lawyer: TestAccount;
let caseId = '';

const judgment = (citation: string, parties: string, caseRefs: string) => [
  citation,
  parties,
  'Mr. Justice Qazi Faez Isa',
  'Mr. Makhdoom Ali Khan, ASC',
  'Supreme Court of Pakistan',
  caseRefs,
  '',
  `Head notes of ${citation}`,
  `Appeal decided; ${caseRefs ? `as held in ${caseRefs}` : 'nothing cited'}.`,
];

beforeAll(async () => {
  const { runtime } = stores;
  const { diary } = runtime;
  const admin = await newAccount(runtime, { isAdmin: true });
  lawyer = await paidAccount(runtime, admin, { firstName: 'Ayesha' });
  const actor = { userId: lawyer.userId };
  await importCsv(runtime, admin, 'cases', csv(csvHeaders.cases, [judgment(attached, 'Muhammad Aslam v. The State', '')]));
  const bookmarked = await runtime.library.addBookmark(actor, attached);
  if (!bookmarked.ok) throw new Error(bookmarked.message);

  const clientId = `C-${uniqueId('')}`;
  const added = await diary.addClient(actor, {
    client_id: clientId,
    client_name: 'Zarina Khan',
    client_contact: '0300-1234567',
    client_address: 'Gulberg',
    client_city: 'Lahore',
    client_from: daysFromToday(-30),
  });
  if (!added.ok) throw new Error(added.message);
  const settle = async (outcome: { ok: boolean; message: string; caughtUp?: boolean }) => {
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.caughtUp).not.toBe(false);
    return outcome;
  };
  const opened = await diary.openCase(actor, clientId, {
    case_title: 'Zarina Khan v. Province of Punjab',
    case_number: 'W.P. 1234/2025',
    case_type: 'Writ petition',
    hearing_date: daysFromToday(-3),
    hearing_time: '09:30',
    case_court: 'Lahore High Court',
    case_city: 'Lahore',
  });
  await settle(opened);
  if (!opened.ok) return;
  caseId = opened.caseId;
  await settle(await diary.scheduleHearing(actor, caseId, { hearing_date: daysFromToday(1), hearing_time: '10:00', previous_outcome: 'adjourned' }));
  await settle(await diary.attachJudgment(actor, caseId, attached));
  // After the last hearing, the library takes in a judgment citing the attached one.
  await importCsv(runtime, admin, 'cases', csv(csvHeaders.cases, [judgment(citing, 'Bashir Ahmad v. The State', attached)]));

  const [name, value] = (await sessionCookie(runtime, lawyer)).split(/=(.*)/s);
  await session.browser.context.addCookies([{ name: name ?? '', value: value ?? '', url: session.app.url }]);
}, 240_000);

describe('new since the last hearing', () => {
  it('shows the newly imported judgment citing the attached one on the case page, on a phone', async () => {
    const { page, problems } = session.browser;
    await page.setViewportSize(phone);
    await page.goto(`${session.app.url}/lawyersdairy/cases/${caseId}`);
    const section = page.getByRole('region', { name: 'New since the last hearing' });
    await section.waitFor();
    const link = section.getByRole('link', { name: citing });
    await expect(link.getAttribute('href')).resolves.toBe(`/cases/${encodeURIComponent(citing)}`);
    const text = await section.innerText();
    expect(text).toContain('Bashir Ahmad v. The State');
    expect(text).toContain(`Cites ${attached}`);
    expect(text).toMatch(/Since the hearing of/);
    // The attached judgment itself is followed, not listed as new.
    await expect(section.getByRole('link', { name: attached }).count()).resolves.toBe(0);

    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
    expect(await axeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await screenshotFromTop(page, 'hearing-research-case-phone');

    await link.click();
    await page.waitForURL(`**/cases/${encodeURIComponent(citing)}`);
    expect(problems).toEqual([]);
  });

  it('names the new judgments in the hearing reminder, linking to them on the case page', async () => {
    const { page, problems } = session.browser;
    const { diary } = stores.runtime;
    await page.goto(`${session.app.url}/lawyersdairy/upcoming`);
    await page.locator('[data-realtime="connected"][data-ready="true"]').waitFor();
    const detail = await diary.getCase({ userId: lawyer.userId }, caseId);
    const hearingId = detail?.hearings.at(-1)?.hearingId ?? '';
    const sent = await diary.deliverReminder({ caseId, userId: lawyer.userId, hearingId, when: 'day-before' });
    expect(sent.delivered).toBe(true);
    const reminder = page.getByRole('status').filter({ hasText: 'Zarina Khan v. Province of Punjab' });
    const research = reminder.getByRole('link', { name: 'New since the last hearing: 1' });
    await expect(research.getAttribute('href')).resolves.toBe(`/lawyersdairy/cases/${caseId}#new-since-last-hearing`);
    await screenshotFromTop(page, 'hearing-research-reminder-phone');
    expect(problems).toEqual([]);
  });
});
