import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryCaseStream, nextDay, pakistanDay } from '@qanoon/contracts';
import type { UploadedCaseFile } from '@qanoon/services';
import { onePixelPng, storedPng } from './case-file-fixtures.ts';
import { newAccount, paidAccount, sessionCookie, useTestRuntime, type TestAccount } from './accounts.ts';
import { launchBrowser, screenshot, useAppInBrowser, type Browser } from './harness.ts';
import { axeViolations } from './screen-fixtures.ts';

// The diary in a court room with no signal: the browser context is set offline (as a phone with
// no signal is), the lawyer reads their diary and records a hearing and a note; meanwhile a second
// browser changes the same case. Back online, the server has each command once, in order, and
// the lawyer sees the conflict with both versions. Signing out clears the device's copy.

const stores = useTestRuntime();
const session = useAppInBrowser();
let second: Browser;

const today = pakistanDay(new Date());
const inAWeek = Array.from({ length: 7 }).reduce<string>((day) => nextDay(day), today);

let lawyer: TestAccount;
const ids = { caseA: '', caseB: '', file: '' };

async function openCase(title: string, notes: string, file: UploadedCaseFile | null) {
  const opened = await stores.runtime.diary.openCase(
    { userId: lawyer.userId },
    'C-7',
    { case_title: title, case_number: 'Crl. A. 77/2026', case_court: 'Sessions Court', case_city: 'Multan', hearing_date: today, hearing_time: '09:30', case_notes: notes },
    file,
  );
  if (!opened.ok) throw new Error(opened.message);
  expect(opened.caughtUp).toBe(true);
  return opened.caseId;
}

/** The page as the diary's screens must read: no accessibility violation, and no sideways scroll on a phone. */
async function readsWell(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-phone`);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

/** The hearings recorded on a case's stream: their notes and the command id each came with. */
async function recorded(caseId: string) {
  const stream = await stores.runtime.eventStore.readStream(diaryCaseStream(caseId));
  return stream
    .filter((event) => event.type === 'HearingScheduled')
    .map((event) => ({ notes: event.data.notes, commandId: event.metadata.commandId, position: event.globalPosition }));
}

beforeAll(async () => {
  const { runtime } = stores;
  const admin = await newAccount(runtime, { isAdmin: true });
  lawyer = await paidAccount(runtime, admin, { firstName: 'Ayesha' });
  const added = await runtime.diary.addClient({ userId: lawyer.userId }, { client_id: 'C-7', client_name: 'Nusrat Bibi', client_city: 'Multan' });
  expect(added.ok).toBe(true);
  const file = await storedPng(stores.runtime, 'fir-copy.png');
  ids.file = file.key.split('/').pop() ?? '';
  ids.caseA = await openCase('Nusrat Bibi v. State', 'Bring the certified copy of the FIR.', file);
  ids.caseB = await openCase('Nusrat Bibi v. Iqbal', 'Ask for the rent receipts.', null);

  const [name, value] = (await sessionCookie(runtime, lawyer)).split(/=(.*)/s);
  const cookie = { name: name ?? '', value: value ?? '', url: session.app.url };
  await session.browser.context.addCookies([cookie]);
  second = await launchBrowser();
  await second.context.addCookies([cookie]);
}, 120_000);

afterAll(async () => {
  await second?.close();
});

describe('the diary offline', () => {
  it('reads the diary and records a hearing and a note with no signal; back online the server has each once, in order, and a conflict shows both versions', async () => {
    const { page, context } = session.browser;
    const { url } = session.app;

    // Online: the diary is kept on the device, and a case file is opened once.
    await page.goto(`${url}/lawyersdairy`);
    await page.locator('[data-diary-offline="kept"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(`${url}/lawyersdairy/cases/${ids.caseA}?popup=files`);
    await page.getByRole('link', { name: 'View File fir-copy.png' }).click();
    const picture = page.getByRole('img', { name: 'Case file fir-copy.png' });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await context.setOffline(true);
    // A diary page never kept says so, which shows the pages come from the device, not the server.
    const notKept = await page.goto(`${url}/lawyersdairy/calendar`);
    expect(notKept?.status()).toBe(503);
    await page.getByText('This page of the diary is not on this device yet.').waitFor();
    await page.getByText('Search and the library need a connection.').waitFor();

    // Every client, case, hearing, note and the cause list read from the device.
    await page.goto(`${url}/lawyersdairy`);
    await page.getByText('No connection. The diary is on this device', { exact: false }).waitFor();
    await page.getByRole('row', { name: /Nusrat Bibi/ }).getByRole('link', { name: /^Cases/ }).click();
    await page.waitForURL(`**/lawyersdairy/clients/C-7`);
    await page.getByText('Nusrat Bibi v. Iqbal').first().waitFor();
    await page.goto(`${url}/lawyersdairy/cases/${ids.caseA}`);
    await page.getByText('Bring the certified copy of the FIR.').first().waitFor();
    await page.goto(`${url}/lawyersdairy/cases/${ids.caseA}?popup=notes`);
    await page.getByRole('dialog', { name: 'Case Notes' }).getByText('Bring the certified copy of the FIR.').waitFor();
    await page.goto(`${url}/lawyersdairy/upcoming?span=upcoming`);
    await page.getByRole('heading', { name: 'Cause list' }).waitFor();
    await page.getByRole('region', { name: /^Today/ }).getByRole('link', { name: 'Nusrat Bibi v. State' }).waitFor();
    // The file opened before opens again.
    const fileResponse = await page.goto(`${url}/lawyersdairy/files/${ids.file}`);
    expect(fileResponse?.headers()['content-type']).toBe('image/png');
    expect((await fileResponse?.body())?.equals(onePixelPng)).toBe(true);

    // Search and the library say plainly that they need a connection.
    await page.goto(`${url}/lawyersdairy`);
    await page.locator('#side-menu').getByRole('link', { name: 'Search', exact: true }).click();
    await page.getByRole('alert').getByText('Search and the library need a connection.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/lawyersdairy');
    await screenshot(page, 'diary-offline-reading');

    // The hearing just held, and a note on the other case, recorded with no signal.
    await page.goto(`${url}/lawyersdairy/cases/${ids.caseA}/hearing`);
    await page.getByLabel('Next Hearing Date').fill(inAWeek);
    await page.getByLabel('Outcome of the last hearing').selectOption('adjourned');
    await page.getByLabel('Lawyer Notes').fill('Recorded in court: the witness did not come.');
    await page.getByRole('button', { name: 'Save Hearing' }).click();
    await page.waitForURL(`**/lawyersdairy/cases/${ids.caseA}`);
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByText('Recorded in court: the witness did not come.').waitFor();

    await page.goto(`${url}/lawyersdairy/cases/${ids.caseB}/hearing`);
    await page.getByLabel('Lawyer Notes').fill('Note: the landlord offers to settle.');
    await page.getByRole('button', { name: 'Save Hearing' }).click();
    await page.waitForURL(`**/lawyersdairy/cases/${ids.caseB}`);
    await waiting.getByText('Note: the landlord offers to settle.').waitFor();
    await expect(waiting.getByRole('listitem').count()).resolves.toBe(2);
    await expect(waiting.getByRole('listitem').filter({ hasText: 'Waiting to send' }).count()).resolves.toBe(2);
    await screenshot(page, 'diary-offline-waiting');
    await readsWell(page, 'diary-offline-waiting');
    expect(await recorded(ids.caseA)).toEqual([]);
    expect(await recorded(ids.caseB)).toEqual([]);

    // Meanwhile a second browser, online, records a hearing on the same case.
    await second.page.goto(`${url}/lawyersdairy/cases/${ids.caseA}/hearing`);
    await second.page.getByLabel('Lawyer Notes').fill('Changed at the office: adjournment sought.');
    await second.page.getByRole('button', { name: 'Save Hearing' }).click();
    await second.page.waitForURL('**/lawyersdairy/clients/C-7');
    expect((await recorded(ids.caseA)).map((h) => h.notes)).toEqual(['Changed at the office: adjournment sought.']);

    // The connection returns: the note is sent; the hearing meets the change and is shown with it.
    await context.setOffline(false);
    const conflict = page.getByRole('region', { name: 'Changed elsewhere' });
    await conflict.waitFor({ timeout: 30_000 });
    await conflict.getByRole('region', { name: 'Your version' }).getByText('Recorded in court: the witness did not come.').waitFor();
    await conflict.getByRole('region', { name: 'The case now' }).getByText('Changed at the office: adjournment sought.').waitFor();
    await waiting.waitFor({ state: 'detached' });
    await screenshot(page, 'diary-offline-conflict');
    await readsWell(page, 'diary-offline-conflict');
    const sentB = await recorded(ids.caseB);
    expect(sentB.map((h) => h.notes)).toEqual(['Note: the landlord offers to settle.']);
    expect((await recorded(ids.caseA)).map((h) => h.notes)).toEqual(['Changed at the office: adjournment sought.']);

    // Kept: recorded after the other, nothing overwritten, each command once.
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await conflict.waitFor({ state: 'detached', timeout: 30_000 });
    const sentA = await recorded(ids.caseA);
    expect(sentA.map((h) => h.notes)).toEqual(['Changed at the office: adjournment sought.', 'Recorded in court: the witness did not come.']);
    const mine = [...sentA.slice(1), ...sentB];
    expect(new Set(mine.map((h) => h.commandId)).size).toBe(2);
    expect(sentB[0]?.position).toBeLessThan(sentA[1]?.position ?? 0n);
    // Sending again (a reload, the next `online`) sends nothing twice.
    await page.reload();
    await page.locator('[data-diary-offline="kept"]').waitFor({ state: 'attached', timeout: 60_000 });
    expect(await recorded(ids.caseA)).toEqual(sentA);
    expect(await recorded(ids.caseB)).toEqual(sentB);
    const detail = await stores.runtime.diary.getCase({ userId: lawyer.userId }, ids.caseA);
    expect(detail?.hearingDate).toBe(inAWeek);
  }, 240_000);

  it('signing out removes the diary from the device', async () => {
    // A device that kept the diary and never lost its signal here: the browser's offline switch
    // above can leave a restarted service worker of that context without a network.
    const device = await launchBrowser();
    try {
      const { page, context } = device;
      const { url } = session.app;
      await context.addCookies(await session.browser.context.cookies(url));
      await page.goto(`${url}/lawyersdairy`);
      await page.locator('[data-diary-offline="kept"]').waitFor({ state: 'attached', timeout: 60_000 });
      const kept = () =>
        page.evaluate(async () => ({
          databases: (await indexedDB.databases()).map((d) => d.name),
          caches: await caches.keys(),
          workers: (await navigator.serviceWorker.getRegistrations()).length,
        }));
      expect(await kept()).toEqual({ databases: ['qanoon-diary'], caches: ['qanoon-diary-v1'], workers: 1 });

      await page.locator('summary').filter({ has: page.getByRole('img', { name: 'Profile picture' }) }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      await expect.poll(kept).toEqual({ databases: [], caches: [], workers: 0 });
      expect(device.problems).toEqual([]);
    } finally {
      await device.close();
    }
  }, 120_000);
});
