import type { RealtimeEmitter, RecordedEvent, Sql } from '@qanoon/infra';

/**
 * A read model kept up to date from the event log. apply() runs inside the transaction that
 * also moves the projection's checkpoint, so each event is applied exactly once. A rebuild from
 * position 0 either empties the read model and applies the log again (`reset`), or hands the
 * whole log to the projection at once (`rebuildFrom`).
 */
export type Projection = {
  name: string;
  /** Event types it reads, or 'all'; other events only move the checkpoint. */
  eventTypes: readonly string[] | 'all';
  apply(event: RecordedEvent, sql: Sql): Promise<void>;
  /** Optional: take the whole batch at once (e.g. to publish it in one request). */
  applyAll?(events: RecordedEvent[], sql: Sql): Promise<void>;
  /** Realtime notices for a batch, sent after it committed (at least once). */
  notify?(events: RecordedEvent[], emitter: RealtimeEmitter): void;
  /**
   * Optional: how long the projection rests after a batch that did not fill a page, so events
   * arriving one by one (a sweep expiring thousands) are taken in a few transactions, not one
   * each. An event after a quiet spell is applied at once.
   */
  gatherMs?: number;
} & (
  | {
      /** Empty the read model before a rebuild applies the log again from position 0. */
      reset(sql: Sql): Promise<void>;
      rebuildFrom?: never;
    }
  | {
      /**
       * Make the read model what every event at once folds to (fold in memory, write in bulk).
       * The read model is not emptied first: what it holds that the fold does not must go.
       * Called in the transaction that holds the checkpoint; the pages hold every event of the
       * log in order, not only the types this projection reads.
       */
      rebuildFrom: (pages: AsyncIterable<RecordedEvent[]>, sql: Sql) => Promise<void>;
      reset?: never;
    }
);

export const handles = (projection: Projection, event: RecordedEvent) =>
  projection.eventTypes === 'all' || projection.eventTypes.includes(event.type);
