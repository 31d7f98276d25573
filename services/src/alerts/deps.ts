import type { SearchFormValues, SearchMode } from '@qanoon/contracts';
import type { Database, Notifier, RealtimeEmitter, SearchEngine, SearchQuery } from '@qanoon/infra';
import type { PaidPackageHolders } from '../shared/paid-package.ts';
import type { UserDirectory } from '../shared/user-directory.ts';

/** The ports saved searches work through (ADR 0045). */
export interface AlertDeps {
  db: Database;
  searchEngine: SearchEngine;
  realtime: RealtimeEmitter;
  notifier: Notifier;
  /** Identity's users: whom a digest is emailed to. */
  users: UserDirectory;
  /** Billing's packages: a lapsed package's matches wait, unannounced (ADR 0059). */
  paidHolders: PaidPackageHolders;
  /** The engine query a tab's form becomes (the search context's own), or null when it cannot run. */
  engineQuery: (mode: SearchMode, values: SearchFormValues) => Promise<SearchQuery | null>;
  /** Where people open the web, for the links in emails. */
  publicUrl: string;
  clock?: () => Date;
}

export const now = (deps: AlertDeps) => deps.clock?.() ?? new Date();
