import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the worker with bad configuration', () => {
  it.each([
    ['DATABASE_URL', 'mysql://localhost/qanoon'],
    ['WORKER_CONCURRENCY', 'many'],
  ])('stops at start with one line naming %s', (variable, value) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'worker.ts')], {
      env: { ...process.env, [variable]: value },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(78);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable}: `));
  });
});
