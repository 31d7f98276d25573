-- Up Migration
-- The library's words (search_words, ADR 0061) were counted by triggers inside the import's own
-- transactions, and two batches counting common words side by side deadlocked and stopped the
-- import. Now every way a document is indexed only notes it in search_words_pending, a table with
-- no key, so batches never wait on each other there; one writer at a time (an advisory lock) folds
-- what is noted into search_words, at the end of an import and before a suggestion is looked up.
CREATE TABLE search_words_pending (
  kind text NOT NULL,
  id text NOT NULL
);

DROP TRIGGER search_words_on_insert ON search_documents;
DROP TRIGGER search_words_on_update ON search_documents;
DROP FUNCTION qanoon_add_search_words();
DROP FUNCTION qanoon_change_search_words();

CREATE FUNCTION qanoon_note_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words_pending (kind, id) SELECT kind, id FROM added;
    RETURN NULL;
  END
  $$;

-- An update that leaves the words as they were (a cited count, a document indexed again) notes none.
CREATE FUNCTION qanoon_note_changed_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words_pending (kind, id)
    SELECT added.kind, added.id FROM added JOIN removed USING (kind, id)
    WHERE added.title IS DISTINCT FROM removed.title OR left(added.body, 2500) IS DISTINCT FROM left(removed.body, 2500);
    RETURN NULL;
  END
  $$;

-- Fold the noted documents' words into search_words. `wait` false gives up at once when another
-- fold runs (a search asking for suggestions never queues behind an import's fold).
CREATE FUNCTION qanoon_fold_search_words(wait boolean) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF wait THEN
      PERFORM pg_advisory_xact_lock(hashtext('qanoon_search_words'));
    ELSIF NOT pg_try_advisory_xact_lock(hashtext('qanoon_search_words')) THEN
      RETURN;
    END IF;
    WITH taken AS (DELETE FROM search_words_pending RETURNING kind, id)
    INSERT INTO search_words (kind, word, documents)
    SELECT d.kind, w, count(*)
    FROM (SELECT DISTINCT kind, id FROM taken) t JOIN search_documents d USING (kind, id), qanoon_search_words(d.title, d.body) AS w
    GROUP BY d.kind, w ORDER BY d.kind, w
    ON CONFLICT (kind, word) DO UPDATE SET documents = search_words.documents + excluded.documents;
  END
  $$;

CREATE TRIGGER search_words_on_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION qanoon_note_search_words();
CREATE TRIGGER search_words_on_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION qanoon_note_changed_search_words();

-- The words of what was indexed before (the migration before this one counted none of it).
INSERT INTO search_words (kind, word, documents)
SELECT kind, w, count(*) FROM search_documents, qanoon_search_words(title, body) AS w GROUP BY kind, w
ON CONFLICT (kind, word) DO NOTHING;

-- Down Migration
DROP TRIGGER search_words_on_insert ON search_documents;
DROP TRIGGER search_words_on_update ON search_documents;
DROP FUNCTION qanoon_fold_search_words(boolean);
DROP FUNCTION qanoon_note_search_words();
DROP FUNCTION qanoon_note_changed_search_words();
DROP TABLE search_words_pending;
