import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../postgres/migrate.ts';
import { testingEnv } from './env.ts';

const base = testingEnv.TEST_DATABASE_URL;

/** The shared test database, migrated once per run by the vitest global setup. */
export const testDatabaseUrl = base;
export const testRedisUrl = testingEnv.REDIS_URL;

/** Drop a test database, closing its connections first. */
export async function dropDatabase(name: string): Promise<void> {
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

const defaultBase = 'qanoon_test';

/**
 * A test's own database, named after this run's TEST_DATABASE_URL: `qanoon_test_billing_x` is
 * `qanoon_test_ci_billing_x` when the run's database is `qanoon_test_ci`, so two runs on one
 * machine with different TEST_DATABASE_URL never drop each other's databases.
 */
export function ownDatabaseName(name: string): string {
  const runBase = new URL(base).pathname.slice(1);
  if (runBase === defaultBase || !name.startsWith(defaultBase)) return name;
  return `${runBase}${name.slice(defaultBase.length)}`.slice(0, 63);
}

/** A database of its own for a test that needs an empty store (dropped and created afresh). */
export async function freshDatabase(name: string): Promise<string> {
  const url = new URL(base);
  const own = ownDatabaseName(name);
  url.pathname = `/${own}`;
  await dropDatabase(own);
  await migrate(url.toString());
  return url.toString();
}

/** A prefix that keeps one test's streams, jobs and rows apart from every other test's. */
export const uniqueId = (label: string) => `${label}${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** vitest globalSetup: create and migrate the shared test database. */
export async function setupTestDatabase(): Promise<void> {
  await migrate(base);
}

export { startSmtpPeer, type ReceivedMail } from './smtp-peer.ts';
