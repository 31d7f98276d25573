import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, EventStore, RealtimeEmitter, RecordedEvent } from '@qanoon/infra';
import {
  advanceCheckpoint,
  CheckpointMovedError,
  CheckpointStoreMismatchError,
  START,
  lockCheckpoint,
  readCheckpoint,
  resetCheckpoint,
  saveCheckpoint,
} from './checkpoints.ts';
import { handles, type Projection } from './projection.ts';

export interface RunnerDeps {
  db: Database;
  eventStore: EventStore;
  emitter?: RealtimeEmitter;
  log?: (line: string) => void;
}

/**
 * Apply one batch and move the checkpoint from `from` to the batch's last position, atomically.
 * A batch of no event the projection reads (a payment sweep, to the diary) only moves the
 * checkpoint, in one statement: no command waits for a read model on events it does not read.
 */
export async function applyBatch(
  projection: Projection,
  deps: RunnerDeps,
  from: bigint,
  batch: RecordedEvent[],
): Promise<bigint> {
  const last = batch[batch.length - 1];
  if (!last) return from;
  const relevant = batch.filter((event) => handles(projection, event));
  if (relevant.length === 0) {
    await advanceCheckpoint(deps.db, projection.name, from, last.globalPosition);
    return last.globalPosition;
  }
  await deps.db.transaction(async (tx) => {
    await lockCheckpoint(tx, projection.name, from);
    if (projection.applyAll) await projection.applyAll(relevant, tx);
    else for (const event of relevant) await projection.apply(event, tx);
    await saveCheckpoint(tx, projection.name, last.globalPosition);
  });
  if (deps.emitter && projection.notify) projection.notify(batch, deps.emitter);
  return last.globalPosition;
}

export interface RunningProjection {
  stop(): Promise<void>;
  /** The position this runner last committed. */
  position(): bigint;
}

/**
 * Keep a projection up to date: catch up from its checkpoint, then follow the log. A moved
 * checkpoint (rebuild) or a failure restarts from the stored checkpoint; nothing is skipped.
 * A checkpoint of another event store stops this projection (logged), never the others.
 */
export function runProjection(
  projection: Projection,
  deps: RunnerDeps,
  options: { batchSize?: number; retryDelayMs?: number } = {},
): RunningProjection {
  const log = deps.log ?? (() => {});
  const batchSize = options.batchSize ?? 500;
  const resting = new AbortController();
  let stopped = false;
  let cursor = START;
  let current: { stop(): Promise<void> } | undefined;

  const loop = (async () => {
    while (!stopped) {
      try {
        cursor = await readCheckpoint(deps.db, projection.name, deps.eventStore.identity);
        const subscription = deps.eventStore.subscribeToAll(
          async (batch) => {
            cursor = await applyBatch(projection, deps, cursor, batch);
            if (projection.gatherMs && batch.length < batchSize) await sleep(projection.gatherMs, undefined, { signal: resting.signal }).catch(() => {});
          },
          { ...(cursor === START ? {} : { after: cursor }), batchSize },
        );
        current = subscription;
        if (stopped) await subscription.stop();
        await subscription.done;
      } catch (error) {
        if (stopped) break;
        if (error instanceof CheckpointStoreMismatchError) {
          log(error.message);
          break;
        }
        if (error instanceof CheckpointMovedError) {
          log(`${projection.name}: checkpoint moved to ${error.stored}, following from there`);
          continue;
        }
        log(`${projection.name}: ${(error as Error).message}; retrying`);
        await sleep(options.retryDelayMs ?? 1000);
      }
    }
  })();

  return {
    position: () => cursor,
    async stop() {
      stopped = true;
      resting.abort();
      await current?.stop();
      await loop;
    },
  };
}

/** Rebuild a projection's read model from every event, from position 0. */
export async function rebuildProjection(
  projection: Projection,
  deps: RunnerDeps,
  options: { batchSize?: number; onProgress?: (position: bigint, applied: number) => void } = {},
): Promise<{ applied: number; position: bigint }> {
  if (projection.rebuildFrom) return rebuildAtOnce(projection, projection.rebuildFrom, deps, options);
  await deps.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [projection.name]);
    await projection.reset(tx);
    await resetCheckpoint(tx, projection.name, deps.eventStore.identity);
  });
  let position = START;
  let applied = 0;
  for (;;) {
    const batch = await deps.eventStore.readAll({
      ...(position === START ? {} : { after: position }),
      maxCount: options.batchSize ?? 1000,
    });
    if (batch.length === 0) return { applied, position };
    try {
      position = await applyBatch(projection, { ...deps, emitter: undefined }, position, batch);
    } catch (error) {
      // A running projector picked the reset up and is applying the log itself.
      if (error instanceof CheckpointMovedError) return { applied, position: error.stored };
      throw error;
    }
    applied += batch.length;
    options.onProgress?.(position, applied);
  }
}

/**
 * A rebuild in one transaction that holds the checkpoint throughout: a running projector waits
 * for it, then finds its checkpoint moved and follows from the rebuilt position. The next page
 * is read while the projection takes in this one (ADR 0038).
 */
async function rebuildAtOnce(
  projection: Projection,
  rebuildFrom: NonNullable<Projection['rebuildFrom']>,
  deps: RunnerDeps,
  options: { batchSize?: number; onProgress?: (position: bigint, applied: number) => void },
): Promise<{ applied: number; position: bigint }> {
  const pageSize = options.batchSize ?? 1000;
  let position = START;
  let applied = 0;
  async function* pages(): AsyncGenerator<RecordedEvent[]> {
    for await (const page of deps.eventStore.readAllPages({ pageSize })) {
      yield page;
      const last = page.at(-1);
      if (!last) continue;
      position = last.globalPosition;
      applied += page.length;
      options.onProgress?.(position, applied);
    }
  }
  await deps.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [projection.name]);
    await resetCheckpoint(tx, projection.name, deps.eventStore.identity);
    await rebuildFrom(pages(), tx);
    await saveCheckpoint(tx, projection.name, position);
  });
  return { applied, position };
}

/**
 * Refuse to start when any of these checkpoints counts positions of another event store than
 * the configured one: throws a {@link CheckpointStoreMismatchError} naming the first.
 */
export async function assertCheckpointsMatch(deps: Pick<RunnerDeps, 'db' | 'eventStore'>, names: readonly string[]): Promise<void> {
  for (const name of names) await readCheckpoint(deps.db, name, deps.eventStore.identity);
}
