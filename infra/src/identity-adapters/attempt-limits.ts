import type { AttemptRule } from '@qanoon/contracts';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { digest, openRedis } from './redis-client.ts';

/** One rule's counts, per key (an account, a client address, a phone). */
export interface AttemptLimiter {
  /** Seconds `key` must wait before its next attempt; 0 when it may try now. Counts nothing. */
  waitFor(key: string): Promise<number>;
  /** Count one attempt of `key` (a failure, or a code really sent); the wait it now faces, 0 for none. */
  count(key: string): Promise<number>;
  /**
   * Count one use of `key` and say whether it was within the limit, in one step: 0 when it was,
   * otherwise the seconds until the window ends. Concurrent uses never let more through than the
   * limit, as a check followed by a count would.
   */
  take(key: string): Promise<number>;
  /** Forget `key`'s attempts (after a success). */
  clear(key: string): Promise<void>;
}

/** Abuse limits kept in Redis, so every web process sees the same counts. */
export interface AttemptLimits {
  limiter(name: string, rule: AttemptRule): AttemptLimiter;
  close(): Promise<void>;
}

const day = 24 * 60 * 60;
// Back-off stops doubling at 64 times the first lockout.
const maxDoublings = 6;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** {@link AttemptLimits} on rate-limiter-flexible's Redis limiter; keys are stored as digests. */
export function createRedisAttemptLimits(redisUrl: string, options: { keyPrefix?: string } = {}): AttemptLimits {
  const { keyPrefix = 'qanoon:' } = options;
  const redis = openRedis(redisUrl);
  return {
    limiter(name, rule) {
      const attempts = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${keyPrefix}limit:${name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      });
      const lockouts = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${keyPrefix}lockouts:${name}`, points: 1_000_000, duration: day });
      return {
        async waitFor(key) {
          const state = await attempts.get(digest(key));
          return state && state.consumedPoints >= rule.points ? seconds(state.msBeforeNext) : 0;
        },
        async count(key) {
          const id = digest(key);
          let state: RateLimiterRes;
          try {
            state = await attempts.consume(id);
          } catch (refused) {
            if (refused instanceof RateLimiterRes) return seconds(refused.msBeforeNext);
            throw refused;
          }
          if (state.consumedPoints < rule.points) return 0;
          if (rule.blockSeconds === undefined) return seconds(state.msBeforeNext);
          const { consumedPoints: lockout } = await lockouts.penalty(id, 1);
          const blockSeconds = rule.blockSeconds * 2 ** Math.min(lockout - 1, maxDoublings);
          await attempts.block(id, blockSeconds);
          return blockSeconds;
        },
        async take(key) {
          try {
            await attempts.consume(digest(key));
            return 0;
          } catch (refused) {
            if (refused instanceof RateLimiterRes) return seconds(refused.msBeforeNext);
            throw refused;
          }
        },
        async clear(key) {
          await attempts.delete(digest(key));
        },
      };
    },
    async close() {
      redis.disconnect();
    },
  };
}
