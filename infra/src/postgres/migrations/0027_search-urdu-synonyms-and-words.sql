-- Up Migration
-- Urdu and Roman-Urdu legal words meet their English synonyms (ADR 0061): a query typed in Urdu
-- script (قتل) finds the English judgments that say murder, and qatl or zamanat the same. Each
-- group that holds the English or Roman term gains its Urdu one; groups an administrator has
-- already changed keep their changes, and none grows past the list's twelve terms.
UPDATE search_synonyms s SET terms = s.terms || a.added
FROM (VALUES
  ('qatl', '{qatal,قتل}'::text[]),
  ('qatl-i-amd', '{قتل عمد}'),
  ('qatl-i-khata', '{قتل خطا}'),
  ('zina', '{زنا}'),
  ('zina-bil-jabr', '{زنا بالجبر}'),
  ('khula', '{خلع}'),
  ('talaq', '{طلاق}'),
  ('diyat', '{دیت}'),
  ('qisas', '{قصاص}'),
  ('tazir', '{تعزیر}'),
  ('hadd', '{حد}'),
  ('FIR', '{ایف آئی آر}'),
  ('pre-arrest bail', '{ضمانت قبل از گرفتاری}'),
  ('haq mehr', '{حق مہر}'),
  ('nikah', '{نکاح}'),
  ('nikahnama', '{نکاح نامہ}'),
  ('iddat', '{عدت}'),
  ('hizanat', '{حضانت}'),
  ('hiba', '{ہبہ}'),
  ('shufa', '{شفعہ}'),
  ('waqf', '{وقف}'),
  ('mutation', '{انتقال}'),
  ('jirga', '{جرگہ}')
) AS a(term, added)
WHERE a.term = ANY(s.terms) AND NOT (a.added && s.terms) AND cardinality(s.terms) + cardinality(a.added) <= 12;

INSERT INTO search_synonyms (terms) VALUES
  ('{bail,zamanat,ضمانت}'),
  ('{witness,gawah,گواہ}'),
  ('{theft,chori,چوری}'),
  ('{abduction,kidnapping,aghwa,اغوا}'),
  ('{inheritance,wirasat,وراثت}'),
  ('{maintenance,nafqa,نفقہ}'),
  ('{robbery,dacoity,daketi,ڈکیتی}'),
  ('{confession,iqbal-e-jurm,اقبال جرم}');

-- The library's own words, for "Did you mean …" (ADR 0061): every word of a document's title and
-- opening (a judgment's first 2,500 characters, where its parties and headnote are), as written
-- but lowercased and unaccented, with how many documents hold it. A word typed that no document
-- holds is matched by trigrams against these. Kept by a statement trigger so every way a document
-- is indexed (an import, a reindex) keeps it; counts only grow, and only order the suggestions.
-- Each statement takes its words in one order (by word), so batches an import writes side by
-- side wait for each other on a common word and never deadlock.
CREATE TABLE search_words (
  kind text NOT NULL,
  word text NOT NULL,
  documents integer NOT NULL,
  PRIMARY KEY (kind, word)
);
CREATE INDEX search_words_trigrams ON search_words USING gin (word gin_trgm_ops);

CREATE FUNCTION qanoon_search_words(title text, body text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT lexeme FROM unnest(to_tsvector('simple', qanoon_unaccent(coalesce(title, '') || ' ' || left(coalesce(body, ''), 2500))))
    WHERE lexeme ~ '^[a-z]{3,30}$'
  $$;

CREATE FUNCTION qanoon_add_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (kind, word, documents)
    SELECT kind, w, count(*) FROM added, qanoon_search_words(added.title, added.body) AS w GROUP BY kind, w ORDER BY kind, w
    ON CONFLICT (kind, word) DO UPDATE SET documents = search_words.documents + excluded.documents;
    RETURN NULL;
  END
  $$;

-- An update that leaves the words as they were (a cited count, a document indexed again) adds none.
CREATE FUNCTION qanoon_change_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (kind, word, documents)
    SELECT added.kind, w, count(*)
    FROM added JOIN removed USING (kind, id), qanoon_search_words(added.title, added.body) AS w
    WHERE added.title IS DISTINCT FROM removed.title OR left(added.body, 2500) IS DISTINCT FROM left(removed.body, 2500)
    GROUP BY added.kind, w ORDER BY added.kind, w
    ON CONFLICT (kind, word) DO UPDATE SET documents = search_words.documents + excluded.documents;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER search_words_on_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION qanoon_add_search_words();
CREATE TRIGGER search_words_on_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION qanoon_change_search_words();

INSERT INTO search_words (kind, word, documents)
SELECT kind, w, count(*) FROM search_documents, qanoon_search_words(title, body) AS w GROUP BY kind, w;

-- Down Migration
DROP TABLE search_words;
DROP TRIGGER search_words_on_insert ON search_documents;
DROP TRIGGER search_words_on_update ON search_documents;
DROP FUNCTION qanoon_add_search_words();
DROP FUNCTION qanoon_change_search_words();
DROP FUNCTION qanoon_search_words(text, text);
DELETE FROM search_synonyms WHERE terms && '{zamanat,gawah,chori,aghwa,wirasat,nafqa,daketi,iqbal-e-jurm}'::text[];
