import { afterAll, describe, expect, it } from 'vitest';
import { createKeyValueStore } from './redis.ts';
import { testRedisUrl, uniqueId } from './testing/index.ts';

const kv = createKeyValueStore(testRedisUrl);
afterAll(() => kv.close());

const key = (label: string) => `${uniqueId('test-kv-')}:${label}`;

describe('the key-value store over Redis', () => {
  it('counts up from one and forgets the count after its time to live', async () => {
    const counter = key('clicks');
    expect(await kv.increment(counter, 1)).toBe(1);
    expect(await kv.increment(counter, 1)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await kv.increment(counter, 60)).toBe(1);
  });

  it('does not stretch a counter’s window on every increment', async () => {
    const counter = key('window');
    await kv.increment(counter, 1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await kv.increment(counter, 60);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await kv.get(counter)).toBeNull();
  });

  it('counts every one of many increments made at once', async () => {
    const counter = key('burst');
    const counts = await Promise.all(Array.from({ length: 25 }, () => kv.increment(counter, 60)));
    expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('keeps a value until it expires, and replaces it when set again', async () => {
    const value = key('value');
    await kv.set(value, 'first', 1);
    expect(await kv.get(value)).toBe('first');
    await kv.set(value, 'second', 1);
    expect(await kv.get(value)).toBe('second');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await kv.get(value)).toBeNull();
  });

  it('hands a taken value to one caller only', async () => {
    const value = key('single-use');
    await kv.set(value, 'ticket', 60);
    const takers = await Promise.all(Array.from({ length: 10 }, () => kv.take(value)));
    expect(takers.filter((t) => t === 'ticket')).toHaveLength(1);
    expect(await kv.get(value)).toBeNull();
  });

  it('deletes a value, and deleting a missing one is not an error', async () => {
    const value = key('gone');
    await kv.set(value, 'here', 60);
    await kv.delete(value);
    expect(await kv.get(value)).toBeNull();
    await expect(kv.delete(value)).resolves.toBeUndefined();
  });
});
