-- Up Migration
-- The statute sections a judgment applies or names, each as the library ids it (contracts
-- judgmentSectionKeys: `PPC-302` for Law_Ref's PPC-302 and for `u/s 302 P.P.C.` in its text), so a
-- section typed in any notation finds every judgment that names it in any other (ADR 0060).
-- Filled when a case is indexed: existing rows get theirs at the next reindex of cases.
ALTER TABLE search_documents ADD COLUMN sections text[] NOT NULL DEFAULT '{}';
CREATE INDEX search_documents_sections ON search_documents USING gin (sections);

-- Down Migration
DROP INDEX search_documents_sections;
ALTER TABLE search_documents DROP COLUMN sections;
