import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/index.ts';
import { beginWith, createDatabase, DatabaseBusyError, type Database } from './database.ts';

/** While `holder` keeps its only connection in a transaction, a query and a transaction of `asker` are told the database is busy. */
async function busyWhileHeld(holder: Database, asker: Database): Promise<void> {
  let release = () => {};
  const held = holder.transaction(() => new Promise<void>((resolve) => (release = resolve)));
  await sleep(50);
  await expect(asker.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseBusyError);
  await expect(asker.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseBusyError);
  release();
  await held;
}

describe('the database pool', () => {
  const db = createDatabase(testDatabaseUrl, { max: 1, connectionWaitMs: 300 });
  const strict = createDatabase(testDatabaseUrl, { max: 1, idleInTransactionMs: 500 });
  afterAll(() => Promise.all([db.close(), strict.close()]));

  it('tells a caller the database is busy when no connection comes free in time, instead of keeping it waiting', async () => {
    await busyWhileHeld(db, db);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('tells a caller the database is busy when the server refuses another connection, instead of failing as an error', async () => {
    // A role the server lets hold one connection: the second is refused with too_many_connections,
    // as every connection is when the server's own limit is reached.
    const role = `qanoon_one_${randomBytes(4).toString('hex')}`;
    const admin = createDatabase(testDatabaseUrl, { max: 1 });
    await admin.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 1`);
    const url = Object.assign(new URL(testDatabaseUrl), { username: role, password: '' }).toString();
    const first = createDatabase(url, { max: 1 });
    const second = createDatabase(url, { max: 1 });
    try {
      await busyWhileHeld(first, second);
      await first.close();
      expect((await second.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await Promise.all([first.close().catch(() => {}), second.close()]);
      await admin.query(`DROP ROLE ${role}`);
      await admin.close();
    }
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

  it('keeps a statement asked to be prepared on the connection, planned once, answering each call with its own values', async () => {
    const text = 'SELECT $1::int * 2 AS twice';
    for (const n of [1, 2, 3]) expect((await db.query<{ twice: number }>(text, [n], { prepared: true })).rows).toEqual([{ twice: n * 2 }]);
    // Inside a transaction too, on the same connection (the pool holds one).
    expect(await db.transaction(async (tx) => (await tx.query<{ twice: number }>(text, [5], { prepared: true })).rows)).toEqual([{ twice: 10 }]);
    const { rows } = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM pg_prepared_statements WHERE statement = $1', [text]);
    expect(rows[0]?.n).toBe(1n);
  });

  it("sets a transaction's own settings with its BEGIN, for that transaction alone, and refuses anything but a setting", async () => {
    const shown = async (tx: Pick<Database, 'query'>) =>
      (await tx.query<{ jit: string; timeout: string }>("SELECT current_setting('jit') AS jit, current_setting('statement_timeout') AS timeout")).rows[0];
    const before = await shown(db);
    expect(await db.transaction(shown, { jit: 'off', statement_timeout: 250 })).toEqual({ jit: 'off', timeout: '250ms' });
    // The same connection (the pool holds one) is back to its own settings after the commit.
    expect(await shown(db)).toEqual(before);
    await expect(db.transaction((tx) => tx.query('SELECT pg_sleep(1)'), { statement_timeout: 50 })).rejects.toMatchObject({ code: '57014' });
    expect(() => beginWith({ 'jit = off; DROP TABLE users; --': 'off' })).toThrow(/not a setting/);
    expect(() => beginWith({ jit: "off'; DROP TABLE users; --" as 'off' })).toThrow(/not a setting/);
  });
});
