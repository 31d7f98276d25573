import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeRelayedEvent } from '@qanoon/contracts';
import { createDatabase, createKafkaRelay, elasticsearchClient, ElasticsearchSearchEngine, PostgresEventStore } from '@qanoon/infra';
import { dropDatabase, freshDatabase, uniqueId } from '@qanoon/infra/testing';
import { runRelay } from '@qanoon/projections';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { elasticsearchClusterNodes, startElasticsearchNode } from '../../../scripts/engines/elasticsearch.mjs';
import { kafkaClusterBrokers, startKafkaBroker } from '../../../scripts/engines/kafka.mjs';
import { generatedCasesFile, libraryTestKit } from '../../src/library/test-kit.ts';
import { killNode } from './cluster.ts';

// What each run measured, printed at the end for bench/README.md ("Cluster").
const figures: Record<string, number | string> = {};
afterAll(() => console.log(`cluster figures: ${JSON.stringify(figures)}`));

async function until(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(200);
  }
}

describe('losing one node of a three-node cluster', () => {
  const plan = inject('cluster');

  it('answers every search and keeps every imported judgment while an Elasticsearch node is killed, and the node rejoins', async () => {
    const nodes = elasticsearchClusterNodes(plan.elasticsearch);
    const client = elasticsearchClient(nodes.map((n) => n.url).join(','));
    // Every try of a search, counted from the client's own record of its attempts.
    let searchAttempts = 0;
    let searchRequests = 0;
    client.diagnostic.on('response', (_error, result) => {
      if (!result?.meta.request.params.path.endsWith('/_search')) return;
      searchRequests += 1;
      searchAttempts += result.meta.attempts + 1;
    });
    const indexPrefix = uniqueId('qanoon-cluster-');
    // Six JVMs on a developer's machine answer slowly: the time limit here is for the machine, not
    // for a costly search (none of these is), so a slow answer is told apart from an error.
    const engine = new ElasticsearchSearchEngine(client, { indexPrefix, timeLimitMs: 30_000 });
    const kit = await libraryTestKit('qanoon_cluster_library', { searchEngine: () => engine });
    const health = (query: string) => client.cluster.health({ index: `${indexPrefix}-*`, timeout: '1s', ...Object.fromEntries(new URLSearchParams(query)) });
    const started = Date.now();
    try {
      // A library to search while the import runs: a first import, its indices with a replica each.
      const seed = generatedCasesFile('SEEDED', 300, 10);
      expect(await kit.importFile('cases', seed.file, 'Case_laws.csv', 180_000)).toMatchObject({ state: 'done', inserted: 300n });
      await until('the library is green, every shard with its replica', async () => (await health('wait_for_status=green')).status === 'green');

      // Eight researchers searching without pause.
      let searching = true;
      const answered = { count: 0 };
      const failures: string[] = [];
      const words = ['SEEDED', 'prosecution', 'Appellant', '"fired at the deceased"', 'SEEDED Appellant', 'FIR accused'];
      const researchers = Array.from({ length: 8 }, async (_, r) => {
        for (let i = 0; searching; i++) {
          const keyword = words[(r + i) % words.length] ?? 'SEEDED';
          try {
            const result = await engine.query({ kind: 'case', keyword });
            if (result.total === 0) failures.push(`no hits for ${keyword}`);
            answered.count += 1;
          } catch (error) {
            failures.push(`${new Date().toISOString()} ${String(error)}`);
          }
        }
      });

      let victim: (typeof nodes)[number] | undefined;
      let killedAt = 0;
      let answeredWhileDown = 0;
      const judgments = 1500;
      const series = `KILLED${[...randomBytes(4)].map((b) => String.fromCharCode(65 + (b % 26))).join('')}`;
      const imported = generatedCasesFile(series, judgments, 10);
      try {
        // The import of another file, and the node holding the first primary of its index killed under it.
        const importing = await kit.imports.startImport(kit.admin, { kind: 'cases', blobKey: await kit.upload(imported.file), fileName: 'Case_laws.csv' });
        if (!importing.ok) throw new Error(importing.message);
        await until('some searches are answered and the import runs', async () => answered.count >= 16 && (await kit.job(importing.importId)).state === 'running');
        const shards = await client.cat.shards({ index: `${indexPrefix}-case`, format: 'json', h: 'shard,prirep,node' });
        const primary = shards.find((s) => s.shard === '0' && s.prirep === 'p')?.node;
        victim = nodes.find((n) => n.name === primary) ?? nodes[1];
        if (!victim) throw new Error('no node to kill');
        const answeredBeforeKill = answered.count;
        const rowsAtKill = (await kit.job(importing.importId)).rows_done;
        await killNode(victim.pidFile);
        killedAt = Date.now();

        const done = await kit.settled(importing.importId, 600_000);
        expect(rowsAtKill).toBeLessThan(BigInt(judgments));
        expect(done).toMatchObject({ state: 'done', rows_done: BigInt(judgments), inserted: BigInt(judgments), rejected: 0n });
        // Searches go on a little past the import, with the node still gone.
        await sleep(3_000);
        answeredWhileDown = answered.count - answeredBeforeKill;
      } finally {
        searching = false;
        await Promise.all(researchers);
      }
      expect(failures).toEqual([]);
      expect(answeredWhileDown).toBeGreaterThan(0);

      // The node comes back, takes its shards again, and the cluster is green.
      if (!victim) throw new Error('no node was killed');
      await startElasticsearchNode({ home: plan.elasticsearch.home, node: victim, cluster: nodes });
      await until('the cluster is green again with three nodes', async () => {
        const state = await health('wait_for_status=green&wait_for_nodes=3');
        return state.status === 'green' && state.number_of_nodes === 3;
      });
      const rejoinedAfterMs = Date.now() - killedAt;

      // Every judgment imported while the node was gone is found, on whichever copy answers.
      await engine.refresh('case');
      const found = new Set<string>();
      for (let page = 1; page <= Math.ceil(judgments / 100); page++) {
        const result = await engine.query({ kind: 'case', keyword: series, pageSize: 100, resultPage: page, sort: 'page' });
        for (const hit of result.hits) found.add(hit.document.id);
      }
      expect([...found].sort()).toEqual([...imported.ids].sort());

      Object.assign(figures, {
        elasticsearchSeconds: Math.round((Date.now() - started) / 1000),
        searchesAnswered: answered.count,
        searchesAnsweredWhileNodeDown: answeredWhileDown,
        searchRetries: searchAttempts - searchRequests,
        judgmentsImportedDuringKill: judgments,
        judgmentsFound: found.size,
        elasticsearchRejoinGreenSeconds: Math.round(rejoinedAfterMs / 1000),
        killedElasticsearchNode: victim.name,
      });
    } finally {
      await kit.close();
      const raw = elasticsearchClient(nodes[0]?.url ?? '');
      await raw.indices.delete({ index: `${indexPrefix}-*` }, { ignore: [404] });
      await raw.close();
    }
  });

  it('relays every event exactly once by its global position while a Kafka broker is killed, and the broker rejoins', async () => {
    const brokers = kafkaClusterBrokers(plan.kafka);
    const addresses = brokers.map((b) => b.address);
    const dbName = uniqueId('qanoon_cluster_relay_');
    const db = createDatabase(await freshDatabase(dbName));
    const store = new PostgresEventStore(db);
    // A context of its own, so the topic holds this run's events alone.
    const context = `cluster${randomBytes(4).toString('hex')}`;
    const topic = `qanoon.${context}`;
    const kafka = new Kafka({ clientId: 'qanoon-cluster-test', brokers: addresses, logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    const relay = runRelay(createKafkaRelay(addresses), { db, eventStore: store }, { retryDelayMs: 200, maxRetryDelayMs: 2_000 });
    const started = Date.now();
    try {
      await admin.connect();
      const streams = Array.from({ length: 20 }, () => `${context}-${randomUUID()}`);
      const revisions = new Map(streams.map((s) => [s, -1n]));
      const appended: bigint[] = [];
      const appendRound = async (round: number) => {
        for (const stream of streams) {
          const revision = revisions.get(stream) ?? -1n;
          const result = await store.appendToStream(
            stream,
            [{ type: 'ClusterTick', data: { round }, metadata: { actor: 'cluster-test' } }],
            revision < 0n ? 'no_stream' : revision,
          );
          revisions.set(stream, result.nextExpectedRevision);
          appended.push(result.lastGlobalPosition);
        }
      };
      const rounds = 50;
      for (let round = 0; round < 10; round++) await appendRound(round);
      await until('the relay has published the first rounds', () => relay.position() >= (appended.at(-1) ?? 0n));

      // The broker leading the topic's first partition is killed while events keep coming.
      const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
      const leader = metadata.topics[0]?.partitions.find((p) => p.partitionId === 0)?.leader;
      const victim = brokers.find((b) => b.nodeId === leader) ?? brokers[1];
      if (!victim) throw new Error('no broker to kill');
      await killNode(victim.pidFile);
      const killedAt = Date.now();
      for (let round = 10; round < rounds; round++) {
        await appendRound(round);
        await sleep(50);
      }
      await until('the relay has published every event', () => relay.position() >= (appended.at(-1) ?? 0n), 300_000);
      const relayedAfterKillMs = Date.now() - killedAt;

      // The broker comes back and every partition has its three replicas in sync again.
      await startKafkaBroker({ home: plan.kafka.home, broker: victim, cluster: brokers });
      await until('every partition is in sync on three brokers', async () => {
        const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
        return (topics[0]?.partitions ?? []).every((p) => p.isr.length === 3 && p.replicas.length === 3);
      });
      const rejoinedAfterMs = Date.now() - killedAt;

      // A consumer reads the topic from its start, dropping a repeat by its global-position header.
      const consumer = kafka.consumer({ groupId: `qanoon-cluster-${randomUUID()}` });
      const seen = new Map<bigint, number>();
      await consumer.connect();
      try {
        await consumer.subscribe({ topic, fromBeginning: true });
        await consumer.run({
          eachMessage: async ({ message }) => {
            const event = decodeRelayedEvent(message.value?.toString() ?? 'null');
            seen.set(event.globalPosition, (seen.get(event.globalPosition) ?? 0) + 1);
          },
        });
        await until('the consumer has every event', () => appended.every((position) => seen.has(position)), 120_000);
      } finally {
        await consumer.disconnect();
      }
      const received = [...seen.keys()].sort((a, b) => (a < b ? -1 : 1));
      expect(received).toEqual([...appended].sort((a, b) => (a < b ? -1 : 1)));
      const repeats = [...seen.values()].reduce((sum, n) => sum + n - 1, 0);

      Object.assign(figures, {
        kafkaSeconds: Math.round((Date.now() - started) / 1000),
        eventsRelayed: appended.length,
        eventsRepeatedOnTheTopic: repeats,
        relayCaughtUpAfterKillSeconds: Math.round(relayedAfterKillMs / 1000),
        kafkaRejoinInSyncSeconds: Math.round(rejoinedAfterMs / 1000),
        killedKafkaBroker: victim.nodeId,
      });
    } finally {
      await relay.stop();
      await admin.disconnect();
      await store.close();
      await db.close();
      await dropDatabase(dbName);
    }
  });
});
