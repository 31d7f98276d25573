// A real Apache Kafka broker (KRaft, one node) for development and CI without Docker: Kafka's own
// jars from Maven Central (infra/engines/kafka/pom.xml), run with the machine's Java.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kafka, logLevel } from 'kafkajs';
import { EngineError, maven, portTaken, readPid, requireJavaAndMaven, startDetached, stopPid, waitUntil } from './process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pom = path.join(root, 'infra/engines/kafka/pom.xml');
const startTimeoutMs = 90_000;
const stopTimeoutMs = 30_000;

// A broker's files under `dir`; the jars under `home` (the same folder for the single node; the
// brokers of a cluster each have a folder of their own beside the shared jars).
const files = (home, dir = home) => ({
  lib: path.join(home, 'lib'),
  data: path.join(dir, 'data'),
  config: path.join(dir, 'server.properties'),
  log4j: path.join(dir, 'log4j.properties'),
  log: path.join(dir, 'kafka.log'),
  pid: path.join(dir, 'kafka.pid'),
});

function hasJars(lib) {
  return existsSync(lib) && readdirSync(lib).some((name) => name.startsWith('kafka_2.13-'));
}

function resolveJars(lib, log) {
  if (hasJars(lib)) return;
  log('Kafka: fetching the broker jars with Maven (cached in ~/.m2)…');
  maven(pom, ['dependency:copy-dependencies', `-DoutputDirectory=${lib}`]);
}

/**
 * A broker's server.properties. The single node (no `voters`) keeps one copy of everything; a
 * broker of a cluster is a controller too (a quorum of all), and topics it creates keep a copy on
 * every broker, a write acknowledged once two have it (ADR 0073).
 */
function writeConfig(f, port, controllerPort, { nodeId = 1, voters } = {}) {
  const replicas = voters?.length ?? 1;
  const durability =
    replicas > 1
      ? [
          `default.replication.factor=${Math.min(3, replicas)}`,
          `min.insync.replicas=${Math.max(1, Math.min(2, replicas - 1))}`,
          `offsets.topic.replication.factor=${Math.min(3, replicas)}`,
          `transaction.state.log.replication.factor=${Math.min(3, replicas)}`,
          `transaction.state.log.min.isr=${Math.max(1, Math.min(2, replicas - 1))}`,
          'unclean.leader.election.enable=false',
        ]
      : ['offsets.topic.replication.factor=1', 'transaction.state.log.replication.factor=1', 'transaction.state.log.min.isr=1'];
  writeFileSync(
    f.config,
    [
      'process.roles=broker,controller',
      `node.id=${nodeId}`,
      `controller.quorum.voters=${(voters ?? [{ nodeId, controllerPort }]).map((v) => `${v.nodeId}@127.0.0.1:${v.controllerPort}`).join(',')}`,
      `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
      'controller.listener.names=CONTROLLER',
      'inter.broker.listener.name=PLAINTEXT',
      'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      `log.dirs=${f.data}`,
      // As in docker-compose.yml, so code that works here works there.
      'num.partitions=6',
      'auto.create.topics.enable=true',
      ...durability,
      'group.initial.rebalance.delay.ms=0',
      '',
    ].join('\n'),
  );
  writeFileSync(
    f.log4j,
    [
      'log4j.rootLogger=INFO, stdout',
      'log4j.appender.stdout=org.apache.log4j.ConsoleAppender',
      'log4j.appender.stdout.layout=org.apache.log4j.PatternLayout',
      'log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n',
      'log4j.logger.kafka.request.logger=WARN',
      'log4j.logger.state.change.logger=WARN',
      '',
    ].join('\n'),
  );
}

// A cluster id is 16 random bytes in unpadded base64url; Kafka refuses ids that start with '-'.
function clusterId() {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

function formatStorage(f, id = clusterId()) {
  if (existsSync(path.join(f.data, 'meta.properties'))) return;
  mkdirSync(f.data, { recursive: true });
  const result = spawnSync(
    'java',
    ['-cp', `${f.lib}/*`, `-Dlog4j.configuration=file:${f.log4j}`, 'kafka.tools.StorageTool', 'format', '-t', id, '-c', f.config],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new EngineError(`Kafka: formatting the storage failed: ${(result.stdout + result.stderr).trim().split('\n').slice(-3).join(' | ')}`);
  }
}

async function answers(brokers, expected = 1) {
  const admin = new Kafka({
    clientId: 'qanoon-engines',
    brokers: [brokers],
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1000,
    requestTimeout: 2000,
    retry: { retries: 0 },
  }).admin();
  try {
    await admin.connect();
    await admin.fetchTopicMetadata({ topics: [] });
    if (expected === 1) return true;
    const { brokers: known } = await admin.describeCluster();
    return known.length >= expected;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => {});
  }
}

/**
 * Start a single-node Kafka broker whose files live under `home`, or find it already running.
 * Resolves once it answers a metadata request.
 */
export async function startKafka({ home, port = 9092, controllerPort = 9093, log = console.log }) {
  home = path.resolve(home);
  const f = files(home);
  const brokers = `127.0.0.1:${port}`;
  const wait = { engine: 'Kafka', pidFile: f.pid, logFile: f.log, timeoutMs: startTimeoutMs };
  const running = readPid(f.pid);
  if (running) {
    await waitUntil(() => answers(brokers), wait);
    return { brokers, pid: running };
  }
  rmSync(f.pid, { force: true });

  if (!hasJars(f.lib)) requireJavaAndMaven('Kafka');
  mkdirSync(home, { recursive: true });
  resolveJars(f.lib, log);
  if (await portTaken(port)) throw new EngineError(`Kafka: port ${port} is already in use by another process`);
  if (await portTaken(controllerPort)) throw new EngineError(`Kafka: port ${controllerPort} is already in use by another process`);
  writeConfig(f, port, controllerPort);
  formatStorage(f);

  const started = Date.now();
  const pid = startDetached({
    args: ['-Xms256m', '-Xmx512m', '-cp', `${f.lib}/*`, `-Dlog4j.configuration=file:${f.log4j}`, 'kafka.Kafka', f.config],
    cwd: home,
    logFile: f.log,
    pidFile: f.pid,
  });
  try {
    await waitUntil(() => answers(brokers), wait);
  } catch (error) {
    await stopKafka({ home });
    throw error;
  }
  log(`Kafka ${brokers} is up (pid ${pid}, ${((Date.now() - started) / 1000).toFixed(1)} s); log: ${f.log}`);
  return { brokers, pid };
}

/** Stop the broker started under `home`: SIGTERM its process group, SIGKILL if it lingers. */
export async function stopKafka({ home }) {
  return stopPid(files(path.resolve(home)).pid, stopTimeoutMs);
}

/**
 * The brokers of a local cluster of `nodes` under `home`: broker i (from 1) listens on
 * `port + 2(i - 1)` and its controller on the port above; its files are in `home/broker-i`.
 */
export function kafkaClusterBrokers({ home, nodes, port }) {
  home = path.resolve(home);
  return Array.from({ length: nodes }, (_, i) => {
    const dir = path.join(home, `broker-${i + 1}`);
    return { nodeId: i + 1, port: port + 2 * i, controllerPort: port + 2 * i + 1, address: `127.0.0.1:${port + 2 * i}`, dir, pidFile: files(home, dir).pid };
  });
}

/** Start (or restart) one broker of the cluster; resolves once the cluster has all its brokers again. */
export async function startKafkaBroker({ home, broker, cluster }) {
  home = path.resolve(home);
  const f = files(home, broker.dir);
  const wait = { engine: `Kafka broker ${broker.nodeId}`, pidFile: f.pid, logFile: f.log, timeoutMs: startTimeoutMs * 2 };
  if (readPid(f.pid)) {
    await waitUntil(() => answers(broker.address, cluster.length), wait);
    return readPid(f.pid);
  }
  rmSync(f.pid, { force: true });
  for (const taken of [broker.port, broker.controllerPort]) {
    if (await portTaken(taken)) throw new EngineError(`Kafka: port ${taken} is already in use by another process`);
  }
  mkdirSync(broker.dir, { recursive: true });
  writeConfig(f, broker.port, broker.controllerPort, { nodeId: broker.nodeId, voters: cluster });
  // Every broker's storage is formatted with the one cluster id, kept beside the jars.
  const idFile = path.join(home, 'cluster-id');
  if (!existsSync(idFile)) writeFileSync(idFile, `${clusterId()}\n`);
  formatStorage(f, readFileSync(idFile, 'utf8').trim());
  const pid = startDetached({
    args: ['-Xms256m', '-Xmx512m', '-cp', `${f.lib}/*`, `-Dlog4j.configuration=file:${f.log4j}`, 'kafka.Kafka', f.config],
    cwd: broker.dir,
    logFile: f.log,
    pidFile: f.pid,
  });
  await waitUntil(() => answers(broker.address, cluster.length), wait);
  return pid;
}

/** Start a cluster of `nodes` KRaft brokers (see kafkaClusterBrokers); resolves with their addresses once all have joined. */
export async function startKafkaCluster({ home, nodes, port, log = console.log }) {
  home = path.resolve(home);
  const cluster = kafkaClusterBrokers({ home, nodes, port });
  if (!hasJars(files(home).lib)) requireJavaAndMaven('Kafka');
  mkdirSync(home, { recursive: true });
  resolveJars(files(home).lib, log);
  // Together: the controllers elect a leader only once a majority of them run.
  await Promise.all(cluster.map((broker) => startKafkaBroker({ home, broker, cluster })));
  log(`Kafka ${cluster.map((b) => b.address).join(',')} is up (${nodes} brokers)`);
  return { brokers: cluster.map((b) => b.address).join(',') };
}

/** Stop every broker of a cluster under `home`; whether any was running. */
export async function stopKafkaCluster({ home }) {
  home = path.resolve(home);
  const brokers = existsSync(home) ? readdirSync(home).filter((name) => /^broker-\d+$/.test(name)) : [];
  const stopped = await Promise.all(brokers.map((name) => stopPid(files(home, path.join(home, name)).pid, stopTimeoutMs)));
  return stopped.some(Boolean);
}
