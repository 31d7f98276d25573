import type { Database, SearchEngine } from '@qanoon/infra';
import type { UserDirectory } from '../shared/user-directory.ts';

/** The ports search works through: the engine for results, the content tables for citations, courts and journals. */
export interface SearchDeps {
  db: Database;
  searchEngine: SearchEngine;
  /** Identity's users: whether the one changing the synonyms is an admin. */
  users: UserDirectory;
  /** How long the lists a search form shows (courts, journals, years) are kept before they are read again (default 5 s). */
  listsTtlMs?: number;
  /** The clock, for the lists' cache; tests pass their own. */
  now?: () => number;
}
