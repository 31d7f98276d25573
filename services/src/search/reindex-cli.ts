// Rebuild the search index from the content tables: npx tsx services/src/search/reindex-cli.ts [cases|statutes|all]
import { createDatabase, createKeyValueStore, createSearchEngine, loadEnv, storeEnvShape, type SearchKind } from '@qanoon/infra';
import { keepAllAgain } from '../alerts/saved-searches.ts';
import { createSearch } from './search.ts';

const which = process.argv[2] ?? 'all';
const kinds: SearchKind[] = which === 'cases' ? ['case'] : which === 'statutes' ? ['statute'] : which === 'all' ? ['case', 'statute'] : [];
if (kinds.length === 0) {
  process.stderr.write('Usage: reindex-cli.ts [cases|statutes|all]\n');
  process.exit(64);
}
const env = loadEnv(storeEnvShape);
const db = createDatabase(env.DATABASE_URL, { applicationName: 'qanoon-reindex' });
// With the app's key-value store, so the app's processes drop the answers the old index gave.
const kv = createKeyValueStore(env.REDIS_URL);
const searchEngine = createSearchEngine(env, db, kv);
try {
  const search = createSearch({ db, searchEngine });
  for (const kind of kinds) {
    const started = performance.now();
    const result = await search.reindex(kind);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${searchEngine.name}: ${kind} ${result.indexed} indexed${result.cited === undefined ? '' : `, ${result.cited} cited`} in ${seconds} s\n`);
  }
  if (kinds.includes('case')) {
    // Saved searches keep their queries in the engine (ADR 0045): a new engine needs them too.
    const { kept } = await keepAllAgain({ db, searchEngine, engineQuery: (mode, values) => search.toEngineQuery(mode, values) });
    process.stdout.write(`${searchEngine.name}: ${kept} saved searches kept again\n`);
  }
} finally {
  await searchEngine.close();
  await kv.close();
  await db.close();
}
