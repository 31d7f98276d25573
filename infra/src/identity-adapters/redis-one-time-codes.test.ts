import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl, uniqueId } from '../testing/index.ts';
import { createRedisExpiringValues } from './expiring-values.ts';
import { createRedisOneTimeCodes } from './redis-one-time-codes.ts';

const keyPrefix = `${uniqueId('test-')}:`;
const codes = createRedisOneTimeCodes(testRedisUrl, { keyPrefix, wrongAttempts: 3 });
const values = createRedisExpiringValues(testRedisUrl, { keyPrefix });
const redis = new Redis(testRedisUrl);
afterAll(async () => {
  await Promise.all([codes.close(), values.close()]);
  redis.disconnect();
});

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('one-time codes in Redis', () => {
  it('are six digits and match once', async () => {
    const subject = uniqueId('+92300');
    const code = await codes.issue('login', subject);
    expect(code).toMatch(/^\d{6}$/);
    expect(await codes.verify('login', subject, code)).toBe('ok');
    expect(await codes.verify('login', subject, code)).toBe('expired');
  });

  it('belong to one purpose and one subject', async () => {
    const subject = uniqueId('+92300');
    const code = await codes.issue('login', subject);
    expect(await codes.verify('password-reset', subject, code)).toBe('expired');
    expect(await codes.verify('login', `${subject}9`, code)).toBe('expired');
    expect(await codes.verify('login', subject, code)).toBe('ok');
  });

  it('lock after the wrong-attempt limit, even against the right code afterwards', async () => {
    const subject = uniqueId('+92300');
    const code = await codes.issue('signup-phone', subject);
    expect(await codes.verify('signup-phone', subject, wrong(code))).toBe('wrong');
    expect(await codes.verify('signup-phone', subject, wrong(code))).toBe('wrong');
    expect(await codes.verify('signup-phone', subject, wrong(code))).toBe('locked');
    expect(await codes.verify('signup-phone', subject, code)).toBe('locked');
  });

  it('hold out against guesses made all at once', async () => {
    const subject = uniqueId('+92300');
    const code = await codes.issue('login', subject);
    const guesses = Array.from({ length: 20 }, (_, i) => String(i).padStart(6, '0')).filter((g) => g !== code);
    const answers = await Promise.all(guesses.map((g) => codes.verify('login', subject, g)));
    expect(answers.filter((a) => a === 'wrong')).toHaveLength(2);
    expect(await codes.verify('login', subject, code)).toBe('locked');
  });

  it('replace the earlier code when a new one is sent', async () => {
    const subject = uniqueId('+92300');
    const first = await codes.issue('login', subject);
    const second = await codes.issue('login', subject);
    if (first !== second) expect(await codes.verify('login', subject, first)).toBe('wrong');
    expect(await codes.verify('login', subject, second)).toBe('ok');
  });

  it('expire after their time to live', async () => {
    const shortLived = createRedisOneTimeCodes(testRedisUrl, { keyPrefix, ttlSeconds: 1 });
    const subject = uniqueId('+92300');
    const code = await shortLived.issue('login', subject);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await shortLived.verify('login', subject, code)).toBe('expired');
    await shortLived.close();
  });

  it('keep neither the code nor the subject in clear', async () => {
    const subject = uniqueId('+92300');
    const code = await codes.issue('login', subject);
    const keys = await redis.keys(`${keyPrefix}*`);
    expect(keys.join(' ')).not.toContain(subject);
    const stored = await Promise.all(keys.filter((k) => k.includes(':otp:')).map((k) => redis.hgetall(k)));
    expect(JSON.stringify(stored)).not.toContain(code);
  });
});

describe('expiring values in Redis', () => {
  it('are taken once however many ask at once', async () => {
    const token = uniqueId('ticket');
    await values.put('reset-ticket', token, 'user-1', 60);
    const taken = await Promise.all([values.take('reset-ticket', token), values.take('reset-ticket', token)]);
    expect(taken.sort()).toEqual(['user-1', null].sort());
  });

  it('vanish after their time to live and on delete', async () => {
    const key = uniqueId('phone');
    await values.put('verified', key, '1', 1);
    expect(await values.get('verified', key)).toBe('1');
    await new Promise((r) => setTimeout(r, 1100));
    expect(await values.get('verified', key)).toBeNull();
    await values.put('verified', key, '1', 60);
    await values.delete('verified', key);
    expect(await values.get('verified', key)).toBeNull();
  });
});
