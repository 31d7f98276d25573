import type { BlobStore, Database, EventStore, JobQueue, Notifier, RealtimeEmitter } from '@qanoon/infra';

/** The ports the diary works through; the runtime passes real adapters, tests too. */
export interface DiaryDeps {
  db: Database;
  eventStore: EventStore;
  /** Case files, under the `case-files` area. */
  blobs: BlobStore;
  /** The `reminders` queue: one delayed job per reminder. */
  reminderQueue: () => JobQueue;
  /** Live reminders to the user's browsers. */
  realtime: RealtimeEmitter;
  /** Reminders by email. */
  notifier: Notifier;
  /** The time the diary acts at: what today is, when reminders are due. The system clock unless a test moves it. */
  clock?: () => Date;
}

export const now = (deps: Pick<DiaryDeps, 'clock'>) => (deps.clock ?? (() => new Date()))();

/** The job that delivers one reminder. */
export const reminderJobName = 'diary.reminder';

/** The hourly sweep that queues reminders a stopped process missed. */
export const resyncRemindersJob = 'diary.resync-reminders';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a case id from a URL can name a case at all (they are UUIDs). */
export const isCaseId = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);
