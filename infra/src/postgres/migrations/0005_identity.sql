-- Up Migration
CREATE EXTENSION IF NOT EXISTS citext;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  criteria text NOT NULL CHECK (criteria IN ('lawyer', 'judge', 'student', 'clerk', 'others', 'admin')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- citext: one account per address however it is capitalised.
  email citext NOT NULL CONSTRAINT users_email_key UNIQUE,
  -- E.164, normalised by the service, so 0300-1234567 and +923001234567 collide here.
  contact text NOT NULL CONSTRAINT users_contact_key UNIQUE CHECK (contact ~ '^\+923[0-9]{9}$'),
  address text NOT NULL,
  city text NOT NULL,
  speciality text NOT NULL DEFAULT '',
  university text,
  intake text,
  picture text,
  password_hash text NOT NULL,
  is_admin boolean NOT NULL DEFAULT false,
  new_user boolean NOT NULL DEFAULT true,
  newsletter boolean NOT NULL DEFAULT false,
  terms boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_study_only_for_students CHECK (criteria = 'student' OR (university IS NULL AND intake IS NULL))
);
CREATE INDEX users_created_at_id ON users (created_at, id);

CREATE TABLE sessions (
  -- sha256 of the cookie's token: a leaked table does not hand out sessions.
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  remember boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_live_by_user ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE trusted_devices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, token_hash)
);

CREATE TABLE outbox_messages (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient ON outbox_messages (recipient, id DESC);

-- Down Migration
DROP TABLE outbox_messages;
DROP TABLE trusted_devices;
DROP TABLE sessions;
DROP TABLE users;
