import { useExactChecks } from '@qanoon/contracts';
import { compiledCheck } from './event-store/exact-check.ts';

// Every server process reads stored events with the checks compiled here, before zod (ADR 0051).
useExactChecks(compiledCheck);

export * from './config/env.ts';
export { heartbeatAge, startHeartbeat } from './health/heartbeat.ts';
export { paintPuzzle, type PuzzleDrawing } from './captcha/puzzle-picture.ts';
export * from './event-store/event-store.ts';
export { PostgresEventStore } from './event-store/postgres-event-store.ts';
export { compiledCheck } from './event-store/exact-check.ts';
export * from './postgres/database.ts';
export { checkpointChannel, checkpointListenerName, checkpointNotices, notifyCheckpoint, type CheckpointNotices } from './postgres/checkpoint-notices.ts';
export { ensureDatabase, migrate } from './postgres/migrate.ts';
export * from './queue/queue.ts';
export { createBullQueue, startBullWorker } from './queue/bullmq.ts';
export * from './realtime/realtime.ts';
export { attachRealtimeServer, type RealtimeServer, type SocketIdentity } from './realtime/socket-server.ts';
export { createRedisEmitter } from './realtime/redis-emitter.ts';
export * from './redis.ts';
export * from './search/search-engine.ts';
export { createElasticsearchSearchEngine, elasticsearchClient, ElasticsearchSearchEngine } from './search/elasticsearch-search-engine.ts';
export * from './search/keyword-syntax.ts';
export { createEventStore, createSearchEngine } from './select.ts';
export { createKafkaRelay, type KafkaRelay } from './relay/kafka-relay.ts';
export { KafkaTopicMissingError, readKafkaTopic } from './relay/kafka-history.ts';
export * from './identity-adapters/index.ts';
export * from './blobs/blob-store.ts';
export { createLocalBlobStore } from './blobs/local-blob-store.ts';
