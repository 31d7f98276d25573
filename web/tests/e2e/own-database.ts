import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, migrate } from '@qanoon/infra';
import { testDatabaseUrl, testEnv } from './paths.ts';
import { startProcess, stopProcess, waitForOutput, type BackgroundProcess } from './processes.ts';

/**
 * A database of one test file's own, for tests that show whole lists (every term under a letter,
 * every topic, a letter's dictionary pages): what other files import into the shared test database,
 * in this run or an earlier one, never reaches them. It is created and migrated before the file's
 * tests and dropped after them, with a projector and a worker of its own that listen on a queue
 * prefix of its own (the run's worker works on the shared database and never takes its jobs).
 *
 * `processEnv` adds to the environment of both processes (the at-scale engines, say); the returned
 * `env` holds it too, for the app and stores that go with them.
 *
 * Call it before useAppInBrowser and useTestRuntime and hand them `env`: hooks run in the order
 * they are registered, and end in the reverse order, so the database outlives the app and stores.
 */
export function useOwnDatabase<E extends Record<string, string> = Record<never, string>>(
  label: string,
  processEnv: E = {} as E,
): { env: E & { DATABASE_URL: string; QUEUE_PREFIX: string }; output: (name: 'projector' | 'worker') => string } {
  if (!/^[a-z0-9_]+$/.test(label)) throw new Error(`A database label is lower-case letters, digits and _: ${label}`);
  const suffix = randomBytes(4).toString('hex');
  const name = `qanoon_test_${label}_${suffix}`;
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const env = { ...processEnv, DATABASE_URL: url.toString(), QUEUE_PREFIX: `${testEnv.QUEUE_PREFIX}-${label}-${suffix}` };
  const processes: BackgroundProcess[] = [];
  const started: Partial<Record<'projector' | 'worker', BackgroundProcess>> = {};

  beforeAll(async () => {
    await migrate(env.DATABASE_URL);
    // Paid accounts wait for the payments read model, imports for a worker: both must run first.
    // One after the other: each migrates at its start, and a migration that finds another one
    // holding the lock fails rather than waits (node-pg-migrate's pg_try_advisory_lock).
    const projector = startProcess(`${label} projector`, 'projections/src/main.ts', env);
    processes.push(projector);
    started.projector = projector;
    await waitForOutput(projector, '[projector] following');
    const worker = startProcess(`${label} worker`, 'services/src/worker.ts', env);
    processes.push(worker);
    started.worker = worker;
    await waitForOutput(worker, '[worker] running jobs');
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => stopProcess(p.child)));
    const admin = new URL(testDatabaseUrl);
    admin.pathname = '/postgres';
    const db = createDatabase(admin.toString(), { max: 1, applicationName: 'qanoon-e2e' });
    try {
      await db.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await db.close();
    }
  });

  return { env, output: (which) => started[which]?.output() ?? '' };
}
