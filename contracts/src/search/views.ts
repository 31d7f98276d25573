import type { CaseSummary, Paged, StatuteSearchPage } from '../library/views.ts';
import type { SearchMode, SearchRequest } from './forms.ts';

/** A page of search results: the cases (snippets marked with `<mark>`), the count of all of them, 25 a page. */
export interface SearchResults extends Paged<CaseSummary> {
  mode: SearchMode;
  request: SearchRequest;
  /** The count is not exact: `about` an estimate, `at-least` a lower bound. Only the first 10,000 results can be paged. */
  estimated?: 'about' | 'at-least';
  /** No case had every word of the keyword: these have most of them (`searchMessages.mostWords`). */
  mostWords?: true;
  /** Legal synonyms searched besides the words typed ("murder" for "qatl"). */
  alsoSearched?: string[];
  /** The statute sections the keyword was read as naming, and the other readings a click away (ADR 0060). */
  sections?: SectionReading;
  /** The keyword with the words the library does not hold respelled as the nearest it does (`murdr` → `murder`): one click searches it. */
  didYouMean?: string;
  /** The keyword as typed found nothing, so these are the results of didYouMean (`searchMessages.respelled`). */
  respelled?: true;
  /**
   * A long keyword's exclusions left out every case: its dashes were read as a pasted head note's
   * punctuation (`pleader -Effect`), and these words were searched instead of left out
   * (`searchMessages.dashesAsText`).
   */
  dashesAsText?: string[];
  /** The keyword is a citation the library knows only from references: its citator page (`searchMessages.citator`). */
  citator?: { citation: string; href: string };
}

/** How a keyword's sections were read: `s.302 PPC`; the Act was not typed or is in doubt; the other Acts, as keywords. */
export interface SectionReading {
  understood: string[];
  ambiguous?: true;
  others: { label: string; keyword: string }[];
}

/**
 * What a search answers: the form's first broken rule; the case a citation in a keyword box
 * names (the screen goes straight to it); or a page of results.
 */
export type SearchOutcome =
  | { kind: 'invalid'; message: string; field: string | undefined }
  | { kind: 'case'; citationId: string }
  | { kind: 'results'; results: SearchResults };

/** What the search screen shows: the outcome and, beside a keyword's results, the Statutes box. */
export interface SearchScreen {
  outcome: SearchOutcome;
  statutes: StatuteSearchPage | null;
}

/** A court of the library, as the court field suggests it, with how many cases it holds. */
export interface CourtOption {
  name: string;
  cases: number;
  /** How people also write it (`Lah.`, `LHC`), for the suggestions to match. */
  aliases: readonly string[];
}

/** A journal of the library, as the journal lists offer it. */
export interface JournalOption {
  journal: string;
  cases: number;
}
