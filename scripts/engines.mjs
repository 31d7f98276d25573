// npm run engines [-- start|stop]: Elasticsearch 8 and Apache Kafka (KRaft) from their own jars on
// Maven Central, without Docker (ADR 0024). Jars, data and logs live in .engines/ (gitignored);
// the jars are cached in ~/.m2. Prints the variables that point the product and its tests at them.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';
import { EngineError } from './engines/process.mjs';
import { elasticsearchVersion, startElasticsearch, stopElasticsearch } from './engines/elasticsearch.mjs';
import { startKafka, stopKafka } from './engines/kafka.mjs';

const home = path.join(root, '.engines');
const usage = `Usage: npm run engines -- [start|stop] [options]

  start (default)  start Elasticsearch ${elasticsearchVersion} and Kafka, wait until they answer, print their URLs
  stop             stop both

Options:
  --elasticsearch-port <port>  Elasticsearch's HTTP port (default 9200; its transport port is 100 above)
  --kafka-port <port>          Kafka's broker port (default 9092; its controller port is 1 above)
  --home <folder>              where jars, data and logs live (default .engines)
  -h, --help                   print this and stop`;
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      // Other ports let a second set run beside a developer's own (CI does).
      'elasticsearch-port': { type: 'string', default: '9200' },
      'kafka-port': { type: 'string', default: '9092' },
      home: { type: 'string', default: home },
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
  const elasticsearchHome = path.resolve(values.home, 'elasticsearch');
  const kafkaHome = path.resolve(values.home, 'kafka');
  if (command === 'start') {
    const elasticsearchPort = port('elasticsearch-port');
    const kafkaPort = port('kafka-port');
    // Kafka starts in seconds; Elasticsearch's JVM warms up meanwhile.
    const [elasticsearch, kafka] = await Promise.all([
      startElasticsearch({ home: elasticsearchHome, port: elasticsearchPort, transportPort: elasticsearchPort + 100 }),
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
