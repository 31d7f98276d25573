-- Up Migration
-- "New since the last hearing" on a diary case (ADR 0046) asks for the judgments taken in after a
-- moment: with the Law_Ref index, this finds a recent window's few without reading the library.
CREATE INDEX case_laws_by_imported_at ON case_laws (imported_at);

-- Down Migration
DROP INDEX case_laws_by_imported_at;
