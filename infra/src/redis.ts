import { Redis } from 'ioredis';

/** A small key-value port over Redis for services (one-time codes, rate limits, locks). */
export interface KeyValueStore {
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function createKeyValueStore(redisUrl: string): KeyValueStore {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  client.on('error', () => {});
  const connected = client.connect().catch(() => {});
  return {
    async ping() {
      await connected;
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await connected;
      client.disconnect();
    },
  };
}
