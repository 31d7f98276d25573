import { createDatabase } from '@qanoon/infra';
import { testDatabaseUrl, uniqueId } from '@qanoon/infra/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { plannerStatistics } from './statistics.ts';

describe("an import's planner statistics", () => {
  const db = createDatabase(testDatabaseUrl, { max: 4 });
  const table = uniqueId('import_statistics_');
  afterAll(async () => {
    await db.query(`DROP TABLE IF EXISTS ${table}`);
    await db.close();
  });

  const believed = async () => (await db.query<{ n: number }>('SELECT reltuples::float8 AS n FROM pg_class WHERE oid = $1::regclass', [table])).rows[0]?.n;

  it('are refreshed once the table outgrows what the planner believes, and skipped rather than waited for while another holds the table', async () => {
    // Autovacuum would analyze the table on its own: only the import's refreshes may here.
    await db.query(`CREATE TABLE ${table} (n int) WITH (autovacuum_enabled = false)`);
    await db.query(`INSERT INTO ${table} SELECT generate_series(1, 6000)`);
    const statistics = await plannerStatistics(db, [table]);
    expect(await believed()).toBe(-1);

    // Another transaction holds the table until the import's step is over: an ANALYZE that waited
    // for it would never end.
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    await statistics.grew(6000);
    release();
    await holder;
    expect(await believed()).toBe(-1);

    await statistics.grew(6000);
    expect(await believed()).toBe(6000);
  });
});
