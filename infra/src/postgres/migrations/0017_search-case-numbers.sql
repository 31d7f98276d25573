-- Up Migration
-- A judgment's own case numbers, each reduced to one key (contracts caseNumberKeys: `ca-468-2010`
-- for C.A.468-2010 and CIVIL APPEALS NO.468 OF 2010), so a case number typed in any written form
-- finds the judgment that writes it in another. Filled when a case is indexed: existing rows get
-- theirs at the next reindex of cases.
ALTER TABLE search_documents ADD COLUMN case_numbers text[] NOT NULL DEFAULT '{}';
CREATE INDEX search_documents_case_numbers ON search_documents USING gin (case_numbers);

-- Down Migration
DROP INDEX search_documents_case_numbers;
ALTER TABLE search_documents DROP COLUMN case_numbers;
