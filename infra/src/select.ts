import type { StoreEnv } from './config/env.ts';
import type { EventStore } from './event-store/event-store.ts';
import { createEventStoreDbEventStore } from './event-store/eventstoredb-event-store.ts';
import { PostgresEventStore } from './event-store/postgres-event-store.ts';
import type { Database } from './postgres/database.ts';
import type { KeyValueStore } from './redis.ts';
import { createCachedSearchEngine } from './search/cached-search-engine.ts';
import { createElasticsearchSearchEngine } from './search/elasticsearch-search-engine.ts';
import { PostgresSearchEngine } from './search/postgres-search-engine.ts';
import type { SearchEngine } from './search/search-engine.ts';

/** EventStoreDB when EVENTSTORE_URL is set, else the events table in PostgreSQL. */
export function createEventStore(env: Pick<StoreEnv, 'EVENTSTORE_URL'>, db: Database): EventStore {
  return env.EVENTSTORE_URL ? createEventStoreDbEventStore(env.EVENTSTORE_URL) : new PostgresEventStore(db);
}

/**
 * Elasticsearch (indices named from ELASTICSEARCH_INDEX_PREFIX) when ELASTICSEARCH_URL is set, else
 * PostgreSQL full text. With a key-value store, answers are kept per process until any process
 * writes to the library (ADR 0038): the app's processes and every writer pass theirs.
 */
export function createSearchEngine(
  env: Pick<StoreEnv, 'ELASTICSEARCH_URL'> & Partial<Pick<StoreEnv, 'ELASTICSEARCH_INDEX_PREFIX' | 'DATABASE_URL'>>,
  db: Database,
  kv?: KeyValueStore,
): SearchEngine {
  const engine = env.ELASTICSEARCH_URL
    ? createElasticsearchSearchEngine(env.ELASTICSEARCH_URL, { indexPrefix: env.ELASTICSEARCH_INDEX_PREFIX })
    : new PostgresSearchEngine(db);
  if (!kv) return engine;
  return createCachedSearchEngine(engine, kv, libraryName(env));
}

/** Which library an engine holds: its Elasticsearch indices, or its PostgreSQL database (no password). */
function libraryName(env: Partial<Pick<StoreEnv, 'ELASTICSEARCH_URL' | 'ELASTICSEARCH_INDEX_PREFIX' | 'DATABASE_URL'>>): string {
  const where = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  };
  // A cluster is named by all its nodes, as ELASTICSEARCH_URL lists them.
  if (env.ELASTICSEARCH_URL) return `${env.ELASTICSEARCH_URL.split(',').map(where).join(',')}#${env.ELASTICSEARCH_INDEX_PREFIX ?? ''}`;
  return env.DATABASE_URL ? where(env.DATABASE_URL) : 'default';
}
