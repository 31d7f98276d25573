import { randomInt } from 'node:crypto';
import type { CodeCheck, CodePurpose, OneTimeCodeOptions, OneTimeCodes } from './one-time-codes.ts';
import { CodeSendLimitError } from './one-time-codes.ts';
import { digest, openRedis } from './redis-client.ts';

// Counting and checking happen inside Redis so that parallel requests cannot slip past a limit.
const countSend = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('TTL', KEYS[1])}`;

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

/** One-time codes in Redis: stored as digests, with a time to live, a send limit and a try limit. */
export function createRedisOneTimeCodes(redisUrl: string, options: OneTimeCodeOptions = {}): OneTimeCodes {
  const { keyPrefix = 'qanoon:', ttlSeconds = 600, sendsPerHour = 5, wrongAttempts = 5, length = 6 } = options;
  const redis = openRedis(redisUrl);
  const codeKey = (purpose: CodePurpose, subject: string) => `${keyPrefix}otp:${purpose}:${digest(subject)}`;
  const sendsKey = (purpose: CodePurpose, subject: string) => `${keyPrefix}otp-sends:${purpose}:${digest(subject)}`;
  // A six-digit code has a million values, so the digest hides it from a glance, not from a
  // search; the time to live and the try limit are what protect it.
  const codeDigest = (purpose: CodePurpose, subject: string, code: string) => digest(purpose, subject, code);

  return {
    async issue(purpose, subject) {
      const [sent, ttl] = (await redis.eval(countSend, 1, sendsKey(purpose, subject), 3600)) as [number, number];
      if (sent > sendsPerHour) throw new CodeSendLimitError(Math.max(ttl, 1));
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
