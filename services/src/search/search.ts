import { isSearchMode, parseSearchForm } from '@qanoon/contracts';
import type { SearchEngine, SearchKind, SearchQuery } from '@qanoon/infra';
import { recountCitations } from './commands/recount-citations.ts';
import { reindex, reindexIfEmpty } from './commands/reindex.ts';
import type { SearchDeps } from './deps.ts';
import { findCitedCase } from './queries/citation-lookup.ts';
import { exportSearch } from './queries/export.ts';
import { libraryLists } from './queries/lists.ts';
import { engineQuery, runSearch, searchPage } from './queries/run-search.ts';
import { searchStatutes } from './queries/statute-search.ts';
import type { Actor } from '../shared/outcome.ts';
import { addSynonyms, listSynonyms, removeSynonyms } from './synonyms/synonyms.ts';

/**
 * Search (docs/product-rules.md#search-modes, ADR 0018): the five tabs' searches over the search engine, the citation a keyword box
 * may hold, the court and journal lists, CSV export, and the index's upkeep. Searches carry no
 * user data: the web's paid-user guard is their access check.
 */
export function createSearch(deps: SearchDeps) {
  const lists = libraryLists(deps);
  /** A kept answer's work asks for its parts of the engine it is handed, so they are kept with it (ADR 0077). */
  const askingOf = (searchEngine: SearchEngine) => {
    const parts = { ...deps, searchEngine };
    return { deps: parts, lists: libraryLists(parts) };
  };
  return {
    /**
     * One search of a tab (`caselaw`, `index`, `citation`, `courtwise`, `advance`) with its form's
     * fields, its whole answer kept until the library changes (ADR 0076): a page asked again costs
     * one look-up, not one for each part the answer is worked out from.
     */
    search: (mode: unknown, input: unknown) =>
      deps.searchEngine.kept(`search:${JSON.stringify([mode, input])}`, (engine) => {
        const within = askingOf(engine);
        return runSearch(within.deps, within.lists, mode, input);
      }),
    /**
     * What the search screen shows for a tab's form: the search and, beside a keyword's results,
     * the Statutes box led by the sections the page's judgments apply (ADR 0077), kept whole.
     */
    searchPage: (mode: unknown, input: unknown) =>
      deps.searchEngine.kept(`search-page:${JSON.stringify([mode, input])}`, (engine) => {
        const within = askingOf(engine);
        return searchPage(within.deps, within.lists, mode, input);
      }),
    /** The library case a written citation names (any written form), or null. */
    findCitedCase: (text: unknown) => (typeof text === 'string' ? findCitedCase(deps.db, text) : Promise.resolve(null)),
    /** The Statutes screen's search box: a section in any written form, or words of its heading and text. */
    searchStatutes: (text: unknown, page?: unknown) => searchStatutes(deps, text, page),
    courts: () => lists.courts(),
    suggestCourts: (typed: unknown) => lists.suggestCourts(typed),
    journals: () => lists.journals(),
    /** The From and To a search form is filled with at first: the library's first year and this one. */
    yearRange: () => lists.yearRange(),
    /** The engine query a tab's form becomes, or null when the form is not complete (benchmarks compare the two). */
    async toEngineQuery(mode: unknown, input: unknown): Promise<SearchQuery | null> {
      const form = parseSearchForm(isSearchMode(mode) ? mode : 'caselaw', input);
      return form.ok ? (await engineQuery(lists, form.data)).query : null;
    },
    exportCsv: (mode: unknown, input: unknown, caseUrl: (citationId: string) => string) => exportSearch(deps, lists, mode, input, caseUrl),
    /** Rebuild the index of a kind from the content tables (the reindex command). */
    reindex: (kind: SearchKind) => reindex(deps, kind),
    /** Reindex a kind whose index is empty while its content table is not (after a switch of engine). */
    reindexIfEmpty: (kind: SearchKind) => reindexIfEmpty(deps, kind),
    /** The administrator's legal synonyms: searched at query time, so a change needs no reindex. */
    listSynonyms: (actor: Actor) => listSynonyms(deps, actor),
    addSynonyms: (actor: Actor, input: unknown) => addSynonyms(deps, actor, input),
    removeSynonyms: (actor: Actor, id: unknown) => removeSynonyms(deps, actor, id),
    /** Count again how often each case is cited, for the most-cited order. */
    recountCitations: () => recountCitations(deps),
  };
}

export type Search = ReturnType<typeof createSearch>;
