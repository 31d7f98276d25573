import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl, uniqueId } from '../testing/index.ts';
import { createBullQueue, startBullWorker } from './bullmq.ts';

describe('a scheduled job', () => {
  const prefix = uniqueId('test-');
  const queue = createBullQueue('maintenance', testRedisUrl, prefix);
  const runs: number[] = [];
  const worker = startBullWorker('maintenance', testRedisUrl, { 'clock.tick': async () => void runs.push(Date.now()) }, { prefix });

  afterAll(async () => {
    await worker.close();
    await queue.close();
  });

  it('runs again and again until unscheduled, however often it is scheduled', async () => {
    await queue.schedule('tick', 'clock.tick', {}, { everyMs: 150 });
    await queue.schedule('tick', 'clock.tick', {}, { everyMs: 150 });
    const deadline = Date.now() + 10_000;
    while (runs.length < 3 && Date.now() < deadline) await sleep(25);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(await queue.unschedule('tick')).toBe(true);
    expect(await queue.unschedule('tick')).toBe(false);
    await sleep(400);
    const after = runs.length;
    await sleep(400);
    expect(runs.length).toBe(after);
  });
});
