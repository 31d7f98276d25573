import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, PostgresEventStore, type Database } from '@qanoon/infra';
import { dropDatabase, freshDatabase, testDatabaseUrl, uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from './projection.ts';
import { assertCheckpointsMatch, rebuildProjection, runProjection } from './runner.ts';

/** The PostgreSQL log under another name: what the projector sees after EVENTSTORE_URL changed. */
class ElsewhereStore extends PostgresEventStore {
  override readonly identity = 'eventstoredb:esdb.example.pk:2113';
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe('a checkpoint written against one event store', () => {
  let db: Database;

  beforeAll(() => {
    db = createDatabase(testDatabaseUrl);
  });

  afterAll(async () => {
    await db.close();
  });

  it('is refused by a projector on another event store, naming the projection and the rebuild command', async () => {
    const stream = uniqueId('identity-');
    const seen: bigint[] = [];
    const projection: Projection = {
      name: uniqueId('identity-check-'),
      eventTypes: ['IdentityChecked'],
      async apply(event) {
        if (event.streamId === stream) seen.push(event.revision);
      },
      async reset() {
        seen.length = 0;
      },
    };
    const postgres = new PostgresEventStore(db);
    const { lastGlobalPosition } = await postgres.appendToStream(stream, [{ type: 'IdentityChecked', data: {} }], 'no_stream');
    const first = runProjection(projection, { db, eventStore: postgres }, { batchSize: 200 });
    await until(() => first.position() >= lastGlobalPosition);
    await first.stop();
    expect(seen).toEqual([0n]);

    const elsewhere = new ElsewhereStore(db);
    const refusal = `${projection.name}: its checkpoint counts positions of the event store postgres, not of eventstoredb:esdb.example.pk:2113 (EVENTSTORE_URL changed?); rebuild it with: npm run projections:rebuild -- ${projection.name}`;
    await expect(assertCheckpointsMatch({ db, eventStore: elsewhere }, [projection.name])).rejects.toThrow(refusal);

    const lines: string[] = [];
    const refused = runProjection(projection, { db, eventStore: elsewhere, log: (line) => lines.push(line) });
    await until(() => lines.length > 0);
    await refused.stop();
    expect(lines).toEqual([refusal]);
    expect(seen).toEqual([0n]);

    await rebuildProjection(projection, { db, eventStore: elsewhere }, { batchSize: 5000 });
    await expect(assertCheckpointsMatch({ db, eventStore: elsewhere }, [projection.name])).resolves.toBeUndefined();
    expect(seen).toEqual([0n]);
    await expect(assertCheckpointsMatch({ db, eventStore: postgres }, [projection.name])).rejects.toThrow(
      `npm run projections:rebuild -- ${projection.name}`,
    );
    await Promise.all([postgres.close(), elsewhere.close()]);
  });
});

describe('the projector started on another event store than its checkpoints', () => {
  const name = uniqueId('qanoon_test_identity_');
  let url: string;

  beforeAll(async () => {
    url = await freshDatabase(name);
  });

  afterAll(async () => {
    await dropDatabase(name);
  });

  it('stops at once with one line naming the projection and how to rebuild it', async () => {
    const db = createDatabase(url);
    await db.query(
      "INSERT INTO projection_checkpoints (name, position, event_store) VALUES ('payments', 41, 'eventstoredb:esdb.example.pk:2113')",
    );
    await db.close();
    const projector = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test', EVENTSTORE_URL: '', KAFKA_BROKERS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    projector.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(projector, 'exit');
    expect(code).toBe(78);
    expect(stderr).toBe(
      '[projector] payments: its checkpoint counts positions of the event store eventstoredb:esdb.example.pk:2113, not of postgres (EVENTSTORE_URL changed?); rebuild it with: npm run projections:rebuild -- payments\n',
    );
  });
});
