import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bookmarkMessages, csvHeaders, diaryEmptyTexts, diaryMessages, nextDay, pakistanDay, reminderText } from '@qanoon/contracts';
import { uniqueId } from '@qanoon/infra/testing';
import type { Locator, Page } from 'playwright-core';
import { datesIn } from '../../app/ui/dates.ts';

const { day: readableDay, shortDay } = datesIn('en');
import { newAccount, paidAccount, sessionCookie, signIn, useTestRuntime } from './accounts.ts';
import { seeMessage, useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';
import { screenshotFromTop as screenshot } from './screenshot-from-top.ts';

// The app's clock reads 18:30 today in Pakistan: past the evening-before reminder time (18:00),
// so a hearing set for tomorrow is reminded of at once, through the worker and the socket.
const pkToday = pakistanDay(new Date());
const tomorrow = nextDay(pkToday);
const offset = Date.parse(`${pkToday}T18:30:00+05:00`) - Date.now();
const daysFrom = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const session = useAppInBrowser({ CLOCK_OFFSET_MS: String(offset) });
const stores = useTestRuntime();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG of `width` x `height`: green with a gold band, as a scanned page would be (only plainer). */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => {
    const [r, g, b] = y > height / 3 && y < (2 * height) / 3 ? [176, 141, 60] : [15, 59, 46];
    return Buffer.from([0, ...Array.from({ length: width }, () => [r, g, b]).flat()]);
  });
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const orderSheetPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const headers = (page: Page) => page.locator('main table thead th').allInnerTexts();
const row = (page: Page, text: string) => page.locator('main table tbody tr').filter({ hasText: text });
/** A row's cells, once the row is on the page. */
async function cells(locator: Locator): Promise<string[]> {
  await locator.waitFor();
  return locator.getByRole('cell').allInnerTexts();
}
/** The Open Cases count the clients list shows for a client. */
const openCasesOf = async (page: Page, clientName: string) => (await cells(row(page, clientName)))[4];

/** Whether `later` comes after `earlier` in the page. */
async function follows(earlier: Locator, later: Locator): Promise<boolean> {
  const target = await later.elementHandle();
  return earlier.evaluate((a, b) => b !== null && Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING), target);
}

describe("lawyer's diary", () => {
  it('a lawyer adds a client, keeps a case through two hearings, reads it in its popups, closes and reopens it, and is reminded of tomorrow live', async () => {
    const { runtime } = stores;
    const { app } = session;
    const { page, problems } = session.browser;
    const admin = await newAccount(runtime, { isAdmin: true });
    const lawyer = await paidAccount(runtime, admin, { firstName: 'Ayesha' });
    const client = { id: uniqueId('C-'), name: `Zarina Bibi ${uniqueId('')}`, contact: '0300-1234567', address: 'House 12, Street 4, Gulberg', city: 'Lahore' };
    const title = `Bibi v. Lahore Development Authority ${uniqueId('')}`;
    const court = 'Civil Court Lahore';
    await signIn(page, app.url, runtime, lawyer);

    // The clients list, empty.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "Lawyer's Diary" }).click();
    await page.getByRole('heading', { name: "Lawyer's Dairy", level: 1 }).waitFor();
    await page.getByText(diaryEmptyTexts.clients).waitFor();
    expect(await headers(page)).toEqual(['Client Name', 'Contact', 'City', 'Client From', 'Open Cases', 'Cases', 'Edit']);
    await screenshot(page, 'diary-no-clients');

    // Add Client: one field left empty is refused with the spec's words, and what was typed stays.
    await page.getByRole('link', { name: 'Add Clients' }).click();
    await page.getByRole('heading', { name: 'Add Client' }).waitFor();
    await page.getByLabel('Client ID').fill(client.id);
    await page.getByLabel('Address').fill(client.address);
    await page.getByRole('button', { name: 'Add Client' }).click();
    await seeMessage(page, diaryMessages.clientNeedsNameOrContact);
    expect(await page.getByLabel('Address').inputValue()).toBe(client.address);
    await screenshot(page, 'diary-add-client-refused');
    await page.getByLabel('Client Name').fill(client.name);
    await page.getByLabel('Contact').fill(client.contact);
    await page.getByLabel('City').fill('Lahor');
    await page.getByLabel('Client From').fill(daysFrom(pkToday, -400));
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.waitForURL(`${app.url}/lawyersdairy`);
    await seeMessage(page, diaryMessages.clientAdded, 'status');
    expect((await cells(row(page, client.name))).slice(0, 5)).toEqual([client.name, client.contact, 'Lahor', readableDay(daysFrom(pkToday, -400)), '0']);

    // Update Client, prefilled, back to the list.
    await row(page, client.name).getByRole('link', { name: `Edit ${client.name}` }).click();
    await page.getByRole('heading', { name: 'Update Client' }).waitFor();
    expect(await page.getByLabel('Client Address').inputValue()).toBe(client.address);
    await page.getByLabel('Client City').fill(client.city);
    await page.getByRole('button', { name: 'Update Client' }).click();
    await page.waitForURL(`${app.url}/lawyersdairy`);
    await seeMessage(page, diaryMessages.clientUpdated, 'status');
    expect((await cells(row(page, client.name)))[2]).toBe(client.city);
    await screenshot(page, 'diary-clients');

    // The client's cases page, empty; then a case with a picture of the plaint.
    await row(page, client.name).getByRole('link', { name: `Cases of ${client.name}` }).click();
    await page.getByRole('heading', { name: client.name, level: 2 }).waitFor();
    await page.getByText(client.address).waitFor();
    await page.getByText('Open cases: 0').waitFor();
    await page.getByText('Closed cases: 0').waitFor();
    await page.getByText(diaryEmptyTexts.cases).waitFor();
    expect(await headers(page)).toEqual([
      'Case Title',
      'Case Number',
      'Case Date',
      'Hearing Date',
      'Hearing Time',
      'Court',
      'City',
      'Read',
      'Next Hearing',
      'Prev Hearing list',
      'Case closed toggle',
    ]);
    const clientPage = page.url();
    await page.getByRole('link', { name: 'Add Cases' }).click();
    await page.getByRole('heading', { name: 'Add Case' }).waitFor();
    await page.getByLabel('Case Title').fill(title);
    await page.getByLabel('Case Number').fill('Suit 411/2025');
    await page.getByLabel('Case Type').fill('Civil Suit');
    await page.getByLabel('Case Date').fill(daysFrom(pkToday, -30));
    await page.getByLabel('Hearing Date').fill(daysFrom(pkToday, -7));
    await page.getByLabel('Hearing Time').fill('11:00');
    await page.getByLabel('Court Name').fill(court);
    await page.getByLabel('City Name').fill('Lahore');
    await page.getByLabel('Case Description').fill('Suit for recovery of the plot withheld since 2019.');
    await page.getByLabel('Lawyer Notes').fill('Ask the client for the allotment letter.');
    await page.getByLabel('Upload Files').setInputFiles({ name: 'plaint.png', mimeType: 'image/png', buffer: png(240, 160) });
    await screenshot(page, 'diary-case-form');
    await page.getByRole('button', { name: 'Save Case' }).click();
    await page.waitForURL(clientPage);
    await seeMessage(page, diaryMessages.caseSaved, 'status');
    await page.getByText('Open cases: 1').waitFor();
    expect((await cells(row(page, title))).slice(0, 7)).toEqual([
      title,
      'Suit 411/2025',
      shortDay(daysFrom(pkToday, -30)),
      shortDay(daysFrom(pkToday, -7)),
      '11:00',
      court,
      'Lahore',
    ]);

    // The first hearing: today, the opening one heard, with the order sheet as a PDF.
    await row(page, title).getByRole('link', { name: `Next Hearing of ${title}` }).click();
    await page.getByRole('heading', { name: 'Next Hearing' }).waitFor();
    await page.getByLabel('Next Hearing Date').fill(pkToday);
    await page.getByLabel('Next Hearing Time').fill('09:30');
    await page.getByLabel('Outcome of the last hearing').selectOption({ label: 'Heard' });
    await page.getByLabel('Upload Files').setInputFiles({ name: 'order-sheet.pdf', mimeType: 'application/pdf', buffer: orderSheetPdf });
    await page.getByLabel('Case Description').fill('Written statement filed by the Authority.');
    await page.getByLabel('Lawyer Notes').fill('Prepare the replication.');
    await page.getByRole('button', { name: 'Save Hearing' }).click();
    await page.waitForURL(clientPage);
    await seeMessage(page, diaryMessages.hearingSaved, 'status');
    expect((await cells(row(page, title))).slice(3, 5)).toEqual([shortDay(pkToday), '09:30']);
    const previous = page.getByRole('list', { name: `Previous hearings of ${title}` });
    expect(await previous.getByRole('listitem').allInnerTexts()).toEqual([`${shortDay(daysFrom(pkToday, -7))}, 11:00\nHeard`]);

    // The cause list, open in a second tab, shows today's hearing and waits for reminders.
    const causeList = await page.context().newPage();
    await causeList.goto(`${app.url}/lawyersdairy/upcoming?span=upcoming`);
    await causeList.getByRole('heading', { name: 'Cause list' }).waitFor();
    const todayHeading = causeList.getByRole('heading', { name: /^Today/ });
    const listed = causeList.getByRole('link', { name: title });
    expect(await follows(todayHeading, listed)).toBe(true);
    // Only the days with hearings are listed: none tomorrow yet.
    await expect(causeList.getByRole('heading', { name: /^Tomorrow/ }).count()).resolves.toBe(0);
    await causeList.locator('[data-realtime="connected"][data-ready="true"]').waitFor();
    await causeList.evaluate(() => document.body.setAttribute('data-before-reminder', ''));

    // The second hearing: tomorrow at ten, today's adjourned. Its reminder is due at once.
    await row(page, title).getByRole('link', { name: `Next Hearing of ${title}` }).click();
    await page.getByLabel('Next Hearing Date').fill(tomorrow);
    await page.getByLabel('Next Hearing Time').fill('10:00');
    await page.getByLabel('Outcome of the last hearing').selectOption({ label: 'Adjourned' });
    await page.getByLabel('Case Description').fill("Adjourned on the request of the Authority's counsel.");
    await page.getByLabel('Lawyer Notes').fill('File the replication before the next date.');
    await screenshot(page, 'diary-hearing-form');
    await page.getByRole('button', { name: 'Save Hearing' }).click();
    await page.waitForURL(clientPage);
    expect((await cells(row(page, title))).slice(3, 5)).toEqual([shortDay(tomorrow), '10:00']);
    expect(await previous.getByRole('listitem').allInnerTexts()).toEqual([
      `${shortDay(pkToday)}, 09:30\nAdjourned`,
      `${shortDay(daysFrom(pkToday, -7))}, 11:00\nHeard`,
    ]);
    await screenshot(page, 'diary-client-cases');

    // The reminder reaches the waiting tab live: the same page, never reloaded.
    const reminder = reminderText('day-before', { title, court, time: '10:00' });
    expect(reminder).toBe(`Hearing tomorrow at 10:00: ${title} in ${court}`);
    await causeList.getByLabel('Notifications').getByText(reminder).waitFor({ timeout: 30_000 });
    expect(await causeList.locator('body[data-before-reminder]').count()).toBe(1);
    await screenshot(causeList, 'diary-reminder-live');
    await causeList.reload();
    const tomorrowHeading = causeList.getByRole('heading', { name: /^Tomorrow/ });
    await tomorrowHeading.waitFor();
    expect(await follows(tomorrowHeading, listed)).toBe(true);
    await causeList.close();
    // This tab had it too; it stays until closed.
    await page.getByLabel('Notifications').getByText(reminder).waitFor();
    await page.getByRole('button', { name: 'Close reminder' }).click();

    // The read panel: the three popups, each in the address.
    await row(page, title).getByRole('link', { name: `Read ${title}` }).click();
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    const casePage = page.url().split('?')[0] ?? '';
    await page.getByRole('link', { name: 'Read Case Description' }).click();
    const descriptions = page.getByRole('dialog', { name: 'Case Description' });
    await descriptions.waitFor();
    expect(new URL(page.url()).search).toBe('?popup=description');
    const entries = descriptions.getByRole('listitem');
    expect(await entries.count()).toBe(3);
    await entries.nth(0).getByText('Suit for recovery of the plot withheld since 2019.').waitFor();
    await entries.nth(0).getByText(`for the hearing of ${readableDay(daysFrom(pkToday, -7))}`).waitFor();
    await entries.nth(2).getByText("Adjourned on the request of the Authority's counsel.").waitFor();
    expect(await entries.nth(2).innerText()).toMatch(/^Written \d{2} \w{3} \d{4}, \d{2}:\d{2} · for the hearing of /);
    await screenshot(page, 'diary-popup-description');
    await descriptions.getByRole('button', { name: 'Close' }).click();
    await descriptions.waitFor({ state: 'detached' });
    expect(page.url()).toBe(casePage);

    await page.getByRole('link', { name: 'Read Note' }).click();
    const notes = page.getByRole('dialog', { name: 'Case Notes' });
    await notes.waitFor();
    // Each Next Hearing form's notes are kept with the hearing just held: the first hearing has the
    // case form's notes and those written after it, the second those written after it.
    const written = await notes.getByRole('listitem').allInnerTexts();
    expect(written).toEqual([expect.stringContaining('Ask the client for the allotment letter.'), expect.stringContaining('File the replication before the next date.')]);
    expect(written[0]).toContain('Prepare the replication.');
    await notes.getByRole('button', { name: 'Close' }).click();
    await notes.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Check Uploaded' }).click();
    const files = page.getByRole('dialog', { name: 'Case Files' });
    await files.waitFor();
    // Each file goes by its own name first; the stored, generated name comes second, in the small print.
    const names = await files.locator('li strong').allInnerTexts();
    expect(names).toEqual(['plaint.png', 'order-sheet.pdf']);
    const [pictureName = '', pdfName = ''] = names;
    expect(await files.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/stored as [0-9a-f-]{36}\.png$/),
      expect.stringMatching(/stored as [0-9a-f-]{36}\.pdf$/),
    ]);
    const pdfLink = files.getByRole('link', { name: `View File ${pdfName}` });
    expect(await pdfLink.getAttribute('target')).toBe('_blank');
    await files.getByRole('link', { name: `View File ${pictureName}` }).click();
    const picture = files.getByRole('img', { name: `Case file ${pictureName}` });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    // Reload keeps the popup and the picture open.
    await page.reload();
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await screenshot(page, 'diary-popup-files');

    // The files go to their owner only.
    const fileUrl = new URL((await picture.getAttribute('src')) ?? '', app.url).href;
    const ownCookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const own = await fetch(fileUrl, { headers: { Cookie: ownCookie } });
    expect({ status: own.status, type: own.headers.get('Content-Type') }).toEqual({ status: 200, type: 'image/png' });
    const pdf = await fetch(new URL((await pdfLink.getAttribute('href')) ?? '', app.url), { headers: { Cookie: ownCookie } });
    expect({ status: pdf.status, type: pdf.headers.get('Content-Type') }).toEqual({ status: 200, type: 'application/pdf' });
    const stranger = await sessionCookie(runtime, await paidAccount(runtime, admin, { firstName: 'Bilal' }));
    expect((await fetch(fileUrl, { headers: { Cookie: stranger } })).status).toBe(404);
    expect((await fetch(casePage, { headers: { Cookie: stranger } })).status).toBe(404);

    await files.getByRole('button', { name: 'Close' }).click();
    await files.waitFor({ state: 'detached' });
    expect(page.url()).toBe(casePage);
    const log = page.getByRole('region', { name: 'Hearings' });
    expect((await log.locator('tbody tr').allInnerTexts()).map((line) => line.split('\t').slice(0, 4))).toEqual([
      ['1', readableDay(daysFrom(pkToday, -7)), '11:00', 'Heard'],
      ['2', readableDay(pkToday), '09:30', 'Adjourned'],
      ['3', readableDay(tomorrow), '10:00', 'Next hearing'],
    ]);
    await screenshot(page, 'diary-read-panel');

    // Close the case and open it again: the counts follow, here and in the clients list.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(clientPage);
    const toggle = page.getByRole('switch', { name: `Case closed: ${title}` });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await toggle.innerText()).toBe('Open');
    await toggle.click();
    await page.getByText('Closed cases: 1').waitFor();
    await page.getByText('Open cases: 0').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await toggle.innerText()).toBe('Closed');
    await screenshot(page, 'diary-case-closed');
    await page.getByRole('navigation', { name: "Lawyer's Dairy" }).getByRole('link', { name: 'Clients' }).click();
    await page.waitForURL(`${app.url}/lawyersdairy`);
    await expect.poll(() => openCasesOf(page, client.name)).toBe('0');
    await row(page, client.name).getByRole('link', { name: `Cases of ${client.name}` }).click();
    await page.waitForURL(clientPage);
    await toggle.click();
    await page.getByText('Open cases: 1').waitFor();
    await page.getByText('Closed cases: 0').waitFor();
    expect(await toggle.innerText()).toBe('Open');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${app.url}/lawyersdairy`);
    await expect.poll(() => openCasesOf(page, client.name)).toBe('1');

    // The cause list, for tomorrow, lists the hearing of the reopened case.
    await page.getByRole('navigation', { name: "Lawyer's Dairy" }).getByRole('link', { name: 'Cause list' }).click();
    await page.getByRole('heading', { name: 'Cause list' }).waitFor();
    await page.getByRole('link', { name: 'Tomorrow', exact: true }).click();
    await page.waitForURL(/span=tomorrow/);
    const upcoming = page.getByRole('link', { name: title });
    expect(await follows(page.getByRole('heading', { name: /^Tomorrow/ }), upcoming)).toBe(true);
    await screenshot(page, 'diary-upcoming');

    expect(problems).toEqual([]);
  });

  it('a judgment the lawyer bookmarked is attached to a case, opened from it, and detached', async () => {
    const { runtime } = stores;
    const { app } = session;
    const { page, problems } = session.browser;
    const admin = await newAccount(runtime, { isAdmin: true });
    const judgment = { citationId: `PLD 2024 Lahore ${randomInt(10_000, 99_999)}`, parties: `Rashida ${uniqueId('')} v. The State` };
    await importCsv(
      runtime,
      admin,
      'cases',
      csv(csvHeaders.cases, [
        [judgment.citationId, judgment.parties, 'Mr. Justice Ali Baqar Najafi', 'Ms. Hina Jilani, ASC', 'Lahore High Court', '', '', 'Civil/Possession', 'Possession restored.'],
      ]),
    );
    const lawyer = await paidAccount(runtime, admin, { firstName: 'Hamid' });
    const actor = { userId: lawyer.userId };
    const clientId = uniqueId('C-');
    expect((await runtime.diary.addClient(actor, { client_id: clientId, client_name: 'Nasreen Akhtar', client_contact: '0321-7654321', client_address: 'Model Town', client_city: 'Lahore', client_from: pkToday })).ok).toBe(true);
    const opened = await runtime.diary.openCase(actor, clientId, { case_title: 'Akhtar v. Rashid', case_court: 'Civil Court Lahore' });
    if (!opened.ok) throw new Error(opened.message);

    await page.context().clearCookies();
    await signIn(page, app.url, runtime, lawyer);
    await page.goto(`${app.url}/lawyersdairy/cases/${opened.caseId}`);
    await page.getByText(diaryEmptyTexts.judgments).waitFor();

    await page.goto(`${app.url}/cases/${encodeURIComponent(judgment.citationId)}`);
    await page.getByRole('button', { name: '☆ Bookmark' }).click();
    await seeMessage(page, bookmarkMessages.added, 'status');

    await page.goto(`${app.url}/lawyersdairy/cases/${opened.caseId}`);
    await page.getByLabel('Bookmarked judgment').selectOption(judgment.citationId);
    await page.getByRole('button', { name: 'Attach Judgment' }).click();
    await seeMessage(page, diaryMessages.judgmentAttached, 'status');
    const judgments = page.getByRole('region', { name: 'Judgments' });
    await judgments.getByText(judgment.parties).waitFor();
    await screenshot(page, 'diary-judgment-attached');

    await judgments.getByRole('link', { name: judgment.citationId }).click();
    await page.getByRole('heading', { name: judgment.citationId, level: 1 }).waitFor();
    await page.goBack();
    await judgments.getByRole('button', { name: `Detach ${judgment.citationId}` }).click();
    await seeMessage(page, diaryMessages.judgmentDetached, 'status');
    await page.getByText(diaryEmptyTexts.judgments).waitFor();

    // The read panel has the Case closed toggle too; a closed case offers no next hearing.
    const toggle = page.getByRole('switch', { name: 'Case closed: Akhtar v. Rashid' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('link', { name: 'Next Hearing' }).waitFor({ state: 'detached' });
    expect(await runtime.diary.getCase(actor, opened.caseId)).toMatchObject({ caseClose: 'closed' });

    expect(problems).toEqual([]);
  }, 240_000);

  it("a lawyer corrects a case's court: refused while too long, with what was typed kept, then shown on the read panel and the client's cases", async () => {
    const { runtime } = stores;
    const { app } = session;
    const { page, problems } = session.browser;
    const admin = await newAccount(runtime, { isAdmin: true });
    const lawyer = await paidAccount(runtime, admin, { firstName: 'Sadia' });
    const actor = { userId: lawyer.userId };
    const clientId = uniqueId('C-');
    const title = `Qureshi v. WAPDA ${uniqueId('')}`;
    expect((await runtime.diary.addClient(actor, { client_id: clientId, client_name: 'Imran Qureshi', client_contact: '0333-1112223', client_address: 'Satellite Town', client_city: 'Rawalpindi', client_from: pkToday })).ok).toBe(true);
    const opened = await runtime.diary.openCase(actor, clientId, {
      case_title: title,
      case_number: 'WP 1180/2025',
      case_type: 'Writ Petition',
      case_date: daysFrom(pkToday, -20),
      hearing_date: tomorrow,
      hearing_time: '10:00',
      case_court: 'Civil Court Rawalpindi',
      case_city: 'Rawalpindi',
    });
    if (!opened.ok) throw new Error(opened.message);
    const court = 'Lahore High Court, Rawalpindi Bench';

    await page.context().clearCookies();
    await signIn(page, app.url, runtime, lawyer);
    await page.goto(`${app.url}/lawyersdairy/cases/${opened.caseId}`);
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    const casePage = page.url();
    await page.getByRole('link', { name: 'Edit Case' }).click();
    await page.getByRole('heading', { name: 'Edit Case', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/lawyersdairy/cases/${opened.caseId}/edit`);
    const prefilled = await Promise.all(
      ['Case Title', 'Case Number', 'Case Type', 'Case Date', 'Court Name', 'City Name'].map((label) => page.getByLabel(label).inputValue()),
    );
    expect(prefilled).toEqual([title, 'WP 1180/2025', 'Writ Petition', daysFrom(pkToday, -20), 'Civil Court Rawalpindi', 'Rawalpindi']);
    await screenshot(page, 'diary-edit-case');

    // A court name past its bound (the page's own limit lifted, as a script could) is refused, and what was typed stays.
    await page.getByLabel('Case Number').fill('WP 1181/2025');
    await page.getByLabel('Court Name').evaluate((input) => input.removeAttribute('maxlength'));
    await page.getByLabel('Court Name').fill('C'.repeat(201));
    await page.getByRole('button', { name: 'Update Case' }).click();
    await seeMessage(page, diaryMessages.tooLong(200));
    expect(await page.getByLabel('Case Number').inputValue()).toBe('WP 1181/2025');
    expect(await page.getByLabel('Court Name').inputValue()).toBe('C'.repeat(201));
    await screenshot(page, 'diary-edit-case-refused');
    expect(await runtime.diary.getCase(actor, opened.caseId)).toMatchObject({ number: 'WP 1180/2025', court: 'Civil Court Rawalpindi' });

    await page.getByLabel('Court Name').fill(court);
    await page.getByRole('button', { name: 'Update Case' }).click();
    await page.waitForURL(casePage);
    await seeMessage(page, diaryMessages.caseUpdated, 'status');
    const fact = (term: string) => page.locator(`dt:text-is("${term}") + dd`).innerText();
    expect([await fact('Court'), await fact('Case Number'), await fact('City')]).toEqual([court, 'WP 1181/2025', 'Rawalpindi']);
    // The hearing is as it was.
    expect(await fact('Hearing')).toBe(`${readableDay(tomorrow)} at 10:00`);

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${app.url}/lawyersdairy/clients/${encodeURIComponent(clientId)}`);
    expect((await cells(row(page, title))).slice(0, 7)).toEqual([title, 'WP 1181/2025', shortDay(daysFrom(pkToday, -20)), shortDay(tomorrow), '10:00', court, 'Rawalpindi']);

    expect(problems).toEqual([]);
  }, 120_000);
});
