-- Up Migration
CREATE TABLE events (
  global_position bigserial PRIMARY KEY,
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_revision UNIQUE (stream_id, revision)
);

CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  position bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE projection_checkpoints;
DROP TABLE events;
