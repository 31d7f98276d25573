import type { CaseSummary } from './views.ts';

/** A case the user bookmarked, as the Bookmarks table lists it. */
export interface BookmarkView extends CaseSummary {
  bookmarkedAt: Date;
  /** The user's own tags on it. */
  tags: string[];
}

export const bookmarkMessages = {
  added: 'Bookmark added',
  removed: 'Bookmark removed',
  noSuchCase: 'This case is not in the library.',
  notBookmarked: 'This case is not in your bookmarks.',
} as const;

/** What the library screens show when a list is empty. */
export const libraryEmptyTexts = {
  bookmarks: 'No Bookmarks Exist',
  cases: 'No Cases Exist',
  legalTerms: 'No Legal Terms Exist',
  articles: 'No Articles Exist',
  topics: 'No Topics Exist',
  statutes: 'No Statutes Exist',
  dictionary: 'No Words Exist',
  caseRefs: 'This case cites no other case.',
  lawRefs: 'This case cites no statute.',
  citedBy: 'No case in the library cites this one.',
  similar: 'No similar case in the library.',
} as const;

// Pakistan keeps UTC+5 all year: the date is the same wherever it is rendered, server or browser.
const pakistanOffsetMs = 5 * 3600_000;

/** A bookmark's date as the spec writes it (§9: MM/DD/YYYY), in Pakistan time. */
export function bookmarkDate(at: Date | string): string {
  const iso = new Date(new Date(at).getTime() + pakistanOffsetMs).toISOString();
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}
