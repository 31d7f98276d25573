-- Up Migration
-- Courts are compared without regard to capitals or accents, as Elasticsearch's keyword
-- normalizer (lowercase, asciifolding) compares them: "Peshāwar High Court" is "peshawar high court"
-- on both engines.
CREATE INDEX search_documents_court_folded ON search_documents (kind, lower(qanoon_unaccent(court)), year);
DROP INDEX search_documents_court;

-- Down Migration
CREATE INDEX search_documents_court ON search_documents (kind, lower(court), year);
DROP INDEX search_documents_court_folded;
