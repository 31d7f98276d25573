import { readKafkaTopic, type EventStore } from '@qanoon/infra';
import type { PaymentReportFold } from './payment-report.ts';

/** Called now and then with the number of events read so far. */
export type OnProgress = (eventsRead: number) => void;

/** Fold the whole event store into `fold`, in global order, as the store reads it ahead in pages. */
export async function replayEventStore(eventStore: EventStore, fold: PaymentReportFold, options: { pageSize?: number; onProgress?: OnProgress } = {}) {
  let read = 0;
  for await (const page of eventStore.readAllPages({ pageSize: options.pageSize ?? 1000 })) {
    fold.add(page);
    read += page.length;
    options.onProgress?.(read);
  }
  return { read };
}

/** The relay's topic of subscription streams under a topic prefix (`qanoon` by default). */
export const subscriptionTopic = (topicPrefix = 'qanoon') => `${topicPrefix}.subscription`;

/**
 * Fold the relay's subscription topic up to its end offsets at start. Partitions interleave and
 * repeats occur (at-least-once delivery): the fold is built for both.
 */
export async function replayKafka(brokers: string[], topic: string, fold: PaymentReportFold, options: { onProgress?: OnProgress } = {}) {
  let read = 0;
  await readKafkaTopic(brokers, topic, (events) => {
    fold.add(events);
    read += events.length;
    options.onProgress?.(read);
  });
  return { read };
}
