import type { Clock } from '../shared/clock.ts';
import type { UserDirectory } from '../shared/user-directory.ts';
import type { BlobStore, Database, EventStore, Notifier } from '@qanoon/infra';

/** The ports billing works through; the runtime passes real adapters, tests too. */
export interface BillingDeps {
  db: Database;
  eventStore: EventStore;
  /** Where receipts are kept. */
  blobs: BlobStore;
  /** Emails the admins about new receipts. */
  notifier: Notifier;
  /** Identity's users: who chooses a package, their names on the admin's screens, no longer new once paid. */
  users: UserDirectory;
  /** The time commands and queries act at; the system clock unless a test fixes it. */
  clock?: Clock | undefined;
  /** How long a command waits for its read model (default 5 s); then it answers `caughtUp: false`. */
  readYourWritesMs?: number | undefined;
}

export { now } from '../shared/clock.ts';

/** Whose command an event came from, kept in its metadata. */
export type ActedBy = { userId: string } | 'system';

/**
 * A subscription command's success: the global position of its last event, which the facade
 * waits on until the read model shows it (ADR 0068); null when the command changed nothing.
 */
export type Committed = { position: bigint | null };
