import { describe, expect, it } from 'vitest';
import { messages } from '@qanoon/contracts';
import { uniqueId } from '@qanoon/infra/testing';
import { freePackageId, newAccount, signIn, useTestRuntime } from './accounts.ts';
import { launchBrowser, screenshot, seeMessage, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

// A 1x1 PNG, as a phone's photo of a receipt would be (only smaller).
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('subscriptions', () => {
  it('a receipt waits for an admin, whose verification and expiry reach the user live', async () => {
    const { runtime } = stores;
    const { app } = session;
    const admin = await newAccount(runtime, { isAdmin: true, firstName: 'Admin' });
    const lawyer = await newAccount(runtime, { firstName: 'Zara' });
    const plan = uniqueId('Gold ');

    const adminBrowser = await launchBrowser();
    try {
      const desk = adminBrowser.page;
      await signIn(desk, app.url, runtime, admin);
      await desk.goto(`${app.url}/dashboard/packages`);
      await desk.getByRole('button', { name: 'Add package' }).click();
      await seeMessage(desk, messages.fillAllFields);
      const add = desk.getByRole('form', { name: 'Add a package' });
      await add.getByLabel('Package').fill(plan);
      await add.getByLabel('Duration (days)').fill('30');
      await add.getByLabel('Fee (Rs.)').fill('1500');
      await add.getByLabel('Registration (Rs.)').fill('500');
      await add.getByLabel('Total (Rs.)').fill('2000');
      await add.getByRole('button', { name: 'Add package' }).click();
      await desk.getByRole('cell', { name: plan, exact: true }).waitFor();

      const page = session.browser.page;
      await signIn(page, app.url, runtime, lawyer);
      expect(new URL(page.url()).pathname).toBe('/packages');
      await page.getByRole('link', { name: `Choose ${plan}` }).click();
      await page.getByRole('heading', { name: 'Package Details' }).waitFor();
      expect(await page.getByRole('listitem').filter({ hasText: plan }).getByText('Rs. 1,500/-').count()).toBe(1);
      await page.getByRole('button', { name: 'Submit to Verify' }).click();
      await seeMessage(page, messages.noReceipt);
      await page.getByLabel(/Payment receipt/).setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await page.getByRole('button', { name: 'Submit to Verify' }).click();
      await seeMessage(page, 'Only PNG, JPEG, GIF, WEBP, PDF files are accepted');
      await page.getByLabel(/Payment receipt/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng });
      await page.getByRole('button', { name: 'Submit to Verify' }).click();
      await page.waitForURL(`${app.url}/payment`);
      await seeMessage(page, messages.receiptUploaded, 'status');
      await page.getByText(messages.receiptPending).waitFor();
      await page.goto(`${app.url}/search`);
      await page.waitForURL(`${app.url}/payment`);
      await page.locator('[data-realtime="connected"][data-ready="true"]').waitFor();
      await screenshot(page, 'payment-pending');

      await desk.goto(`${app.url}/dashboard/payments?filter=pending`);
      const row = desk.getByRole('row').filter({ hasText: lawyer.email });
      await row.getByRole('link', { name: 'Details' }).click();
      const receipt = desk.getByRole('img', { name: `Receipt of ${lawyer.email}` });
      await receipt.waitFor();
      expect(await receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      await screenshot(desk, 'admin-payment-details');
      await row.getByRole('button', { name: 'Verify' }).click();

      // The pending page turns into the paid one without a reload.
      await page.getByTestId('expiry-countdown').waitFor();
      expect(await page.getByTestId('expiry-countdown').innerText()).toMatch(/^Package will Expire after (29|30) days, \d+ hours?, \d+ minutes?, \d+ seconds?$/);
      await page.getByTestId('remaining-time').waitFor();
      await screenshot(page, 'payment-paid');
      await page.goto(`${app.url}/search`);
      await page.getByRole('heading', { name: 'Search' }).waitFor();

      await desk.goto(`${app.url}/dashboard/paid`);
      await desk.getByRole('cell', { name: lawyer.email }).waitFor();
      await screenshot(desk, 'admin-paid-users');

      await desk.goto(`${app.url}/dashboard/payments?filter=paid`);
      // Ending a package asks first, as deleting one does.
      desk.once('dialog', (dialog) => {
        expect(dialog.message()).toBe(`End the package of ${lawyer.email} now?`);
        void dialog.accept();
      });
      await desk.getByRole('row').filter({ hasText: lawyer.email }).getByRole('button', { name: 'Expire' }).click();
      await page.waitForURL(`${app.url}/packages`);
      await page.getByRole('alert').getByText(messages.packageExpired).waitFor();
      // Afterwards the research pages send them to the payment screen, which says why.
      await page.goto(`${app.url}/search`);
      await page.waitForURL(`${app.url}/payment`);
      await page.getByText(messages.packageExpired).waitFor();
      expect(adminBrowser.problems).toEqual([]);
    } finally {
      await adminBrowser.close();
      const added = (await runtime.billing.listPackages()).find((p) => p.package === plan);
      if (added) await runtime.billing.deletePackage({ userId: admin.userId }, added.id);
    }
  });

  it('the free trial starts at once, only once, and a countdown reaching zero is settled by the server', async () => {
    const { runtime } = stores;
    const { app } = session;
    const admin = await newAccount(runtime, { isAdmin: true });
    const freeId = await freePackageId(runtime, admin);
    const student = await newAccount(runtime, { firstName: 'Omar' });
    const page = session.browser.page;
    await page.context().clearCookies();
    await signIn(page, app.url, runtime, student);
    await page.goto(`${app.url}/packages?package=${freeId}`);
    await page.getByRole('button', { name: 'Accept & Continue' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('heading', { name: 'Welcome, Omar' }).waitFor();

    // An admin moves the end of the trial to a few seconds from now; the open page counts down.
    const amended = await runtime.billing.amendPayment({ userId: admin.userId }, student.userId, {
      expireAt: new Date(Date.now() + 4_000).toISOString(),
    });
    if (!amended.ok) throw new Error(amended.message);
    await page.goto(`${app.url}/payment`);
    await page.getByTestId('expiry-countdown').waitFor();
    await page.waitForURL(`${app.url}/packages`, { timeout: 15_000 });
    expect((await runtime.billing.getPaymentStatus({ userId: student.userId }))?.isPaid).toBe('expire');

    await page.goto(`${app.url}/packages?package=${freeId}`);
    await page.getByRole('button', { name: 'Accept & Continue' }).click();
    await seeMessage(page, messages.freeTrialTaken);
    await screenshot(page, 'free-trial-taken');
  });

  it('the expiry job expires due subscriptions and the user’s open page follows', async () => {
    const { runtime } = stores;
    const { app } = session;
    const admin = await newAccount(runtime, { isAdmin: true });
    const freeId = await freePackageId(runtime, admin);
    const user = await newAccount(runtime);
    const trial = await runtime.billing.startTrial({ userId: user.userId }, { packageId: freeId });
    if (!trial.ok) throw new Error(trial.message);

    const page = session.browser.page;
    await page.context().clearCookies();
    await signIn(page, app.url, runtime, user);
    await page.goto(`${app.url}/bookmarks`);
    await page.locator('[data-realtime="connected"][data-ready="true"]').waitFor();

    // Due in a moment: the sweep then finds it, as the worker's scheduled job would.
    const dueAt = new Date(Date.now() + 5_000);
    const amended = await runtime.billing.amendPayment({ userId: admin.userId }, user.userId, { expireAt: dueAt.toISOString() });
    if (!amended.ok) throw new Error(amended.message);
    const sweep = await runtime.billing.expireDue(new Date(dueAt.getTime() + 1));
    expect(sweep.expired).toContain(user.userId);
    await page.waitForURL(`${app.url}/packages`);
  });
});
