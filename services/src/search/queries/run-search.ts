import {
  isSearchMode,
  parseCitation,
  parseSearchForm,
  searchFormFields,
  searchLimits,
  type CaseSummary,
  type SearchMode,
  type SearchOutcome,
  type SearchRequest,
} from '@qanoon/contracts';
import { isPlainKeyword, parseKeyword, plainWordsOf, type SearchHit, type SearchQuery, type SearchResult } from '@qanoon/infra';
import type { SearchDeps } from '../deps.ts';
import { correctedKeyword, knownWords } from '../spelling/did-you-mean.ts';
import { isNameSpelling, nameSpellingGroups } from '../spelling/name-spellings.ts';
import { expandSynonyms } from '../synonyms/expand.ts';
import { withVariants, type CitedReference } from './cited-reference.ts';
import { findCitedCase } from './citation-lookup.ts';
import type { LibraryLists } from './lists.ts';

/** A result as a row of the results table: the citation, its parts, the names and the marked snippet. */
export function toSummary(hit: SearchHit): CaseSummary {
  const { document } = hit;
  return {
    citationId: document.id,
    citation: parseCitation(document.id),
    parties: document.parties ?? document.title,
    judge: document.judge ?? '',
    lawyer: document.lawyer ?? '',
    court: document.court ?? '',
    ...(hit.snippet ? { snippet: hit.snippet } : {}),
  };
}

/** What a search form asks the engine, and the synonyms its keyword was also searched for. */
export interface EngineQuery {
  query: SearchQuery;
  /** Terms searched besides what was typed ("murder" for "qatl", `PLD 1960 Karachi 697` for `PLD 1960 Kar. 697`); empty when none. */
  alsoSearched: string[];
  /** The keyword is a citation the library's judgments cite. */
  cited: CitedReference | null;
}

/**
 * The engine query of a checked search form (DESIGN §5: the five modes), its keyword grown by its
 * legal synonyms, or by the other written forms of the citation it is.
 */
export async function engineQuery(lists: LibraryLists, request: SearchRequest): Promise<EngineQuery> {
  const query: SearchQuery = { kind: 'case', sort: request.sort, resultPage: request.resultPage, pageSize: searchLimits.pageSize };
  for (const key of ['keyword', 'journal', 'judge', 'lawyer', 'parties', 'yearFrom', 'yearTo', 'page'] as const) {
    const value = request[key];
    if (value !== undefined) Object.assign(query, { [key]: value });
  }
  if (request.court) query.court = await lists.resolveCourt(request.court);
  if (!query.keyword) return { query, alsoSearched: [], cited: null };
  const cited = await lists.citedReference(query.keyword);
  if (cited) return { query: withVariants(query, cited.variants), alsoSearched: cited.variants, cited };
  // Other spellings of a name are searched as synonyms are, but not listed: they are the same name.
  const names = nameSpellingGroups(query.keyword);
  const expanded = expandSynonyms(query.keyword, [...(await lists.synonyms()), ...names]);
  if (expanded.alsoSearched.length === 0) return { query, alsoSearched: [], cited: null };
  const alsoSearched = expanded.alsoSearched.filter((term) => !isNameSpelling(term, names));
  return { query: { ...query, alsoMatching: expanded.keyword }, alsoSearched, cited: null };
}

/** Words typed plainly, two or more: a keyword whose cases may have most of them instead of all. */
export function offersMostWords(keyword: string | undefined): boolean {
  if (!keyword) return false;
  const clauses = parseKeyword(keyword);
  return isPlainKeyword(clauses) && plainWordsOf(clauses).length > 1;
}

const keywordOf = (mode: SearchMode, input: unknown): string | null => {
  if (!searchFormFields[mode].includes('keyword') || typeof input !== 'object' || input === null) return null;
  const keyword = (input as Record<string, unknown>).keyword;
  return typeof keyword === 'string' && keyword.trim() ? keyword : null;
};

/**
 * One search of one tab: a citation typed as the keyword goes straight to its case (whatever
 * else the form holds); otherwise the form is checked (spec §5) and the engine asked for the
 * page of results.
 */
export async function runSearch(deps: SearchDeps, lists: LibraryLists, modeInput: unknown, input: unknown): Promise<SearchOutcome> {
  const mode: SearchMode = isSearchMode(modeInput) ? modeInput : 'caselaw';
  const keyword = keywordOf(mode, input);
  if (keyword) {
    const citationId = await findCitedCase(deps.db, keyword);
    if (citationId) return { kind: 'case', citationId };
  }
  const form = parseSearchForm(mode, input);
  if (!form.ok) return { kind: 'invalid', message: form.message, field: form.field };
  // A page past the result window shows the last page there is; the screen says why.
  const lastPage = Math.ceil(searchLimits.pagedResults / searchLimits.pageSize);
  const request = { ...form.data, resultPage: Math.min(form.data.resultPage, lastPage) };
  const { query, cited, ...asked } = await engineQuery(lists, request);
  let { alsoSearched } = asked;
  const didYouMean = request.keyword && !cited ? await correctedKeyword(deps.searchEngine, request.keyword, knownWords(await lists.synonyms())) : null;
  let result: SearchResult = await deps.searchEngine.query(query);
  // A keyword that finds nothing is searched again as the library spells its words (ADR 0061).
  let respelled = false;
  if (result.total === 0 && didYouMean) {
    const again = await engineQuery(lists, { ...request, keyword: didYouMean });
    const found = await deps.searchEngine.query(again.query);
    if (found.total > 0) [result, alsoSearched, respelled] = [found, again.alsoSearched, true];
  }
  // One absent word ("R.23(b)", a misspelling) must not empty the results: when no case has every
  // word typed plainly, the cases with most of them come instead, and the screen says so.
  const mostWords = result.total === 0 && offersMostWords(request.keyword);
  if (mostWords) result = await deps.searchEngine.query({ ...query, alsoMatching: undefined, words: 'most' });
  return {
    kind: 'results',
    results: {
      mode,
      request,
      page: request.resultPage,
      pageSize: searchLimits.pageSize,
      count: result.total,
      ...(result.estimated ? { estimated: result.estimated } : {}),
      ...(mostWords && result.total > 0 ? { mostWords: true as const } : {}),
      ...(alsoSearched.length > 0 && !mostWords ? { alsoSearched } : {}),
      ...(didYouMean ? { didYouMean } : {}),
      ...(respelled ? { respelled: true as const } : {}),
      ...(cited ? { citator: { citation: cited.citation, href: cited.href } } : {}),
      rows: result.hits.map(toSummary),
    },
  };
}
