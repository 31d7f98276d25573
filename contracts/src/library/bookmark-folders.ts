import { z } from 'zod';

/** How much a user may put in folders, tags and notes (the database holds the same bounds). */
export const bookmarkLimits = {
  folderName: 60,
  foldersPerUser: 100,
  tag: 30,
  tagsPerBookmark: 10,
  note: 2000,
} as const;

/** A user's folder of bookmarks, with how many bookmarks it holds. */
export interface BookmarkFolderView {
  id: string;
  name: string;
  count: number;
}

/** What the user filed a bookmark under: its folders, tags and private note. */
export interface BookmarkFiling {
  folderIds: string[];
  tags: string[];
  note: string;
}

export const bookmarkFolderMessages = {
  folderCreated: 'Folder created',
  folderRenamed: 'Folder renamed',
  folderDeleted: 'Folder deleted; its bookmarks are kept',
  folderNameRequired: 'Enter a folder name',
  folderNameTooLong: 'A folder name is at most 60 characters',
  folderNameTaken: 'You already have a folder with this name',
  tooManyFolders: 'You can keep at most 100 folders',
  noSuchFolder: 'This folder does not exist',
  filed: 'Folders, tags and note saved',
  tagTooLong: 'A tag is at most 30 characters',
  tooManyTags: 'A bookmark can carry at most 10 tags',
  noteTooLong: 'A note is at most 2000 characters',
} as const;

/** A folder id as the database writes it; anything else names no folder. */
export const isFolderId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Tags as a user types them ("bail, Section 497"): trimmed, lower-cased, without repeats or empties. */
export const splitTags = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,،\n]/)
      .map((tag) => tag.trim().replace(/\s+/g, ' ').toLowerCase())
      .filter(Boolean),
  ),
];

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
