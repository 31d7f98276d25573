// npm run engines [-- start|stop|status]: Elasticsearch 8 and Apache Kafka (KRaft) from their own
// jars on Maven Central, without Docker (ADR 0022). Data and logs live in .engines/ (gitignored).
import path from 'node:path';
import { root } from './lib.mjs';
import { EngineError } from './engines/process.mjs';
import { startElasticsearch, stopElasticsearch } from './engines/elasticsearch.mjs';

const home = path.join(root, '.engines');
const command = process.argv[2] ?? 'start';

try {
  if (command === 'start') {
    const elasticsearch = await startElasticsearch({ home: path.join(home, 'elasticsearch') });
    console.log('\nEngines are up. Use them with:\n');
    console.log(`  ELASTICSEARCH_URL=${elasticsearch.url}`);
    console.log('\nStop them with: npm run engines -- stop');
  } else if (command === 'stop') {
    const stopped = await stopElasticsearch({ home: path.join(home, 'elasticsearch') });
    console.log(stopped ? 'Elasticsearch stopped.' : 'Elasticsearch was not running.');
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
