-- Up Migration
-- The legal library's content, one table per upload kind, keyed by the natural key of its CSV
-- rows so an import is an upsert and a re-run changes nothing (ADR 0019). Big text is
-- TOAST-compressed with lz4: pglz is half of bulk-load time on this machine kind.

-- The A–Z button a text is listed under; '#' for anything that does not start with a letter.
CREATE FUNCTION qanoon_letter(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN upper(left($1, 1)) ~ '^[A-Z]$' THEN upper(left($1, 1)) ELSE '#' END $$;

CREATE TABLE case_laws (
  citation_id text PRIMARY KEY,
  parties text NOT NULL,
  judge text NOT NULL,
  lawyer text NOT NULL,
  court text NOT NULL,
  case_refs text[] NOT NULL,
  law_refs text[] NOT NULL,
  head_notes text NOT NULL,
  case_desc text NOT NULL,
  -- The citation id's parts (contracts parseCitation); null when it is not a citation.
  journal text,
  year integer,
  citation_court text,
  page integer,
  citation_note boolean NOT NULL DEFAULT false,
  imported_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE case_laws ALTER COLUMN case_desc SET COMPRESSION lz4, ALTER COLUMN head_notes SET COMPRESSION lz4;
-- A statute's Case Law list: the cases whose Law_Ref names the section.
CREATE INDEX case_laws_law_refs ON case_laws USING gin (law_refs);
CREATE INDEX case_laws_citation ON case_laws (journal, year, page);

CREATE TABLE statutes (
  statute_id text PRIMARY KEY,
  statute_name text NOT NULL,
  section_name text NOT NULL,
  ordinance_name text NOT NULL,
  definition text NOT NULL,
  case_refs text[] NOT NULL,
  read_statute text NOT NULL,
  -- The id with its numbers zero-padded, so PPC-2 sorts before PPC-10 and PPC-365-A after PPC-365.
  sort_key text NOT NULL,
  ordinance_letter text GENERATED ALWAYS AS (qanoon_letter(ordinance_name)) STORED,
  imported_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE statutes ALTER COLUMN read_statute SET COMPRESSION lz4, ALTER COLUMN definition SET COMPRESSION lz4;
CREATE INDEX statutes_by_letter ON statutes (ordinance_letter, ordinance_name);
CREATE INDEX statutes_by_ordinance ON statutes (ordinance_name, sort_key);
CREATE INDEX statutes_by_statute_name ON statutes (statute_name, sort_key);

-- WordNet lists some terms twice: one row per term, whatever its capitals.
CREATE TABLE legal_terms (
  term_key text PRIMARY KEY,
  term text NOT NULL,
  letter text GENERATED ALWAYS AS (qanoon_letter(term)) STORED,
  imported_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX legal_terms_by_letter ON legal_terms (letter, term_key);

CREATE TABLE articles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  author text NOT NULL,
  category text NOT NULL,
  year integer,
  article_text text NOT NULL,
  letter text GENERATED ALWAYS AS (qanoon_letter(title)) STORED,
  document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', qanoon_unaccent(title)), 'A') ||
    setweight(to_tsvector('english', qanoon_unaccent(author || ' ' || category)), 'B') ||
    setweight(to_tsvector('english', qanoon_unaccent(left(article_text, 200000))), 'C')
  ) STORED,
  imported_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT articles_natural_key UNIQUE (title, author)
);
ALTER TABLE articles ALTER COLUMN article_text SET COMPRESSION lz4;
CREATE INDEX articles_by_letter ON articles (letter, title);
CREATE INDEX articles_document ON articles USING gin (document);

CREATE TABLE topics (
  topic text NOT NULL,
  statute text NOT NULL,
  -- The row's line in its file: topics are listed in the order the file gives (the chapters' order).
  position bigint NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic, statute)
);
CREATE INDEX topics_by_position ON topics (position);

-- A word the file lists more than once keeps each row as a sense (1, 2, …) in file order.
CREATE TABLE dictionary (
  word text NOT NULL,
  sense integer NOT NULL CHECK (sense >= 1),
  meaning text NOT NULL,
  letter text GENERATED ALWAYS AS (qanoon_letter(word)) STORED,
  -- The last import whose file held this row: it numbers a repeated word's senses within one file.
  import_id uuid,
  imported_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (word, sense)
);
ALTER TABLE dictionary ALTER COLUMN meaning SET COMPRESSION lz4;
CREATE INDEX dictionary_by_letter ON dictionary (letter, word, sense);

CREATE TABLE import_jobs (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('statutes', 'cases', 'legalTerms', 'articles', 'topics', 'dictionary')),
  blob_key text NOT NULL,
  file_name text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  total_bytes bigint NOT NULL,
  -- Where the next run starts: the byte after the last committed row, and that row's next line
  -- (0 until a batch commits: the run starts after the header). Written with each batch.
  bytes_done bigint NOT NULL DEFAULT 0,
  resume_line bigint NOT NULL DEFAULT 0,
  rows_done bigint NOT NULL DEFAULT 0,
  inserted bigint NOT NULL DEFAULT 0,
  updated bigint NOT NULL DEFAULT 0,
  unchanged bigint NOT NULL DEFAULT 0,
  rejected bigint NOT NULL DEFAULT 0,
  error text,
  -- The queue job of the current run, and the run that owns the import: a batch from any
  -- other run (a worker thought dead) is refused.
  queue_job_id text,
  run_id uuid,
  runs integer NOT NULL DEFAULT 0,
  cancel_requested_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX import_jobs_one_active_per_kind ON import_jobs (kind) WHERE state IN ('queued', 'running');
CREATE INDEX import_jobs_recent ON import_jobs (created_at DESC, id);

CREATE TABLE import_rejections (
  import_id uuid NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
  -- Where the row is: its first line, as a text editor counts, and its row, as a spreadsheet counts (header = 1).
  line bigint NOT NULL,
  row_number bigint NOT NULL,
  reason text NOT NULL,
  -- The row's fields as read, so the admin can fix and re-upload just these rows.
  fields text[] NOT NULL,
  PRIMARY KEY (import_id, line)
);
ALTER TABLE import_rejections ALTER COLUMN fields SET COMPRESSION lz4;

-- Down Migration
DROP TABLE import_rejections;
DROP TABLE import_jobs;
DROP TABLE dictionary;
DROP TABLE topics;
DROP TABLE articles;
DROP TABLE legal_terms;
DROP TABLE statutes;
DROP TABLE case_laws;
DROP FUNCTION qanoon_letter(text);
