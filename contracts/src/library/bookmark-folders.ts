import { isUuid } from '../ids.ts';

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
export const isFolderId = isUuid;

/**
 * Tags as a user types them ("LHC, Section 497"): trimmed, spelt as typed ("LHC" is a court, not
 * "lhc"), without empties or repeats in any case, the first spelling kept. They match without case.
 */
export const splitTags = (text: string): string[] => {
  const byKey = new Map<string, string>();
  for (const tag of text.split(/[,،\n]/).map((item) => item.trim().replace(/\s+/g, ' '))) {
    if (tag && !byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  }
  return [...byKey.values()];
};
