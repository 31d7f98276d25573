import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One owner per table (docs/decisions/0071-one-owner-per-table.md): every table the migrations
// create belongs to one of services' bounded contexts (or to the shared kernel, or to infra's own
// plumbing), and a context's SQL names only the tables it owns. Another context reads them through
// the owner's query port, injected where the runtime composes the contexts.

const root = path.resolve(import.meta.dirname, '../..');
const servicesSrc = path.join(root, 'services/src');
const migrations = path.join(root, 'infra/src/postgres/migrations');

interface ContextRuleBuilders {
  contextsIn(servicesSrc: string): string[];
  sharedKernel: string;
}
const { contextsIn, sharedKernel } = (await import(path.join(root, 'eslint.config.js'))) as ContextRuleBuilders;

/** Each table and its one owner: a context of services, the shared kernel, or infra's plumbing. */
const ownerOf: Record<string, string> = {
  // infra: the event store, its catalogue and the notices kept instead of sent.
  events: 'infra',
  stream_catalog: 'infra',
  outbox_messages: 'infra',
  // the shared kernel: how far each projection has read (read-your-writes, ADR 0068).
  projection_checkpoints: 'shared',
  users: 'identity',
  sessions: 'identity',
  trusted_devices: 'identity',
  access_tokens: 'identity',
  packages: 'billing',
  payment_accounts: 'billing',
  payments: 'billing',
  case_laws: 'library',
  case_citations: 'library',
  statutes: 'library',
  topics: 'library',
  articles: 'library',
  dictionary: 'library',
  legal_terms: 'library',
  import_jobs: 'library',
  import_rejections: 'library',
  bookmarks: 'library',
  bookmark_folders: 'library',
  bookmark_folder_entries: 'library',
  search_documents: 'search',
  search_synonyms: 'search',
  search_words: 'search',
  search_words_pending: 'search',
  search_standing_queries: 'search',
  diary_cases: 'diary',
  diary_clients: 'diary',
  diary_hearings: 'diary',
  diary_case_files: 'diary',
  diary_case_judgments: 'diary',
  diary_feeds: 'diary',
  saved_searches: 'alerts',
  saved_search_matches: 'alerts',
  saved_search_progress: 'alerts',
  saved_search_notices: 'alerts',
};

/**
 * Reads of another context's table still written in SQL, each to move behind its owner's query
 * port (ADR 0071 lists them). The list only shrinks: a new pair fails the test, and a pair moved
 * behind a port must leave it.
 */
const notYetBehindAPort = new Set([
  'alerts -> case_laws',
  'alerts -> case_citations',
  'diary -> case_laws',
  'diary -> case_citations',
  'search -> case_laws',
  'search -> statutes',
  'shared -> case_laws',
  'shared -> case_citations',
  'shared -> payments',
  // The kernel's admin check (assertAdmin), called by every context: next, the acting user's
  // role comes with the actor from identity's session instead.
  'shared -> users',
]);

const tablesCreated = (): string[] =>
  readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) => [...readFileSync(path.join(migrations, name), 'utf8').matchAll(/create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?([a-z_]+)/gi)])
    .map((match) => (match[1] ?? '').toLowerCase());

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // Tests and their kits set up other contexts' rows (a user for a payment); they are not the product's SQL.
    .filter((file) => !/\.test\.ts$|kit\.ts$|\.test-support\.ts$/.test(file));
}

/** The tables a piece of code names where SQL names a table: after FROM, JOIN, INTO, UPDATE or TABLE. */
export function tablesNamedIn(code: string, tables: readonly string[]): string[] {
  const pattern = new RegExp(`\\b(?:from|join|into|update|table)\\s+(${tables.join('|')})\\b`, 'gi');
  return [...new Set([...code.matchAll(pattern)].map((match) => (match[1] ?? '').toLowerCase()))];
}

/** Every "context -> table" pair where a folder of services names a table another owns. */
function foreignPairs(): string[] {
  const tables = Object.keys(ownerOf);
  const folders = [...contextsIn(servicesSrc), sharedKernel];
  return folders
    .flatMap((context) =>
      sourceFiles(path.join(servicesSrc, context)).flatMap((file) =>
        tablesNamedIn(readFileSync(file, 'utf8'), tables)
          .filter((table) => ownerOf[table] !== context)
          .map((table) => `${context} -> ${table}`),
      ),
    )
    .filter((pair, i, all) => all.indexOf(pair) === i)
    .sort();
}

describe('one owner per table', () => {
  it('names an owner for every table the migrations create', () => {
    expect(tablesCreated().filter((table) => !(table in ownerOf))).toEqual([]);
  });

  it('owners are contexts of services, its shared kernel, or infra', () => {
    const owners = new Set([...contextsIn(servicesSrc), sharedKernel, 'infra']);
    expect(Object.entries(ownerOf).filter(([, owner]) => !owners.has(owner))).toEqual([]);
  });

  it('reads SQL the way a reviewer counts it', () => {
    const code = "db.query('SELECT 1 FROM bookmarks b JOIN users u ON u.id = b.user_id'); db.query(`UPDATE users SET x = 1`)";
    expect(tablesNamedIn(code, ['bookmarks', 'users', 'payments']).sort()).toEqual(['bookmarks', 'users']);
  });

  it("no context's SQL names another context's table, but the reads still waiting for a port", () => {
    expect(foreignPairs().filter((pair) => !notYetBehindAPort.has(pair))).toEqual([]);
  });

  it('a pair moved behind its port leaves the waiting list', () => {
    const pairs = new Set(foreignPairs());
    expect([...notYetBehindAPort].filter((pair) => !pairs.has(pair))).toEqual([]);
  });
});
