/** The kinds of legal content the search engine indexes. */
export type SearchKind = 'case' | 'statute';

/**
 * A document as the engine indexes it. Text fields are searched by keyword; the others are
 * exact filters. Case law and statutes share the shape; fields a kind lacks stay undefined.
 */
export interface SearchDocument {
  kind: SearchKind;
  /** Natural key: the citation id of a case, the statute id of a statute. */
  id: string;
  title: string;
  body: string;
  parties?: string;
  judge?: string;
  lawyer?: string;
  court?: string;
  journal?: string;
  year?: number;
  page?: number;
  /**
   * The keys of the case's own case numbers (contracts caseNumberKeys, e.g. `ca-468-2010`): a
   * keyword naming one of them, in any written form, finds the case and ranks it first.
   */
  caseNumbers?: string[];
  /**
   * The statute sections a judgment applies or names (contracts judgmentSectionKeys: its Law_Ref
   * and the sections its text writes with their Act, `PPC-302`, `PPC-302(b)`, `CRPC-497`): a
   * search for a section finds it whatever notation either side wrote.
   */
  sections?: string[];
  /** Extra fields kept for display, not searched. */
  extra?: Record<string, unknown>;
  /** How many other documents cite this one (most-cited order); set by setCitedCounts, kept by index(). */
  cited?: number;
}

/**
 * Result orders: best match first (keyword rank plus name likeness; newest first when nothing
 * is scored), newest first, a volume's page order (journal, year, page), or most cited first.
 * Ties fall to newest, then id.
 */
export type SearchSort = 'relevance' | 'newest' | 'page' | 'cited';

export interface SearchQuery {
  kind: SearchKind;
  /**
   * Researcher's keyword syntax: words, "quoted phrases", OR, and -exclusion. A case number in it
   * (any written form) also matches the cases that carry its key, and ranks them first.
   */
  keyword?: string;
  /**
   * How many of a keyword's plainly typed words a match needs: every one (cases, by default), or
   * most of them, the more the better (statutes always; cases when none has every word).
   */
  words?: 'all' | 'most';
  /**
   * The keyword grown by its legal synonyms, in the same syntax (`qatl bail OR murder bail`): what
   * matches. The keyword as typed still ranks its own matches above those of a synonym alone.
   */
  alsoMatching?: string;
  /** Only documents carrying one of these section ids (ADR 0060): a section typed in any notation. */
  sections?: readonly string[];
  /** One court, or any of several (names as indexed, compared without regard to case). */
  court?: string | readonly string[];
  journal?: string;
  yearFrom?: number;
  yearTo?: number;
  page?: number;
  judge?: string;
  lawyer?: string;
  parties?: string;
  sort?: SearchSort;
  /** Only these documents (by id) may match: a saved search asked about the judgments just imported. */
  among?: readonly string[];
  /** 1-based page of results. */
  resultPage?: number;
  pageSize?: number;
  /** False: hits without snippets, for a search whose hits are read, not shown (the sections a keyword's judgments apply). */
  snippets?: false;
}

/** Results that can be paged through: a page past them answers the total and no hits. */
export const searchResultWindow = 10_000;

/**
 * A document as a search answers it: everything but its text, which no list of results shows and
 * which is most of its size (a judgment's tens of kilobytes, read and sent 25 times a page).
 */
export type FoundDocument = Omit<SearchDocument, 'body'>;

export interface SearchHit {
  document: FoundDocument;
  score: number;
  /** A fragment of the matching text with matches wrapped in <mark>…</mark>. */
  snippet?: string;
}

export interface SearchResult {
  /** Every match: counted exactly up to a limit of the engine's, estimated above it (and then flagged). */
  total: number;
  /**
   * Set when total is not an exact count: `about` an estimate of the engine's, `at-least` a lower
   * bound (the matches counted before the engine stopped counting).
   */
  estimated?: 'about' | 'at-least';
  hits: SearchHit[];
}

const notKept = new Set(['sort', 'resultPage', 'pageSize', 'among', 'snippets']);

/** What a standing query keeps of a search: what matches, not how a page of it is ordered or cut. */
export const standingQueryOf = (query: SearchQuery): SearchQuery =>
  ({ ...Object.fromEntries(Object.entries(query).filter(([key]) => !notKept.has(key))), kind: 'case' });

/** A standing query that matches a document (ADR 0045). */
export interface StandingMatch {
  queryId: string;
  documentId: string;
}

/** A document whose text is like another's, with the engine's measure of how alike (higher, more). */
export interface SimilarDocument {
  id: string;
  score: number;
}

/** Words typed that no document holds, each with the held word nearest to it. */
export type Spellings = Record<string, string>;

/** How many documents a similar-text search answers at most. */
export const similarTextLimit = 50;

/**
 * How long one search may run in the engine. An ordinary search takes milliseconds; a keyword
 * built to be costly (a phrase of hundreds of repeated terms) would hold a core for half a minute.
 */
export const searchTimeLimitMs = 5_000;

/** The engine gave a search up at its time limit: too costly to answer, as the searcher is told. */
export class SearchTooComplexError extends Error {
  constructor() {
    super('The search ran past its time limit');
    this.name = 'SearchTooComplexError';
  }
}

/** The search engine port: PostgreSQL full text by default, Elasticsearch at scale. */
export interface SearchEngine {
  readonly name: string;
  /** Create the index or schema if missing. Idempotent. */
  ensureReady(): Promise<void>;
  /** Insert or replace documents by (kind, id); a document replaced keeps its cited count unless given one. */
  index(documents: SearchDocument[]): Promise<void>;
  /**
   * Make every write so far visible to searches of the kind. Writes become visible on their own
   * within a second at most; a bulk writer (an import) calls this once at its end.
   */
  refresh(kind: SearchKind): Promise<void>;
  /** Throws {@link SearchTooComplexError} when the search runs past {@link searchTimeLimitMs}. */
  query(query: SearchQuery): Promise<SearchResult>;
  /**
   * The documents of the kind whose text is most like the given one's (the words most telling of
   * it, as Elasticsearch's more-like-this picks them), most alike first, never the document
   * itself; none when the id is unknown. At most `limit` (up to {@link similarTextLimit}).
   */
  similarText(kind: SearchKind, id: string, limit: number): Promise<SimilarDocument[]>;
  /**
   * "Did you mean …": for each word given (lowercase letters) that no document of the kind holds,
   * the word the documents hold nearest to it in spelling (one edit for a word of up to four
   * letters, two for longer; the commonest of equals). Words held, and words with nothing near,
   * are left out of the answer. At most a dozen words are looked up.
   */
  nearestSpellings(kind: SearchKind, words: readonly string[]): Promise<Spellings>;
  delete(kind: SearchKind, ids: string[]): Promise<void>;
  /**
   * Keep a query of case law under an id (a saved search, ADR 0045), replacing one kept under it:
   * documents are matched against it as they arrive. Its sort and page are not kept.
   */
  keepStandingQuery(id: string, query: SearchQuery): Promise<void>;
  /** Forget a kept query; an unknown id is no error. */
  dropStandingQuery(id: string): Promise<void>;
  /**
   * Which kept queries match which of these case documents: what each would find among them alone
   * (Elasticsearch percolates the documents; PostgreSQL asks each kept query about their ids, so
   * they must be indexed already).
   */
  matchStanding(documents: readonly SearchDocument[]): Promise<StandingMatch[]>;
  /** Set how often each document is cited (documents not listed keep their count). Unknown ids are ignored. */
  setCitedCounts(kind: SearchKind, counts: readonly { id: string; cited: number }[]): Promise<void>;
  /**
   * Drop everything of a kind and index it again from the source, which yields documents in
   * batches (the content tables are the source of truth).
   */
  rebuild(kind: SearchKind, source: AsyncIterable<SearchDocument[]>): Promise<{ indexed: number }>;
  /**
   * What is worked out from the library beside the engine's answers (a results page's treatment
   * flags), kept as those answers are: until the library next changes (ADR 0044). The answer must
   * survive JSON. The work is handed the engine to ask for the answer's parts: under a kept
   * answer, they are kept with it (ADR 0077). A bare engine works it out each time, with itself.
   */
  kept<T>(question: string, work: (engine: SearchEngine) => Promise<T>): Promise<T>;
  /** The library changed other than through this port (its treatments read again): what was kept from before is retired. */
  changed(): Promise<void>;
  close(): Promise<void>;
}
