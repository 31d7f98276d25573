import {
  bookmarkFolderMessages,
  bookmarkMessages,
  bookmarkLimits,
  isFolderId,
  parseFiling,
  parseFolderName,
  type BookmarkFiling,
  type BookmarkFolderView,
} from '@qanoon/contracts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import type { LibraryDeps } from '../deps.ts';
import { textKey } from '../queries/cases.ts';

type Deps = Pick<LibraryDeps, 'db'>;

// A user's folders of bookmarks, and the tags and note on each bookmark (ADR 0042). As with the
// bookmarks themselves, every statement is scoped to the actor, whom the caller takes from the
// session; another user's folder answers as no folder at all.

const nameTaken = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'bookmark_folders_name';

/** The actor's folders, by name, each with how many bookmarks it holds. */
export async function listFolders(deps: Deps, actor: Actor): Promise<BookmarkFolderView[]> {
  const { rows } = await deps.db.query<{ id: string; name: string; n: bigint }>(
    `SELECT f.id, f.name, count(e.citation_id) AS n
     FROM bookmark_folders f LEFT JOIN bookmark_folder_entries e ON e.folder_id = f.id
     WHERE f.user_id = $1
     GROUP BY f.id ORDER BY lower(f.name), f.id`,
    [actor.userId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.n) }));
}

/** One of the actor's folders; null for an id that is no folder of theirs (another user's too). */
export async function folderOf(deps: Deps, actor: Actor, folderId: unknown): Promise<BookmarkFolderView | null> {
  if (!isFolderId(folderId)) return null;
  const { rows } = await deps.db.query<{ id: string; name: string; n: bigint }>(
    `SELECT f.id, f.name, (SELECT count(*) FROM bookmark_folder_entries e WHERE e.folder_id = f.id) AS n
     FROM bookmark_folders f WHERE f.user_id = $1 AND f.id = $2`,
    [actor.userId, folderId],
  );
  const row = rows[0];
  return row ? { id: row.id, name: row.name, count: Number(row.n) } : null;
}

/** Make a folder (`{ name }`); names are the actor's own and differ in more than letter case. */
export async function createFolder(deps: Deps, actor: Actor, input: unknown): Promise<Outcome<{ folder: BookmarkFolderView }>> {
  const parsed = parseFolderName(input);
  if (!parsed.ok) return failure(parsed.message, 'name');
  try {
    const { rows } = await deps.db.query<{ id: string }>(
      `INSERT INTO bookmark_folders (user_id, name)
       SELECT $1, $2 WHERE (SELECT count(*) FROM bookmark_folders WHERE user_id = $1) < $3
       RETURNING id`,
      [actor.userId, parsed.name, bookmarkLimits.foldersPerUser],
    );
    const row = rows[0];
    if (!row) return failure(bookmarkFolderMessages.tooManyFolders, 'name');
    return { ok: true, message: bookmarkFolderMessages.folderCreated, folder: { id: row.id, name: parsed.name, count: 0 } };
  } catch (error) {
    if (nameTaken(error)) return failure(bookmarkFolderMessages.folderNameTaken, 'name');
    throw error;
  }
}

/** Rename one of the actor's folders (`{ name }`). */
export async function renameFolder(deps: Deps, actor: Actor, folderId: unknown, input: unknown): Promise<Outcome> {
  if (!isFolderId(folderId)) return failure(bookmarkFolderMessages.noSuchFolder);
  const parsed = parseFolderName(input);
  if (!parsed.ok) return failure(parsed.message, 'name');
  try {
    const { rowCount } = await deps.db.query('UPDATE bookmark_folders SET name = $3 WHERE user_id = $1 AND id = $2', [actor.userId, folderId, parsed.name]);
    return rowCount > 0 ? { ok: true, message: bookmarkFolderMessages.folderRenamed } : failure(bookmarkFolderMessages.noSuchFolder);
  } catch (error) {
    if (nameTaken(error)) return failure(bookmarkFolderMessages.folderNameTaken, 'name');
    throw error;
  }
}

/** Delete one of the actor's folders; the bookmarks in it stay bookmarked. */
export async function deleteFolder(deps: Deps, actor: Actor, folderId: unknown): Promise<Outcome> {
  const { rowCount } = isFolderId(folderId)
    ? await deps.db.query('DELETE FROM bookmark_folders WHERE user_id = $1 AND id = $2', [actor.userId, folderId])
    : { rowCount: 0 };
  return rowCount > 0 ? { ok: true, message: bookmarkFolderMessages.folderDeleted } : failure(bookmarkFolderMessages.noSuchFolder);
}

/** The folders, tags and note of one of the actor's bookmarks; null when they have not bookmarked the case. */
export async function filingOf(deps: Deps, actor: Actor, citationInput: unknown): Promise<BookmarkFiling | null> {
  const citationId = textKey(citationInput);
  if (!citationId) return null;
  const { rows } = await deps.db.query<{ tags: string[]; note: string; folder_ids: string[] }>(
    `SELECT b.tags, b.note,
       coalesce((SELECT array_agg(e.folder_id::text ORDER BY e.folder_id) FROM bookmark_folder_entries e
                 WHERE e.user_id = b.user_id AND e.citation_id = b.citation_id), '{}') AS folder_ids
     FROM bookmarks b WHERE b.user_id = $1 AND b.citation_id = $2`,
    [actor.userId, citationId],
  );
  const row = rows[0];
  return row ? { folderIds: row.folder_ids, tags: row.tags, note: row.note } : null;
}

/**
 * File one of the actor's bookmarks: it sits in exactly the folders named (`folderIds`, each the
 * actor's own), carries the tags typed (`tags`, comma-separated) and the note (`note`). Nothing
 * changes when any part is refused.
 */
export async function fileBookmark(deps: Deps, actor: Actor, citationInput: unknown, input: unknown): Promise<Outcome> {
  const citationId = textKey(citationInput);
  const parsed = parseFiling(input);
  if (!parsed.ok) return failure(parsed.message, parsed.field);
  const { folderIds, tags, note } = parsed.filing;
  if (!folderIds.every(isFolderId)) return failure(bookmarkFolderMessages.noSuchFolder, 'folders');
  return deps.db.transaction(async (tx) => {
    const updated = citationId
      ? await tx.query('UPDATE bookmarks SET tags = $3, note = $4 WHERE user_id = $1 AND citation_id = $2', [actor.userId, citationId, tags, note])
      : { rowCount: 0 };
    if (updated.rowCount === 0) return failure(bookmarkMessages.notBookmarked);
    const owned = await tx.query<{ id: string }>('SELECT id FROM bookmark_folders WHERE user_id = $1 AND id = ANY($2::uuid[])', [actor.userId, folderIds]);
    if (owned.rows.length !== folderIds.length) throw new FolderNotOwned();
    await tx.query('DELETE FROM bookmark_folder_entries WHERE user_id = $1 AND citation_id = $2 AND NOT (folder_id = ANY($3::uuid[]))', [
      actor.userId,
      citationId,
      folderIds,
    ]);
    await tx.query(
      `INSERT INTO bookmark_folder_entries (user_id, folder_id, citation_id)
       SELECT $1, unnest($3::uuid[]), $2 ON CONFLICT DO NOTHING`,
      [actor.userId, citationId, folderIds],
    );
    return { ok: true, message: bookmarkFolderMessages.filed } as const;
  }).catch((error: unknown) => {
    if (error instanceof FolderNotOwned) return failure(bookmarkFolderMessages.noSuchFolder, 'folders');
    throw error;
  });
}

// Thrown inside the transaction so that the tags and note written before the check roll back.
class FolderNotOwned extends Error {}

/** The actor's tags, each with how many bookmarks carry it in any case, most used first, in its commonest spelling. */
export async function listTags(deps: Deps, actor: Actor): Promise<{ tag: string; count: number }[]> {
  const { rows } = await deps.db.query<{ tag: string; n: bigint }>(
    `SELECT mode() WITHIN GROUP (ORDER BY tag) AS tag, count(*) AS n FROM bookmarks, unnest(tags) AS tag WHERE user_id = $1
     GROUP BY lower(tag) ORDER BY n DESC, lower(tag) LIMIT 200`,
    [actor.userId],
  );
  return rows.map((row) => ({ tag: row.tag, count: Number(row.n) }));
}
