import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl, uniqueId } from '../testing/index.ts';
import { createRedisAttemptLimits } from './attempt-limits.ts';

const limits = createRedisAttemptLimits(testRedisUrl, { keyPrefix: `${uniqueId('test-')}:` });
afterAll(() => limits.close());

describe('attempt limits', () => {
  it('let a key try until the limit, then say how long to wait', async () => {
    const limiter = limits.limiter('window', { points: 3, durationSeconds: 60 });
    const key = uniqueId('key');
    expect(await limiter.count(key)).toBe(0);
    expect(await limiter.count(key)).toBe(0);
    expect(await limiter.waitFor(key)).toBe(0);
    expect(await limiter.count(key)).toBeGreaterThan(55);
    expect(await limiter.waitFor(key)).toBeGreaterThan(55);
    expect(await limiter.waitFor(uniqueId('other'))).toBe(0);
  });

  it('lock a key for the block time, doubled at each further lockout the same day', async () => {
    const limiter = limits.limiter('backoff', { points: 2, durationSeconds: 60, blockSeconds: 100 });
    const key = uniqueId('key');
    await limiter.count(key);
    expect(await limiter.count(key)).toBe(100);
    expect(await limiter.waitFor(key)).toBeGreaterThan(95);
    await limiter.clear(key);
    expect(await limiter.waitFor(key)).toBe(0);
    await limiter.count(key);
    expect(await limiter.count(key)).toBe(200);
  });

  it('do not count a refused attempt as one more', async () => {
    const limiter = limits.limiter('refused', { points: 1, durationSeconds: 60, blockSeconds: 30 });
    const key = uniqueId('key');
    expect(await limiter.count(key)).toBe(30);
    expect(await limiter.count(key)).toBeLessThanOrEqual(30);
    expect(await limiter.waitFor(key)).toBeLessThanOrEqual(30);
  });
});
