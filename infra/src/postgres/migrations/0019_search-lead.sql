-- Up Migration
-- A judgment's opening (where a law report prints its headnote and catchwords) ranks a keyword
-- found there above the same words deep in the text (ADR 0029). Ranking only: matching stays
-- on `document`, so the column needs no index.
ALTER TABLE search_documents ADD COLUMN lead tsvector GENERATED ALWAYS AS (
  CASE WHEN kind = 'case' THEN to_tsvector('english', qanoon_unaccent(left(body, 2500))) ELSE ''::tsvector END
) STORED;

-- Down Migration
ALTER TABLE search_documents DROP COLUMN lead;
