// Rebuild the search index from the content tables: npm run reindex -w @qanoon/services -- [cases|statutes|all]
import { loadEnv, storeEnvShape, type SearchKind } from '@qanoon/infra';
import { createRuntime } from '../runtime.ts';

const which = process.argv[2] ?? 'all';
const kinds: SearchKind[] = which === 'cases' ? ['case'] : which === 'statutes' ? ['statute'] : which === 'all' ? ['case', 'statute'] : [];
if (kinds.length === 0) {
  process.stderr.write('Usage: npm run reindex -w @qanoon/services -- [cases|statutes|all]\n');
  process.exit(64);
}
const env = loadEnv(storeEnvShape);
// The app's own key-value store, so the app's processes drop the answers the old index gave.
const runtime = createRuntime(env, { applicationName: 'qanoon-reindex' });
const engine = runtime.searchEngine.name;
try {
  for (const kind of kinds) {
    const started = performance.now();
    const result = await runtime.search.reindex(kind);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${engine}: ${kind} ${result.indexed} indexed${result.cited === undefined ? '' : `, ${result.cited} cited`} in ${seconds} s\n`);
  }
  if (kinds.includes('case')) {
    // Saved searches keep their queries in the engine (ADR 0045): a new engine needs them too.
    const { kept } = await runtime.alerts.keepAllAgain();
    process.stdout.write(`${engine}: ${kept} saved searches kept again\n`);
  }
} finally {
  await runtime.close();
}
