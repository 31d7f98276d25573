import type { PackageView } from '@qanoon/contracts';
import { followProjection } from '@qanoon/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTestKit, type BillingTestKit } from '../test-kit.ts';

let kit: BillingTestKit;
let free: PackageView;

beforeAll(async () => {
  kit = await billingTestKit('report_caught_up', followProjection('payments', 'payment-report'));
  free = await kit.addPackage({ package: 'Free', duration: 7, fee: 0, registration: 0, total: 0 });
});
afterAll(() => kit?.close());

describe('the payment report read right after the commands', () => {
  it('counts the trials started a moment ago, though its projection gathers events while the log is busy', async () => {
    const admin = await kit.user({ isAdmin: true });
    // Three trials in a row: the report's projection takes the first, then rests while the others come.
    for (let i = 0; i < 3; i++) {
      const { actor } = await kit.user();
      expect(await kit.billing.startTrial(actor, { packageId: free.id })).toMatchObject({ ok: true, caughtUp: true });
    }
    const read = await kit.billing.getPaymentReport(admin.actor);
    if (!read.ok) throw new Error(read.message);
    expect(read.report.total.trialsStarted).toBe(3);
  });
});
