import { beforeAll, describe, expect, it } from 'vitest';
import { diaryMessages, nextDay, pakistanDay } from '@qanoon/contracts';
import { rooms } from '@qanoon/services';
import { uniqueId } from '@qanoon/infra/testing';
import { newAccount, paidAccount, sessionCookie, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, seeMessage, useAppInBrowser } from './harness.ts';
import { screenshotFromTop } from './screenshot-from-top.ts';

// The cause list (and its printout), the Calendar feed page, and a hearing
// reminder arriving live, as a paid user sees them.

const stores = useTestRuntime();
const session = useAppInBrowser();

const today = pakistanDay(new Date());
const tomorrow = nextDay(today);
const tag = uniqueId('');
let lawyer: TestAccount;
const cases = { today: '', tomorrow: '', closed: '' };

async function openCase(title: string, date: string, time: string, court: string, clientId: string): Promise<string> {
  const { diary } = stores.runtime;
  const opened = await diary.openCase({ userId: lawyer.userId }, clientId, {
    case_title: title,
    case_number: `${title.split(' ')[0]}-${tag.slice(0, 6)}`,
    case_type: 'Civil suit',
    case_date: today,
    hearing_date: date,
    hearing_time: time,
    case_court: court,
    case_city: 'Lahore',
    case_desc: '',
    case_notes: '',
  });
  if (!opened.ok) throw new Error(opened.message);
  expect(opened.caughtUp).toBe(true);
  return opened.caseId;
}

beforeAll(async () => {
  const { runtime } = stores;
  const admin = await newAccount(runtime, { isAdmin: true });
  lawyer = await paidAccount(runtime, admin, { firstName: 'Ayesha' });
  const clientId = `C-${tag}`;
  const added = await runtime.diary.addClient(
    { userId: lawyer.userId },
    { client_id: clientId, client_name: 'Zarina Khan', client_contact: '0300-1234567', client_address: 'Gulberg', client_city: 'Lahore', client_from: today },
  );
  expect(added.ok).toBe(true);
  cases.today = await openCase('Iqbal v. State', today, '09:30', 'Sessions Court', clientId);
  cases.tomorrow = await openCase('Khan v. Province of Punjab', tomorrow, '10:00', 'Lahore High Court', clientId);
  cases.closed = await openCase('Closed v. Matter', tomorrow, '11:00', 'Lahore High Court', clientId);
  const closed = await runtime.diary.setCaseClose({ userId: lawyer.userId }, cases.closed, 'closed');
  if (!closed.ok) throw new Error(closed.message);
  expect(closed.caughtUp).toBe(true);

  const [name, value] = (await sessionCookie(runtime, lawyer)).split(/=(.*)/s);
  await session.browser.context.addCookies([{ name: name ?? '', value: value ?? '', url: session.app.url }]);
});

describe("the Lawyer's Dairy pages of one's own", () => {
  it("the cause list of every hearing to come lists today's and tomorrow's hearings of open cases and prints only the cause list", async () => {
    const { page, problems } = session.browser;
    await page.goto(`${session.app.url}/lawyersdairy/upcoming?span=upcoming`);
    await page.getByRole('heading', { name: 'Cause list' }).waitFor();

    const day = (label: string) => page.getByRole('region', { name: new RegExp(`^${label}`) });
    const todayRows = day('Today').getByRole('row');
    const tomorrowRows = day('Tomorrow').getByRole('row');
    await expect(todayRows.nth(0).innerText()).resolves.toMatch(/Time\s+Case Title\s+Case Number\s+Client\s+Court\s+City/);
    await expect(todayRows.count()).resolves.toBe(2);
    await expect(todayRows.nth(1).innerText()).resolves.toMatch(/09:30\s+Iqbal v\. State\s+Iqbal-\w+\s+Zarina Khan\s+Sessions Court\s+Lahore/);
    await expect(tomorrowRows.count()).resolves.toBe(2);
    await expect(tomorrowRows.nth(1).innerText()).resolves.toMatch(/10:00\s+Khan v\. Province of Punjab/);
    await expect(day('Tomorrow').getByRole('link', { name: 'Khan v. Province of Punjab' }).getAttribute('href')).resolves.toBe(
      `/lawyersdairy/cases/${cases.tomorrow}`,
    );
    await expect(page.getByText('Closed v. Matter').count()).resolves.toBe(0);
    await screenshot(page, 'diary-screens-upcoming');

    await page.emulateMedia({ media: 'print' });
    try {
      for (const chrome of [page.locator('#side-menu'), page.locator('body header').first(), page.getByRole('button', { name: 'Print' })]) {
        await expect(chrome.isVisible()).resolves.toBe(false);
      }
      await expect(page.getByRole('navigation', { name: "Lawyer's Dairy" }).isVisible()).resolves.toBe(false);
      await expect(page.getByRole('heading', { name: 'Cause list' }).isVisible()).resolves.toBe(true);
      await expect(day('Tomorrow').getByRole('row').nth(1).isVisible()).resolves.toBe(true);
      await screenshot(page, 'diary-screens-upcoming-print');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    expect(problems).toEqual([]);
  });

  it('the Calendar feed page shows the private link, copies it, and resets it', async () => {
    const { page, context, problems } = session.browser;
    const { url } = session.app;
    const token = await stores.runtime.diary.feedToken({ userId: lawyer.userId });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await page.goto(`${url}/lawyersdairy/calendar`);
    await page.getByRole('heading', { name: 'Calendar feed' }).waitFor();
    await page.getByText('Google Calendar, Outlook and Apple Calendar').waitFor();

    const link = page.getByLabel('Your calendar link');
    const oldUrl = `${url}/calendar/${token}.ics`;
    await expect(link.inputValue()).resolves.toBe(oldUrl);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('status').getByText('Copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(oldUrl);
    await screenshotFromTop(page, 'diary-screens-calendar');

    await page.getByText('Reset link', { exact: true }).click();
    await page.getByText('A new link replaces this one at once.').waitFor();
    await screenshotFromTop(page, 'diary-screens-calendar-confirm');
    await page.getByRole('button', { name: 'Yes, reset the link' }).click();
    await seeMessage(page, diaryMessages.feedReset, 'status');
    const newUrl = await link.inputValue();
    expect(newUrl).not.toBe(oldUrl);
    expect(newUrl).toBe(`${url}/calendar/${await stores.runtime.diary.feedToken({ userId: lawyer.userId })}.ics`);
    await expect(page.getByText('A new link replaces this one at once.').isVisible()).resolves.toBe(false);
    await expect(page.getByText('Copied', { exact: true }).count()).resolves.toBe(0);
    await screenshotFromTop(page, 'diary-screens-calendar-reset');

    expect((await fetch(oldUrl)).status).toBe(404);
    const renewed = await fetch(newUrl);
    expect(renewed.status).toBe(200);
    expect(await renewed.text()).toContain('Khan v. Province of Punjab');
    expect(problems).toEqual([]);
  });

  it('a hearing reminder arrives live and stays until it is closed or its case opened', async () => {
    const { page, problems } = session.browser;
    const { diary, realtime } = stores.runtime;
    await page.goto(`${session.app.url}/lawyersdairy/upcoming`);
    await page.locator('[data-realtime="connected"][data-ready="true"]').waitFor();

    const detail = await diary.getCase({ userId: lawyer.userId }, cases.tomorrow);
    const hearingId = detail?.hearings.at(-1)?.hearingId ?? '';
    const remind = async (when: 'day-before' | 'on-the-day') => {
      const sent = await diary.deliverReminder({ caseId: cases.tomorrow, userId: lawyer.userId, hearingId, when });
      expect(sent.delivered).toBe(true);
    };
    await remind('day-before');
    const text = 'Hearing tomorrow at 10:00: Khan v. Province of Punjab in Lahore High Court';
    const reminder = page.getByRole('status').filter({ hasText: text });
    await reminder.waitFor();
    await expect(reminder.getByRole('link', { name: 'Open case' }).getAttribute('href')).resolves.toBe(`/lawyersdairy/cases/${cases.tomorrow}`);
    await screenshot(page, 'diary-screens-reminder');

    // A notice sent after it comes and goes by itself; the reminder is still there.
    const notice = page.getByRole('status').filter({ hasText: `Notice ${tag}` });
    realtime.emit(rooms.user(lawyer.userId), 'notice', { text: `Notice ${tag}` });
    await notice.waitFor();
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    await expect(reminder.isVisible()).resolves.toBe(true);
    await reminder.getByRole('button', { name: 'Close reminder' }).click();
    await reminder.waitFor({ state: 'detached' });

    await remind('on-the-day');
    const onTheDay = page.getByRole('status').filter({ hasText: 'Hearing today at 10:00: Khan v. Province of Punjab in Lahore High Court' });
    await onTheDay.getByRole('link', { name: 'Open case' }).click();
    await page.waitForURL(`**/lawyersdairy/cases/${cases.tomorrow}`);
    await onTheDay.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
