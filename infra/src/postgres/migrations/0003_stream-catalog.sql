-- Up Migration
CREATE TABLE stream_catalog (
  stream_id text PRIMARY KEY,
  category text NOT NULL,
  event_count bigint NOT NULL,
  last_event_type text NOT NULL,
  first_recorded_at timestamptz NOT NULL,
  last_recorded_at timestamptz NOT NULL
);
CREATE INDEX stream_catalog_category ON stream_catalog (category, last_recorded_at DESC);

-- Down Migration
DROP TABLE stream_catalog;
