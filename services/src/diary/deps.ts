import type { Clock } from '../shared/clock.ts';
import type { Actor } from '../shared/outcome.ts';
import type { UserDirectory } from '../shared/user-directory.ts';
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
  /** Identity's users: whom a reminder is emailed to. */
  users: UserDirectory;
  /** The library's bookmarks: when the actor bookmarked a judgment, or null (only a bookmarked judgment is attached to a case). */
  bookmarkedAt: (actor: Actor, citationId: string) => Promise<Date | null>;
  /** The time the diary acts at: what today is, when reminders are due. The system clock unless a test moves it. */
  clock?: Clock | undefined;
  /** How long a case command waits for the lists to show it (default 5 s); then it answers `caughtUp: false`. */
  readYourWritesMs?: number | undefined;
}

export { now } from '../shared/clock.ts';

/** The job that delivers one reminder. */
export const reminderJobName = 'diary.reminder';

/** The hourly sweep that queues reminders a stopped process missed. */
export const resyncRemindersJob = 'diary.resync-reminders';

