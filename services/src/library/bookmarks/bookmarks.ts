import { bookmarkMessages, isFolderId, limits, pageNumber, type BookmarkView, type Paged } from '@qanoon/contracts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import { pageWithTreatmentFlags } from '../../shared/citation-index.ts';
import type { LibraryDeps } from '../deps.ts';
import { summaryColumns, textKey, toSummary, type SummaryRow } from '../queries/cases.ts';

type Deps = Pick<LibraryDeps, 'db'>;

// A user's bookmarked cases (docs/product-rules.md#bookmarks). Every statement is scoped to the actor, whom the caller
// takes from the session: a user reads and changes only their own list (docs/product-rules.md#access).

/** Bookmark a case the library holds; bookmarking it again keeps the first date. */
export async function addBookmark(deps: Deps, actor: Actor, input: unknown): Promise<Outcome<{ bookmarkedAt: Date }>> {
  const citationId = textKey(input);
  if (!citationId) return failure(bookmarkMessages.noSuchCase);
  const { rows } = await deps.db.query<{ bookmarked_at: Date }>(
    `WITH added AS (
       INSERT INTO bookmarks (user_id, citation_id)
       SELECT $1, citation_id FROM case_laws WHERE citation_id = $2
       ON CONFLICT (user_id, citation_id) DO NOTHING
       RETURNING bookmarked_at
     )
     SELECT bookmarked_at FROM added
     UNION ALL SELECT bookmarked_at FROM bookmarks WHERE user_id = $1 AND citation_id = $2`,
    [actor.userId, citationId],
  );
  const row = rows[0];
  if (!row) return failure(bookmarkMessages.noSuchCase);
  return { ok: true, message: bookmarkMessages.added, bookmarkedAt: row.bookmarked_at };
}

/** Take a case off the actor's bookmarks. */
export async function removeBookmark(deps: Deps, actor: Actor, input: unknown): Promise<Outcome> {
  const citationId = textKey(input);
  const { rowCount } = citationId
    ? await deps.db.query('DELETE FROM bookmarks WHERE user_id = $1 AND citation_id = $2', [actor.userId, citationId])
    : { rowCount: 0 };
  return rowCount > 0 ? { ok: true, message: bookmarkMessages.removed } : failure(bookmarkMessages.notBookmarked);
}

/** When the actor bookmarked a case, or null when they have not. */
export async function bookmarkedAt(deps: Deps, actor: Actor, input: unknown): Promise<Date | null> {
  const citationId = textKey(input);
  if (!citationId) return null;
  const { rows } = await deps.db.query<{ bookmarked_at: Date }>('SELECT bookmarked_at FROM bookmarks WHERE user_id = $1 AND citation_id = $2', [
    actor.userId,
    citationId,
  ]);
  return rows[0]?.bookmarked_at ?? null;
}

/**
 * The actor's bookmarked cases to choose from (a diary case's "attach a judgment"), the newest
 * first, at most `limit`: their citations and parties only, in one query, without the list's flags.
 */
export async function bookmarkChoices(deps: Deps, actor: Actor, limit: number): Promise<{ citationId: string; parties: string }[]> {
  const { rows } = await deps.db.query<{ citation_id: string; parties: string }>(
    `SELECT c.citation_id, c.parties FROM bookmarks b JOIN case_laws c USING (citation_id)
     WHERE b.user_id = $1 ORDER BY b.bookmarked_at DESC, b.citation_id LIMIT $2`,
    [actor.userId, limit],
  );
  return rows.map((row) => ({ citationId: row.citation_id, parties: row.parties }));
}

/** Which bookmarks a list shows: those in one of the actor's folders, those carrying a tag, or both. */
export interface BookmarkFilter {
  folderId?: string | null | undefined;
  tag?: string | null | undefined;
}

/** The actor's bookmarks, the newest first, 25 a page, each with its flag; a filter keeps those in a folder and/or with a tag. */
export async function listBookmarks(deps: Pick<LibraryDeps, 'db' | 'searchEngine'>, actor: Actor, pageInput?: unknown, filter: BookmarkFilter = {}): Promise<Paged<BookmarkView>> {
  const page = pageNumber(pageInput);
  const pageSize = limits.searchPageSize;
  const folderId = isFolderId(filter.folderId) ? filter.folderId : null;
  const tag = filter.tag ? filter.tag.trim().toLowerCase() : null;
  // A folder id of another form names no folder: the list is empty, not every bookmark.
  const where = `b.user_id = $1
       AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM bookmark_folder_entries e
             WHERE e.user_id = b.user_id AND e.citation_id = b.citation_id AND e.folder_id::text = $2))
       AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM unnest(b.tags) AS t WHERE lower(t) = $3))
       AND NOT $4::boolean`;
  const values = [actor.userId, folderId, tag, Boolean(filter.folderId) && !folderId];
  const { rows } = await deps.db.query<SummaryRow & { bookmarked_at: Date; tags: string[]; total: bigint }>(
    `SELECT ${summaryColumns}, b.bookmarked_at, b.tags, count(*) OVER () AS total
     FROM bookmarks b JOIN case_laws c USING (citation_id)
     WHERE ${where}
     ORDER BY b.bookmarked_at DESC, b.citation_id
     LIMIT $5 OFFSET $6`,
    [...values, pageSize, (page - 1) * pageSize],
  );
  const total =
    rows[0]?.total ??
    (page > 1 ? ((await deps.db.query<{ n: bigint }>(`SELECT count(*) AS n FROM bookmarks b WHERE ${where}`, values)).rows[0]?.n ?? 0n) : 0n);
  return pageWithTreatmentFlags(deps, {
    page,
    pageSize,
    count: Number(total),
    rows: rows.map((row) => ({ ...toSummary(row), bookmarkedAt: row.bookmarked_at, tags: row.tags })),
  });
}
