import { createKafkaRelay, type Database, type EventStore } from '@qanoon/infra';
import type { Projection } from './projection.ts';
import { runProjection, type RunningProjection } from './runner.ts';

/**
 * Publishes every event to Kafka, one topic per context. Publishing happens inside the batch's
 * checkpoint transaction, so a crash republishes the batch: delivery is at least once, and
 * consumers dedupe on the global position header.
 */
export function startRelay(
  brokers: string[],
  deps: { db: Database; eventStore: EventStore; log?: (line: string) => void },
): RunningProjection {
  const relay = createKafkaRelay(brokers);
  const projection: Projection = {
    name: 'kafka-relay',
    eventTypes: 'all',
    async apply() {},
    async applyAll(events) {
      await relay.publish(events);
    },
    async reset() {},
  };
  const running = runProjection(projection, deps);
  return {
    position: running.position,
    async stop() {
      await running.stop();
      await relay.close();
    },
  };
}
