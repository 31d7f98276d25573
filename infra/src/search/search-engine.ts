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
  /** Extra fields kept for display, not searched. */
  extra?: Record<string, unknown>;
}

export interface SearchQuery {
  kind: SearchKind;
  /** Researcher's keyword syntax: words, "quoted phrases", OR, and -exclusion. */
  keyword?: string;
  court?: string;
  journal?: string;
  yearFrom?: number;
  yearTo?: number;
  page?: number;
  judge?: string;
  lawyer?: string;
  parties?: string;
  sort?: 'relevance' | 'newest';
  /** 1-based page of results. */
  resultPage?: number;
  pageSize?: number;
}

export interface SearchHit {
  document: SearchDocument;
  score: number;
  /** A fragment of the matching text with matches wrapped in <mark>…</mark>. */
  snippet?: string;
}

export interface SearchResult {
  total: number;
  hits: SearchHit[];
}

/** The search engine port: PostgreSQL full text by default, Elasticsearch at scale. */
export interface SearchEngine {
  readonly name: string;
  /** Create the index or schema if missing. Idempotent. */
  ensureReady(): Promise<void>;
  /** Insert or replace documents by (kind, id). */
  index(documents: SearchDocument[]): Promise<void>;
  query(query: SearchQuery): Promise<SearchResult>;
  delete(kind: SearchKind, ids: string[]): Promise<void>;
  /**
   * Drop everything of a kind and index it again from the source, which yields documents in
   * batches (the content tables are the source of truth).
   */
  rebuild(kind: SearchKind, source: AsyncIterable<SearchDocument[]>): Promise<{ indexed: number }>;
  close(): Promise<void>;
}
