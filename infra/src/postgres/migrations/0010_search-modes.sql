-- Up Migration
-- The five search modes (ADR 0018). Newest-first lists, and the newest candidates a common
-- keyword ranks, walk this index instead of sorting every match. Within a year a later page of
-- a report is a later judgment.
CREATE INDEX search_documents_newest ON search_documents (kind, year DESC NULLS LAST, page DESC NULLS LAST, id);

-- Most cited first: how many library cases cite a document (counted from Case_Ref by the search
-- service's recount, which the reindex command runs).
ALTER TABLE search_documents ADD COLUMN cited integer NOT NULL DEFAULT 0;
CREATE INDEX search_documents_cited ON search_documents (kind, cited DESC, year DESC NULLS LAST, page DESC NULLS LAST, id);

-- Journals compared without regard to capitals: the index also gives the planner the journals'
-- statistics, without which it guesses a journal holds 0.5% of the cases and plans badly.
CREATE INDEX search_documents_journal ON search_documents (kind, lower(journal), year, page);
ANALYZE search_documents;

-- The court suggestions and the journal lists read the library's courts and journals.
CREATE INDEX case_laws_court ON case_laws (court);

-- A citation typed in a search box names a case by its id whatever the spaces and capitals
-- (contracts plainCitationText): `pld 2019 sc  1` is `PLD 2019 SC 1`.
CREATE INDEX case_laws_plain_id ON case_laws (upper(regexp_replace(citation_id, '\s+', '', 'g')));
-- The planner knows an expression index's values only once the table is analysed.
ANALYZE case_laws;

-- Down Migration
DROP INDEX search_documents_journal;
DROP INDEX case_laws_plain_id;
DROP INDEX case_laws_court;
DROP INDEX search_documents_cited;
ALTER TABLE search_documents DROP COLUMN cited;
DROP INDEX search_documents_newest;
