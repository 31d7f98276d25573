-- Up Migration
-- The citation index (ADR 0033): every citation the library knows, as a case's own id or as a
-- reference in a case's Case_Ref, keyed by the report it names (contracts citationKey: journal,
-- year, page and note) and the court it names, so every written variant of one report is one
-- citation. Written by the case import with the rows it changes, rebuilt from the content tables
-- by a command and at start for cases that have no key yet.
ALTER TABLE case_laws ADD COLUMN citation_key text, ADD COLUMN citation_key_court text;
CREATE INDEX case_laws_by_citation_key ON case_laws (citation_key);

CREATE TABLE case_citations (
  citing_id text NOT NULL REFERENCES case_laws (citation_id) ON DELETE CASCADE,
  -- The reference as the citing judgment's Case_Ref writes it.
  written text NOT NULL,
  citation_key text NOT NULL,
  -- The court it names by the library's name for it; null when it names none (it fits any court).
  court text,
  -- The sentence of the citing judgment around the reference; null when its text does not hold it as written.
  sentence text,
  PRIMARY KEY (citing_id, written)
);
CREATE INDEX case_citations_by_key ON case_citations (citation_key, court);

-- Down Migration
DROP TABLE case_citations;
DROP INDEX case_laws_by_citation_key;
ALTER TABLE case_laws DROP COLUMN citation_key, DROP COLUMN citation_key_court;
