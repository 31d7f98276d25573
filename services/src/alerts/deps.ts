import type { SearchFormValues, SearchMode } from '@qanoon/contracts';
import type { Database, Notifier, RealtimeEmitter, SearchEngine, SearchQuery } from '@qanoon/infra';

/** The ports saved searches work through (ADR 0045). */
export interface AlertDeps {
  db: Database;
  searchEngine: SearchEngine;
  realtime: RealtimeEmitter;
  notifier: Notifier;
  /** The engine query a tab's form becomes (the search context's own), or null when it cannot run. */
  engineQuery: (mode: SearchMode, values: SearchFormValues) => Promise<SearchQuery | null>;
  /** Where people open the web, for the links in emails. */
  publicUrl: string;
  clock?: () => Date;
}

export const now = (deps: AlertDeps) => deps.clock?.() ?? new Date();
