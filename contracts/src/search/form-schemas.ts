import { z } from 'zod';
import { parseForm, type FormResult } from '../identity/form.ts';
import { messages } from '../messages.ts';
import {
  keywordTerms,
  mandatorySearchFields,
  searchFieldLabels,
  searchFormFields,
  searchLimits,
  searchMessages,
  searchSortsOf,
  type SearchField,
  type SearchMode,
  type SearchRequest,
  type SearchSort,
} from './forms.ts';

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
      if (fields.includes('keyword') && keywordTerms(v.keyword ?? '') > searchLimits.keywordTerms) {
        ctx.addIssue({ code: 'custom', path: ['keyword'], message: searchMessages.tooComplex });
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
  schemas.set(mode, schema);
  return schema;
}

/** Parse one tab's form: the first rule broken is the message (docs/product-rules.md#search-modes: 'Fill Mandatory Fields!'). */
export function parseSearchForm(mode: SearchMode, input: unknown): FormResult<SearchRequest> {
  return parseForm(searchFormSchema(mode), input);
}
