import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import pg from 'pg';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Create the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error('DATABASE_URL names no database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
        // Another process created it between our check and our create.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

// Our own key for the migration lock (the runner's own lock is a try-lock: it fails rather than waits).
const migrationLockKey = 7_461_002_019;

/**
 * Create the database if missing and apply every pending migration. Safe to run concurrently:
 * web, worker and projector all migrate at start, and each waits for the one migrating first
 * (then finds nothing left to do) instead of failing.
 */
export async function migrate(url: string, options: { log?: (line: string) => void } = {}): Promise<string[]> {
  await ensureDatabase(url);
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    const applied = await runner({
      databaseUrl: url,
      dir: migrationsDir,
      direction: 'up',
      migrationsTable: 'schema_migrations',
      count: Infinity,
      log: options.log ?? (() => {}),
      noLock: true,
      singleTransaction: true,
    });
    return applied.map((m) => m.name);
  } finally {
    // Closing the session releases the lock, also when the migration failed.
    await lock.end();
  }
}
