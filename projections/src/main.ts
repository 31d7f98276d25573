import { createDatabase, createEventStore, createRedisEmitter, migrate, startHeartbeat } from '@qanoon/infra';
import { env } from './env.ts';
import { projections } from './registry.ts';
import { CheckpointStoreMismatchError } from './checkpoints.ts';
import { relayName, startRelay } from './relay.ts';
import { assertCheckpointsMatch, runProjection } from './runner.ts';

const log = (line: string) => process.stdout.write(`[projector] ${line}\n`);

await migrate(env.DATABASE_URL);
const db = createDatabase(env.DATABASE_URL, { applicationName: 'qanoon-projector' });
const eventStore = createEventStore(env, db);
const emitter = createRedisEmitter(env.REDIS_URL);
const deps = { db, eventStore, emitter, log };

try {
  await assertCheckpointsMatch(deps, [...projections.map((p) => p.name), ...(env.KAFKA_BROKERS ? [relayName] : [])]);
} catch (error) {
  if (!(error instanceof CheckpointStoreMismatchError)) throw error;
  process.stderr.write(`[projector] ${error.message}\n`);
  await Promise.allSettled([eventStore.close(), emitter.close(), db.close()]);
  process.exit(78);
}

const running = projections.map((projection) => runProjection(projection, deps, { batchSize: env.PROJECTION_BATCH_SIZE }));
const relay = env.KAFKA_BROKERS ? startRelay(env.KAFKA_BROKERS, deps) : undefined;
// Without an HTTP port, the container's health check reads this heartbeat (npm run health -w @qanoon/infra).
const heartbeat = env.HEARTBEAT_FILE ? startHeartbeat(env.HEARTBEAT_FILE, () => db.ping()) : undefined;
log(`following ${eventStore.name} with ${projections.map((p) => p.name).join(', ')}${relay ? ' and the Kafka relay' : ''}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  await heartbeat?.stop();
  await Promise.allSettled([...running.map((r) => r.stop()), relay?.stop()]);
  await Promise.allSettled([eventStore.close(), emitter.close()]);
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
