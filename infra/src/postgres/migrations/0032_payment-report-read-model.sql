-- Up Migration
-- The payment report kept by the projector (ADR 0075): what each subscription event adds to the
-- report's figures, so the report as of any moment is a sum instead of a replay of the log.
-- Days and months are Pakistan time, as numbers: a day since 1970-01-01, a month year × 12 + month.

-- The report's fold state of each user (services' LedgerUser), to fold their next event into.
CREATE TABLE payment_report_users (
  stream_id text PRIMARY KEY,
  facts jsonb NOT NULL
);

-- One row per subscription event: its figures, for a cut inside the day it was recorded, and the
-- user's paid standing after it until their next event (when it was recorded, and the latest
-- month it reached), for the last month, which ends at the cut.
CREATE TABLE payment_report_events (
  global_position bigint PRIMARY KEY,
  stream_id text NOT NULL,
  recorded_at timestamptz NOT NULL,
  month integer NOT NULL,
  entries jsonb NOT NULL,
  wait_month integer,
  wait_seconds integer,
  standing text CHECK (standing IN ('activePaid', 'onTrial')),
  expire_at timestamptz,
  cohort integer NOT NULL,
  next_recorded_at timestamptz,
  next_month integer
);
CREATE INDEX payment_report_events_recorded ON payment_report_events (recorded_at);
-- A user's last event, whose next one the projector fills in when it comes.
CREATE INDEX payment_report_events_last ON payment_report_events (stream_id) WHERE next_recorded_at IS NULL;
-- The paid standings ending in a month, read from the index alone.
CREATE INDEX payment_report_events_expire ON payment_report_events (expire_at)
  INCLUDE (recorded_at, month, next_recorded_at, next_month, standing, cohort) WHERE expire_at IS NOT NULL;

-- The figures summed by the day the events were recorded.
CREATE TABLE payment_report_sums (
  day integer NOT NULL,
  month integer NOT NULL,
  figure text NOT NULL,
  key text NOT NULL,
  amount double precision NOT NULL,
  PRIMARY KEY (day, month, figure, key)
);

-- The same sums by the month they were recorded (Pakistan time): a report reads these for the
-- months before its cut's and the day sums only within that month.
CREATE TABLE payment_report_month_sums (
  recorded_month integer NOT NULL,
  month integer NOT NULL,
  figure text NOT NULL,
  key text NOT NULL,
  amount double precision NOT NULL,
  PRIMARY KEY (recorded_month, month, figure, key)
);

-- Verification waits (seconds) by the day they were recorded and the month they count in: exact
-- percentiles need every one. Each is four bytes, little-endian: a report reads them all, and an
-- integer array's text cost more to read than the rest of the report.
CREATE TABLE payment_report_waits (
  day integer NOT NULL,
  month integer NOT NULL,
  seconds bytea NOT NULL,
  PRIMARY KEY (day, month)
);

-- Down Migration
DROP TABLE payment_report_waits;
DROP TABLE payment_report_month_sums;
DROP TABLE payment_report_sums;
DROP TABLE payment_report_events;
DROP TABLE payment_report_users;
