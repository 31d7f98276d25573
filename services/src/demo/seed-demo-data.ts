import { WrongExpectedVersionError, type JobContext } from '@qanoon/infra';
import type { Runtime } from '../runtime.ts';
import { seedDemoBilling } from '../billing/demo-billing.ts';
import { demoAccounts } from './demo-accounts.ts';
import { demoReceipt } from './demo-receipt.ts';

export const demoStream = 'system-demo';

interface SeedStep {
  name: string;
  /** Does its part once; running it again changes nothing. */
  run(runtime: Runtime): Promise<void>;
}

// Each capability adds the demo data it needs as a step here.
const steps: SeedStep[] = [
  {
    name: 'demo admin and lawyer',
    async run(runtime) {
      await runtime.identity.provisionAccount(demoAccounts.admin);
      await runtime.identity.provisionAccount(demoAccounts.lawyer);
    },
  },
  {
    name: 'packages and payment accounts',
    run: (runtime) => seedDemoBilling(runtime.db),
  },
  {
    name: 'the demo lawyer on the yearly package, verified',
    async run(runtime) {
      const { identity, billing, blobs } = runtime;
      const lawyer = await identity.provisionAccount(demoAccounts.lawyer);
      const admin = await identity.provisionAccount(demoAccounts.admin);
      if (await billing.getPaymentStatus({ userId: lawyer.userId })) return;
      const yearly = (await billing.listPackages()).find((p) => p.package.toLowerCase() === 'yearly');
      if (!yearly) return;
      const receipt = await blobs.put('receipts', demoReceipt(), { allowed: ['png'], maxBytes: 1024 });
      const submitted = await billing.submitReceipt({ userId: lawyer.userId }, { packageId: yearly.id, receiptKey: receipt.key });
      // Already paying (the read model may lag behind the stream): nothing to set up.
      if (!submitted.ok) return blobs.delete(receipt.key);
      await billing.verifyPayment({ userId: admin.userId }, lawyer.userId);
    },
  },
  {
    name: 'mark the demo as seeded',
    async run(runtime) {
      await runtime.eventStore
        .appendToStream(demoStream, [{ type: 'DemoDataSeeded', data: { version: 1 } }], 'no_stream')
        .catch((error: unknown) => {
          if (!(error instanceof WrongExpectedVersionError)) throw error;
        });
    },
  },
];

/** The `demo.seed` job: fills an empty installation with demo data, step by step, idempotently. */
export async function seedDemoData(runtime: Runtime, job: Pick<JobContext<unknown>, 'reportProgress'>) {
  let done = 0;
  for (const step of steps) {
    await job.reportProgress({ step: step.name, done, total: steps.length });
    await step.run(runtime);
    done += 1;
  }
  await job.reportProgress({ step: 'finished', done, total: steps.length });
  return { steps: done };
}
