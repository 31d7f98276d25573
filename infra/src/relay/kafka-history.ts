import { randomUUID } from 'node:crypto';
import { decodeRelayedEvent } from '@qanoon/contracts';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import type { RecordedEvent } from '../event-store/event-store.ts';

/** A relayed message as the event it carries, decoded as the relay encoded it (contracts). */
export function fromMessage(message: Pick<KafkaMessage, 'value'>): RecordedEvent {
  return decodeRelayedEvent(message.value?.toString() ?? 'null');
}

export class KafkaTopicMissingError extends Error {
  override readonly name = 'KafkaTopicMissingError';
  constructor(readonly topic: string) {
    super(`The Kafka topic ${topic} does not exist (has the relay published anything yet?)`);
  }
}

export interface ReadTopicOptions {
  clientId?: string;
  /** How long to wait for the messages up to the end offsets read at start. */
  timeoutMs?: number;
}

/**
 * Read a relay topic from its beginning up to the end offsets it had when the read began, one
 * batch at a time (never two at once), each message as the event it carries. Partitions come
 * interleaved: a stream's events keep their order (the key picks the partition), events of
 * different streams do not. Delivery was at least once, so a batch may repeat earlier events; the
 * caller drops what it has seen. The consumer group is one of its own, deleted afterwards.
 */
export async function readKafkaTopic(
  brokers: string[],
  topic: string,
  onBatch: (events: RecordedEvent[]) => void | Promise<void>,
  options: ReadTopicOptions = {},
): Promise<{ messages: number }> {
  const kafka = new Kafka({ clientId: options.clientId ?? 'qanoon-replay', brokers, logLevel: logLevel.NOTHING, connectionTimeout: 3_000 });
  const admin = kafka.admin();
  await admin.connect();
  const groupId = `qanoon-replay-${randomUUID()}`;
  let messages = 0;
  try {
    const topics = await admin.listTopics();
    if (!topics.includes(topic)) throw new KafkaTopicMissingError(topic);
    const offsets = await admin.fetchTopicOffsets(topic);
    // The end offset of each partition is the offset of the message after its last one.
    const ends = new Map(offsets.filter((o) => BigInt(o.high) > BigInt(o.low)).map((o) => [o.partition, BigInt(o.high)]));
    if (ends.size === 0) return { messages };
    const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: false });
    await consumer.connect();
    try {
      await consumer.subscribe({ topic, fromBeginning: true });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Kafka gave not every message of ${topic} up to its end offsets within ${options.timeoutMs ?? 120_000} ms`)),
          options.timeoutMs ?? 120_000,
        );
        consumer
          .run({
            eachBatch: async (payload) => {
              const { batch } = payload;
              const end = ends.get(batch.partition);
              if (end === undefined) return;
              const events: RecordedEvent[] = [];
              let last = -1n;
              for (const message of batch.messages) {
                const offset = BigInt(message.offset);
                if (offset >= end) break;
                events.push(fromMessage(message));
                last = offset;
              }
              messages += events.length;
              await onBatch(events);
              if (last >= 0n) payload.resolveOffset(String(last));
              await payload.heartbeat();
              if (last + 1n >= end) ends.delete(batch.partition);
              if (ends.size === 0) {
                clearTimeout(timer);
                resolve();
              }
            },
          })
          .catch((error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          });
      });
    } finally {
      await consumer.disconnect();
    }
    return { messages };
  } finally {
    await admin.deleteGroups([groupId]).catch(() => {});
    await admin.disconnect();
  }
}
