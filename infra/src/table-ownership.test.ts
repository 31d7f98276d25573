import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One owner per table (docs/decisions/0071-one-owner-per-table.md): every table the migrations
// create belongs to one of services' bounded contexts (or to the shared kernel, or to infra's own
// plumbing), and a context's SQL names only the tables it owns. Another context reads them through
// the owner's query port, injected where the runtime composes the contexts, or, for a table named
// below as a shared read model, reads it in SQL but never writes it.

const root = path.resolve(import.meta.dirname, '../..');
const servicesSrc = path.join(root, 'services/src');
const migrations = path.join(root, 'infra/src/postgres/migrations');

interface ContextRuleBuilders {
  contextsIn: (servicesSrc: string) => string[];
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
  payment_report_users: 'billing',
  payment_report_events: 'billing',
  payment_report_sums: 'billing',
  payment_report_month_sums: 'billing',
  payment_report_waits: 'billing',
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
 * The named shared read models (ADR 0071): tables their owner alone writes and several contexts'
 * screens rightly read as their common model, each with its reason. Any context may read them;
 * only the owner may write them. A table leaves this list when no other context reads it.
 */
const sharedReadModels: Record<string, string> = {
  // The library's published corpus: what search indexes and lists, what alerts match new
  // judgments against and name in a digest, what the diary's "new since the last hearing" and
  // attached judgments show, and what the kernel's citation index flags. One model read the same
  // way everywhere, so the citator, an alert and a case's page never disagree about a judgment.
  case_laws: "the library's published judgments, read by search, alerts, the diary and the citation index",
  case_citations: "the library's citation index of those judgments, read by alerts, the diary and the kernel's citator SQL",
  statutes: "the library's published statutes, read by search for its index, its sections and its lists",
};

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

/** The tables a piece of code changes: after INSERT INTO, UPDATE, DELETE FROM, TRUNCATE or ALTER TABLE. */
export function tablesWrittenIn(code: string, tables: readonly string[]): string[] {
  const pattern = new RegExp(`\\b(?:into|update|delete\\s+from|truncate(?:\\s+table)?|alter\\s+table)\\s+(${tables.join('|')})\\b`, 'gi');
  return [...new Set([...code.matchAll(pattern)].map((match) => (match[1] ?? '').toLowerCase()))];
}

/** Every "context -> table" pair where a folder of services names (or, with `writes`, changes) a table another owns. */
function foreignPairs(named: typeof tablesNamedIn = tablesNamedIn): string[] {
  const tables = Object.keys(ownerOf);
  const folders = [...contextsIn(servicesSrc), sharedKernel];
  return folders
    .flatMap((context) =>
      sourceFiles(path.join(servicesSrc, context)).flatMap((file) =>
        named(readFileSync(file, 'utf8'), tables)
          .filter((table) => ownerOf[table] !== context)
          .map((table) => `${context} -> ${table}`),
      ),
    )
    .filter((pair, i, all) => all.indexOf(pair) === i)
    .sort();
}

const tableOf = (pair: string) => pair.split(' -> ')[1] ?? '';

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

  it('reads which tables SQL changes', () => {
    const code = "db.query('INSERT INTO payments SELECT * FROM users'); db.query(`DELETE FROM bookmarks WHERE 1 = 1`); db.query('TRUNCATE case_laws')";
    expect(tablesWrittenIn(code, ['bookmarks', 'users', 'payments', 'case_laws']).sort()).toEqual(['bookmarks', 'case_laws', 'payments']);
  });

  it("no context's SQL names another context's table, but a named shared read model", () => {
    expect(foreignPairs().filter((pair) => !(tableOf(pair) in sharedReadModels))).toEqual([]);
  });

  it('only its owner writes a shared read model', () => {
    expect(foreignPairs(tablesWrittenIn)).toEqual([]);
  });

  it('every shared read model is a table with an owner, and read by another context', () => {
    const readElsewhere = new Set(foreignPairs().map(tableOf));
    expect(Object.keys(sharedReadModels).filter((table) => !(table in ownerOf) || !readElsewhere.has(table))).toEqual([]);
  });
});
