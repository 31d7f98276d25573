-- Up Migration
-- How each citing judgment treats each reference it makes (issue 34, "Is it still good law?"):
-- positive, distinguished, negative or neutral, for a negative one which kind (overruled, per
-- incuriam, reversed, disapproved, not followed), the sentence and the words that decided it, and
-- the version of the reading method that read it (contracts treatmentMethod), so the re-read
-- command finds the rows an older method read. Rows written before this migration have no
-- treatment until that command reads them.
ALTER TABLE case_citations
  ADD COLUMN treatment text CHECK (treatment IN ('positive', 'distinguished', 'negative', 'neutral')),
  ADD COLUMN negative_kind text CHECK (negative_kind IN ('overruled', 'per-incuriam', 'reversed', 'disapproved', 'not-followed')),
  ADD COLUMN treatment_sentence text,
  ADD COLUMN treatment_words text,
  ADD COLUMN treatment_method integer;

-- A cited key's treatments (a case's flag, the citator's counts and filter) read from the index alone.
CREATE INDEX case_citations_treatments_by_key ON case_citations (citation_key, court) INCLUDE (citing_id, treatment, negative_kind);

-- Down Migration
DROP INDEX case_citations_treatments_by_key;
ALTER TABLE case_citations DROP COLUMN treatment, DROP COLUMN negative_kind, DROP COLUMN treatment_sentence,
  DROP COLUMN treatment_words, DROP COLUMN treatment_method;
