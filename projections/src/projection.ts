import type { RealtimeEmitter, RecordedEvent, Sql } from '@qanoon/infra';

/**
 * A read model kept up to date from the event log. apply() runs inside the transaction that
 * also moves the projection's checkpoint, so each event is applied exactly once.
 */
export interface Projection {
  name: string;
  /** Event types it reads, or 'all'; other events only move the checkpoint. */
  eventTypes: readonly string[] | 'all';
  apply(event: RecordedEvent, sql: Sql): Promise<void>;
  /** Optional: take the whole batch at once (e.g. to publish it in one request). */
  applyAll?(events: RecordedEvent[], sql: Sql): Promise<void>;
  /**
   * Optional: fill the emptied read model from every event at once, for a rebuild from position
   * 0 (fold in memory, write in bulk). Called in the transaction that holds the checkpoint; the
   * pages hold every event of the log in order, not only the types this projection reads.
   */
  rebuildFrom?(pages: AsyncIterable<RecordedEvent[]>, sql: Sql): Promise<void>;
  /** Empty the read model before a rebuild from position 0. */
  reset(sql: Sql): Promise<void>;
  /** Realtime notices for a batch, sent after it committed (at least once). */
  notify?(events: RecordedEvent[], emitter: RealtimeEmitter): void;
}

export const handles = (projection: Projection, event: RecordedEvent) =>
  projection.eventTypes === 'all' || projection.eventTypes.includes(event.type);
