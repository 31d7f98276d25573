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

async function answers(url) {
  const response = await fetch(`${url}/_cluster/health?wait_for_status=yellow&timeout=1s`, { signal: AbortSignal.timeout(3000) });
  return response.ok;
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
    'node.name: qanoon-local-1',
    'discovery.type: single-node',
    'network.host: 127.0.0.1',
    `http.port: ${port}`,
    `transport.port: ${transportPort}`,
    `path.data: ${path.join(home, 'data')}`,
    `path.logs: ${path.join(home, 'logs')}`,
    // A developer's disk is shared with everything else: never turn indices read-only over it.
    'cluster.routing.allocation.disk.threshold_enabled: false',
    'action.destructive_requires_name: false',
    '',
  ].join('\n'));
  log(`Elasticsearch ${elasticsearchVersion}: starting on ${url} (log: ${dirs.logFile})…`);
  const pid = startDetached({
    args: [`-Xms${heap}`, `-Xmx${heap}`, '-XX:+UseG1GC', '-Djava.awt.headless=true', '-Dfile.encoding=UTF-8',
      '-Dlog4j2.disable.jmx=true', '-cp', `${dirs.lib}/*`, path.join(project, 'ElasticsearchNode.java'), home],
    cwd: home,
    logFile: dirs.logFile,
    pidFile: dirs.pidFile,
  });
  await waitUntil(() => answers(url), { engine: 'Elasticsearch', pidFile: dirs.pidFile, logFile: dirs.logFile, timeoutMs });
  return { url, pid };
}

export async function stopElasticsearch({ home }) {
  return stopPid(layout(home).pidFile);
}

export { EngineError };
