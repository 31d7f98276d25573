import type { StoreEnv } from './config/env.ts';
import type { EventStore } from './event-store/event-store.ts';
import { createEventStoreDbEventStore } from './event-store/eventstoredb-event-store.ts';
import { PostgresEventStore } from './event-store/postgres-event-store.ts';
import type { Database } from './postgres/database.ts';
import { createElasticsearchSearchEngine } from './search/elasticsearch-search-engine.ts';
import { PostgresSearchEngine } from './search/postgres-search-engine.ts';
import type { SearchEngine } from './search/search-engine.ts';

/** EventStoreDB when EVENTSTORE_URL is set, else the events table in PostgreSQL. */
export function createEventStore(env: Pick<StoreEnv, 'EVENTSTORE_URL'>, db: Database): EventStore {
  return env.EVENTSTORE_URL ? createEventStoreDbEventStore(env.EVENTSTORE_URL) : new PostgresEventStore(db);
}

/** Elasticsearch (indices named from ELASTICSEARCH_INDEX_PREFIX) when ELASTICSEARCH_URL is set, else PostgreSQL full text. */
export function createSearchEngine(
  env: Pick<StoreEnv, 'ELASTICSEARCH_URL'> & Partial<Pick<StoreEnv, 'ELASTICSEARCH_INDEX_PREFIX'>>,
  db: Database,
): SearchEngine {
  return env.ELASTICSEARCH_URL
    ? createElasticsearchSearchEngine(env.ELASTICSEARCH_URL, { indexPrefix: env.ELASTICSEARCH_INDEX_PREFIX })
    : new PostgresSearchEngine(db);
}
