import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newAccount, signIn, useTestRuntime } from './accounts.ts';
import { screenshot, seeMessage, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

describe('the admin Packages screen', () => {
  it('adds a package, refuses a name too long, and closes the row once an edit is saved, showing the new total', async () => {
    const { page } = session.browser;
    const { runtime } = stores;
    const admin = await newAccount(runtime, { isAdmin: true });
    await signIn(page, session.app.url, runtime, admin);
    await page.goto(`${session.app.url}/dashboard/packages`);
    const name = `Quarterly ${randomInt(1000, 9999)}`;
    const add = page.getByRole('form', { name: 'Add a package' });
    const fill = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) await add.getByLabel(label).fill(value);
    };

    await fill({ Package: 'x'.repeat(61), 'Duration (days)': '90', 'Fee (Rs.)': '4000', 'Registration (Rs.)': '500', 'Total (Rs.)': '4500' });
    await add.getByRole('button', { name: 'Add package' }).click();
    await seeMessage(page, 'Package name is too long: at most 60 characters.');

    await fill({ Package: name });
    await add.getByRole('button', { name: 'Add package' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Rs. 4,500/-').waitFor();

    await row.getByRole('link', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByLabel('Total (Rs.)').fill('4400');
    await edit.getByRole('button', { name: 'Save' }).click();
    await seeMessage(page, 'Package updated successfully', 'status');
    await page.waitForURL(`${session.app.url}/dashboard/packages`);
    await row.getByText('Rs. 4,400/-').waitFor();
    expect(await page.getByRole('form', { name: `Edit ${name}` }).count()).toBe(0);
    await screenshot(page, 'admin-packages-after-edit');

    const added = (await runtime.billing.listPackages()).find((p) => p.package === name);
    expect(added?.total).toBe(4400);
    if (added) await runtime.billing.deletePackage({ userId: admin.userId }, added.id);
  });
});
