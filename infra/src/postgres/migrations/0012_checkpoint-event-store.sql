-- Up Migration
-- A checkpoint's position counts in the log of one event store: switching EVENTSTORE_URL between
-- PostgreSQL and EventStoreDB must not resume a projection at a position of the other log.
-- Rows written before this column existed hold NULL and are claimed by the first store that
-- reads them (docs/decisions/0022-kafka-relay-checkpoint-and-event-store-identity.md).
ALTER TABLE projection_checkpoints ADD COLUMN event_store text;

-- Down Migration
ALTER TABLE projection_checkpoints DROP COLUMN event_store;
