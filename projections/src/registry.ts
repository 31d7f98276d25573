import { diary } from './diary/projection.ts';
import { payments } from './payments/projection.ts';
import type { Database, EventStore } from '@qanoon/infra';
import type { Projection } from './projection.ts';
import { runProjection } from './runner.ts';
import { streamCatalog } from './stream-catalog/projection.ts';

/** Every projection the projector runs, by name. */
export const projections: readonly Projection[] = [streamCatalog, payments, diary];

export function findProjection(name: string): Projection | undefined {
  return projections.find((p) => p.name === name);
}

/**
 * A follower for tests of other packages: runs the named projection beside them, live, in small
 * batches, so a command's read model catches up while the test waits on its position.
 */
export function followProjection(name: string) {
  const projection = findProjection(name);
  if (!projection) throw new Error(`No projection named ${name}`);
  return (db: Database, eventStore: EventStore) => runProjection(projection, { db, eventStore }, { batchSize: 50, retryDelayMs: 100 });
}
