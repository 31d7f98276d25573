import type { TestProject } from 'vitest/node';
import { elasticsearchClusterNodes, startElasticsearchCluster, stopElasticsearchCluster } from '../../../scripts/engines/elasticsearch.mjs';
import { kafkaClusterBrokers, startKafkaCluster, stopKafkaCluster } from '../../../scripts/engines/kafka.mjs';
import { clusterOf, runningPid, type ClusterPlan } from './cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterPlan;
  }
}

const pidsRunning = (plan: ClusterPlan) => {
  const nodes = elasticsearchClusterNodes(plan.elasticsearch);
  const brokers = kafkaClusterBrokers(plan.kafka);
  return [...nodes, ...brokers].map((n) => n.pidFile);
};

/**
 * Starts the three-node clusters of `npm run engines -- --nodes 3` (or finds them running) under
 * CLUSTER_HOME (default .engines-cluster) on CLUSTER_ELASTICSEARCH_PORT (19300) and
 * CLUSTER_KAFKA_PORT (19492), and stops them at the end unless they were running before.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const plan = clusterOf(process.env);
  const wereRunning = pidsRunning(plan).every((pidFile) => runningPid(pidFile) !== undefined);
  const log = (line: string) => console.log(`cluster: ${line}`);
  await Promise.all([startElasticsearchCluster({ ...plan.elasticsearch, log }), startKafkaCluster({ ...plan.kafka, log })]);
  project.provide('cluster', plan);
  return async () => {
    if (wereRunning) return;
    await Promise.all([stopElasticsearchCluster({ home: plan.elasticsearch.home }), stopKafkaCluster({ home: plan.kafka.home })]);
  };
}
