import { Readable } from 'node:stream';
import { messages, type PackageView } from '@qanoon/contracts';
import { followProjection } from '@qanoon/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenError } from '../shared/outcome.ts';
import { billingTestKit, type BillingTestKit } from './test-kit.ts';

// A PDF's first bytes: what a user would upload as a bank slip.
const pdf = () => Readable.from([Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')]);

let kit: BillingTestKit;
let gold: PackageView;
let free: PackageView;

beforeAll(async () => {
  kit = await billingTestKit('receipts', followProjection('payments', 'payment-report'));
  gold = await kit.addPackage({ package: 'Gold', duration: 30 });
  free = await kit.addPackage({ package: 'Free', duration: 7, fee: 0, registration: 0, total: 0 });
});
afterAll(() => kit.close());

describe('a receipt taken in through billing', () => {
  it('is kept with the payment, and shown to the user who paid and to admins only', async () => {
    const user = await kit.user();
    const receipt = await kit.billing.receipts.take(pdf(), 'slip.pdf');
    await kit.settle(await kit.billing.submitReceipt(user.actor, { packageId: gold.id }, receipt));
    expect(await kit.billing.openReceipt(user.actor, user.userId)).not.toBeNull();
    expect(await kit.billing.openReceipt((await kit.admin()).actor, user.userId)).not.toBeNull();
    await expect(kit.billing.openReceipt((await kit.user()).actor, user.userId)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('is discarded when the submission is refused, leaving nothing behind', async () => {
    const user = await kit.user();
    const receipt = await kit.billing.receipts.take(pdf(), 'slip.pdf');
    const refused = await kit.billing.submitReceipt(user.actor, { packageId: free.id }, receipt);
    expect(refused).toMatchObject({ ok: false, message: messages.freePackageNeedsNoReceipt });
    expect(await kit.blobs.open(receipt.key)).toBeNull();
  });

  it('is missing when none was chosen: the spec asks for one', async () => {
    const user = await kit.user();
    expect(await kit.billing.submitReceipt(user.actor, { packageId: gold.id }, null)).toMatchObject({ ok: false, message: messages.noReceipt });
  });
});
