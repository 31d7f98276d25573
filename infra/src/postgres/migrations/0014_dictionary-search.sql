-- Up Migration
-- Dictionary search (/dictionary?q=): a headword typed whole or by its start, and phrases defined
-- inside another entry ("legal holiday" under HOLIDAY). Both are compared folded (no capitals, no
-- accents) and, for the meaning, with its OCR line breaks as single spaces, so a phrase broken
-- over two lines of the scanned page is still found.
ALTER TABLE dictionary
  ADD COLUMN word_key text GENERATED ALWAYS AS (lower(qanoon_unaccent(word))) STORED,
  ADD COLUMN meaning_key text GENERATED ALWAYS AS (lower(qanoon_unaccent(regexp_replace(meaning, '\s+', ' ', 'g')))) STORED;
ALTER TABLE dictionary ALTER COLUMN meaning_key SET COMPRESSION lz4;
CREATE INDEX dictionary_word_key ON dictionary (word_key text_pattern_ops);
-- Trigrams serve `meaning_key LIKE '%legal holiday%'` and the likeness of a misspelt headword.
CREATE INDEX dictionary_meaning_trgm ON dictionary USING gin (meaning_key gin_trgm_ops);
CREATE INDEX dictionary_word_trgm ON dictionary USING gin (word_key gin_trgm_ops);
ANALYZE dictionary;

-- Down Migration
DROP INDEX dictionary_word_trgm;
DROP INDEX dictionary_meaning_trgm;
DROP INDEX dictionary_word_key;
ALTER TABLE dictionary DROP COLUMN meaning_key, DROP COLUMN word_key;
