import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/index.ts';
import { checkpointListenerName, checkpointNotices, notifyCheckpoint } from './checkpoint-notices.ts';
import { createDatabase, type Database } from './database.ts';

let db: Database;
beforeAll(async () => {
  db = createDatabase(await freshDatabase('qanoon_test_checkpoint_notices'), { max: 2 });
});
afterAll(() => db?.close());

const listeners = async () =>
  (await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [checkpointListenerName])).rows;

describe('a process’s checkpoint notices', () => {
  it('keeps one listening connection however often it drops while waits keep asking for it', async () => {
    const notices = checkpointNotices(db);
    for (let round = 0; round < 5; round++) {
      expect(await notices.listening()).toBe(true);
      const [listener] = await listeners();
      await db.query('SELECT pg_terminate_backend($1)', [listener?.pid]);
      // Waits arriving on every turn of the event loop while the drop is told, as a busy server's would.
      for (let turn = 0; turn < 200; turn++) {
        void notices.listening();
        await new Promise((resolve) => setImmediate(resolve));
      }
      // The drop is told once the backend has exited, which can be after those turns: wait for
      // it to be gone and for the connection opened again in its place, and for no other.
      let now = await listeners();
      for (let look = 0; look < 50 && !(now.length === 1 && now[0]?.pid !== listener?.pid); look++) {
        await sleep(100);
        expect(await notices.listening()).toBe(true);
        now = await listeners();
      }
      expect(now.map((row) => row.pid)).not.toContain(listener?.pid);
      expect(now).toHaveLength(1);
    }
  });

  it('hears a checkpoint commit on the connection opened again', async () => {
    const notices = checkpointNotices(db);
    expect(await notices.listening()).toBe(true);
    const heard = new Promise<[string, bigint]>((resolve) => {
      const stop = notices.on((name, position) => (stop(), resolve([name, position])));
    });
    await db.transaction((tx) => notifyCheckpoint(tx, 'some_read_model', 42n));
    expect(await heard).toEqual(['some_read_model', 42n]);
  });
});
