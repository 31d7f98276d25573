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
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    // Other ports let a second set run beside a developer's own (CI does).
    'elasticsearch-port': { type: 'string', default: '9200' },
    'kafka-port': { type: 'string', default: '9092' },
    home: { type: 'string', default: home },
  },
});
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
