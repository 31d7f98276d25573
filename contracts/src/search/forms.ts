import { limits } from '../constants.ts';

/** The five tabs of the Search screen (docs/product-rules.md#search-modes), by the id the address carries (`?tab=index`). */
export const searchModes = ['caselaw', 'index', 'citation', 'courtwise', 'advance'] as const;
export type SearchMode = (typeof searchModes)[number];

export const searchTabLabels: Record<SearchMode, string> = {
  caselaw: 'Case Law Search',
  index: 'Index Search',
  citation: 'Citation Search',
  courtwise: 'CourtWise Search',
  advance: 'Advance Search',
};

export const isSearchMode = (value: unknown): value is SearchMode => searchModes.includes(value as SearchMode);

/** Every field of the search forms, named as the older application's search bodies named them; `ref` is a report's page. */
export const searchFields = ['keyword', 'journal', 'year', 'court', 'from', 'to', 'ref', 'judge', 'lawyer', 'parties'] as const;
export type SearchField = (typeof searchFields)[number];

export const searchFieldLabels: Record<SearchField, string> = {
  keyword: 'Keyword',
  journal: 'Journal',
  year: 'Year',
  court: 'Court',
  from: 'From (year)',
  to: 'To (year)',
  ref: 'Page',
  judge: 'Judge',
  lawyer: 'Lawyer',
  parties: 'Parties',
};

/** Each tab's fields, in the order its form shows them. */
export const searchFormFields: Record<SearchMode, readonly SearchField[]> = {
  caselaw: ['keyword', 'court', 'from', 'to'],
  index: ['journal', 'year', 'court'],
  citation: ['journal', 'year', 'court', 'ref', 'judge', 'lawyer', 'parties'],
  courtwise: ['court', 'from', 'to', 'journal'],
  advance: ['keyword', 'journal', 'year', 'court', 'ref', 'judge', 'lawyer', 'parties'],
};

/** The fields a tab cannot search without (docs/product-rules.md#search-modes); Advance needs any one of its fields. */
export const mandatorySearchFields: Record<SearchMode, readonly SearchField[]> = {
  caselaw: ['keyword', 'from', 'to'],
  index: ['journal', 'year'],
  citation: ['journal', 'year'],
  courtwise: ['court', 'from', 'to'],
  advance: [],
};

/** Result orders: best match first, newest first, most cited first, or a volume's page order. */
export const searchSorts = ['relevance', 'newest', 'cited', 'page'] as const;
export type SearchSort = (typeof searchSorts)[number];

export const searchSortLabels: Record<SearchSort, string> = {
  relevance: 'Most relevant',
  newest: 'Newest',
  cited: 'Most cited',
  page: 'By page',
};

/** The orders a tab offers; the first is its default (Index lists a volume by page). */
export const searchSortsOf: Record<SearchMode, readonly SearchSort[]> = {
  caselaw: ['relevance', 'newest', 'cited'],
  index: ['page', 'newest', 'cited'],
  citation: ['page', 'relevance', 'newest', 'cited'],
  courtwise: ['newest', 'cited'],
  advance: ['relevance', 'newest', 'cited', 'page'],
};

/** Texts of the search forms beyond the spec's 'Fill Mandatory Fields!'. */
export const searchMessages = {
  yearInvalid: 'Enter a year such as 2019',
  pageInvalid: 'Enter the page as a number, such as 1234',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  pagedLimit: 'Only the first 10,000 results can be paged through. Narrow the search to see the rest.',
  mostWords: 'No case has all the words; showing cases with most of them',
  alsoSearched: (terms: readonly string[]) => `Also searched: ${terms.join(', ')}`,
  citator: (citation: string) => `See every judgment citing ${citation}`,
  didYouMean: 'Did you mean:',
  respelled: (typed: string, searched: string) => `No case has ${typed}; showing results for ${searched}`,
  dashesAsText: (words: readonly string[]) => `No case leaves out ${words.join(', ')}; showing cases that have them, the dashes read as part of the text`,
  synonymsAdded: 'Synonyms added: searches use them at once',
  synonymsRemoved: 'Synonyms removed',
  synonymsInvalid: 'Enter two to twelve different terms, separated by commas, each up to 60 characters',
  synonymsNotFound: 'These synonyms were already removed',
  /** A keyword of more words than a search may ask for, or one the engine gave up on at its time limit. */
  tooComplex: 'This search is too complex. Search for fewer words or a shorter phrase.',
  tooManyAtOnce: 'Too many searches at once. Please wait for one to finish, then search again.',
} as const;

/** The words of a keyword as the engines split it: every run of letters or digits. */
export const keywordTerms = (keyword: string): number => keyword.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

export const searchLimits = {
  pageSize: limits.searchPageSize,
  firstYear: 1800,
  lastYear: 2100,
  keywordLength: 500,
  /**
   * Words a keyword may hold, and its legal synonyms may grow it to (beyond, it is searched as
   * typed). A phrase of hundreds of words (`6(6(6(…`: each digit a word) costs the engine seconds.
   */
  keywordTerms: 100,
  /** Searches one user may have running at once. */
  searchesAtOnce: 4,
  textLength: 200,
  /** Rows a CSV export holds at most. */
  exportRows: 10_000,
  /** Results that can be paged through (the engines' result window); a later page shows the last one. */
  pagedResults: 10_000,
} as const;

/** A search as the services run it: typed, trimmed, empty fields left out. */
export interface SearchRequest {
  mode: SearchMode;
  keyword?: string;
  journal?: string;
  court?: string;
  yearFrom?: number;
  yearTo?: number;
  /** The page of the report (`ref`). */
  page?: number;
  judge?: string;
  lawyer?: string;
  parties?: string;
  sort: SearchSort;
  /** 1-based page of results. */
  resultPage: number;
}

/** What a search form holds, as typed (the address's query parameters). */
export type SearchFormValues = Partial<Record<SearchField | 'sort' | 'page', string>>;

/** A form's values as the address carries them, from a query string (unknown names dropped). */
export function searchFormValues(params: URLSearchParams): SearchFormValues {
  const values: SearchFormValues = {};
  for (const name of [...searchFields, 'sort', 'page'] as const) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}

/** docs/product-rules.md#search-modes: 'item found' for 0–1, 'items found' otherwise. */
export const searchCountText = (count: number) => `${count.toLocaleString('en-US')} ${count <= 1 ? 'item' : 'items'} found`;
