// Rebuild the citation index from the content tables: npx tsx services/src/library/citations/rebuild-cli.ts [--missing]
import { createDatabase, loadEnv, storeEnvShape } from '@qanoon/infra';
import { rebuildCitationIndex } from './citation-index.ts';

const env = loadEnv(storeEnvShape);
const db = createDatabase(env.DATABASE_URL, { applicationName: 'qanoon-citation-index' });
try {
  const started = performance.now();
  const { cases } = await rebuildCitationIndex(db, { onlyMissing: process.argv.includes('--missing') });
  process.stdout.write(`citation index: ${cases} cases indexed in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
} finally {
  await db.close();
}
