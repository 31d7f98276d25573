import { Kafka, Partitioners, logLevel } from 'kafkajs';
import type { Admin, Message, Producer, TopicMessages } from 'kafkajs';
import type { RecordedEvent } from '../event-store/event-store.ts';

/** Publishes recorded events to Kafka for systems outside Qanoon; Qanoon itself never reads them. */
export interface KafkaRelay {
  /** Resolves once every event is acknowledged by all in-sync replicas. */
  publish(events: RecordedEvent[]): Promise<void>;
  close(): Promise<void>;
}

export interface KafkaRelayOptions {
  clientId?: string;
  /** Topics are `<prefix>.<context>`. Defaults to `qanoon`. */
  topicPrefix?: string;
}

/** The bounded context of a stream: `subscription-<uuid>` belongs to `subscription`. */
export function contextOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  const context = dash === -1 ? streamId : streamId.slice(0, dash);
  return context.replace(/[^A-Za-z0-9_-]/g, '_') || '_';
}

function toMessage(event: RecordedEvent): Message {
  return {
    key: event.streamId,
    value: JSON.stringify({
      streamId: event.streamId,
      type: event.type,
      revision: event.revision.toString(),
      globalPosition: event.globalPosition.toString(),
      recordedAt: event.recordedAt.toISOString(),
      data: event.data,
      metadata: event.metadata,
    }),
    headers: {
      type: event.type,
      'global-position': event.globalPosition.toString(),
      'content-type': 'application/json',
    },
  };
}

class KafkaJsRelay implements KafkaRelay {
  private readonly producer: Producer;
  private readonly admin: Admin;
  private connected: Promise<void> | undefined;
  private readonly knownTopics = new Set<string>();

  constructor(
    kafka: Kafka,
    private readonly topicPrefix: string,
  ) {
    // One request in flight keeps a stream's events in order when a send is retried.
    this.producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.admin = kafka.admin();
  }

  topicOf(event: RecordedEvent): string {
    return `${this.topicPrefix}.${contextOf(event.streamId)}`;
  }

  async publish(events: RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.connect();
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const topic = this.topicOf(event);
      const messages = byTopic.get(topic) ?? [];
      messages.push(toMessage(event));
      byTopic.set(topic, messages);
    }
    await this.ensureTopics([...byTopic.keys()]);
    const topicMessages: TopicMessages[] = [...byTopic].map(([topic, messages]) => ({ topic, messages }));
    await this.producer.sendBatch({ topicMessages, acks: -1 });
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
  const kafka = new Kafka({ clientId: options.clientId ?? 'qanoon', brokers, logLevel: logLevel.WARN });
  return new KafkaJsRelay(kafka, options.topicPrefix ?? 'qanoon');
}
