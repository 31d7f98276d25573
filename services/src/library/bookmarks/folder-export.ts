import { bookmarkDate, isFolderId } from '@qanoon/contracts';
import { spreadsheetCsv } from '../../shared/csv.ts';
import type { Actor } from '../../shared/outcome.ts';
import type { LibraryDeps } from '../deps.ts';

type Deps = Pick<LibraryDeps, 'db'>;

const header = ['#', 'Citation', 'Parties', 'Judge', 'Lawyer', 'Court', 'Bookmarked', 'Tags', 'Note', 'Case Law'];
const chunkRows = 500;

export interface FolderExport {
  fileName: string;
  lines: AsyncIterable<string>;
}

// A header carries ASCII only: a name in Urdu gives the plain file name.
const fileNameOf = (name: string) => `qanoon-folder-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'bookmarks'}.csv`;

/**
 * One of the actor's folders as CSV lines (header first), its bookmarks newest first, every text
 * the user or the library wrote made safe to open in a spreadsheet; null when the folder is not
 * the actor's. `caseUrl` makes each case's link.
 */
export async function exportFolder(deps: Deps, actor: Actor, folderId: unknown, caseUrl: (citationId: string) => string): Promise<FolderExport | null> {
  if (!isFolderId(folderId)) return null;
  const folder = await deps.db.query<{ name: string }>('SELECT name FROM bookmark_folders WHERE user_id = $1 AND id = $2', [actor.userId, folderId]);
  const name = folder.rows[0]?.name;
  if (name === undefined) return null;
  const { rows } = await deps.db.query<{
    citation_id: string;
    parties: string;
    judge: string;
    lawyer: string;
    court: string;
    bookmarked_at: Date;
    tags: string[];
    note: string;
  }>(
    `SELECT c.citation_id, c.parties, c.judge, c.lawyer, c.court, b.bookmarked_at, b.tags, b.note
     FROM bookmark_folder_entries e
     JOIN bookmarks b ON b.user_id = e.user_id AND b.citation_id = e.citation_id
     JOIN case_laws c ON c.citation_id = e.citation_id
     WHERE e.user_id = $1 AND e.folder_id = $2
     ORDER BY b.bookmarked_at DESC, b.citation_id`,
    [actor.userId, folderId],
  );
  async function* lines(): AsyncGenerator<string> {
    yield spreadsheetCsv([header]);
    for (let start = 0; start < rows.length; start += chunkRows) {
      yield spreadsheetCsv(
        rows.slice(start, start + chunkRows).map((row, i) =>
          [
            start + i + 1,
            row.citation_id,
            row.parties,
            row.judge,
            row.lawyer,
            row.court,
            bookmarkDate(row.bookmarked_at),
            row.tags.join(', '),
            row.note,
            caseUrl(row.citation_id),
          ],
        ),
      );
    }
  }
  return { fileName: fileNameOf(name), lines: lines() };
}
