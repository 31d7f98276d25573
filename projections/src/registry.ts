import { diary } from './diary/projection.ts';
import { paymentReport } from './payment-report/projection.ts';
import { payments } from './payments/projection.ts';
import type { Database, EventStore } from '@qanoon/infra';
import type { Projection } from './projection.ts';
import { runProjection } from './runner.ts';
import { streamCatalog } from './stream-catalog/projection.ts';

/** Every projection the projector runs, by name. */
export const projections: readonly Projection[] = [streamCatalog, payments, paymentReport, diary];

export function findProjection(name: string): Projection | undefined {
  return projections.find((p) => p.name === name);
}

/**
 * A follower for tests of other packages: runs the named projections beside them, live, in small
 * batches, so a command's read models catch up while the test waits on its position.
 */
export function followProjection(...names: [string, ...string[]]) {
  const found = names.map((name) => {
    const projection = findProjection(name);
    if (!projection) throw new Error(`No projection named ${name}`);
    return projection;
  });
  return (db: Database, eventStore: EventStore) => {
    const running = found.map((projection) => runProjection(projection, { db, eventStore }, { batchSize: 50, retryDelayMs: 100 }));
    return {
      stop: async () => {
        await Promise.all(running.map((r) => r.stop()));
      },
    };
  };
}
