-- Up Migration
-- The Lawyer's Diary (docs/product-rules.md#diary, ADR 0021). Clients are a plain table owned
-- by one user; the client id is the user's own, unique among their clients.
CREATE TABLE diary_clients (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  client_name text NOT NULL,
  client_contact text NOT NULL,
  client_address text NOT NULL,
  client_city text NOT NULL,
  client_from date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, client_id)
);

-- Read models of the Diary case streams, kept by the `diary` projection and rebuilt from the log:
-- no foreign keys, so a rebuild never depends on the order of other tables.
CREATE TABLE diary_cases (
  case_id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  client_id text NOT NULL,
  case_title text NOT NULL,
  case_number text NOT NULL,
  case_type text NOT NULL,
  case_date date,
  case_court text NOT NULL,
  case_city text NOT NULL,
  -- The spec's wire values: `close` is an open case, `closed` a closed one.
  case_close text NOT NULL CHECK (case_close IN ('close', 'closed')),
  hearing_id uuid,
  hearing_date date,
  hearing_time text CHECK (hearing_time ~ '^\d{2}:\d{2}$'),
  opened_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX diary_cases_by_client ON diary_cases (user_id, client_id, opened_at);
CREATE INDEX diary_cases_by_hearing ON diary_cases (user_id, hearing_date) WHERE case_close = 'close';

-- Every hearing of a case, the first (set when the case was opened) as seq 1.
CREATE TABLE diary_hearings (
  case_id uuid NOT NULL,
  seq integer NOT NULL,
  hearing_id uuid NOT NULL UNIQUE,
  user_id uuid NOT NULL,
  hearing_date date,
  hearing_time text CHECK (hearing_time ~ '^\d{2}:\d{2}$'),
  outcome text CHECK (outcome IN ('heard', 'adjourned', 'disposed')),
  description text NOT NULL,
  notes text NOT NULL,
  scheduled_at timestamptz NOT NULL,
  PRIMARY KEY (case_id, seq)
);

CREATE TABLE diary_case_files (
  case_id uuid NOT NULL,
  seq integer NOT NULL,
  user_id uuid NOT NULL,
  blob_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  kind text NOT NULL,
  size integer NOT NULL,
  hearing_id uuid,
  attached_at timestamptz NOT NULL,
  PRIMARY KEY (case_id, seq)
);

CREATE TABLE diary_case_judgments (
  case_id uuid NOT NULL,
  citation_id text NOT NULL,
  user_id uuid NOT NULL,
  attached_at timestamptz NOT NULL,
  PRIMARY KEY (case_id, citation_id)
);

-- The private calendar feed: one secret token a user, replaced when they reset it.
CREATE TABLE diary_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE diary_feeds;
DROP TABLE diary_case_judgments;
DROP TABLE diary_case_files;
DROP TABLE diary_hearings;
DROP TABLE diary_cases;
DROP TABLE diary_clients;
