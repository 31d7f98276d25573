import { isSearchMode, parseSearchForm, searchLimits, searchMessages, treatmentFlagWords, type SearchMode } from '@qanoon/contracts';
import { SearchTooComplexError, type SearchQuery, type SearchResult } from '@qanoon/infra';
import { treatmentFlags } from '../../shared/citation-index.ts';
import { spreadsheetCsv } from '../../shared/csv.ts';
import type { SearchDeps } from '../deps.ts';
import type { LibraryLists } from './lists.ts';
import { engineQuery, offersMostWords } from './run-search.ts';

const exportPageSize = 500;
// Treatment comes last: a sheet someone built on the columns before it keeps its places.
const header = ['#', 'Citation', 'Parties', 'Judge', 'Lawyer', 'Court', 'Journal', 'Year', 'Page', 'Case Law', 'Treatment'];

export type SearchExport = { ok: true; fileName: string; lines: AsyncIterable<string> } | { ok: false; message: string };

/**
 * The results of a search as CSV lines (header first), in the screen's order, read from the
 * engine 500 at a time: at most searchLimits.exportRows rows. `caseUrl` makes each case's link;
 * each row's Treatment is its flag in words, read from the citation index (one query for each 500
 * rows, whichever engine answered), as the results screen shows it.
 */
export async function exportSearch(
  deps: SearchDeps,
  lists: LibraryLists,
  modeInput: unknown,
  input: unknown,
  caseUrl: (citationId: string) => string,
): Promise<SearchExport> {
  const mode: SearchMode = isSearchMode(modeInput) ? modeInput : 'caselaw';
  const form = parseSearchForm(mode, input);
  if (!form.ok) return { ok: false, message: form.message };
  // The file has no snippets: the engine marks none.
  const query: SearchQuery = { ...(await engineQuery(lists, { ...form.data, resultPage: 1 })).query, pageSize: exportPageSize, snippets: false };
  // The first page is asked before the answer starts, so a search too costly to run is told so
  // with a 400 rather than a file cut off after its header.
  let first: SearchResult;
  try {
    // The file holds what the screen shows: the cases with most of the words when none has all.
    if (offersMostWords(form.data.keyword) && (await deps.searchEngine.query({ ...query, pageSize: 1 })).total === 0) {
      Object.assign(query, { alsoMatching: undefined, words: 'most' });
    }
    first = await deps.searchEngine.query({ ...query, resultPage: 1 });
  } catch (error) {
    if (error instanceof SearchTooComplexError) return { ok: false, message: searchMessages.tooComplex };
    throw error;
  }

  async function* lines(): AsyncGenerator<string> {
    yield spreadsheetCsv([header]);
    let n = 0;
    for (let page = 1; n < searchLimits.exportRows; page++) {
      const { hits } = page === 1 ? first : await deps.searchEngine.query({ ...query, resultPage: page });
      const shown = hits.slice(0, searchLimits.exportRows - n);
      const flags = await treatmentFlags(deps.db, shown.map((hit) => hit.document.id));
      const rows = shown.map(({ document: d }) => [
        ++n,
        d.id,
        d.parties ?? d.title,
        d.judge ?? '',
        d.lawyer ?? '',
        d.court ?? '',
        d.journal ?? '',
        d.year ?? '',
        d.page ?? '',
        caseUrl(d.id),
        treatmentFlagWords(flags.get(d.id)),
      ]);
      if (rows.length > 0) yield spreadsheetCsv(rows);
      if (hits.length < exportPageSize) return;
    }
  }
  return { ok: true, fileName: `qanoon-${mode}-search.csv`, lines: lines() };
}
