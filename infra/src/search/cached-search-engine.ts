import { createHash, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { KeyValueStore } from '../redis.ts';
import type { SearchDocument, SearchEngine, SearchKind, SearchQuery } from './search-engine.ts';

/**
 * Answers kept per process at most, and for how long; how long an answer shared through Redis
 * lives, and the largest shared (ADR 0044).
 */
export const searchCacheLimits = {
  entries: 1_000,
  ttlMs: 5 * 60_000,
  sharedTtlSeconds: 60,
  sharedMaxChars: 256 * 1024,
  generationTtlSeconds: 30 * 24 * 3600,
  shownWithinMs: 1_500,
} as const;


/**
 * The same question asked of the same library gets the same answer: a search engine whose answers
 * are kept in this process and shared through Redis with every other process (the web processes
 * behind one port, ADR 0048), keyed by the question and the library's generation, a random token
 * in Redis that every write through any process replaces (ADR 0044). A write therefore retires
 * every answer in every process at once; an answer that was being worked out while a write landed
 * is kept under the generation it started with, which no later question asks for. A question this
 * process is already asking the engine waits for that answer instead of asking again.
 *
 * An answer worked out of other kept answers (a search page of its results, spellings and flags)
 * reads the generation once: `kept` hands its work an engine whose answers are kept under the
 * generation the whole was asked under, in this process only, since the whole is what another
 * process asks for (ADR 0077). Questions asked at the same time read the generation once between
 * them.
 *
 * `namespace` names the library (its database, or its Elasticsearch indices) so libraries sharing
 * a Redis never share answers. When Redis cannot be read, the engine is asked directly.
 */
export function createCachedSearchEngine(engine: SearchEngine, kv: KeyValueStore, namespace: string): SearchEngine {
  const generationKey = `search-generation:${engine.name}:${namespace}`;
  const answers = new LRUCache<string, { generation: string; answer: unknown }>({ max: searchCacheLimits.entries, ttl: searchCacheLimits.ttlMs });
  const asking = new Map<string, Promise<unknown>>();
  /** The generation being read from Redis, for every question asked before it comes back. */
  let reading: Promise<string | null> | null = null;

  function generation(): Promise<string | null> {
    reading ??= readGeneration().finally(() => {
      reading = null;
    });
    return reading;
  }

  async function readGeneration(): Promise<string | null> {
    try {
      const current = await kv.get(generationKey);
      if (current) return current;
      // None yet (a new library, or Redis restarted empty): start one, never reusing an old token.
      await retire();
      return await kv.get(generationKey);
    } catch {
      return null;
    }
  }

  async function retire(): Promise<void> {
    // A question asked after this write reads the generation after it, not one read before it.
    reading = null;
    await kv.set(generationKey, randomUUID(), searchCacheLimits.generationTtlSeconds);
  }

  /** A question asked afresh: the generation read, the answer kept here, else shared, else worked out and shared. */
  async function kept<T>(question: string, work: (engine: SearchEngine) => Promise<T>): Promise<T> {
    const current = await generation();
    if (current === null) return work(cached);
    return keptUnder(current, question, () => sharedOrAsked(current, question, () => work(partsUnder(current))));
  }

  /** The answer kept in this process under a generation, else the one being asked, else this one. */
  async function keptUnder<T>(current: string, question: string, ask: () => Promise<T>): Promise<T> {
    const found = answers.get(question);
    if (found?.generation === current) return found.answer as T;
    const key = `${current}:${question}`;
    const pending = asking.get(key);
    if (pending) return (await pending) as T;
    const answering = ask();
    asking.set(key, answering);
    try {
      const answer = await answering;
      answers.set(question, { generation: current, answer });
      return answer;
    } finally {
      asking.delete(key);
    }
  }

  /**
   * The engine a kept answer's work asks for its parts: each kept in this process under the
   * generation the whole was asked under, never read again from Redis nor shared there.
   */
  let parts: { generation: string; engine: SearchEngine } | null = null;
  function partsUnder(current: string): SearchEngine {
    if (parts?.generation === current) return parts.engine;
    const bound: SearchEngine = {
      ...cached,
      query: (query) => keptUnder(current, `query:${JSON.stringify(query)}`, () => engine.query(query)),
      similarText: (kind, id, limit) => keptUnder(current, `similar:${kind}:${id}:${limit}`, () => engine.similarText(kind, id, limit)),
      nearestSpellings: (kind, words) => keptUnder(current, `spellings:${kind}:${JSON.stringify(words)}`, () => engine.nearestSpellings(kind, words)),
      kept: (question, work) => keptUnder(current, `beside:${question}`, () => work(bound)),
    };
    parts = { generation: current, engine: bound };
    return bound;
  }

  /** The answer another process shared under this generation, else the engine's, then shared. */
  async function sharedOrAsked<T>(current: string, question: string, ask: () => Promise<T>): Promise<T> {
    const sharedKey = `search-answer:${engine.name}:${namespace}:${current}:${createHash('sha256').update(question).digest('base64url')}`;
    const shared = await kv.get(sharedKey).catch(() => null);
    if (shared !== null) return JSON.parse(shared) as T;
    const answer = await ask();
    const text = JSON.stringify(answer);
    if (text.length <= searchCacheLimits.sharedMaxChars) await kv.set(sharedKey, text, searchCacheLimits.sharedTtlSeconds).catch(() => {});
    return answer;
  }

  /**
   * A write, then every process's answers retired (after it, so none is kept from before it), and
   * retired again once the engine has shown it on its own (Elasticsearch's refresh, within a
   * second): an answer asked for in between saw the library without it.
   */
  const writing = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      await retire().catch(() => {});
      setTimeout(() => void retire().catch(() => {}), searchCacheLimits.shownWithinMs).unref();
    }
  };

  const cached: SearchEngine = {
    name: engine.name,
    ensureReady: () => engine.ensureReady(),
    query: (query: SearchQuery) => kept(`query:${JSON.stringify(query)}`, () => engine.query(query)),
    similarText: (kind: SearchKind, id: string, limit: number) => kept(`similar:${kind}:${id}:${limit}`, () => engine.similarText(kind, id, limit)),
    nearestSpellings: (kind: SearchKind, words: readonly string[]) => kept(`spellings:${kind}:${JSON.stringify(words)}`, () => engine.nearestSpellings(kind, words)),
    kept: <T>(question: string, work: (engine: SearchEngine) => Promise<T>) => kept(`beside:${question}`, work),
    changed: () => retire(),
    index: (documents: SearchDocument[]) => writing(engine.index(documents)),
    refresh: (kind: SearchKind) => writing(engine.refresh(kind)),
    delete: (kind: SearchKind, ids: string[]) => writing(engine.delete(kind, ids)),
    setCitedCounts: (kind: SearchKind, counts: readonly { id: string; cited: number }[]) => writing(engine.setCitedCounts(kind, counts)),
    rebuild: (kind: SearchKind, source: AsyncIterable<SearchDocument[]>) => writing(engine.rebuild(kind, source)),
    // Standing queries are matched against the documents given, never kept answers.
    keepStandingQuery: (id: string, query: SearchQuery) => engine.keepStandingQuery(id, query),
    dropStandingQuery: (id: string) => engine.dropStandingQuery(id),
    matchStanding: (documents: readonly SearchDocument[]) => engine.matchStanding(documents),
    close: () => engine.close(),
  };
  return cached;
}
