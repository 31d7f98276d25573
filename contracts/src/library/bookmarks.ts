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

// The product's one way of writing a date ("5 Mar 2024"), in Pakistan time wherever it is written:
// US order (03/05/2024) reads as 3 May to a Pakistani reader (ADR 0064).
const pakistanDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', day: 'numeric', month: 'short', year: 'numeric' });

/** A bookmark's date as an export writes it: "5 Mar 2024", the Pakistan day. */
export function bookmarkDate(at: Date | string): string {
  return pakistanDate.format(new Date(at));
}
