import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import type { KafkaMessage } from 'kafkajs';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '../event-store/event-store.ts';
import { contextOf, createKafkaRelay } from './kafka-relay.ts';

const brokers = process.env.KAFKA_BROKERS?.split(',').map((b) => b.trim()).filter(Boolean) ?? [];
const title = brokers.length > 0 ? 'Kafka relay' : 'Kafka relay (skipped: KAFKA_BROKERS not set)';

describe('the Kafka topic of a stream', () => {
  it('is the context before the first dash', () => {
    expect(contextOf('subscription-6f1c2a9e-1111-4222-8333-944455556666')).toBe('subscription');
    expect(contextOf('case-42')).toBe('case');
    expect(contextOf('standalone')).toBe('standalone');
  });
});

describe('the relay\'s producer', () => {
  it('is idempotent with one request in flight, so a send retried after a broker dies is not written twice', async () => {
    const producer = vi.spyOn(Kafka.prototype, 'producer');
    try {
      const relay = createKafkaRelay(['127.0.0.1:1']);
      expect(producer).toHaveBeenCalledWith(expect.objectContaining({ idempotent: true, maxInFlightRequests: 1 }));
      await relay.close();
    } finally {
      producer.mockRestore();
    }
  });
});

describe.skipIf(brokers.length === 0)(title, () => {
  it('publishes each event to its context topic, keyed by stream id, with type and position headers', async () => {
    const streamId = `subscription-${randomUUID()}`;
    const recorded = (revision: bigint, type: string): RecordedEvent => ({
      streamId,
      type,
      data: { userId: 'u-1', revision: Number(revision) },
      metadata: { actor: 'test' },
      revision,
      globalPosition: 1_000n + revision,
      recordedAt: new Date('2025-01-01T00:00:00Z'),
    });
    const relay = createKafkaRelay(brokers);
    await relay.publish([recorded(0n, 'TrialStarted'), recorded(1n, 'ReceiptSubmitted')]);
    await relay.close();

    const consumer = new Kafka({ clientId: 'qanoon-test', brokers, logLevel: logLevel.WARN }).consumer({
      groupId: `qanoon-test-${randomUUID()}`,
    });
    const received: KafkaMessage[] = [];
    await consumer.connect();
    try {
      await consumer.subscribe({ topic: 'qanoon.subscription', fromBeginning: true });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no messages within 20 s')), 20_000);
        void consumer.run({
          eachMessage: async ({ message }) => {
            if (message.key?.toString() !== streamId) return;
            received.push(message);
            if (received.length === 2) {
              clearTimeout(timer);
              resolve();
            }
          },
        });
      });
    } finally {
      await consumer.disconnect();
    }

    expect(received.map((m) => m.headers?.type?.toString())).toEqual(['TrialStarted', 'ReceiptSubmitted']);
    expect(received.map((m) => m.headers?.['global-position']?.toString())).toEqual(['1000', '1001']);
    expect(JSON.parse(received[0]?.value?.toString() ?? '{}')).toMatchObject({
      streamId,
      type: 'TrialStarted',
      revision: '0',
      globalPosition: '1000',
      data: { userId: 'u-1', revision: 0 },
    });
  });
});
