import { Kafka, Partitioners, logLevel } from 'kafkajs';
import type { Admin, Message, Producer, TopicMessages } from 'kafkajs';
import { encodeRelayedEvent } from '@qanoon/contracts';
import type { RecordedEvent } from '../event-store/event-store.ts';

/**
 * Publishes recorded events to Kafka for systems outside Qanoon; Qanoon itself reads them only
 * to replay the payment history for analysts (`readKafkaTopic`).
 * Delivery is at least once: a consumer drops a message whose `global-position` header it has
 * already seen (a repeat is byte for byte the same message).
 */
export interface KafkaRelay {
  /**
   * Resolves once every event is acknowledged by all in-sync replicas. Rejects after a bounded
   * number of retries with back-off (broker down, unreachable or too slow); the caller then
   * publishes the same events again later.
   */
  publish(events: RecordedEvent[]): Promise<void>;
  close(): Promise<void>;
}

export interface KafkaRelayOptions {
  clientId?: string;
  /** Topics are `<prefix>.<context>`. Defaults to `qanoon`. */
  topicPrefix?: string;
  /** How many times a request is retried, with exponential back-off, before publish rejects. */
  retries?: number;
}

/** The bounded context of a stream: `subscription-<uuid>` belongs to `subscription`. */
export function contextOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  const context = dash === -1 ? streamId : streamId.slice(0, dash);
  return context.replace(/[^A-Za-z0-9_-]/g, '_') || '_';
}

/**
 * One message per event, keyed by stream id so a stream's events share a partition and keep
 * their order; the value is the contracts' relayed-event encoding, read back by
 * `readKafkaTopic` with its decoding.
 */
export function toMessage(event: RecordedEvent): Message {
  return encodeRelayedEvent(event);
}

class KafkaJsRelay implements KafkaRelay {
  private connected: Promise<void> | undefined;
  private readonly knownTopics = new Set<string>();

  private producer: Producer;
  private admin: Admin;

  constructor(
    private readonly kafka: Kafka,
    private readonly topicPrefix: string,
  ) {
    [this.producer, this.admin] = this.clients();
  }

  // One request in flight keeps a stream's events in order when a send is retried. The idempotent
  // producer (ADR 0073): a send retried after its leader died, whose first try was written but not
  // acknowledged, is dropped by the broker rather than written twice. Its retries stay bounded (the
  // client's), so a broker outage rejects publish instead of holding the caller for ever; the next
  // publish starts a new producer, and a repeat from then on is dropped by consumers (at least once).
  private clients(): [Producer, Admin] {
    return [
      this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner }),
      this.kafka.admin(),
    ];
  }

  topicOf(event: RecordedEvent): string {
    return `${this.topicPrefix}.${contextOf(event.streamId)}`;
  }

  async publish(events: RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const topic = this.topicOf(event);
      const messages = byTopic.get(topic) ?? [];
      messages.push(toMessage(event));
      byTopic.set(topic, messages);
    }
    const topicMessages: TopicMessages[] = [...byTopic].map(([topic, messages]) => ({ topic, messages }));
    try {
      await this.connect();
      await this.ensureTopics([...byTopic.keys()]);
      // Acknowledged by every in-sync replica: on a cluster, by min.insync.replicas brokers at least.
      await this.producer.sendBatch({ topicMessages, acks: -1 });
    } catch (error) {
      await this.reset();
      throw error;
    }
  }

  // After a failure start the next publish on fresh connections rather than on half-broken ones.
  private async reset(): Promise<void> {
    const [producer, admin] = [this.producer, this.admin];
    [this.producer, this.admin] = this.clients();
    this.connected = undefined;
    await Promise.allSettled([producer.disconnect(), admin.disconnect()]);
  }

  private connect(): Promise<void> {
    this.connected ??= Promise.all([this.producer.connect(), this.admin.connect()]).then(
      () => undefined,
      (error: unknown) => {
        this.connected = undefined;
        throw error;
      },
    );
    return this.connected;
  }

  // Partitions and replication come from the broker's defaults, so operators size them there.
  private async ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((topic) => !this.knownTopics.has(topic));
    if (missing.length === 0) return;
    await this.admin.createTopics({ topics: missing.map((topic) => ({ topic })), waitForLeaders: true });
    for (const topic of missing) this.knownTopics.add(topic);
  }

  async close(): Promise<void> {
    if (!this.connected) return;
    await this.connected.catch(() => {});
    await Promise.all([this.producer.disconnect(), this.admin.disconnect()]);
    this.connected = undefined;
  }
}

/** A relay to the Kafka brokers of `KAFKA_BROKERS`, one topic per context, keyed by stream id. */
export function createKafkaRelay(brokers: string[], options: KafkaRelayOptions = {}): KafkaRelay {
  // kafkajs would otherwise log every failed attempt; the relay's runner logs one line per outage.
  const kafka = new Kafka({
    clientId: options.clientId ?? 'qanoon',
    brokers,
    logLevel: logLevel.NOTHING,
    connectionTimeout: 3_000,
    requestTimeout: 10_000,
    retry: { retries: options.retries ?? 5, initialRetryTime: 300, maxRetryTime: 3_000 },
  });
  return new KafkaJsRelay(kafka, options.topicPrefix ?? 'qanoon');
}
