import type { JobHandler } from '@qanoon/infra';
import { seedDemoData } from '../demo/seed-demo-data.ts';
import { reminderJobName, resyncRemindersJob } from '../diary/deps.ts';
import type { ReminderJob } from '../diary/reminders.ts';
import { importJobName } from '../library/import/import-jobs.ts';
import type { QueueName, Runtime } from '../runtime.ts';

/** Saved searches: match the judgments an import added or changed; send the digests due (ADR 0045). */
export const matchAlertsJob = 'alerts.match';
export const sendDigestsJob = 'alerts.digests';

/** The expiry sweep: paid packages whose expireAt has come become expired (billing). */
export const expireDueJob = 'billing.expire-due';

/** Every background job, by queue and job name. */
export function jobHandlers(runtime: Runtime): Record<QueueName, Record<string, JobHandler>> {
  return {
    imports: {
      [importJobName]: async (job) => {
        const report = await runtime.imports.runImport(job);
        // New or changed judgments change who cites whom: the most-cited order follows them.
        if (report.kind === 'cases' && report.state === 'done' && report.inserted + report.updated > 0) {
          await runtime.search.recountCitations();
          // Its own job: a failure to match is tried again without failing the import.
          await runtime.queue('maintenance').enqueue(matchAlertsJob, {}, { attempts: 5 });
        }
        return report;
      },
    },
    reminders: {
      [reminderJobName]: (job) => runtime.diary.deliverReminder(job.data as ReminderJob),
      [resyncRemindersJob]: () => runtime.diary.resyncReminders(),
    },
    maintenance: {
      'demo.seed': (job) => seedDemoData(runtime, job),
      [matchAlertsJob]: () => runtime.alerts.matchNewJudgments(),
      [sendDigestsJob]: () => runtime.alerts.sendDigests(),
      [expireDueJob]: async () => {
        // A job's result is stored as JSON: the users, not the bigint position.
        const { expired, failed } = await runtime.billing.expireDue();
        return { expired, failed };
      },
    },
  };
}
