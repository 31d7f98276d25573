import { z } from 'zod';
import { limits } from '../constants.ts';
import { parseForm, type FormResult } from '../identity/form.ts';
import { messages } from '../messages.ts';

/** The five tabs of the Search screen (spec §2), by the id the address carries (`?tab=index`). */
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

/** Every field of the search forms, named as the spec's search bodies name them (§3 Search forms); `ref` is a report's page. */
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

/** Each tab's fields, in the order its form shows them (spec §3 Search forms). */
export const searchFormFields: Record<SearchMode, readonly SearchField[]> = {
  caselaw: ['keyword', 'court', 'from', 'to'],
  index: ['journal', 'year', 'court'],
  citation: ['journal', 'year', 'court', 'ref', 'judge', 'lawyer', 'parties'],
  courtwise: ['court', 'from', 'to', 'journal'],
  advance: ['keyword', 'journal', 'year', 'court', 'ref', 'judge', 'lawyer', 'parties'],
};

/** The fields a tab cannot search without (spec §5); Advance needs any one of its fields. */
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
  synonymsAdded: 'Synonyms added: searches use them at once',
  synonymsRemoved: 'Synonyms removed',
  synonymsInvalid: 'Enter two to twelve different terms, separated by commas, each up to 60 characters',
  synonymsNotFound: 'These synonyms were already removed',
} as const;

export const searchLimits = {
  pageSize: limits.searchPageSize,
  firstYear: 1800,
  lastYear: 2100,
  keywordLength: 500,
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

const text = z.preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : ''), z.string()).transform((s) => s.trim().replace(/\s+/g, ' '));

const year = (v: string) => /^\d{4}$/.test(v) && Number(v) >= searchLimits.firstYear && Number(v) <= searchLimits.lastYear;

function resultPage(input: string): number {
  const n = Number(input);
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, 1_000_000) : 1;
}

const schemas = new Map<SearchMode, z.ZodType<SearchRequest>>();

/** The zod schema of one tab's form: the same rules in the browser (before sending) and on the server. */
export function searchFormSchema(mode: SearchMode): z.ZodType<SearchRequest> {
  const known = schemas.get(mode);
  if (known) return known;
  const fields = searchFormFields[mode];
  const shape = Object.fromEntries([...fields, 'sort', 'page'].map((name) => [name, text]));
  const schema = z
    .object(shape)
    .superRefine((values, ctx) => {
      const v = values as Record<string, string>;
      const mandatory = mandatorySearchFields[mode];
      const missing = mode === 'advance' ? (fields.every((f) => v[f] === '') ? [fields[0] ?? 'keyword'] : []) : mandatory.filter((f) => v[f] === '');
      for (const name of missing) ctx.addIssue({ code: 'custom', path: [name], message: messages.fillMandatoryFields });
      if (missing.length > 0) return;
      for (const name of ['year', 'from', 'to'] as const) {
        if (fields.includes(name) && v[name] !== '' && !year(v[name] ?? '')) ctx.addIssue({ code: 'custom', path: [name], message: searchMessages.yearInvalid });
      }
      if (fields.includes('ref') && v.ref !== '' && !/^\d{1,6}$/.test(v.ref ?? '')) ctx.addIssue({ code: 'custom', path: ['ref'], message: searchMessages.pageInvalid });
      for (const name of fields) {
        const max = name === 'keyword' ? searchLimits.keywordLength : searchLimits.textLength;
        if ((v[name] ?? '').length > max) ctx.addIssue({ code: 'custom', path: [name], message: searchMessages.tooLong(searchFieldLabels[name], max) });
      }
    })
    .transform((values): SearchRequest => {
      const v = values as Record<string, string>;
      const given = (name: SearchField) => (fields.includes(name) && v[name] ? v[name] : undefined);
      const sorts = searchSortsOf[mode];
      const sort = sorts.includes(v.sort as SearchSort) ? (v.sort as SearchSort) : (sorts[0] ?? 'relevance');
      let yearFrom = given('year') ?? given('from');
      let yearTo = given('year') ?? given('to');
      if (yearFrom && yearTo && Number(yearFrom) > Number(yearTo)) [yearFrom, yearTo] = [yearTo, yearFrom];
      const request: SearchRequest = { mode, sort, resultPage: resultPage(v.page ?? '') };
      for (const name of ['keyword', 'journal', 'court', 'judge', 'lawyer', 'parties'] as const) {
        const value = given(name);
        if (value) request[name] = value;
      }
      if (yearFrom) request.yearFrom = Number(yearFrom);
      if (yearTo) request.yearTo = Number(yearTo);
      const ref = given('ref');
      if (ref) request.page = Number(ref);
      return request;
    });
  schemas.set(mode, schema as unknown as z.ZodType<SearchRequest>);
  return schema as unknown as z.ZodType<SearchRequest>;
}

/** Parse one tab's form: the first rule broken is the message (spec §5: 'Fill Mandatory Fields!'). */
export function parseSearchForm(mode: SearchMode, input: unknown): FormResult<SearchRequest> {
  return parseForm(searchFormSchema(mode), input);
}

/** A form's values as the address carries them, from a query string (unknown names dropped). */
export function searchFormValues(params: URLSearchParams): SearchFormValues {
  const values: SearchFormValues = {};
  for (const name of [...searchFields, 'sort', 'page'] as const) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}

/** Spec §2: 'item found' for 0–1, 'items found' otherwise. */
export const searchCountText = (count: number) => `${count.toLocaleString('en-US')} ${count <= 1 ? 'item' : 'items'} found`;
