import type { RecordedEvent, Sql } from '@qanoon/infra';
import type { Projection } from '../projection.ts';

/**
 * Serves "which streams exist, how busy are they": one row per stream with its category (the
 * stream id before the first dash), event count and last event.
 */
export const streamCatalog: Projection = {
  name: 'stream-catalog',
  eventTypes: 'all',
  async apply(event: RecordedEvent, sql: Sql) {
    const dash = event.streamId.indexOf('-');
    const category = dash > 0 ? event.streamId.slice(0, dash) : event.streamId;
    await sql.query(
      `INSERT INTO stream_catalog (stream_id, category, event_count, last_event_type, first_recorded_at, last_recorded_at)
       VALUES ($1, $2, 1, $3, $4, $4)
       ON CONFLICT (stream_id) DO UPDATE SET
         event_count = stream_catalog.event_count + 1,
         last_event_type = excluded.last_event_type,
         last_recorded_at = excluded.last_recorded_at`,
      [event.streamId, category, event.type, event.recordedAt],
    );
  },
  async reset(sql: Sql) {
    await sql.query('DELETE FROM stream_catalog');
  },
  // Every event is its business and no command waits for it: a busy log is taken in a few batches.
  gatherMs: 500,
};
