import { WrongExpectedVersionError, type JobContext } from '@qanoon/infra';
import type { Runtime } from '../runtime.ts';
import { demoAccounts } from './demo-accounts.ts';

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
