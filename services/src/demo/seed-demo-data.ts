import { WrongExpectedVersionError, type JobContext } from '@qanoon/infra';
import { z } from 'zod';
import type { Runtime } from '../runtime.ts';
import { seedDemoBilling } from '../billing/demo-billing.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seedDemoDiary } from './demo-diary.ts';
import { demoReceipt } from './demo-receipt.ts';
import { seedLegalLibrary, type SeededKind } from './seed-legal-library.ts';

export const demoStream = 'system-demo';

/** The `demo.seed` job's data: where real legal CSVs are (LEGAL_CORPUS_DIR, resolved by the seed command). */
const seedInput = z.object({ legalCorpusDir: z.string().min(1).nullish() }).catch({});

interface SeedContext {
  legalCorpusDir: string | null;
  report: (detail: string) => Promise<void>;
  library: SeededKind[];
}

interface SeedStep {
  name: string;
  /** Does its part once; running it again changes nothing. */
  run(runtime: Runtime, context: SeedContext): Promise<void>;
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
    name: "the demo lawyer's diary: clients, cases and this week's hearings",
    async run(runtime) {
      const lawyer = await runtime.identity.provisionAccount(demoAccounts.lawyer);
      await seedDemoDiary(runtime, lawyer.userId);
    },
  },
  {
    name: 'the legal library (LEGAL_CORPUS_DIR or generated), into each empty kind',
    async run(runtime, context) {
      context.library = await seedLegalLibrary(runtime, { corpusDir: context.legalCorpusDir, report: context.report });
    },
  },
  {
    name: 'the search engine holds the library (after a switch of engine)',
    async run(runtime, context) {
      for (const kind of ['case', 'statute'] as const) {
        const done = await runtime.search.reindexIfEmpty(kind);
        if (done) await context.report(`${runtime.searchEngine.name}: ${done.indexed} ${kind} documents indexed from the library`);
      }
    },
  },
  {
    name: 'the citation index holds the library (a library imported before it existed)',
    async run(runtime, context) {
      const done = await runtime.library.rebuildCitationIndex({ onlyMissing: true });
      if (done.cases > 0) await context.report(`${done.cases} cases added to the citation index`);
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
export async function seedDemoData(runtime: Runtime, job: Pick<JobContext<unknown>, 'reportProgress' | 'data'>) {
  const input = seedInput.parse(job.data ?? {});
  let done = 0;
  let current = '';
  const context: SeedContext = {
    legalCorpusDir: input.legalCorpusDir ?? null,
    report: (detail) => job.reportProgress({ step: current, detail, done, total: steps.length }),
    library: [],
  };
  for (const step of steps) {
    current = step.name;
    await job.reportProgress({ step: step.name, done, total: steps.length });
    await step.run(runtime, context);
    done += 1;
  }
  await job.reportProgress({ step: 'finished', done, total: steps.length });
  return { steps: done, library: context.library };
}
