import { digest, openRedis } from './redis-client.ts';

/**
 * Small values that vanish after a time to live: a phone's "verified" mark, single-use tickets.
 * Keys are stored as digests, so a ticket's token never sits in the store in clear.
 */
export interface ExpiringValues {
  put(purpose: string, key: string, value: string, ttlSeconds: number): Promise<void>;
  get(purpose: string, key: string): Promise<string | null>;
  /** Read and delete in one step, so a single-use value is used once however many ask at once. */
  take(purpose: string, key: string): Promise<string | null>;
  delete(purpose: string, key: string): Promise<void>;
  close(): Promise<void>;
}

export function createRedisExpiringValues(redisUrl: string, options: { keyPrefix?: string } = {}): ExpiringValues {
  const { keyPrefix = 'qanoon:' } = options;
  const redis = openRedis(redisUrl);
  const redisKey = (purpose: string, key: string) => `${keyPrefix}value:${purpose}:${digest(key)}`;
  return {
    async put(purpose, key, value, ttlSeconds) {
      await redis.set(redisKey(purpose, key), value, 'EX', ttlSeconds);
    },
    get: (purpose, key) => redis.get(redisKey(purpose, key)),
    take: (purpose, key) => redis.getdel(redisKey(purpose, key)),
    async delete(purpose, key) {
      await redis.del(redisKey(purpose, key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
