-- Up Migration
-- One round trip per append: lock, check the expected revision, insert, notify.
-- expected: 'any' | 'no_stream' | 'stream_exists' | a revision as text.
-- Returns the new last revision and global position; raises SQLSTATE QN001 with the actual
-- revision ('no_stream' or a number) in DETAIL on a version mismatch.
CREATE FUNCTION qanoon_append_events(
  p_stream_id text, p_expected text, p_types text[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (last_revision bigint, last_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  current_revision bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(124950280547950);
  SELECT max(revision) INTO current_revision FROM events WHERE stream_id = p_stream_id;
  IF NOT (
    p_expected = 'any'
    OR (p_expected = 'no_stream' AND current_revision IS NULL)
    OR (p_expected = 'stream_exists' AND current_revision IS NOT NULL)
    OR (p_expected ~ '^\d+$' AND current_revision = p_expected::bigint)
  ) THEN
    RAISE EXCEPTION 'wrong expected version' USING ERRCODE = 'QN001',
      DETAIL = coalesce(current_revision::text, 'no_stream');
  END IF;
  RETURN QUERY
  WITH inserted AS (
    INSERT INTO events (stream_id, revision, type, data, metadata)
    SELECT p_stream_id, coalesce(current_revision, -1) + t.ord, t.type, t.data, t.metadata
    FROM unnest(p_types, p_data, p_metadata) WITH ORDINALITY AS t(type, data, metadata, ord)
    ORDER BY t.ord
    RETURNING events.revision, events.global_position
  )
  SELECT max(inserted.revision), max(inserted.global_position) FROM inserted;
  PERFORM pg_notify('qanoon_events', '');
END;
$$;

-- Down Migration
DROP FUNCTION qanoon_append_events(text, text, text[], jsonb[], jsonb[]);
