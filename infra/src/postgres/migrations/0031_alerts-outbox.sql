-- Up Migration
-- Saved-search alerts told after the matches commit (ADR 0074). Matching records what it found
-- and, in the same short transaction, the live notice each user is due; the notices are sent
-- after the commit and deleted once sent. A notice claimed by a sender that died is sent again
-- once its claim runs out.
CREATE TABLE saved_search_notices (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The live notice (contracts SavedSearchAlert).
  alert jsonb NOT NULL,
  -- Whether a search set to "as it happens" matched: its email goes with the notice.
  instant boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz
);
-- An email's matches are claimed before it is sent, so two senders never email one match; a
-- claim that ran out (the sender died) leaves them for the next sweep.
ALTER TABLE saved_search_matches ADD COLUMN claimed_until timestamptz;

-- Down Migration
ALTER TABLE saved_search_matches DROP COLUMN claimed_until;
DROP TABLE saved_search_notices;
