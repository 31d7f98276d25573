import { setTimeout as sleep } from 'node:timers/promises';
import { createKafkaRelay, type Database, type EventStore, type KafkaRelay } from '@qanoon/infra';
import { CheckpointMovedError, CheckpointStoreMismatchError, START, advanceCheckpoint, readCheckpoint } from './checkpoints.ts';
import type { RunningProjection } from './runner.ts';

/** The relay's checkpoint in `projection_checkpoints`. */
export const relayName = 'kafka-relay';

export interface RelayDeps {
  db: Database;
  eventStore: EventStore;
  log?: (line: string) => void;
}

export interface RelayOptions {
  batchSize?: number;
  /** First wait after a failed publish; each further failure doubles it, up to the maximum. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

/** Publish every event to the Kafka brokers, one topic per context. See {@link runRelay}. */
export function startRelay(brokers: string[], deps: RelayDeps, options: RelayOptions = {}): RunningProjection {
  return runRelay(createKafkaRelay(brokers), deps, options);
}

/**
 * Follow the log and publish each batch, then move the relay's own checkpoint: no PostgreSQL
 * transaction is open while Kafka is slow or down, so a broker outage holds up the relay and
 * nothing else. On failure it waits (exponential back-off) and publishes again from its
 * checkpoint: delivery is at least once, and a repeat is the same message with the same
 * `global-position` header. One line is logged when an outage starts and one when it ends.
 */
export function runRelay(relay: KafkaRelay, deps: RelayDeps, options: RelayOptions = {}): RunningProjection {
  const log = deps.log ?? (() => {});
  const firstDelay = options.retryDelayMs ?? 1_000;
  const maxDelay = options.maxRetryDelayMs ?? 30_000;
  const stopping = new AbortController();
  let cursor = START;
  let failures = 0;
  let current: { stop(): Promise<void> } | undefined;

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      try {
        cursor = await readCheckpoint(deps.db, relayName, deps.eventStore.identity);
        const subscription = deps.eventStore.subscribeToAll(
          async (batch) => {
            const last = batch[batch.length - 1];
            if (!last) return;
            await relay.publish(batch);
            await advanceCheckpoint(deps.db, relayName, cursor, last.globalPosition);
            cursor = last.globalPosition;
            if (failures > 0) log(`${relayName}: publishing again, at position ${cursor}`);
            failures = 0;
          },
          { ...(cursor === START ? {} : { after: cursor }), batchSize: options.batchSize ?? 500 },
        );
        current = subscription;
        if (stopping.signal.aborted) await subscription.stop();
        await subscription.done;
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (error instanceof CheckpointStoreMismatchError) {
          log(error.message);
          break;
        }
        if (error instanceof CheckpointMovedError) {
          log(`${relayName}: checkpoint moved to ${error.stored}, publishing from there`);
          continue;
        }
        if (failures === 0) {
          log(`${relayName}: cannot publish (${(error as Error).message}); holding at position ${cursor} and retrying with back-off`);
        }
        const delay = Math.min(firstDelay * 2 ** failures, maxDelay);
        failures += 1;
        await sleep(delay, undefined, { signal: stopping.signal }).catch(() => {});
      }
    }
  })();

  return {
    position: () => cursor,
    async stop() {
      stopping.abort();
      await current?.stop();
      await loop;
      await relay.close();
    },
  };
}
