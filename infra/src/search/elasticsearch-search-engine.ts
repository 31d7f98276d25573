import { randomBytes } from 'node:crypto';
import { caseNumberKeys, foldPartyNames, withinKey } from '@qanoon/contracts';
import { Client, errors } from '@elastic/elasticsearch';
import type { estypes } from '@elastic/elasticsearch';
import {
  searchResultWindow,
  searchTimeLimitMs,
  SearchTooComplexError,
  similarTextLimit,
  standingQueryOf,
  type FoundDocument,
  type SearchDocument,
  type SearchEngine,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
  type SimilarDocument,
  type Spellings,
  type StandingMatch,
} from './search-engine.ts';
import { isPlainKeyword, parseKeyword, plainWordsOf, type KeywordOperand } from './keyword-syntax.ts';
import { editsAllowed, nearestOf, spellableWords } from './spelling-distance.ts';

export interface ElasticsearchSearchEngineOptions {
  /** Index names are `<prefix>-<kind>`; tests use their own prefix. Defaults to `qanoon`. */
  indexPrefix?: string;
  /**
   * Refresh policy of index(), delete() and setCitedCounts(): `wait_for` makes each write visible
   * before it resolves (tests). The default, false, leaves writes to the index's periodic refresh
   * and to refresh(), which an import calls once at its end instead of waiting on every batch.
   */
  refresh?: 'wait_for' | boolean;
  /** Milliseconds a search may run (default {@link searchTimeLimitMs}); tests lower it. */
  timeLimitMs?: number;
}

const kinds: SearchKind[] = ['case', 'statute'];
/** Elasticsearch's index.max_result_window (from + size may not pass it), the port's window. */
const resultWindow = searchResultWindow;
const BULK_CHUNK = 500;
/** Kept queries read a page at a time; a group of them is one search, several searches one multi-search (ADR 0074). */
const standingPage = 1_000;
const standingPerSearch = 500;
const standingSearchesPerRequest = 4;
/** Hits counted exactly (Elasticsearch's own default); above it the total is a lower bound, reported as an estimate. */
const exactCountLimit = 10_000;
const textFields = ['title', 'body', 'parties', 'judge', 'lawyer'] as const;

/**
 * Text is split on whitespace only, its ends trimmed of punctuation, and each token kept whole
 * besides its parts (word_delimiter_graph with preserve_original): a case number
 * `C.A.10-2021`, a section `302-B` or a citation's `PPC-302` is one indexed token as well as
 * `c`, `a`, `10`, `2021`, so typing it whole finds it first. Leading zeros go (`007` = `7`).
 * No catenated parts, so every path through the token graph has the parts' own positions and
 * the same analyzer serves indexing and queries (no flatten_graph, no search_analyzer): an index
 * made before keeps working with its old analysis until it is rebuilt.
 */
const urduLetters = ['decimal_digit', 'qanoon_arabic_marks', 'persian_normalization', 'arabic_normalization', 'qanoon_urdu_yeh', 'qanoon_urdu_heh', 'qanoon_urdu_waw'];

/**
 * A copy of every shard on a second node whenever the cluster has one (none on a single node, which
 * stays green): a node lost loses no judgment and no search (ADR 0073). Elasticsearch follows the
 * number of data nodes as they come and go.
 */
const replicas: estypes.IndicesIndexSettings = { auto_expand_replicas: '0-1' };
/** Tries of a search past the first on a node that is gone: each on the next node of the cluster. */
const searchRetries = 2;

const settings: estypes.IndicesIndexSettings = {
  ...replicas,
  analysis: {
    filter: {
      qanoon_trim: { type: 'pattern_replace', pattern: '^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$', replacement: '' },
      qanoon_parts: { type: 'word_delimiter_graph', preserve_original: true, split_on_case_change: false, stem_english_possessive: true },
      qanoon_leading_zeros: { type: 'pattern_replace', pattern: '^0+(?=\\d)', replacement: '' },
      qanoon_stop: { type: 'stop', stopwords: '_english_' },
      qanoon_stemmer: { type: 'stemmer', language: 'english' },
      qanoon_possessive: { type: 'stemmer', language: 'possessive_english' },
      // Urdu letters as PostgreSQL's qanoon_unaccent folds them (migration 0018, ADR 0035): the
      // Persian and Arabic normalizations fold yeh, kaf, heh and alef forms and drop harakat and
      // tatweel; these take the marks and hamza forms they leave.
      qanoon_arabic_marks: { type: 'pattern_replace', pattern: '[\\u0610-\\u061A\\u0653\\u0655-\\u065F\\u0670\\u06D6-\\u06DC\\u06DF-\\u06E8\\u06EA-\\u06ED]', replacement: '' },
      qanoon_urdu_yeh: { type: 'pattern_replace', pattern: '[\\u0626\\u06D3]', replacement: '\u064A' },
      qanoon_urdu_heh: { type: 'pattern_replace', pattern: '[\\u06C2\\u06C3]', replacement: '\u0647' },
      qanoon_urdu_waw: { type: 'pattern_replace', pattern: '\\u0624', replacement: '\u0648' },
      qanoon_invisible: { type: 'pattern_replace', pattern: '[\\u200B-\\u200F\\u202A-\\u202E\\u2066-\\u2069]', replacement: '' },
    },
    analyzer: {
      qanoon_english: {
        type: 'custom',
        tokenizer: 'whitespace',
        filter: ['qanoon_trim', ...urduLetters, 'qanoon_parts', 'lowercase', 'asciifolding', 'qanoon_possessive', 'qanoon_leading_zeros', 'qanoon_stop', 'qanoon_stemmer'],
      },
      qanoon_exact: { type: 'custom', tokenizer: 'standard', filter: ['qanoon_invisible', ...urduLetters, 'lowercase', 'asciifolding'] },
    },
    normalizer: { qanoon_lowercase: { type: 'custom', filter: ['lowercase', 'asciifolding'] } },
  },
};

const text: estypes.MappingProperty = {
  type: 'text',
  analyzer: 'qanoon_english',
  fields: { exact: { type: 'text', analyzer: 'qanoon_exact' } },
};
/**
 * Names are matched on their exact words without length norms: a name found in a long title
 * (`Abdul Ghafoor Lehri v. The Returning Officer, PB-29, …`) scores as it does in a short one,
 * so equally good matches fall to newest first, as PostgreSQL's word similarity has them.
 */
const name: estypes.MappingProperty = {
  type: 'text',
  analyzer: 'qanoon_english',
  fields: { exact: { type: 'text', analyzer: 'qanoon_exact', norms: false } },
};
const keyword: estypes.MappingProperty = { type: 'keyword', normalizer: 'qanoon_lowercase' };

const mappings: estypes.MappingTypeMapping = {
  dynamic: false,
  properties: {
    kind: { type: 'keyword' },
    id: { type: 'keyword' },
    ...Object.fromEntries(textFields.map((f) => [f, f === 'title' || f === 'body' ? text : name])),
    lead: text,
    // The parties with their Roman-Urdu spellings folded (Mohammad, Mst.: ADR 0035), which party search reads.
    party_names: name,
    court: keyword,
    journal: keyword,
    year: { type: 'integer' },
    page: { type: 'integer' },
    cited: { type: 'integer' },
    caseNumbers: { type: 'keyword' },
    sections: { type: 'keyword' },
    extra: { type: 'object', enabled: false },
  },
};

/** Elasticsearch's refusal to create an index (or template) that another process created first. */
function alreadyExists(error: unknown): boolean {
  if (!(error instanceof errors.ResponseError)) return false;
  const body = error.body as { error?: { type?: unknown } } | undefined;
  return body?.error?.type === 'resource_already_exists_exception';
}

function toDocument(source: SearchDocument): SearchDocument {
  return { ...toFound(source), body: source.body };
}

/** What a hit shows: the stored fields but the text, which a search does not fetch. */
function toFound(source: FoundDocument): FoundDocument {
  const doc: FoundDocument = { kind: source.kind, id: source.id, title: source.title };
  for (const key of ['parties', 'judge', 'lawyer', 'court', 'journal'] as const) {
    const value = source[key];
    if (value !== undefined && value !== null) doc[key] = value;
  }
  if (typeof source.year === 'number') doc.year = source.year;
  if (typeof source.page === 'number') doc.page = source.page;
  if (Array.isArray(source.caseNumbers) && source.caseNumbers.length > 0) doc.caseNumbers = source.caseNumbers;
  if (source.extra && Object.keys(source.extra).length > 0) doc.extra = source.extra;
  if (typeof source.cited === 'number' && source.cited > 0) doc.cited = source.cited;
  return doc;
}

/** Every field written, absent ones as null, so indexing again clears what a document no longer has. */
function toSource(doc: SearchDocument): Record<string, unknown> {
  const { cited, ...rest } = toDocument(doc);
  const source: Record<string, unknown> = { parties: null, judge: null, lawyer: null, court: null, journal: null, year: null, page: null, caseNumbers: null, extra: null, ...rest };
  if (cited !== undefined || doc.cited !== undefined) source.cited = cited ?? 0;
  // A judgment's opening, where a law report prints its headnote, searched once more (ADR 0029).
  source.lead = doc.kind === 'case' ? doc.body.slice(0, leadLength) : null;
  source.party_names = rest.parties ? foldPartyNames(rest.parties) : null;
  source.sections = doc.sections?.length ? doc.sections : null;
  return source;
}

function assertBulkSucceeded(response: estypes.BulkResponse, options: { ignoreConflicts?: boolean } = {}): void {
  if (!response.errors) return;
  for (const item of response.items) {
    const [action, result] = Object.entries(item)[0] ?? [];
    if (!result?.error || (action === 'delete' && result.status === 404)) continue;
    if (options.ignoreConflicts && result.status === 409) continue;
    throw new Error(`Elasticsearch ${action} of ${result._id ?? '?'} failed: ${result.error.reason ?? result.error.type}`);
  }
}

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** Elasticsearch 8: one index per kind, reached through an alias so a rebuild swaps atomically. */
export class ElasticsearchSearchEngine implements SearchEngine {
  readonly name = 'elasticsearch';
  private readonly prefix: string;
  private readonly writeRefresh: 'wait_for' | boolean;
  private readonly timeLimit: number;
  private readonly ready = new Map<SearchKind, Promise<void>>();

  constructor(
    private readonly client: Client,
    options: ElasticsearchSearchEngineOptions = {},
  ) {
    this.prefix = options.indexPrefix ?? 'qanoon';
    this.writeRefresh = options.refresh ?? false;
    this.timeLimit = options.timeLimitMs ?? searchTimeLimitMs;
  }

  /** The alias searched and written for a kind, e.g. `qanoon-case`. */
  indexName(kind: SearchKind): string {
    return `${this.prefix}-${kind}`;
  }

  async ensureReady(): Promise<void> {
    await Promise.all(kinds.map((kind) => this.ensureIndex(kind)));
  }

  private ensureIndex(kind: SearchKind): Promise<void> {
    let pending = this.ready.get(kind);
    if (!pending) {
      pending = this.createIfMissing(kind);
      pending.catch(() => this.ready.delete(kind));
      this.ready.set(kind, pending);
    }
    return pending;
  }

  private async createIfMissing(kind: SearchKind): Promise<void> {
    const alias = this.indexName(kind);
    if (await this.client.indices.exists({ index: alias })) {
      // Fields added since the index was made (cited): adding a field to a mapping is allowed and idempotent.
      await this.client.indices.putMapping({ index: alias, properties: mappings.properties ?? {} });
      // An index made before it had replicas gets them (a dynamic setting, idempotent too).
      await this.client.indices.putSettings({ index: alias, settings: replicas });
      return;
    }
    try {
      // A fixed first name: two processes starting together create one index, not two.
      await this.client.indices.create({ index: `${alias}-0`, settings, mappings, aliases: { [alias]: {} } });
    } catch (error) {
      if (!(alreadyExists(error))) throw error;
    }
  }

  async index(documents: SearchDocument[]): Promise<void> {
    for (const kind of kinds) {
      const ofKind = documents.filter((d) => d.kind === kind);
      if (ofKind.length === 0) continue;
      await this.ensureIndex(kind);
      // A rebuild under way gets every write too, so none is lost when its index takes the alias.
      const targets = [this.indexName(kind), ...(await this.rebuilding(kind))];
      for (const chunk of chunks(ofKind, BULK_CHUNK)) {
        const cited = await this.citedCounts(this.indexName(kind), chunk);
        const operations = targets.flatMap((index) =>
          chunk.flatMap((doc) => [{ index: { _index: index, _id: doc.id } }, toSource({ ...doc, cited: doc.cited ?? cited.get(doc.id) })]),
        );
        assertBulkSucceeded(await this.client.bulk({ operations, refresh: this.writeRefresh }));
      }
    }
  }

  /** The cited counts the documents have now: indexing replaces a document but keeps its count. */
  private async citedCounts(index: string, documents: SearchDocument[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    const unknown = documents.filter((d) => d.cited === undefined).map((d) => d.id);
    if (unknown.length === 0) return counts;
    const response = await this.client.mget<{ cited?: number }>({ index, ids: unknown, _source_includes: ['cited'] });
    for (const doc of response.docs) {
      if ('found' in doc && doc.found && typeof doc._source?.cited === 'number') counts.set(doc._id, doc._source.cited);
    }
    return counts;
  }

  /** The index a rebuild of the kind is filling, if one is under way (its alias is `<alias>-next`). */
  private async rebuilding(kind: SearchKind): Promise<string[]> {
    return this.indicesBehind(`${this.indexName(kind)}-next`);
  }

  async refresh(kind: SearchKind): Promise<void> {
    await this.ensureIndex(kind);
    await this.client.indices.refresh({ index: this.indexName(kind) });
  }

  async query(query: SearchQuery): Promise<SearchResult> {
    await this.ensureIndex(query.kind);
    const { must, should, filter, keyword, wide } = clausesOf(query);

    const pageSize = query.pageSize ?? 25;
    const from = ((query.resultPage ?? 1) - 1) * pageSize;
    const byId: estypes.SortCombinations = { id: 'asc' };
    const year: estypes.SortCombinations = { year: { order: 'desc', missing: '_last' } };
    const newest: estypes.SortCombinations[] = [year, { page: { order: 'desc', missing: '_last' } }];
    const sorts: Record<NonNullable<SearchQuery['sort']>, estypes.SortCombinations[]> = {
      relevance: must.length > 0 || wide || new Set(query.sections ?? []).size > 1 ? ['_score', ...newest, byId] : [...newest, byId],
      newest: [...newest, byId],
      page: [{ journal: { order: 'asc', missing: '_last' } }, { year: { order: 'asc', missing: '_last' } }, { page: { order: 'asc', missing: '_last' } }, byId],
      cited: [{ cited: { order: 'desc', missing: '_last', unmapped_type: 'integer' } }, ...newest, byId],
    };
    const response = await this.client.search<FoundDocument>({
      index: this.indexName(query.kind),
      query: { bool: { must, should, filter } },
      // A hit shows no text: the judgment's body (and the fields made of it) stays on the node.
      _source: { excludes: ['body', 'lead', 'party_names'] },
      // Past the result window Elasticsearch refuses the request: answer the count and no hits.
      from: Math.min(from, resultWindow),
      size: Math.max(0, Math.min(pageSize, resultWindow - from)),
      sort: sorts[query.sort ?? 'relevance'],
      track_scores: true,
      // Exact up to the limit, then a lower bound: reported as an estimate, as PostgreSQL does.
      track_total_hits: exactCountLimit,
      ...(keyword && query.snippets !== false && {
        highlight: {
          // Only the keyword colours the snippet, phrases included, on the stemmed body.
          highlight_query: keywordQuery(query.alsoMatching?.trim() ? query.alsoMatching : (query.keyword ?? ''), ['body']),
          pre_tags: ['<mark>'],
          post_tags: ['</mark>'],
          max_analyzed_offset: 100_000,
          fields: { body: { fragment_size: 200, number_of_fragments: 2 } },
        },
      }),
    // Given up at the time limit and never sent again (the client retries no timeout): a search too
    // costly to answer is not asked twice. A node that is gone (its connection refused or cut) or a
    // cluster answering 502/503/504 while a node leaves is tried again, on the next node (ADR 0073).
    }, { requestTimeout: this.timeLimit, maxRetries: searchRetries }).catch((error: unknown) => {
      throw error instanceof errors.TimeoutError ? new SearchTooComplexError() : error;
    });

    const total = response.hits.total;
    const atLeast = typeof total === 'object' && total.relation === 'gte';
    return {
      total: typeof total === 'number' ? total : (total?.value ?? 0),
      ...(atLeast ? { estimated: 'at-least' as const } : {}),
      hits: response.hits.hits.flatMap((hit) => {
        if (!hit._source) return [];
        const snippet = hit.highlight?.body?.join(' … ');
        return [{ document: toFound(hit._source), score: hit._score ?? 0, ...(snippet ? { snippet } : {}) }];
      }),
    };
  }

  /**
   * Elasticsearch's more-like-this on the document's text: its 25 most telling words (tf·idf), a
   * word kept when at least one other document has it, and a match needing a third of them.
   */
  async similarText(kind: SearchKind, id: string, limit: number): Promise<SimilarDocument[]> {
    const size = Math.max(0, Math.min(limit, similarTextLimit));
    if (size === 0) return [];
    await this.ensureIndex(kind);
    const index = this.indexName(kind);
    const response = await this.client.search({
      index,
      size,
      _source: false,
      query: {
        more_like_this: {
          fields: ['body'],
          like: [{ _index: index, _id: id }],
          max_query_terms: 25,
          min_term_freq: 1,
          min_doc_freq: 2,
          minimum_should_match: '30%',
        },
      },
      sort: ['_score', { id: 'asc' }],
      track_scores: true,
    });
    return response.hits.hits.flatMap((hit) => (hit._id && hit._id !== id ? [{ id: hit._id, score: hit._score ?? 0 }] : []));
  }

  /**
   * Elasticsearch's term suggester over the text's words as written (body.exact), only for words
   * no document holds; its candidates chosen as PostgreSQL chooses them (ADR 0061).
   */
  async nearestSpellings(kind: SearchKind, words: readonly string[]): Promise<Spellings> {
    const asked = spellableWords(words);
    if (asked.length === 0) return {};
    await this.ensureIndex(kind);
    const response = await this.client.search({
      index: this.indexName(kind),
      size: 0,
      // The suggester reads the text alone; a word held in a title (a party's name) is held too.
      aggs: { held: { filters: { filters: Object.fromEntries(asked.map((word, i) => [`word${i}`, { multi_match: { query: word, fields: ['title.exact', 'body.exact'] } }])) } } },
      suggest: Object.fromEntries(
        asked.map((word, i) => [
          `word${i}`,
          {
            text: word,
            term: { field: 'body.exact', suggest_mode: 'missing', string_distance: 'damerau_levenshtein', max_edits: editsAllowed(word), min_word_length: 3, size: 10 },
          },
        ]),
      ),
    });
    const held = (response.aggregations?.held as estypes.AggregationsFiltersAggregate | undefined)?.buckets as Record<string, { doc_count: number }> | undefined;
    const found: Spellings = {};
    asked.forEach((word, i) => {
      if ((held?.[`word${i}`]?.doc_count ?? 0) > 0) return;
      const entries = response.suggest?.[`word${i}`] ?? [];
      const options = entries.flatMap((entry) => (Array.isArray(entry.options) ? entry.options : [entry.options]));
      const nearest = nearestOf(
        word,
        options.map((option) => ({ word: option.text, documents: 'freq' in option && typeof option.freq === 'number' ? option.freq : 0 })),
      );
      if (nearest) found[word] = nearest;
    });
    return found;
  }

  async delete(kind: SearchKind, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.ensureIndex(kind);
    const targets = [this.indexName(kind), ...(await this.rebuilding(kind))];
    for (const chunk of chunks(ids, BULK_CHUNK)) {
      const operations = targets.flatMap((index) => chunk.map((id) => ({ delete: { _index: index, _id: id } })));
      assertBulkSucceeded(await this.client.bulk({ operations, refresh: this.writeRefresh }));
    }
  }

  async setCitedCounts(kind: SearchKind, counts: readonly { id: string; cited: number }[]): Promise<void> {
    if (counts.length === 0) return;
    await this.ensureIndex(kind);
    const targets = [this.indexName(kind), ...(await this.rebuilding(kind))];
    for (const chunk of chunks([...counts], BULK_CHUNK)) {
      const operations = targets.flatMap((index) => chunk.flatMap(({ id, cited }) => [{ update: { _index: index, _id: id } }, { doc: { cited } }]));
      const response = await this.client.bulk({ operations, refresh: this.writeRefresh });
      // Unknown ids are ignored, as the port says.
      const failed = response.items.find((item) => item.update?.error && item.update.status !== 404);
      if (failed?.update?.error) throw new Error(`Elasticsearch update of ${failed.update._id ?? '?'} failed: ${failed.update.error.reason ?? failed.update.error.type}`);
    }
  }

  /**
   * Fill a fresh index from the source and give it the alias at the end, so searches keep
   * answering from the old index until the new one is complete (as the PostgreSQL adapter's
   * transaction does). While it fills, the fresh index carries the alias `<alias>-next` and every
   * write of index(), delete() and setCitedCounts() goes to it as well; the rebuild's own
   * documents only create, so a newer document written meanwhile is never overwritten by the
   * source's older copy. Indices left by a rebuild that crashed are removed first. One rebuild of
   * a kind at a time (the reindex command).
   */
  async rebuild(kind: SearchKind, source: AsyncIterable<SearchDocument[]>): Promise<{ indexed: number }> {
    await this.ensureIndex(kind);
    const alias = this.indexName(kind);
    await this.removeOrphans(alias);
    const fresh = `${alias}-${Date.now()}-${randomBytes(3).toString('hex')}`;
    await this.client.indices.create({ index: fresh, settings, mappings, aliases: { [`${alias}-next`]: {} } });
    let indexed = 0;
    try {
      for await (const batch of source) {
        const ofKind = batch.filter((d) => d.kind === kind);
        for (const chunk of chunks(ofKind, BULK_CHUNK)) {
          const operations = chunk.flatMap((doc) => [{ create: { _index: fresh, _id: doc.id } }, toSource(doc)]);
          assertBulkSucceeded(await this.client.bulk({ operations }), { ignoreConflicts: true });
        }
        indexed += ofKind.length;
      }
      await this.client.indices.refresh({ index: fresh });
    } catch (error) {
      await this.client.indices.delete({ index: fresh }, { ignore: [404] });
      throw error;
    }
    const current = await this.indicesBehind(alias);
    await this.client.indices.updateAliases({
      actions: [
        { add: { index: fresh, alias } },
        { remove: { index: fresh, alias: `${alias}-next` } },
        ...current.map((index) => ({ remove_index: { index } })),
      ],
    });
    return { indexed };
  }

  /** Indices of the kind that no alias leads to: what a rebuild that died left behind. */
  private async removeOrphans(alias: string): Promise<void> {
    const live = new Set(await this.indicesBehind(alias));
    const response = await this.client.indices.get({ index: `${alias}-*`, expand_wildcards: ['open', 'closed'] }, { ignore: [404] });
    const orphans = Object.keys(response).filter((index) => !live.has(index) && /-\d+-[0-9a-f]{6}$/.test(index));
    if (orphans.length > 0) await this.client.indices.delete({ index: orphans.join(',') }, { ignore: [404] });
  }

  private async indicesBehind(alias: string): Promise<string[]> {
    try {
      return Object.keys(await this.client.indices.getAlias({ name: alias }));
    } catch (error) {
      if (error instanceof errors.ResponseError && error.statusCode === 404) return [];
      throw error;
    }
  }

  /**
   * Saved searches' kept queries (ADR 0045), each as the port's query, translated when it is asked:
   * a kept query follows the engine's reading of keywords as it changes.
   */
  private standingIndex(): string {
    return `${this.prefix}-standing`;
  }

  private standingReady: Promise<void> | null = null;

  private ensureStanding(): Promise<void> {
    this.standingReady ??= (async () => {
      const index = this.standingIndex();
      if (await this.client.indices.exists({ index })) return;
      try {
        await this.client.indices.create({
          index,
          settings: replicas,
          mappings: { dynamic: false, properties: { standing_id: { type: 'keyword' }, query: { type: 'object', enabled: false } } },
        });
      } catch (error) {
        if (!(alreadyExists(error))) throw error;
      }
    })();
    this.standingReady.catch(() => (this.standingReady = null));
    return this.standingReady;
  }

  // The small index of kept queries is refreshed at once rather than waited on: a wait lasts up to
  // the periodic refresh (a second), for every save and for each query the reindex keeps again.
  async keepStandingQuery(id: string, query: SearchQuery): Promise<void> {
    await this.ensureStanding();
    await this.client.index({ index: this.standingIndex(), id, document: { standing_id: id, query: standingQueryOf(query) }, refresh: true });
  }

  async dropStandingQuery(id: string): Promise<void> {
    await this.ensureStanding();
    await this.client.delete({ index: this.standingIndex(), id, refresh: true }, { ignore: [404] });
  }

  /**
   * The kept queries asked about these documents together (ADR 0074): a group of them is one
   * search, each kept query a named clause of a filter limited to the documents' ids, and every
   * hit says which of the group matched it (`matched_queries`). The requests grow with the kept
   * queries, not with them times the documents' chunks, and each reads the new documents alone.
   * The documents must be indexed and refreshed (an import refreshes at its end). Elasticsearch's
   * percolator would match them before indexing, but its module is not among the jars Maven
   * Central publishes for the node we run and test on (ADR 0045, 0074).
   */
  async matchStanding(documents: readonly SearchDocument[]): Promise<StandingMatch[]> {
    const among = [...new Set(documents.filter((d) => d.kind === 'case').map((d) => d.id))];
    if (among.length === 0) return [];
    await Promise.all([this.ensureStanding(), this.ensureIndex('case')]);
    const matches: StandingMatch[] = [];
    let after: estypes.SortResults | undefined;
    for (;;) {
      const page = await this.client.search<{ standing_id: string; query: SearchQuery }>({
        index: this.standingIndex(),
        size: standingPage,
        sort: [{ standing_id: 'asc' }],
        ...(after ? { search_after: after } : {}),
      });
      const kept = page.hits.hits.flatMap((hit) => (hit._source ? [hit._source] : []));
      for (const request of chunks([...chunks(kept, standingPerSearch)], standingSearchesPerRequest)) {
        for (const match of await this.askTogether(request, among)) matches.push(match);
      }
      if (page.hits.hits.length < standingPage) return matches;
      after = page.hits.hits[page.hits.hits.length - 1]?.sort;
    }
  }

  /** Groups of kept queries, each one search over the documents `among`; a group too large for the node's clause limit is asked in halves. */
  private async askTogether(groups: { standing_id: string; query: SearchQuery }[][], among: string[]): Promise<StandingMatch[]> {
    const answers = await this.client.msearch({
      searches: groups.flatMap((group) => [
        { index: this.indexName('case') },
        {
          query: {
            bool: {
              filter: [
                { ids: { values: among } },
                {
                  bool: {
                    should: group.map(({ standing_id, query }) => {
                      const { must, filter } = clausesOf({ ...query, kind: 'case' });
                      return { bool: { must, filter, _name: standing_id } };
                    }),
                    minimum_should_match: 1,
                  },
                },
              ],
            },
          },
          size: among.length,
          _source: false,
        },
      ]),
    });
    const matches: StandingMatch[] = [];
    for (const [i, answer] of answers.responses.entries()) {
      const group = groups[i] ?? [];
      if ('error' in answer) {
        if (group.length > 1 && JSON.stringify(answer.error).includes('too_many')) {
          const half = Math.ceil(group.length / 2);
          matches.push(...(await this.askTogether([group.slice(0, half), group.slice(half)], among)));
          continue;
        }
        throw new Error(`Kept queries could not be asked: ${JSON.stringify(answer.error)}`);
      }
      const names = new Set(group.map((g) => g.standing_id));
      for (const hit of answer.hits.hits) {
        const matched = Array.isArray(hit.matched_queries) ? hit.matched_queries : Object.keys(hit.matched_queries ?? {});
        if (hit._id) for (const queryId of matched) if (names.has(queryId)) matches.push({ queryId, documentId: hit._id });
      }
    }
    return matches;
  }

  /** A bare engine keeps nothing: the work is done each time it is asked. */
  kept<T>(_question: string, work: (engine: SearchEngine) => Promise<T>): Promise<T> {
    return work(this);
  }

  async changed(): Promise<void> {}

  async close(): Promise<void> {
    await this.client.close();
  }
}

/**
 * The researcher's syntax (keyword-syntax.ts) as simple_query_string syntax, every other operator
 * character escaped. OR binds looser than the implied AND, as in PostgreSQL's
 * websearch_to_tsquery, so both adapters read `a b OR c` as (a AND b) OR c.
 */
export function toSimpleQueryString(input: string): string {
  const clauses = parseKeyword(input).map((clause) => clause.map(toOperand));
  if (clauses.length === 1) return (clauses[0] ?? []).join(' ');
  return clauses.map((clause) => (clause.length > 1 ? `(${clause.join(' ')})` : clause.join(''))).join(' | ');
}

function toOperand(operand: KeywordOperand): string {
  const text = operand.phrase ? `"${operand.text}"` : operand.text.replace(/[+|\-"*()~\\]/g, '\\$&');
  return operand.negated ? `-${text}` : text;
}

/** How much of a judgment's text is its opening, as PostgreSQL's `lead` column (migration 0019). */
const leadLength = 2500;

const keywordFields = ['title^2', 'parties^1.5', 'body'];
/**
 * Words typed together found together in a judgment's opening, where a law report prints its
 * headnote, count most (ADR 0029). Only together: the words of a citation ("2018 SCMR 762") are
 * scattered over every opening of that volume's reports, and would lift them over the judgments
 * citing it.
 */
const phraseFields = [...keywordFields, 'lead^4'];

/** Words typed without quotes, OR or exclusions. */
function plainWords(keyword: string): boolean {
  return isPlainKeyword(parseKeyword(keyword));
}

/**
 * How many of the words a match must have when most of them are asked for. A reader types a section
 * as "section 302 PPC" or its heading from memory: "section" and "PPC" are in no section's text,
 * and a remembered heading is rarely word for word, so requiring every word found half of them
 * (demo queries: MRR@10 0.488, hit@10 49%); 60% of the words, best first, finds 99.3% in the
 * first ten (MRR@10 0.817). Case law requires every word, and asks for most of them only when no
 * judgment has them all (`words: 'most'`).
 */
const mostWordsNeeded = '60%';

/**
 * What a case whose own case number is typed gets above any rank of words, and a case made in it
 * (as on PostgreSQL).
 */
const caseNumberWeight = { own: 100, within: 50 } as const;

/** With synonyms, what a match of the grown keyword adds to the rank of the keyword as typed. */
const synonymWeight = 0.25;
/** A keyword of at most this many words may be a party's name. */
const partyWordsAtMost = 6;
/** What a party's name typed in the keyword box weighs when it is a judgment's parties, words in order. */
const partyWeight = 10;

/** The words of a keyword that may be a party's name (plain words, two to six, none with a digit), or null. */
function partyNameWords(keyword: string): string | null {
  const clauses = parseKeyword(keyword);
  const words = plainWordsOf(clauses);
  return isPlainKeyword(clauses) && words.length > 1 && words.length <= partyWordsAtMost && !words.some((word) => /\d/.test(word)) ? words.join(' ') : null;
}

/** What each of several sections typed adds to a judgment under it: more than any rank of words. */
const sectionWeight = 100;

/**
 * Words typed without operators also score as a phrase (a little slop for a stop word or an
 * initial between them): the judgment that has `PLD 1989 SC 6` or a head note's catchwords
 * together ranks above one with the same words scattered through it, as PostgreSQL's cover
 * density ranking does. A keyword with quotes, OR or exclusions already says what it means.
 */
function phraseBoost(keyword: string): estypes.QueryDslQueryContainer | undefined {
  const clauses = parseKeyword(keyword);
  const words = plainWordsOf(clauses);
  if (words.length < 2 || !isPlainKeyword(clauses)) return undefined;
  return { multi_match: { query: words.join(' '), type: 'phrase', fields: phraseFields, slop: 2, boost: 2 } };
}

function keywordQuery(keyword: string, fields: string[], quoteFieldSuffix?: string, wordsNeeded?: string): estypes.QueryDslQueryContainer {
  const query = toSimpleQueryString(keyword);
  if (!query) return { match_none: {} };
  return {
    simple_query_string: {
      query,
      fields,
      // Quoted phrases match the unstemmed sub-field, as a researcher typing a phrase expects.
      ...(quoteFieldSuffix && { quote_field_suffix: quoteFieldSuffix }),
      ...(wordsNeeded ? { default_operator: 'or' as const, minimum_should_match: wordsNeeded } : { default_operator: 'and' as const }),
      flags: 'AND|OR|NOT|PHRASE|PRECEDENCE|ESCAPE|WHITESPACE',
    },
  };
}

/** A search engine on Elasticsearch 8, e.g. `http://elasticsearch:9200`. */
/** What a query matches and how its matches rank, as a bool query's clauses. */
function clausesOf(query: SearchQuery) {
  const must: estypes.QueryDslQueryContainer[] = [];
  const should: estypes.QueryDslQueryContainer[] = [];
  const filter: estypes.QueryDslQueryContainer[] = [];
  const typed = query.keyword?.trim()
    ? keywordQuery(query.keyword, keywordFields, '.exact', (query.kind === 'statute' || query.words === 'most') && plainWords(query.keyword) ? mostWordsNeeded : undefined)
    : undefined;
  const wide = typed && query.alsoMatching?.trim() ? keywordQuery(query.alsoMatching, keywordFields, '.exact') : undefined;
  const keyword = typed;
  // A case number in another written form than the judgment's: its key matches, and ranks first;
  // a judgment made in that case (an application, a review) next.
  const numbers = keyword && query.kind === 'case' ? caseNumberKeys(query.keyword ?? '') : [];
  const byNumber: estypes.QueryDslQueryContainer | undefined =
    numbers.length > 0
      ? {
          bool: {
            should: [
              { terms: { caseNumbers: numbers, boost: caseNumberWeight.own } },
              { terms: { caseNumbers: numbers.map(withinKey), boost: caseNumberWeight.within } },
            ],
          },
        }
      : undefined;
  // A party's name typed in the keyword box (as on PostgreSQL): a judgment whose parties are that
  // name in another written form matches too, through the names folded to one spelling, and a
  // judgment it is a party to ranks above those mentioning it in passing.
  const nameWords = keyword && query.kind === 'case' ? partyNameWords(query.keyword ?? '') : null;
  const byName: estypes.QueryDslQueryContainer | undefined = nameWords
    ? { match: { 'party_names.exact': { query: foldPartyNames(nameWords), operator: 'and' } } }
    : undefined;
  if (nameWords) should.push({ match_phrase: { 'party_names.exact': { query: foldPartyNames(nameWords), slop: 1, boost: partyWeight } } });
  const alternatives = [byNumber, byName].filter((q): q is estypes.QueryDslQueryContainer => q !== undefined);
  const orNumber = (q: estypes.QueryDslQueryContainer) => (alternatives.length > 0 ? { bool: { should: [q, ...alternatives], minimum_should_match: 1 } } : q);
  if (wide && typed) {
    // The grown keyword decides what matches; the keyword as typed ranks, as without synonyms,
    // and a synonym's match adds a little (a judgment with only the synonym still has a score).
    filter.push(orNumber(wide));
    should.push(typed, { bool: { must: [wide], boost: synonymWeight } });
    if (byNumber) should.push(byNumber);
  } else if (keyword) {
    must.push(orNumber(keyword));
  }
  if (keyword) {
    const together = phraseBoost(query.keyword ?? '');
    if (together) should.push(together);
  }
  if (query.court !== undefined) {
    const courts = (typeof query.court === 'string' ? [query.court] : [...query.court]).map((c) => c.trim()).filter(Boolean);
    filter.push({ terms: { court: courts } });
  }
  if (query.journal) filter.push({ term: { journal: query.journal } });
  if (query.yearFrom !== undefined || query.yearTo !== undefined) {
    filter.push({ range: { year: { gte: query.yearFrom, lte: query.yearTo } } });
  }
  if (query.page !== undefined) filter.push({ term: { page: query.page } });
  for (const key of ['judge', 'lawyer', 'parties'] as const) {
    const value = query[key]?.trim();
    if (!value) continue;
    // Parties are matched with their Roman-Urdu spellings folded on both sides (party_names);
    // a document indexed before it had them is matched on its names as written until the reindex.
    const fields: [string, string][] = key === 'parties' ? [['party_names', foldPartyNames(value)], [key, value]] : [[key, value]];
    const either = (queries: estypes.QueryDslQueryContainer[]): estypes.QueryDslQueryContainer =>
      queries.length === 1 && queries[0] ? queries[0] : { dis_max: { queries } };
    // A longer name may miss a word (`Imran Ahmed Khan Niazi` finds `Imran Ahmed Khan & others`); two or three words must all be there.
    must.push(either(fields.map(([field, typed]) => ({ match: { [`${field}.exact`]: { query: typed, fuzziness: 'AUTO', minimum_should_match: '-25%' } } }))));
    // The name as written, its words in order, ranks above the same words scattered over a title.
    should.push(either(fields.map(([field, typed]) => ({ match_phrase: { [`${field}.exact`]: { query: typed, slop: 1, boost: 2 } } }))));
  }
  if (query.among !== undefined) filter.push({ ids: { values: [...query.among] } });
  if (query.sections !== undefined) {
    filter.push({ terms: { sections: [...query.sections] } });
    // Several sections typed: a judgment under more of them ranks above one under fewer (as on PostgreSQL).
    const distinct = [...new Set(query.sections)];
    if (distinct.length > 1) should.push(...distinct.map((section) => ({ constant_score: { filter: { term: { sections: section } }, boost: sectionWeight } })));
  }
  return { must, should, filter, keyword, wide };
}

export function createElasticsearchSearchEngine(
  url: string,
  options: ElasticsearchSearchEngineOptions = {},
): ElasticsearchSearchEngine {
  return new ElasticsearchSearchEngine(elasticsearchClient(url), options);
}

/**
 * A client of one node, or of a cluster's nodes given comma-separated: requests are spread over
 * them and a node whose connection fails is passed over until it answers again.
 */
export function elasticsearchClient(url: string): Client {
  const nodes = url.split(',').map((node) => node.trim()).filter(Boolean);
  return new Client(nodes.length > 1 ? { nodes } : { node: nodes[0] ?? url });
}
