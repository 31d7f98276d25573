import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// One queue prefix per test run, chosen in the main process (global setup imports this first)
// and inherited by the test workers: two runs on one machine never take each other's jobs.
process.env.QANOON_E2E_RUN ??= randomBytes(4).toString('hex');

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoDir = path.resolve(webDir, '..');
export const tsxBin = path.join(repoDir, 'node_modules/.bin/tsx');
export const screenshotsDir = path.join(repoDir, 'artifacts/screenshots');
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/qanoon_test';
/** Debian's Chromium unless CHROMIUM_PATH names another build (npm test installs Debian's when both are missing). */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const testSessionSecret = 'qanoon-e2e-session-secret-0123456789abcdef';

/** The environment of every product process a browser test starts. */
export const testEnv = {
  NODE_ENV: 'production' as const,
  SESSION_SECRET: testSessionSecret,
  DATABASE_URL: testDatabaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  // Jobs of the browser tests never reach a worker of another run.
  QUEUE_PREFIX: `qanoon-e2e-${process.env.QANOON_E2E_RUN}`,
  // Uploads of the browser tests stay out of the demo's folder, and out of another run's.
  DATA_DIR: path.join(repoDir, '.cache/e2e-data', process.env.QANOON_E2E_RUN),
  // One web process an app: test files start many apps side by side; processes.test.ts starts
  // several behind one port.
  WEB_PROCESSES: '1',
  // Journeys click far more than 50 times; captcha.test.ts starts its app with a low limit.
  CLICK_LIMIT: '100000',
  // Every journey comes from loopback: the per-address abuse limits would soon stop them all
  // (request-limits.test.ts starts its app without this).
  LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1',
  // The journeys run on the embedded engines, each on data of its own; the topology check runs
  // the at-scale ones (an empty value is unset).
  ELASTICSEARCH_URL: '',
  KAFKA_BROKERS: '',
  EVENTSTORE_URL: '',
  SMTP_URL: '',
};
