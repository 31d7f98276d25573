import {
  isSearchMode,
  keywordTerms,
  parseCitation,
  searchMessages,
  parseSearchForm,
  searchFormFields,
  searchLimits,
  type CaseSummary,
  type SearchMode,
  type SearchOutcome,
  type SearchRequest,
  type SearchScreen,
} from '@qanoon/contracts';
import { isPlainKeyword, parseKeyword, plainWordsOf, SearchTooComplexError, type SearchHit, type SearchQuery, type SearchResult } from '@qanoon/infra';
import { withTreatmentFlags } from '../../shared/citation-index.ts';
import type { SearchDeps } from '../deps.ts';
import { correctedKeyword, knownWords } from '../spelling/did-you-mean.ts';
import { isNameSpelling, nameSpellingGroups } from '../spelling/name-spellings.ts';
import { expandSynonyms } from '../synonyms/expand.ts';
import { withVariants, type CitedReference } from './cited-reference.ts';
import { findCitedCase } from './citation-lookup.ts';
import type { LibraryLists } from './lists.ts';
import { withSections, type SectionQuery } from './section-query.ts';
import { searchStatutes } from './statute-search.ts';

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
  /** The statute sections the keyword names: searched as sections, its other words as words. */
  sections?: SectionQuery;
  /** The keyword searched as typed, words only: asked when its sections find nothing. */
  asTyped?: SearchQuery;
}

/**
 * The engine query of a checked search form (docs/product-rules.md#search-modes), its keyword grown by its
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
  const sections = await lists.readSections(query.keyword);
  if (sections) {
    const asTyped = await withSynonyms(lists, query);
    return { ...(await withSynonyms(lists, withSections(query, sections, sections.sections))), sections, asTyped: asTyped.query };
  }
  return withSynonyms(lists, query);
}

async function withSynonyms(lists: LibraryLists, query: SearchQuery): Promise<EngineQuery> {
  if (!query.keyword) return { query, alsoSearched: [], cited: null };
  // Other spellings of a name are searched as synonyms are, but not listed: they are the same name.
  const names = nameSpellingGroups(query.keyword);
  const expanded = expandSynonyms(query.keyword, [...(await lists.synonyms()), ...names]);
  if (expanded.alsoSearched.length === 0) return { query, alsoSearched: [], cited: null };
  // Synonyms repeat the keyword's other words with each one: a long keyword grown past the
  // engine's bound is searched as typed.
  if (keywordTerms(expanded.keyword) > searchLimits.keywordTerms) return { query, alsoSearched: [], cited: null };
  const alsoSearched = expanded.alsoSearched.filter((term) => !isNameSpelling(term, names));
  return { query: { ...query, alsoMatching: expanded.keyword }, alsoSearched, cited: null };
}

/** Words besides its exclusions that make a keyword a pasted text rather than a researcher's few words. */
const pastedWords = 6;

/**
 * A long keyword with its exclusions read as words (the dash starting a word after a space
 * dropped), and the words they would have left out; null for a keyword of a few words, whose
 * exclusions the researcher meant.
 */
export function dashesAsText(keyword: string): { keyword: string; words: string[] } | null {
  const operands = parseKeyword(keyword).flat();
  const excluded = operands.filter((o) => o.negated);
  if (excluded.length === 0 || operands.length - excluded.length < pastedWords) return null;
  return { keyword: keyword.replace(/(^|\s)-+(?=["\p{L}\p{N}])/gu, '$1'), words: excluded.map((o) => o.text) };
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
 * The engine's answer to one reading of a keyword, with what keeps a reading of sections from
 * hiding what the words find.
 */
async function answer(searchEngine: SearchDeps['searchEngine'], engine: EngineQuery): Promise<{ query: SearchQuery; result: SearchResult; sections: SectionQuery | undefined }> {
  let { query, sections } = engine;
  let result = await searchEngine.query(query);
  // A subsection no judgment writes narrows nothing away: its section's judgments come instead.
  if (result.total === 0 && sections && sections.broader.join() !== sections.sections.join()) {
    query = { ...query, sections: sections.broader };
    result = await searchEngine.query(query);
  }
  // Sections no judgment is indexed under (an index built before it read them, a head note's
  // pasted catchwords) never hide what the words as typed find.
  if (result.total === 0 && engine.asTyped) {
    const typed = await searchEngine.query(engine.asTyped);
    if (typed.total > 0) [query, sections, result] = [engine.asTyped, undefined, typed];
  }
  return { query, result, sections };
}

/**
 * One search of one tab: a citation typed as the keyword goes straight to its case (whatever
 * else the form holds); otherwise the form is checked (docs/product-rules.md#search-modes) and the engine asked for the
 * page of results.
 */
export async function runSearch(deps: SearchDeps, lists: LibraryLists, modeInput: unknown, input: unknown): Promise<SearchOutcome> {
  return (await searchWithHits(deps, lists, modeInput, input)).outcome;
}

/**
 * What the search screen shows: the tab's outcome and, beside the results of a keyword of Case
 * Law or Advance, the Statutes box, whose leading sections are those the page's own judgments
 * apply (ADR 0077): the box asks the engine about its statutes while the cases are searched, and
 * never searches the cases a second time.
 */
export async function searchPage(deps: SearchDeps, lists: LibraryLists, modeInput: unknown, input: unknown): Promise<SearchScreen> {
  const mode: SearchMode = isSearchMode(modeInput) ? modeInput : 'caselaw';
  const keyword = mode === 'caselaw' || mode === 'advance' ? keywordOf(mode, input)?.trim() : undefined;
  const searching = searchWithHits(deps, lists, mode, input);
  const [{ outcome }, statutes] = await Promise.all([searching, keyword ? searchStatutes(deps, keyword, 1, searching.then((found) => found.hits)) : null]);
  return { outcome, statutes: outcome.kind === 'results' ? statutes : null };
}

async function searchWithHits(deps: SearchDeps, lists: LibraryLists, modeInput: unknown, input: unknown): Promise<{ outcome: SearchOutcome; hits: readonly SearchHit[] }> {
  const none = (outcome: SearchOutcome) => ({ outcome, hits: [] });
  const mode: SearchMode = isSearchMode(modeInput) ? modeInput : 'caselaw';
  const keyword = keywordOf(mode, input);
  if (keyword) {
    const citationId = await findCitedCase(deps.db, keyword);
    if (citationId) return none({ kind: 'case', citationId });
  }
  const form = parseSearchForm(mode, input);
  if (!form.ok) return none({ kind: 'invalid', message: form.message, field: form.field });
  // A page past the result window shows the last page there is; the screen says why.
  const lastPage = Math.ceil(searchLimits.pagedResults / searchLimits.pageSize);
  const request = { ...form.data, resultPage: Math.min(form.data.resultPage, lastPage) };
  const engine = await engineQuery(lists, request);
  const { cited } = engine;
  let { alsoSearched } = engine;
  let query: SearchQuery;
  let sections: SectionQuery | undefined;
  let result: SearchResult;
  let mostWords = false;
  let didYouMean: string | null = null;
  let respelled = false;
  let dashesKept: string[] | null = null;
  try {
    // The words' spellings are looked up while the engine answers: neither waits for the other.
    const respelling = async () =>
      request.keyword && !cited ? correctedKeyword(deps.searchEngine, request.keyword, knownWords(await lists.synonyms())) : null;
    [didYouMean, { query, result, sections }] = await Promise.all([respelling(), answer(deps.searchEngine, engine)]);
    // A keyword that finds nothing is searched again as the library spells its words (ADR 0061),
    // with the same care for its sections as the keyword typed.
    if (result.total === 0 && didYouMean) {
      const again = await engineQuery(lists, { ...request, keyword: didYouMean });
      const found = await answer(deps.searchEngine, again);
      // Words spelt as the library spells them are the better ones to find most of, too.
      const most = found.result.total === 0 && offersMostWords(found.query.keyword);
      if (most) found.result = await deps.searchEngine.query({ ...found.query, alsoMatching: undefined, words: 'most' });
      if (found.result.total > 0) [{ query, result, sections }, alsoSearched, respelled, mostWords] = [found, again.alsoSearched, true, most];
    }
    // One absent word ("R.23(b)") must not empty the results: when no case has every word typed
    // plainly, the cases with most of them come instead, and the screen says so.
    if (!respelled) {
      mostWords = result.total === 0 && offersMostWords(query.keyword);
      if (mostWords) result = await deps.searchEngine.query({ ...query, alsoMatching: undefined, words: 'most' });
    }
    // A head note pasted into the box writes dashes between its catchwords (`pleader -Effect`,
    // `ghayr -jaifah -hashimah`): when they leave out every case, they were not meant as exclusions.
    const pasted = result.total === 0 && request.keyword ? dashesAsText(request.keyword) : null;
    if (pasted) {
      const again = await engineQuery(lists, { ...request, keyword: pasted.keyword });
      const found = await answer(deps.searchEngine, again);
      const most = found.result.total === 0 && offersMostWords(found.query.keyword);
      if (most) found.result = await deps.searchEngine.query({ ...found.query, alsoMatching: undefined, words: 'most' });
      if (found.result.total > 0) [{ query, result, sections }, alsoSearched, mostWords, dashesKept] = [found, again.alsoSearched, most, pasted.words];
    }
  } catch (error) {
    // The searcher's keyword, not the server, is at fault: told as a form's error (ADR 0056).
    if (error instanceof SearchTooComplexError) return none({ kind: 'invalid', message: searchMessages.tooComplex, field: 'keyword' });
    throw error;
  }
  // Flags come from the citation index after either engine answered, so both show the same.
  const rows = await withTreatmentFlags(deps, result.hits.map(toSummary));
  const outcome: SearchOutcome = {
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
      ...(dashesKept ? { dashesAsText: dashesKept } : {}),
      ...(cited ? { citator: { citation: cited.citation, href: cited.href } } : {}),
      ...(sections ? { sections: sections.reading } : {}),
      rows,
    },
  };
  return { outcome, hits: result.hits };
}
