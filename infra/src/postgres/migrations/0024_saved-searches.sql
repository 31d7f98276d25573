-- Up Migration
-- Saved searches and followed citations, with what they matched (ADR 0045).

-- The PostgreSQL search engine's kept queries: each asked about the judgments an import brings.
CREATE TABLE search_standing_queries (
  id text PRIMARY KEY,
  query jsonb NOT NULL,
  kept_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  -- `search`: a tab's form (its mode and fields, as the search's address holds them);
  -- `citation`: the judgments that cite one report (its citation key and court, as the citator reads them).
  kind text NOT NULL CHECK (kind IN ('search', 'citation')),
  mode text,
  fields jsonb NOT NULL DEFAULT '{}',
  citation text,
  citation_key text,
  citation_court text,
  rhythm text NOT NULL CHECK (rhythm IN ('instant', 'daily', 'weekly')),
  paused boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When its last email went: a daily or weekly digest waits a day or a week from it.
  emailed_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'search' AND mode IS NOT NULL) OR (kind = 'citation' AND citation_key IS NOT NULL))
);
CREATE INDEX saved_searches_by_user ON saved_searches (user_id, created_at);
CREATE INDEX saved_searches_by_citation ON saved_searches (citation_key) WHERE kind = 'citation';

-- A judgment a saved search matched: once per search, however often the judgment changes again.
CREATE TABLE saved_search_matches (
  saved_search_id uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  citation_id text NOT NULL,
  matched_at timestamptz NOT NULL DEFAULT now(),
  emailed_at timestamptz,
  PRIMARY KEY (saved_search_id, citation_id)
);
CREATE INDEX saved_search_matches_unsent ON saved_search_matches (saved_search_id) WHERE emailed_at IS NULL;

-- How far matching has read the library: judgments added or changed after it are new to it.
CREATE TABLE saved_search_progress (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  reached timestamptz NOT NULL
);
-- A library that was there before saved searches is not news.
INSERT INTO saved_search_progress (reached) VALUES (now());
CREATE INDEX case_laws_by_updated ON case_laws (updated_at, citation_id);

-- Down Migration
DROP INDEX case_laws_by_updated;
DROP TABLE saved_search_progress;
DROP TABLE saved_search_matches;
DROP TABLE saved_searches;
DROP TABLE search_standing_queries;
