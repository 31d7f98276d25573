import { Redis } from 'ioredis';

/** A small key-value port over Redis for services (one-time codes, rate limits, locks). */
export interface KeyValueStore {
  ping(): Promise<boolean>;
  /** Add one to the counter at `key` and answer the new count; a new counter lives `ttlSeconds`. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** The value at `key`, or null when there is none (never set, expired or deleted). */
  get(key: string): Promise<string | null>;
  /** Store `value` at `key` for `ttlSeconds`, replacing whatever was there. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Read and delete in one step, so a single-use value is used once however many ask at once. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
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
    async increment(key, ttlSeconds) {
      await connected;
      // One transaction: the counter gets its time to live when it is created, never later, so a
      // busy counter still expires at the end of its window.
      const replies = await client.multi().set(key, '0', 'EX', ttlSeconds, 'NX').incr(key).exec();
      const [, counted] = replies ?? [];
      if (!counted || counted[0]) throw counted?.[0] ?? new Error(`Redis did not count ${key}`);
      return Number(counted[1]);
    },
    async get(key) {
      await connected;
      return client.get(key);
    },
    async set(key, value, ttlSeconds) {
      await connected;
      await client.set(key, value, 'EX', ttlSeconds);
    },
    async take(key) {
      await connected;
      return client.getdel(key);
    },
    async delete(key) {
      await connected;
      await client.del(key);
    },
    async close() {
      await connected;
      client.disconnect();
    },
  };
}
