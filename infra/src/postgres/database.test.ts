import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/index.ts';
import { createDatabase, DatabaseBusyError } from './database.ts';

describe('the database pool', () => {
  const db = createDatabase(testDatabaseUrl, { max: 1, connectionWaitMs: 300 });
  const strict = createDatabase(testDatabaseUrl, { max: 1, idleInTransactionMs: 500 });
  afterAll(() => Promise.all([db.close(), strict.close()]));

  it('tells a caller the database is busy when no connection comes free in time, instead of keeping it waiting', async () => {
    let release = () => {};
    const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    await sleep(50);
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseBusyError);
    release();
    await held;
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('ends a transaction left idle, so the connection it held serves others again', async () => {
    const stuck = strict.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await sleep(1_500);
      await tx.query('SELECT 1');
    });
    await expect(stuck).rejects.toThrow();
    expect((await strict.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
