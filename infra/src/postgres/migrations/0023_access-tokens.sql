-- Up Migration
-- Personal access tokens: a program reads the library and search on its owner's behalf (ADR 0043).
CREATE TABLE access_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  -- sha256 of the token: a leaked table hands out nothing. The token itself is shown once.
  token_hash text NOT NULL CONSTRAINT access_tokens_token_hash_key UNIQUE,
  -- The first characters of the token, so its owner can tell tokens apart in the list.
  token_start text NOT NULL,
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_by_user ON access_tokens (user_id, created_at DESC);

-- Down Migration
DROP TABLE access_tokens;
