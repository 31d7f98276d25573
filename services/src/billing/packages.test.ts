import { messages } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenError } from '../shared/outcome.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { billingTestKit, type BillingTestKit } from './test-kit.ts';

let kit: BillingTestKit;
let admin: { userId: string };

beforeAll(async () => {
  kit = await billingTestKit('packages');
  admin = (await kit.admin()).actor;
});
afterAll(() => kit.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  package: 'Platinum',
  duration: '365',
  fee: '12,000',
  registration: '1000',
  total: '13000',
  ...overrides,
});

describe('the Packages screen', () => {
  it('adds a package, listed cheapest first', async () => {
    const added = await kit.billing.addPackage(admin, form());
    expect(added).toEqual({
      ok: true,
      message: messages.packageAdded,
      package: { id: expect.any(String), package: 'Platinum', duration: 365, fee: 12000, registration: 1000, total: 13000 },
    });
    await kit.billing.addPackage(admin, form({ package: 'Basic', fee: '100', total: '100' }));
    const names = (await kit.billing.listPackages()).map((p) => p.package);
    expect(names.indexOf('Basic')).toBeLessThan(names.indexOf('Platinum'));
  });

  it("asks for every field: 'Please fill all the fields'", async () => {
    expect(await kit.billing.addPackage(admin, form({ registration: '' }))).toEqual({
      ok: false,
      message: messages.fillAllFields,
      field: 'registration',
    });
  });

  it('refuses a second package of the same name in any case', async () => {
    await kit.billing.addPackage(admin, form({ package: 'Diamond' }));
    expect(await kit.billing.addPackage(admin, form({ package: 'DIAMOND' }))).toMatchObject({ ok: false, message: messages.packageNameTaken });
  });

  it('edits only the fields filled in, and does nothing when all are empty', async () => {
    const added = await kit.billing.addPackage(admin, form({ package: 'Ruby' }));
    if (!added.ok) throw new Error(added.message);
    const { id } = added.package;
    expect(await kit.billing.updatePackage(admin, id, { package: '', fee: '' })).toEqual({
      ok: true,
      message: messages.nothingToUpdate,
      changed: false,
      package: null,
    });
    expect(await kit.billing.updatePackage(admin, id, { fee: '11000', package: '' })).toMatchObject({
      ok: true,
      message: messages.packageUpdated,
      package: { package: 'Ruby', fee: 11000, total: 13000 },
    });
    expect(await kit.billing.updatePackage(admin, id, { package: 'diamond' })).toMatchObject({ ok: false, message: messages.packageNameTaken });
    expect(await kit.billing.updatePackage(admin, id, { duration: '0' })).toMatchObject({ ok: false, message: messages.durationInvalid });
  });

  it('deletes a package, and says so for one that is not there', async () => {
    const added = await kit.billing.addPackage(admin, form({ package: 'Opal' }));
    if (!added.ok) throw new Error(added.message);
    expect(await kit.billing.deletePackage(admin, added.package.id)).toMatchObject({ ok: true, message: messages.packageDeleted });
    expect(await kit.billing.deletePackage(admin, added.package.id)).toMatchObject({ ok: false, message: messages.packageNotFound });
    expect(await kit.billing.updatePackage(admin, added.package.id, { fee: '1' })).toMatchObject({ ok: false, message: messages.packageNotFound });
    expect(await kit.billing.deletePackage(admin, 'not-an-id')).toMatchObject({ ok: false, message: messages.packageNotFound });
  });

  it('is changed by administrators only', async () => {
    const user = await kit.user();
    await expect(kit.billing.addPackage(user.actor, form({ package: 'Sneaky' }))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(kit.billing.updatePackage(user.actor, 'x', { fee: '1' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(kit.billing.deletePackage(user.actor, 'x')).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('the payment accounts of Settings', () => {
  const account = (overrides: Record<string, unknown> = {}) => ({
    user_name: 'Qanoon Pvt Ltd',
    account_name: 'Qanoon',
    account_number: '03001234567',
    account_type: 'jazzcash',
    ...overrides,
  });

  it('keeps one account per type, the latest save replacing the last', async () => {
    expect(await kit.billing.savePaymentAccount(admin, account())).toMatchObject({ ok: true, message: messages.paymentAccountSaved });
    await kit.billing.savePaymentAccount(admin, account({ account_number: '03111111111' }));
    await kit.billing.savePaymentAccount(admin, account({ account_type: 'bank', account_name: 'HBL', account_number: 'PK36HABB0000001123456702' }));
    await kit.billing.savePaymentAccount(admin, account({ account_type: 'easypaisa', account_number: '03451234567' }));
    expect(await kit.billing.listPaymentAccounts()).toEqual([
      { accountType: 'jazzcash', userName: 'Qanoon Pvt Ltd', accountName: 'Qanoon', accountNumber: '03111111111' },
      { accountType: 'easypaisa', userName: 'Qanoon Pvt Ltd', accountName: 'Qanoon', accountNumber: '03451234567' },
      { accountType: 'bank', userName: 'Qanoon Pvt Ltd', accountName: 'HBL', accountNumber: 'PK36HABB0000001123456702' },
    ]);
  });

  it('does nothing when its three text fields are empty', async () => {
    const before = await kit.billing.listPaymentAccounts();
    expect(await kit.billing.savePaymentAccount(admin, { account_type: 'jazzcash', user_name: ' ' })).toEqual({
      ok: true,
      message: messages.nothingToUpdate,
      changed: false,
      account: null,
    });
    expect(await kit.billing.listPaymentAccounts()).toEqual(before);
  });

  it("changes only the fields filled in of an existing account, and needs them all for a new one", async () => {
    await kit.billing.savePaymentAccount(admin, account({ account_type: 'easypaisa' }));
    expect(await kit.billing.savePaymentAccount(admin, { account_type: 'easypaisa', account_number: '03009999999' })).toMatchObject({
      ok: true,
      account: { accountType: 'easypaisa', userName: 'Qanoon Pvt Ltd', accountNumber: '03009999999' },
    });
    await kit.db.query("DELETE FROM payment_accounts WHERE account_type = 'bank'");
    expect(await kit.billing.savePaymentAccount(admin, { account_type: 'bank', account_number: '123' })).toMatchObject({
      ok: false,
      message: messages.fillAllFields,
    });
  });

  it('needs a known account type', async () => {
    expect(await kit.billing.savePaymentAccount(admin, account({ account_type: 'paypal' }))).toMatchObject({
      ok: false,
      message: messages.chooseAccountType,
    });
  });

  it('is saved by administrators only', async () => {
    const user = await kit.user();
    await expect(kit.billing.savePaymentAccount(user.actor, account())).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('the demo data', () => {
  it('adds the free trial and paid packages and the wallets once, leaving what an admin set up alone', async () => {
    await kit.billing.savePaymentAccount(admin, { user_name: 'Admin Set', account_name: 'Mine', account_number: '0300', account_type: 'jazzcash' });
    await seedDemoBilling(kit.db);
    await seedDemoBilling(kit.db);
    const names = (await kit.billing.listPackages()).map((p) => p.package);
    expect(names.filter((n) => ['Free', 'Monthly', 'Yearly'].includes(n))).toEqual(['Free', 'Monthly', 'Yearly']);
    const accounts = await kit.billing.listPaymentAccounts();
    expect(accounts.find((a) => a.accountType === 'jazzcash')?.userName).toBe('Admin Set');
    expect(accounts.map((a) => a.accountType)).toContain('easypaisa');
  });
});
