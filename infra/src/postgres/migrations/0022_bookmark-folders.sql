-- Up Migration
-- A user's own folders of bookmarks, and tags and a private note on each bookmark (ADR 0042).
-- Plain tables like bookmarks. Every link carries the owner's id and references the owner's folder
-- and the owner's bookmark together, so no row can ever put one user's bookmark in another
-- user's folder, whatever a caller sends. Deleting a folder deletes its links, never a bookmark;
-- taking a case off the bookmarks takes it out of its folders.
CREATE TABLE bookmark_folders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, id)
);
CREATE UNIQUE INDEX bookmark_folders_name ON bookmark_folders (user_id, lower(name));

CREATE TABLE bookmark_folder_entries (
  user_id uuid NOT NULL,
  folder_id uuid NOT NULL,
  citation_id text NOT NULL,
  filed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (folder_id, citation_id),
  FOREIGN KEY (user_id, folder_id) REFERENCES bookmark_folders (user_id, id) ON DELETE CASCADE,
  FOREIGN KEY (user_id, citation_id) REFERENCES bookmarks (user_id, citation_id) ON DELETE CASCADE
);
CREATE INDEX bookmark_folder_entries_by_bookmark ON bookmark_folder_entries (user_id, citation_id);

-- Tags are lower-cased words kept on the bookmark itself (few, short, only ever the owner's).
ALTER TABLE bookmarks
  ADD COLUMN tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 10),
  ADD COLUMN note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 2000);
CREATE INDEX bookmarks_tags ON bookmarks USING gin (tags);

-- Down Migration
DROP INDEX bookmarks_tags;
ALTER TABLE bookmarks DROP COLUMN note, DROP COLUMN tags;
DROP TABLE bookmark_folder_entries;
DROP TABLE bookmark_folders;
