import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@qanoon/contracts';
import { newAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { useAppInBrowser } from './harness.ts';
import { useOwnDatabase } from './own-database.ts';
import { screenshotFromTop } from './screenshot-from-top.ts';

// The report counts every payment in its database: this file's own, so nothing else shows up.
const own = useOwnDatabase('replay_reports');
const session = useAppInBrowser(own.env);
const stores = useTestRuntime(own.env);

const pakistanDay = (ms: number) => new Date(ms + 5 * 3600_000).toISOString().slice(0, 10);
const today = pakistanDay(Date.now());
const yesterday = pakistanDay(Date.now() - 24 * 3600_000);
let admin: TestAccount;

beforeAll(async () => {
  const { billing } = stores.runtime;
  admin = await newAccount(stores.runtime, { isAdmin: true, firstName: 'Bilal' });
  const added = await billing.addPackage({ userId: admin.userId }, { package: 'Monthly', duration: '30', fee: '1500', registration: '500', total: '2000' });
  if (!added.ok) throw new Error(added.message);
  const monthly = (await billing.listPackages()).find((p) => p.package === 'Monthly');
  if (!monthly) throw new Error('no package');
  const payer = await newAccount(stores.runtime, { firstName: 'Ayesha' });
  const waiting = await newAccount(stores.runtime, { firstName: 'Hamza' });
  for (const [account, channel] of [
    [payer, 'jazzcash'],
    [waiting, 'bank'],
  ] as const) {
    const submitted = await billing.submitReceipt({ userId: account.userId }, { packageId: monthly.id, receiptKey: `receipts/${account.userId}.png`, channel });
    if (!submitted.ok) throw new Error(submitted.message);
  }
  const verified = await billing.verifyPayment({ userId: admin.userId }, payer.userId);
  if (!verified.ok) throw new Error(verified.message);
});

const total = (label: string) => session.browser.page.getByTestId('report-totals').locator('div', { hasText: label }).locator('dd');

describe('Reports', () => {
  it('shows the replayed payment history as of a chosen date, with charts, and downloads it as CSV', async () => {
    const { page } = session.browser;
    await signIn(page, session.app.url, stores.runtime, admin);
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/reports');
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    expect(await total('Receipts submitted').textContent()).toBe('2');
    expect(await total('Receipts verified').textContent()).toBe('1');
    expect(await total('Revenue').textContent()).toBe('Rs. 2,000/-');
    expect(await total('Receipts waiting').textContent()).toBe('1');
    await page.getByRole('img', { name: 'Revenue by package per month' }).waitFor();
    await page.getByRole('img', { name: 'Verification time percentiles per month, in hours' }).waitFor();
    await page.getByRole('table', { name: 'Share of each cohort still paid, months after the first payment' }).waitFor();
    // Each mark of an axis is its own figure (a small chart once read 0, 0, 1, 1, 1).
    const marks = await page.getByRole('img', { name: 'Revenue by package per month' }).locator('g[font-size] > g > text').allTextContents();
    expect(marks.length).toBeGreaterThan(1);
    expect(new Set(marks).size).toBe(marks.length);
    // On a 1280 px screen no table of the report scrolls sideways: the month by month figures are two tables.
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByRole('table', { name: 'Receipts month by month' }).waitFor();
    await page.getByRole('table', { name: 'Users month by month' }).waitFor();
    const sideways = await page.evaluate(() =>
      [...document.querySelectorAll('main table')].filter((table) => {
        const box = table.parentElement as HTMLElement;
        return box.scrollWidth > box.clientWidth + 1;
      }).map((table) => table.querySelector('caption')?.textContent),
    );
    expect(sideways).toEqual([]);
    await screenshotFromTop(page, 'reports');

    // Yesterday nothing had been recorded yet.
    await page.getByLabel('As of').fill(yesterday);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((u) => u.searchParams.get('asOf') === yesterday);
    // The address changes before the new figures render: wait for the page to name the new date.
    await page.getByText(`recorded up to the end of ${yesterday}`).waitFor();
    expect(await total('Receipts submitted').textContent()).toBe('0');
    expect(await total('Revenue').textContent()).toBe('Rs. 0/-');
    // An empty period says so instead of drawing empty charts.
    expect(await page.getByText('No payments in this period').count()).toBe(2);
    expect(await page.getByRole('img', { name: 'Revenue by package per month' }).count()).toBe(0);
    await screenshotFromTop(page, 'reports-empty-period');

    await page.getByLabel('As of').fill(today);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((u) => u.searchParams.get('asOf') === today);
    // The address changes before the new figures render: wait for the page to name the new date.
    await page.getByText(`recorded up to the end of ${today}`).waitFor();
    expect(await total('Receipts verified').textContent()).toBe('1');
    await screenshotFromTop(page, 'reports-as-of-today');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`qanoon-payments-as-of-${today}.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('period,figure,breakdown,value');
    expect(csv).toContain('total,receipts verified,,1');
    expect(csv).toContain('total,revenue,monthly,2000');
    expect(csv).toContain('total,receipts submitted,jazzcash,1');
    expect(csv).toContain('total,receipts waiting at end,,1');
    expect(session.browser.problems).toEqual([]);
  });

  it('says so when the as-of date is not a real date', async () => {
    const { page } = session.browser;
    const response = await page.goto(`${session.app.url}/dashboard/reports?asOf=2026-02-30`);
    expect(response?.status()).toBe(400);
    await page.getByText('Enter a valid date').first().waitFor();
  });

  it('refuses a date after today with 400 and a message, on the page and for the CSV', async () => {
    const { page } = session.browser;
    const tomorrow = pakistanDay(Date.now() + 24 * 3600_000);
    for (const asOf of [tomorrow, '9999-12-31']) {
      const response = await page.goto(`${session.app.url}/dashboard/reports?asOf=${asOf}`);
      expect(response?.status(), asOf).toBe(400);
      await page.getByRole('alert').getByText(messages.dateAfterToday).first().waitFor();
      const csv = await page.request.get(`${session.app.url}/dashboard/reports.csv?asOf=${asOf}`);
      expect(csv.status(), asOf).toBe(400);
      expect(await csv.text(), asOf).toBe(messages.dateAfterToday);
    }
    const unreadable = await page.request.get(`${session.app.url}/dashboard/reports.csv?asOf=not-a-date`);
    expect(unreadable.status()).toBe(400);
    expect(await unreadable.text()).toBe(messages.dateInvalid);
  });

  it('keeps a formula in a package name as text in the CSV', async () => {
    const { billing } = stores.runtime;
    const name = '=HYPERLINK("http://evil.example","Open")';
    const added = await billing.addPackage({ userId: admin.userId }, { package: name, duration: '30', fee: '100', registration: '0', total: '100' });
    if (!added.ok) throw new Error(added.message);
    const formula = (await billing.listPackages()).find((p) => p.package === name);
    if (!formula) throw new Error('no package');
    const payer = await newAccount(stores.runtime);
    const submitted = await billing.submitReceipt({ userId: payer.userId }, { packageId: formula.id, receiptKey: `receipts/${payer.userId}.png`, channel: 'bank' });
    if (!submitted.ok) throw new Error(submitted.message);
    const verified = await billing.verifyPayment({ userId: admin.userId }, payer.userId);
    if (!verified.ok) throw new Error(verified.message);

    const csv = await (await session.browser.page.request.get(`${session.app.url}/dashboard/reports.csv`)).text();
    const cells = csv.split('\r\n').flatMap((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((cell) => cell.replace(/^"|"$/g, '')));
    expect(cells.some((cell) => cell.toLowerCase().startsWith("'=hyperlink("))).toBe(true);
    expect(cells.filter((cell) => /^[=+@]/.test(cell))).toEqual([]);
  });
});
