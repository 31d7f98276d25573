import { randomInt } from 'node:crypto';
import type { CodeCheck, CodePurpose, OneTimeCodeOptions, OneTimeCodes } from './one-time-codes.ts';
import { digest, openRedis } from './redis-client.ts';

// Checking happens inside Redis so that parallel tries cannot slip past the try limit.
const check = `
local code = redis.call('HMGET', KEYS[1], 'hash', 'attempts')
if not code[1] then return 'expired' end
local limit = tonumber(ARGV[2])
if tonumber(code[2]) >= limit then return 'locked' end
if code[1] == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 'ok'
end
if redis.call('HINCRBY', KEYS[1], 'attempts', 1) >= limit then return 'locked' end
return 'wrong'`;

/**
 * One-time codes in Redis: stored as digests, with a time to live and a try limit. How many codes
 * may be sent is the attempt limits' business (attempt-limits.ts).
 */
export function createRedisOneTimeCodes(redisUrl: string, options: OneTimeCodeOptions = {}): OneTimeCodes {
  const { keyPrefix = 'qanoon:', ttlSeconds = 600, wrongAttempts = 5, length = 6 } = options;
  const redis = openRedis(redisUrl);
  const codeKey = (purpose: CodePurpose, subject: string) => `${keyPrefix}otp:${purpose}:${digest(subject)}`;
  // A six-digit code has a million values, so the digest hides it from a glance, not from a
  // search; the time to live and the try limit are what protect it.
  const codeDigest = (purpose: CodePurpose, subject: string, code: string) => digest(purpose, subject, code);

  return {
    async issue(purpose, subject) {
      const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
      const key = codeKey(purpose, subject);
      await redis
        .multi()
        .del(key)
        .hset(key, 'hash', codeDigest(purpose, subject, code), 'attempts', 0)
        .expire(key, ttlSeconds)
        .exec();
      return code;
    },
    async verify(purpose, subject, code) {
      const answer = await redis.eval(check, 1, codeKey(purpose, subject), codeDigest(purpose, subject, code.trim()), wrongAttempts);
      return answer as CodeCheck;
    },
    async close() {
      redis.disconnect();
    },
  };
}
