import { z } from 'zod';
import { bookmarkFolderMessages, bookmarkLimits, splitTags, type BookmarkFiling } from './bookmark-folders.ts';

// The checks of folders and filings, apart from the texts and limits the screens show, so a page
// showing them does not load zod (ADR 0040).
const firstIssue = (error: z.ZodError, fallback: string) => error.issues[0]?.message ?? fallback;

const folderNameSchema = z
  .string(bookmarkFolderMessages.folderNameRequired)
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, bookmarkFolderMessages.folderNameRequired).max(bookmarkLimits.folderName, bookmarkFolderMessages.folderNameTooLong));

/** A folder's name from a form (`{ name }`), or the message saying what is wrong with it. */
export function parseFolderName(input: unknown): { ok: true; name: string } | { ok: false; message: string } {
  const name = typeof input === 'object' && input !== null ? (input as { name?: unknown }).name : undefined;
  const parsed = folderNameSchema.safeParse(name);
  return parsed.success ? { ok: true, name: parsed.data } : { ok: false, message: firstIssue(parsed.error, bookmarkFolderMessages.folderNameRequired) };
}

const filingSchema = z.object({
  folderIds: z.array(z.string()).max(bookmarkLimits.foldersPerUser, bookmarkFolderMessages.noSuchFolder).default([]),
  tags: z
    .string()
    .default('')
    .transform(splitTags)
    .pipe(
      z
        .array(z.string().max(bookmarkLimits.tag, bookmarkFolderMessages.tagTooLong))
        .max(bookmarkLimits.tagsPerBookmark, bookmarkFolderMessages.tooManyTags),
    ),
  // Browsers send a typed line break as CRLF; the note counts it as one character, as the box does.
  note: z
    .string()
    .default('')
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(bookmarkLimits.note, bookmarkFolderMessages.noteTooLong)),
});

/** Which field of the filing form a message is about. */
const fieldOf = (message: string): 'tags' | 'note' | 'folders' =>
  message === bookmarkFolderMessages.noteTooLong ? 'note' : message === bookmarkFolderMessages.noSuchFolder ? 'folders' : 'tags';

/** A bookmark's folders, tags and note from a form, or the message and field saying what is wrong. */
export function parseFiling(input: unknown): { ok: true; filing: BookmarkFiling } | { ok: false; message: string; field: 'tags' | 'note' | 'folders' } {
  const parsed = filingSchema.safeParse(input);
  if (parsed.success) return { ok: true, filing: { ...parsed.data, folderIds: [...new Set(parsed.data.folderIds)] } };
  const message = firstIssue(parsed.error, bookmarkFolderMessages.tooManyTags);
  return { ok: false, message, field: fieldOf(message) };
}
