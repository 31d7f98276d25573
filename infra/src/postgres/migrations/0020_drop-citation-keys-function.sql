-- Up Migration
-- "Cited by" and similar cases read the citation index (0016, ADR 0033), whose keys merge every
-- written variant of a report; the year:page keys of 0009 serve nothing any more, and their GIN
-- index cost every import.
DROP INDEX case_laws_cited;
DROP FUNCTION qanoon_citation_keys(text[]);

-- Down Migration
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
