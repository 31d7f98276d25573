-- Up Migration
-- Urdu judgments are searchable with Urdu words however their letters were keyed (ADR 0035).
-- Urdu text reaches the library written with Arabic letters as often as with Urdu ones: a PDF
-- of a Supreme Court judgment gives ى and ك where a lawyer types ی and ک, ه or ة where Urdu
-- writes ہ, أ/إ/آ for ا, words with or without their vowel marks, and Arabic-Indic or Urdu
-- digits. Every text the search compares goes through qanoon_unaccent, at index and at query
-- time, so the letters are folded there, as Elasticsearch's persian_normalization and
-- arabic_normalization (plus the few Urdu letters they leave) fold them in the case analyzers:
-- - vowel marks (harakat, superscript alef, Quranic marks), hamza above and tatweel are removed;
-- - zero-width non-joiner and text direction marks separate words, as spaces;
-- - every yeh (ي ى ے ۓ ئ) is ی, kaf (ك) is ک, heh (ه ة ۀ ۂ ۃ) is ہ, alef with hamza or madda
--   (أ إ آ) is ا, waw with hamza (ؤ) is و;
-- - Arabic-Indic (٠-٩) and Urdu (۰-۹) digits are 0-9.
-- The english configuration keeps such words whole (the parser takes any letter as a word
-- character and the English stemmer leaves them be), so only the letters needed folding.
CREATE FUNCTION qanoon_fold_arabic_script(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT translate(
      regexp_replace(
        regexp_replace($1, '[\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]', ' ', 'g'),
        '[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u0640]', '', 'g'),
      U&'\064A\0649\06D2\06D3\0626\0643\0647\0629\06C0\06C2\06C3\0623\0625\0622\0624\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9',
      U&'\06CC\06CC\06CC\06CC\06CC\06A9\06C1\06C1\06C1\06C1\06C1\0627\0627\0627\0648' || '01234567890123456789')
  $$;

-- Only text with Arabic-script letters, marks or digits is touched: the rest costs one test.
CREATE OR REPLACE FUNCTION qanoon_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE WHEN $1 ~ '[\u0600-\u06ff\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
      THEN qanoon_fold_arabic_script(public.unaccent('public.unaccent'::regdictionary, $1))
      ELSE public.unaccent('public.unaccent'::regdictionary, $1) END
  $$;

-- Party search folds the Roman-Urdu spellings of a name to one (Mohammad and Muhammad, Mst. and
-- Mussammat: contracts foldPartyNames, ADR 0035): the adapter stores the folded names beside the
-- names as written, and the trigram key is made from them (from the names as written for a row
-- indexed before, until the reindex writes its folded names). Adding the column derives every
-- row's key again, with the letters folded as above.
ALTER TABLE search_documents ADD COLUMN party_names text;
ALTER TABLE search_documents DROP COLUMN parties_key;
ALTER TABLE search_documents
  ADD COLUMN parties_key text GENERATED ALWAYS AS (lower(qanoon_unaccent(coalesce(party_names, parties, '')))) STORED;
CREATE INDEX search_documents_parties ON search_documents USING gin (parties_key gin_trgm_ops);

-- The other stored columns and indexes computed with the function are derived again: an UPDATE
-- computes a row's generated columns anew, and only rows with Arabic-script text change.
UPDATE search_documents SET body = body
  WHERE concat_ws(' ', title, parties, judge, lawyer, court, left(body, 200000)) ~ '[\u0600-\u06ff\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
UPDATE articles SET title = title
  WHERE concat_ws(' ', title, author, category, left(article_text, 200000)) ~ '[\u0600-\u06ff\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
UPDATE dictionary SET word = word
  WHERE concat_ws(' ', word, meaning) ~ '[\u0600-\u06ff\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
REINDEX INDEX search_documents_court_folded;

-- Down Migration
CREATE OR REPLACE FUNCTION qanoon_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
DROP FUNCTION qanoon_fold_arabic_script(text);
ALTER TABLE search_documents DROP COLUMN parties_key;
ALTER TABLE search_documents DROP COLUMN party_names;
ALTER TABLE search_documents
  ADD COLUMN parties_key text GENERATED ALWAYS AS (lower(qanoon_unaccent(coalesce(parties, '')))) STORED;
CREATE INDEX search_documents_parties ON search_documents USING gin (parties_key gin_trgm_ops);
UPDATE search_documents SET body = body
  WHERE concat_ws(' ', title, parties, judge, lawyer, court, left(body, 200000)) ~ '[\u0600-\u06ff\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
UPDATE articles SET title = title
  WHERE concat_ws(' ', title, author, category, left(article_text, 200000)) ~ '[\u0600-\u06ff\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
UPDATE dictionary SET word = word
  WHERE concat_ws(' ', word, meaning) ~ '[\u0600-\u06ff\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
REINDEX INDEX search_documents_court_folded;
