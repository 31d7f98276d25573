// Rebuild the citation index from the content tables: npm run citations:rebuild -w @qanoon/services [-- --missing]
import { loadEnv, storeEnvShape } from '@qanoon/infra';
import { createRuntime } from '../runtime.ts';

const env = loadEnv(storeEnvShape);
const runtime = createRuntime(env, { applicationName: 'qanoon-citation-index' });
try {
  const started = performance.now();
  const { cases } = await runtime.library.rebuildCitationIndex({ onlyMissing: process.argv.includes('--missing') });
  process.stdout.write(`citation index: ${cases} cases indexed in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
} finally {
  await runtime.close();
}
