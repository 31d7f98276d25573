-- Up Migration
-- A paid user's bookmarked cases (docs/product-rules.md#bookmarks): a plain table, one row a
-- case, read and changed only by its owner (docs/product-rules.md#access).
CREATE TABLE bookmarks (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  citation_id text NOT NULL REFERENCES case_laws (citation_id) ON DELETE CASCADE,
  bookmarked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, citation_id)
);
CREATE INDEX bookmarks_by_user_recent ON bookmarks (user_id, bookmarked_at DESC, citation_id);

-- The case view's "Cited by" list: the cases whose Case_Ref names a case, written in any variant
-- (`PLD 2006 Supreme Court 602` for `PLD 2006 SC 602`). Each reference gives the key of its
-- spaceless, capitalised text and, when it holds a year and a page as citations do, the key
-- `year:page`; the index finds the few cases sharing a key and contracts' citationMatch
-- (parseCitation) decides which of them really cite the case.
CREATE FUNCTION qanoon_citation_keys(refs text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT key), '{}')
    FROM unnest(refs) AS r(ref),
      LATERAL (SELECT translate(ref, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789') AS ascii) AS d,
      LATERAL (SELECT regexp_match(d.ascii, '(?:^|\D)(1[89]\d{2}|20\d{2})\D(?:.*\D)?(\d{1,5})\D*$') AS m) AS parts,
      LATERAL (VALUES ('raw:' || upper(regexp_replace(ref, '\s+', '', 'g'))), (parts.m[1] || ':' || parts.m[2])) AS k(key)
    WHERE key IS NOT NULL
  $$;
CREATE INDEX case_laws_cited ON case_laws USING gin (qanoon_citation_keys(case_refs));

-- Down Migration
DROP INDEX case_laws_cited;
DROP FUNCTION qanoon_citation_keys(text[]);
DROP TABLE bookmarks;
