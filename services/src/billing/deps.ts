import type { Database, EventStore, Notifier } from '@qanoon/infra';

/** The ports billing works through; the runtime passes real adapters, tests too. */
export interface BillingDeps {
  db: Database;
  eventStore: EventStore;
  /** Emails the admins about new receipts. */
  notifier: Notifier;
  /** The time commands and queries act at; the system clock unless a test fixes it. */
  clock?: () => Date;
}

export const now = (deps: BillingDeps) => (deps.clock ?? (() => new Date()))();

/** Whose command an event came from, kept in its metadata. */
export type ActedBy = { userId: string } | 'system';

/**
 * A subscription command's success: the global position of its last event, for waiting until
 * the read model shows it (`awaitProjection`); null when the command changed nothing.
 */
export type Committed = { position: bigint | null };
