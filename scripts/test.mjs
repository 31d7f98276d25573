// npm test: install what is missing, then lint, typecheck, build, and every test against the
// real PostgreSQL, Redis and Chromium.
import { existsSync } from 'node:fs';
import { ensureInstalled, loadDotEnv, run, waitForStores } from './lib.mjs';

loadDotEnv();
ensureInstalled();
if (!existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium')) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-q'], { env });
    run('apt-get', ['install', '-y', '-q', 'chromium'], { env });
  } else {
    console.error('The browser tests need Chromium: sudo apt-get install -y chromium');
    process.exit(1);
  }
}
await waitForStores();
// Tests that reach Elasticsearch through the product's own configuration write under an index
// prefix of their own, never into a developer's `qanoon-*` indices on the same node.
process.env.ELASTICSEARCH_INDEX_PREFIX ||= 'qanoon-test';
const turboEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };
run('npx', ['turbo', 'run', 'lint', 'typecheck', 'build', '--output-logs=errors-only'], { env: turboEnv });
// Benchmarks are run by hand, but they must keep compiling against the code they measure.
run('npx', ['tsc', '--noEmit', '-p', 'bench']);
run('npx', ['vitest', 'run', '--reporter=verbose', ...process.argv.slice(2)]);
