-- Up Migration
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE; an immutable wrapper lets it appear in index expressions.
CREATE FUNCTION qanoon_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE TABLE search_documents (
  kind text NOT NULL,
  id text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  parties text,
  judge text,
  lawyer text,
  court text,
  journal text,
  year integer,
  page integer,
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,
  parties_key text GENERATED ALWAYS AS (lower(qanoon_unaccent(coalesce(parties, '')))) STORED,
  judge_key text GENERATED ALWAYS AS (lower(qanoon_unaccent(coalesce(judge, '')))) STORED,
  lawyer_key text GENERATED ALWAYS AS (lower(qanoon_unaccent(coalesce(lawyer, '')))) STORED,
  document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', qanoon_unaccent(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('english', qanoon_unaccent(coalesce(parties, ''))), 'B') ||
    setweight(to_tsvector('english', qanoon_unaccent(left(body, 200000))), 'C')
  ) STORED,
  indexed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id)
);
ALTER TABLE search_documents ALTER COLUMN body SET COMPRESSION lz4;

CREATE INDEX search_documents_document ON search_documents USING gin (document);
CREATE INDEX search_documents_parties ON search_documents USING gin (parties_key gin_trgm_ops);
CREATE INDEX search_documents_judge ON search_documents USING gin (judge_key gin_trgm_ops);
CREATE INDEX search_documents_lawyer ON search_documents USING gin (lawyer_key gin_trgm_ops);
CREATE INDEX search_documents_filters ON search_documents (kind, journal, year, page);
CREATE INDEX search_documents_court ON search_documents (kind, lower(court), year);

-- Down Migration
DROP TABLE search_documents;
DROP FUNCTION qanoon_unaccent(text);
