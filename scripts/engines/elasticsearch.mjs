// A single-node Elasticsearch 8 from Elasticsearch's own jars on Maven Central (ADR 0024):
// the server and its netty4 transport module, run in one JVM by ElasticsearchNode.java, with
// security off, bound to loopback, data under the engines folder.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EngineError, maven, portTaken, readPid, requireJavaAndMaven, startDetached, stopPid, waitUntil } from './process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const project = path.resolve(here, '../../infra/engines/elasticsearch');
const pom = path.join(project, 'pom.xml');
export const elasticsearchVersion = '8.19.9';

function layout(home) {
  return {
    lib: path.join(home, 'lib'),
    netty: path.join(home, 'modules', 'transport-netty4'),
    plugin: path.join(home, 'plugins', 'qanoon-analysis'),
    config: path.join(home, 'config'),
    pidFile: path.join(home, 'elasticsearch.pid'),
    logFile: path.join(home, 'elasticsearch.log'),
    stamp: path.join(home, `.installed-${elasticsearchVersion}`),
  };
}

/** What the install is made from: the pom and our plugin's sources, so a changed plugin is built again. */
function sourcesDigest() {
  const hash = createHash('sha256').update(readFileSync(pom));
  const files = readdirSync(path.join(project, 'src'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const file of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** Resolve the jars through Maven (cached in ~/.m2) into the node's home, once per version and plugin. */
function install(home) {
  const dirs = layout(home);
  const digest = sourcesDigest();
  if (existsSync(dirs.stamp) && readFileSync(dirs.stamp, 'utf8').trim() === digest) return;
  for (const dir of [dirs.lib, path.join(home, 'modules'), path.join(home, 'plugins')]) rmSync(dir, { recursive: true, force: true });
  // The server's classpath: everything but the transport module and its netty jars.
  maven(pom, ['dependency:copy-dependencies', `-DoutputDirectory=${dirs.lib}`, '-DexcludeGroupIds=io.netty', '-DexcludeArtifactIds=transport-netty4']);
  // The transport module loads in a class loader of its own, with netty beside it.
  maven(pom, ['dependency:copy-dependencies', `-DoutputDirectory=${dirs.netty}`, '-DincludeGroupIds=io.netty,org.elasticsearch.plugin',
    '-DexcludeArtifactIds=elasticsearch-plugin-api,elasticsearch-plugin-analysis-api']);
  maven(pom, ['dependency:unpack', `-Dartifact=org.elasticsearch.plugin:transport-netty4:${elasticsearchVersion}`,
    `-DoutputDirectory=${path.join(home, 'tmp-netty')}`, '-Dmdep.unpack.includes=META-INF/es-plugins/**']);
  const descriptor = path.join(home, 'tmp-netty', 'META-INF', 'es-plugins', 'transport-netty4', 'plugin-descriptor.properties');
  // The descriptor names a Java module; on a classpath-launched server the module loads unnamed.
  const properties = readFileSync(descriptor, 'utf8').split('\n').filter((line) => !line.startsWith('modulename=')).join('\n');
  writeFileSync(path.join(dirs.netty, 'plugin-descriptor.properties'), properties);
  rmSync(path.join(home, 'tmp-netty'), { recursive: true, force: true });
  // Our analysis plugin: the token filters of analysis-common that our index settings use.
  maven(pom, ['package']);
  mkdirSync(dirs.plugin, { recursive: true });
  copyFileSync(path.join(project, 'target', 'qanoon-analysis.jar'), path.join(dirs.plugin, 'qanoon-analysis.jar'));
  writeFileSync(path.join(dirs.plugin, 'plugin-descriptor.properties'), [
    'description=The analysis-common token filters Qanoon uses, for the local node',
    `version=${elasticsearchVersion}`,
    'name=qanoon-analysis',
    'classname=pk.qanoon.engines.analysis.QanoonAnalysisPlugin',
    'java.version=17',
    `elasticsearch.version=${elasticsearchVersion}`,
    '',
  ].join('\n'));
  writeFileSync(dirs.stamp, `${digest}\n`);
}

async function answers(url, nodes = 1) {
  const response = await fetch(`${url}/_cluster/health?wait_for_status=yellow&wait_for_nodes=${nodes}&timeout=1s`, { signal: AbortSignal.timeout(3000) });
  return response.ok;
}

/** What every node's elasticsearch.yml has: loopback, its own ports and folders. */
function nodeSettings({ name, port, transportPort, dir }) {
  return [
    `node.name: ${name}`,
    'network.host: 127.0.0.1',
    `http.port: ${port}`,
    `transport.port: ${transportPort}`,
    `path.data: ${path.join(dir, 'data')}`,
    `path.logs: ${path.join(dir, 'logs')}`,
    // A developer's disk is shared with everything else: never turn indices read-only over it.
    'cluster.routing.allocation.disk.threshold_enabled: false',
    'action.destructive_requires_name: false',
  ];
}

/** Launch one node's JVM from the jars installed in `home`, its settings in `config`. */
function launch({ home, config, pidFile, logFile, heap }) {
  const dirs = layout(home);
  return startDetached({
    args: [`-Xms${heap}`, `-Xmx${heap}`, '-XX:+UseG1GC', '-Djava.awt.headless=true', '-Dfile.encoding=UTF-8',
      '-Dlog4j2.disable.jmx=true', '-cp', `${dirs.lib}/*`, path.join(project, 'ElasticsearchNode.java'), home, config],
    cwd: home,
    logFile,
    pidFile,
  });
}

/** Start the node unless it already runs; resolves once it answers, with its URL. */
export async function startElasticsearch({ home, port = 9200, transportPort = 9300, heap = '1g', timeoutMs = 180_000, log = console.log }) {
  const url = `http://127.0.0.1:${port}`;
  const dirs = layout(home);
  if (readPid(dirs.pidFile) && (await answers(url).catch(() => false))) return { url, pid: readPid(dirs.pidFile) };
  for (const taken of [port, transportPort]) {
    if (await portTaken(taken)) throw new EngineError(`Elasticsearch: port ${taken} is already in use by another process (a node started elsewhere?)`);
  }
  requireJavaAndMaven('Elasticsearch');
  log(`Elasticsearch ${elasticsearchVersion}: resolving its jars through Maven…`);
  install(home);
  mkdirSync(dirs.config, { recursive: true });
  writeFileSync(path.join(dirs.config, 'elasticsearch.yml'), [
    'cluster.name: qanoon-local',
    'discovery.type: single-node',
    ...nodeSettings({ name: 'qanoon-local-1', port, transportPort, dir: home }),
    '',
  ].join('\n'));
  log(`Elasticsearch ${elasticsearchVersion}: starting on ${url} (log: ${dirs.logFile})…`);
  const pid = launch({ home, config: dirs.config, pidFile: dirs.pidFile, logFile: dirs.logFile, heap });
  await waitUntil(() => answers(url), { engine: 'Elasticsearch', pidFile: dirs.pidFile, logFile: dirs.logFile, timeoutMs });
  return { url, pid };
}

/**
 * The nodes of a local cluster of `nodes` under `home`: node i (from 1) answers HTTP on
 * `port + i - 1` and talks to the others on `transportPort + i - 1`; its config, data, log and pid
 * file are in `home/node-i`, the jars in `home` are shared.
 */
export function elasticsearchClusterNodes({ home, nodes, port, transportPort }) {
  return Array.from({ length: nodes }, (_, i) => {
    const dir = path.join(home, `node-${i + 1}`);
    return {
      name: `qanoon-local-${i + 1}`,
      url: `http://127.0.0.1:${port + i}`,
      port: port + i,
      transportPort: transportPort + i,
      dir,
      config: path.join(dir, 'config'),
      pidFile: path.join(dir, 'elasticsearch.pid'),
      logFile: path.join(dir, 'elasticsearch.log'),
    };
  });
}

/**
 * Start (or restart) one node of the cluster, every node a master candidate and a data node, found
 * through the others' transport ports. Resolves once the cluster has all its nodes again.
 */
export async function startElasticsearchNode({ home, node, cluster, heap = '512m', timeoutMs = 240_000 }) {
  const wait = { engine: `Elasticsearch ${node.name}`, pidFile: node.pidFile, logFile: node.logFile, timeoutMs };
  // Running already: it answers once the others it waits for are back.
  const running = readPid(node.pidFile);
  if (running) {
    await waitUntil(() => answers(node.url, cluster.length), wait);
    return running;
  }
  for (const taken of [node.port, node.transportPort]) {
    if (await portTaken(taken)) throw new EngineError(`Elasticsearch: port ${taken} is already in use by another process (a node started elsewhere?)`);
  }
  mkdirSync(node.config, { recursive: true });
  writeFileSync(path.join(node.config, 'elasticsearch.yml'), [
    'cluster.name: qanoon-local-cluster',
    `discovery.seed_hosts: [${cluster.map((n) => `"127.0.0.1:${n.transportPort}"`).join(', ')}]`,
    // Read only when the cluster forms the first time; a node with data rejoins by its own state.
    `cluster.initial_master_nodes: [${cluster.map((n) => `"${n.name}"`).join(', ')}]`,
    ...nodeSettings(node),
    '',
  ].join('\n'));
  const pid = launch({ home, config: node.config, pidFile: node.pidFile, logFile: node.logFile, heap });
  await waitUntil(() => answers(node.url, cluster.length), wait);
  return pid;
}

/** Start a cluster of `nodes` nodes (see elasticsearchClusterNodes); resolves with their URLs once all have joined. */
export async function startElasticsearchCluster({ home, nodes, port, transportPort, heap = '512m', log = console.log }) {
  const cluster = elasticsearchClusterNodes({ home, nodes, port, transportPort });
  requireJavaAndMaven('Elasticsearch');
  log(`Elasticsearch ${elasticsearchVersion}: resolving its jars through Maven…`);
  install(home);
  log(`Elasticsearch ${elasticsearchVersion}: starting ${nodes} nodes on ${cluster.map((n) => n.url).join(', ')}…`);
  // Together: none answers until enough master candidates have found each other.
  await Promise.all(cluster.map((node) => startElasticsearchNode({ home, node, cluster, heap })));
  return { urls: cluster.map((n) => n.url) };
}

/** Stop every node of a cluster under `home`; whether any was running. */
export async function stopElasticsearchCluster({ home }) {
  const nodes = existsSync(home) ? readdirSync(home).filter((name) => /^node-\d+$/.test(name)) : [];
  const stopped = await Promise.all(nodes.map((name) => stopPid(path.join(home, name, 'elasticsearch.pid'))));
  return stopped.some(Boolean);
}

export async function stopElasticsearch({ home }) {
  return stopPid(layout(home).pidFile);
}

export { EngineError };
