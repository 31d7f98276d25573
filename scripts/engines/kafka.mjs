// A real Apache Kafka broker (KRaft, one node) for development and CI without Docker: Kafka's own
// jars from Maven Central (infra/engines/kafka/pom.xml), run with the machine's Java.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kafka, logLevel } from 'kafkajs';
import { EngineError, maven, portTaken, readPid, requireJavaAndMaven, startDetached, stopPid, waitUntil } from './process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pom = path.join(root, 'infra/engines/kafka/pom.xml');
const startTimeoutMs = 90_000;
const stopTimeoutMs = 30_000;

const files = (home) => ({
  lib: path.join(home, 'lib'),
  data: path.join(home, 'data'),
  config: path.join(home, 'server.properties'),
  log4j: path.join(home, 'log4j.properties'),
  log: path.join(home, 'kafka.log'),
  pid: path.join(home, 'kafka.pid'),
});

function hasJars(lib) {
  return existsSync(lib) && readdirSync(lib).some((name) => name.startsWith('kafka_2.13-'));
}

function resolveJars(lib, log) {
  if (hasJars(lib)) return;
  log('Kafka: fetching the broker jars with Maven (cached in ~/.m2)…');
  maven(pom, ['dependency:copy-dependencies', `-DoutputDirectory=${lib}`]);
}

function writeConfig(f, port, controllerPort) {
  writeFileSync(
    f.config,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
      `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
      'controller.listener.names=CONTROLLER',
      'inter.broker.listener.name=PLAINTEXT',
      'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      `log.dirs=${f.data}`,
      // As in docker-compose.yml, so code that works here works there.
      'num.partitions=6',
      'auto.create.topics.enable=true',
      'offsets.topic.replication.factor=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
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

function formatStorage(f) {
  if (existsSync(path.join(f.data, 'meta.properties'))) return;
  mkdirSync(f.data, { recursive: true });
  const result = spawnSync(
    'java',
    ['-cp', `${f.lib}/*`, `-Dlog4j.configuration=file:${f.log4j}`, 'kafka.tools.StorageTool', 'format', '-t', clusterId(), '-c', f.config],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new EngineError(`Kafka: formatting the storage failed: ${(result.stdout + result.stderr).trim().split('\n').slice(-3).join(' | ')}`);
  }
}

async function answers(brokers) {
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
    return true;
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
