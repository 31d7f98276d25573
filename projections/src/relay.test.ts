import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeRelayedEvent } from '@qanoon/contracts';
import { createDatabase, PostgresEventStore, type Database } from '@qanoon/infra';
import { dropDatabase, freshDatabase, uniqueId } from '@qanoon/infra/testing';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKafka, stopKafka } from '../../scripts/engines/kafka.mjs';
import type { Projection } from './projection.ts';
import { startRelay } from './relay.ts';
import { runProjection, type RunningProjection } from './runner.ts';

// The suite runs a broker of its own (so it may stop it) from the same jars as KAFKA_BROKERS's.
const enabled = Boolean(process.env.KAFKA_BROKERS);
const title = enabled
  ? 'the Kafka relay through a broker outage'
  : 'the Kafka relay through a broker outage (skipped: KAFKA_BROKERS not set; `npm run engines` starts a broker)';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

interface Received {
  partition: number;
  message: KafkaMessage;
}

describe.skipIf(!enabled)(title, () => {
  const dbName = uniqueId('qanoon_test_relay_');
  let home: string;
  let ports: { port: number; controllerPort: number };
  let db: Database;
  let store: PostgresEventStore;

  beforeAll(async () => {
    home = await mkdtemp(path.join(os.tmpdir(), 'qanoon-kafka-'));
    ports = { port: await freePort(), controllerPort: await freePort() };
    await startKafka({ home, ...ports, log: () => {} });
    db = createDatabase(await freshDatabase(dbName));
    store = new PostgresEventStore(db);
  }, 180_000);

  afterAll(async () => {
    await store?.close();
    await db?.close();
    await dropDatabase(dbName);
    if (home) {
      await stopKafka({ home });
      await rm(home, { recursive: true, force: true });
    }
  }, 60_000);

  it('publishes every event in per-stream order, holding its place while the broker is down and the other projections go on', async () => {
    const streams = [
      ...Array.from({ length: 3 }, () => `relaycase-${randomUUID()}`),
      ...Array.from({ length: 2 }, () => `relaysub-${randomUUID()}`),
    ];
    const revisions = new Map(streams.map((s) => [s, -1n]));
    let head = -1n;
    const appendRounds = async (rounds: number) => {
      for (let round = 0; round < rounds; round++) {
        for (const stream of streams) {
          const revision = revisions.get(stream) ?? -1n;
          const result = await store.appendToStream(
            stream,
            [{ type: 'RelayChecked', data: { stream, n: Number(revision + 1n) }, metadata: { actor: 'relay-test' } }],
            revision < 0n ? 'no_stream' : revision,
          );
          revisions.set(stream, result.nextExpectedRevision);
          head = result.lastGlobalPosition;
        }
      }
    };

    let counted = 0;
    const counter: Projection = {
      name: uniqueId('relay-neighbour-'),
      eventTypes: ['RelayChecked'],
      async apply() {
        counted += 1;
      },
      async reset() {},
    };
    const lines: string[] = [];
    const deps = { db, eventStore: store, log: (line: string) => lines.push(line) };
    const brokers = `127.0.0.1:${ports.port}`;
    const running: RunningProjection[] = [
      runProjection(counter, deps, { batchSize: 7, retryDelayMs: 100 }),
      startRelay([brokers], deps, { batchSize: 7, retryDelayMs: 100, maxRetryDelayMs: 1_000 }),
    ];
    const [neighbour, relay] = running as [RunningProjection, RunningProjection];
    try {
      await appendRounds(10);
      await until('the relay published the first rounds', () => relay.position() >= head);
      const publishedBeforeOutage = relay.position();

      await stopKafka({ home });
      await appendRounds(10);
      await until('the other projection applied the rounds written during the outage', () => neighbour.position() >= head);
      await until('the relay reported the outage', () => lines.some((l) => l.includes('cannot publish')));
      expect(relay.position()).toBe(publishedBeforeOutage);
      expect(counted).toBe(20 * streams.length);

      await startKafka({ home, ...ports, log: () => {} });
      await appendRounds(5);
      await until('the relay published everything', () => relay.position() >= head, 120_000);
    } finally {
      await Promise.all(running.map((r) => r.stop()));
    }
    expect(lines.filter((l) => l.includes('cannot publish'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('publishing again'))).toHaveLength(1);

    const recorded = (await store.readAll({ maxCount: 10_000 })).filter((e) => streams.includes(e.streamId));
    expect(recorded).toHaveLength(25 * streams.length);
    const received = await consume(brokers, ['qanoon.relaycase', 'qanoon.relaysub'], recorded.length);

    const firstByPosition = new Map<string, KafkaMessage>();
    for (const { message } of received) {
      const position = message.headers?.['global-position']?.toString() ?? '';
      const first = firstByPosition.get(position);
      if (first) {
        expect(message.key?.toString()).toBe(first.key?.toString());
        expect(message.value?.toString()).toBe(first.value?.toString());
      } else firstByPosition.set(position, message);
    }
    expect([...firstByPosition.values()].map((m) => decodeRelayedEvent(m.value?.toString() ?? 'null'))).toEqual(expect.arrayContaining(recorded));
    expect(firstByPosition.size).toBe(recorded.length);

    for (const stream of streams) {
      const ofStream = received.filter(({ message }) => message.key?.toString() === stream);
      expect(new Set(ofStream.map((r) => r.partition)).size).toBe(1);
      const seen = new Set<string>();
      const inOrder = ofStream
        .map(({ message }) => decodeRelayedEvent(message.value?.toString() ?? 'null').revision.toString())
        .filter((revision) => !seen.has(revision) && Boolean(seen.add(revision)));
      expect(inOrder).toEqual(Array.from({ length: 25 }, (_, i) => String(i)));
    }
  }, 300_000);
});

/** Every message of the topics from the beginning, in each partition's order, once `distinct` positions were seen. */
async function consume(brokers: string, topics: string[], distinct: number): Promise<Received[]> {
  // A new group waits for the group coordinator at first; kafkajs would log each wait as an error.
  const consumer = new Kafka({ clientId: 'qanoon-test', brokers: [brokers], logLevel: logLevel.NOTHING }).consumer({
    groupId: `qanoon-test-${randomUUID()}`,
  });
  const received: Received[] = [];
  const positions = new Set<string>();
  await consumer.connect();
  try {
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ partition, message }) => {
        received.push({ partition, message });
        positions.add(message.headers?.['global-position']?.toString() ?? '');
      },
    });
    await until('every event was consumed', () => positions.size >= distinct, 60_000);
  } finally {
    await consumer.disconnect();
  }
  return received;
}
