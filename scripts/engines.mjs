// npm run engines [-- start|stop]: Elasticsearch 8 and Apache Kafka (KRaft) from their own jars on
// Maven Central, without Docker (ADR 0024); `--nodes 3` runs each as a cluster (ADR 0073). Jars, data and logs live in .engines/ (gitignored);
// the jars are cached in ~/.m2. Prints the variables that point the product and its tests at them.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';
import { EngineError } from './engines/process.mjs';
import {
  elasticsearchVersion,
  startElasticsearch,
  startElasticsearchCluster,
  stopElasticsearch,
  stopElasticsearchCluster,
} from './engines/elasticsearch.mjs';
import { startKafka, startKafkaCluster, stopKafka, stopKafkaCluster } from './engines/kafka.mjs';

const usage = `Usage: npm run engines -- [start|stop] [options]

  start (default)  start Elasticsearch ${elasticsearchVersion} and Kafka, wait until they answer, print their URLs
  stop             stop both (give stop the same --nodes and --home as start)

Options:
  --nodes <n>                  1 (default) or a cluster of n (2 to 5) of each on this machine: n Elasticsearch
                               nodes on ports from --elasticsearch-port up, n Kafka brokers (KRaft, each a
                               controller too) on every other port from --kafka-port up, each node with its own
                               data folder; indices get a replica and topics 3 copies, 2 in sync (ADR 0073)
  --elasticsearch-port <port>  Elasticsearch's HTTP port (default 9200; its transport port is 100 above)
  --kafka-port <port>          Kafka's broker port (default 9092; its controller port is 1 above)
  --heap <size>                each Elasticsearch node's JVM heap, as Java writes it (512m, 4g; default 1g for
                               one node, 512m for each node of a cluster): a library of a million
                               judgments was measured with 2g (bench/README.md)
  --home <folder>              where jars, data and logs live (default .engines; a cluster defaults
                               to .engines-cluster)
  -h, --help                   print this and stop`;
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      // Other ports let a second set run beside a developer's own (CI does).
      nodes: { type: 'string', default: '1' },
      'elasticsearch-port': { type: 'string', default: '9200' },
      'kafka-port': { type: 'string', default: '9092' },
      home: { type: 'string' },
      heap: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  console.error(`engines: ${error.message}\n\n${usage}`);
  process.exit(2);
}
const { positionals, values } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const command = positionals[0] ?? 'start';
const port = (name) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1024 || value > 65_000) throw new EngineError(`--${name} must be a port between 1024 and 65000`);
  return value;
};

try {
  const nodes = Number(values.nodes);
  // Java's own notation only: the value goes onto the JVM's command line.
  if (values.heap !== undefined && !/^[1-9]\d{0,5}[mg]$/.test(values.heap)) throw new EngineError('--heap must be a size such as 512m or 4g');
  const heap = values.heap === undefined ? {} : { heap: values.heap };
  if (!Number.isInteger(nodes) || nodes < 1 || nodes > 5) throw new EngineError('--nodes must be a whole number from 1 to 5');
  // A cluster's folders never mix with the single node's: each keeps its own data.
  const home = values.home ?? path.join(root, nodes > 1 ? '.engines-cluster' : '.engines');
  const elasticsearchHome = path.resolve(home, 'elasticsearch');
  const kafkaHome = path.resolve(home, 'kafka');
  if (command === 'start' && nodes > 1) {
    const elasticsearchPort = port('elasticsearch-port');
    const kafkaPort = port('kafka-port');
    const [elasticsearch, kafka] = await Promise.all([
      startElasticsearchCluster({ home: elasticsearchHome, nodes, port: elasticsearchPort, transportPort: elasticsearchPort + 100, ...heap }),
      startKafkaCluster({ home: kafkaHome, nodes, port: kafkaPort }),
    ]);
    console.log(`\nElasticsearch ${elasticsearchVersion} and Kafka are up, ${nodes} nodes each. Use them with:\n`);
    console.log(`  ELASTICSEARCH_URL=${elasticsearch.urls.join(',')}`);
    console.log(`  KAFKA_BROKERS=${kafka.brokers}`);
    console.log(`\nStop them with: npm run engines -- stop --nodes ${nodes}${values.home ? ` --home ${values.home}` : ''}`);
  } else if (command === 'stop' && nodes > 1) {
    const [elasticsearch, kafka] = await Promise.all([stopElasticsearchCluster({ home: elasticsearchHome }), stopKafkaCluster({ home: kafkaHome })]);
    console.log(`Elasticsearch ${elasticsearch ? 'stopped' : 'was not running'}; Kafka ${kafka ? 'stopped' : 'was not running'}.`);
  } else if (command === 'start') {
    const elasticsearchPort = port('elasticsearch-port');
    const kafkaPort = port('kafka-port');
    // Kafka starts in seconds; Elasticsearch's JVM warms up meanwhile.
    const [elasticsearch, kafka] = await Promise.all([
      startElasticsearch({ home: elasticsearchHome, port: elasticsearchPort, transportPort: elasticsearchPort + 100, ...heap }),
      startKafka({ home: kafkaHome, port: kafkaPort, controllerPort: kafkaPort + 1 }),
    ]);
    console.log(`\nElasticsearch ${elasticsearchVersion} and Kafka are up. Use them with:\n`);
    console.log(`  ELASTICSEARCH_URL=${elasticsearch.url}`);
    console.log(`  KAFKA_BROKERS=${kafka.brokers}`);
    console.log('\nStop them with: npm run engines -- stop');
  } else if (command === 'stop') {
    const [elasticsearch, kafka] = await Promise.all([stopElasticsearch({ home: elasticsearchHome }), stopKafka({ home: kafkaHome })]);
    console.log(`Elasticsearch ${elasticsearch ? 'stopped' : 'was not running'}; Kafka ${kafka ? 'stopped' : 'was not running'}.`);
  } else {
    throw new EngineError(`Unknown engines command "${command}": use start or stop`);
  }
} catch (error) {
  if (error instanceof EngineError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
