import { once, type EventEmitter } from 'node:events';
import type { BatchHandler, RecordedEvent, Subscription } from './event-store.ts';

/**
 * A polling catch-up loop: read after the last position, hand the batch over, repeat; when the
 * log is drained, wait for a wake-up signal or the poll interval.
 */
export function runCatchUp(options: {
  after: bigint;
  read: (after: bigint) => Promise<RecordedEvent[]>;
  handler: BatchHandler;
  wake: EventEmitter;
  pollIntervalMs: number;
}): Subscription {
  const controller = new AbortController();
  const { signal } = controller;
  let position = options.after;
  // A wake-up that arrives while a read is under way must not be lost until the next poll.
  let woken = false;
  const onWake = () => {
    woken = true;
  };
  options.wake.on('appended', onWake);

  const done = (async () => {
    try {
      while (!signal.aborted) {
        woken = false;
        const batch = await options.read(position);
        if (signal.aborted) break;
        const last = batch[batch.length - 1];
        if (last) {
          await options.handler(batch);
          position = last.globalPosition;
          continue;
        }
        if (woken) continue;
        const wait = AbortSignal.any([signal, AbortSignal.timeout(options.pollIntervalMs)]);
        await once(options.wake, 'appended', { signal: wait }).catch(() => {});
      }
    } finally {
      options.wake.off('appended', onWake);
    }
  })();

  return {
    done,
    async stop() {
      controller.abort();
      await done.catch(() => {});
    },
  };
}
