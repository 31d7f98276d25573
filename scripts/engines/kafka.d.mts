/**
 * Start a single-node Kafka broker whose files live under `home`, or find it already running.
 * Resolves once it answers a metadata request.
 */
export function startKafka(options: {
  home: string;
  port?: number;
  controllerPort?: number;
  log?: (line: string) => void;
}): Promise<{ brokers: string; pid: number }>;

/** Stop the broker started under `home`: SIGTERM its process group, SIGKILL if it lingers. */
export function stopKafka(options: { home: string }): Promise<boolean>;

export interface KafkaClusterBroker {
  nodeId: number;
  port: number;
  controllerPort: number;
  /** host:port for KAFKA_BROKERS */
  address: string;
  dir: string;
  pidFile: string;
}

/** The brokers of a local cluster under `home`: broker i listens on `port + 2(i - 1)`, its controller one above. */
export function kafkaClusterBrokers(options: { home: string; nodes: number; port: number }): KafkaClusterBroker[];

/** Start (or restart) one broker of the cluster; resolves with its pid once the cluster has all its brokers again. */
export function startKafkaBroker(options: { home: string; broker: KafkaClusterBroker; cluster: KafkaClusterBroker[] }): Promise<number>;

/** Start a cluster of KRaft brokers, each a controller too; `brokers` is the comma-separated list for KAFKA_BROKERS. */
export function startKafkaCluster(options: { home: string; nodes: number; port: number; log?: (line: string) => void }): Promise<{ brokers: string }>;

/** Stop every broker of a cluster under `home`; whether any was running. */
export function stopKafkaCluster(options: { home: string }): Promise<boolean>;
