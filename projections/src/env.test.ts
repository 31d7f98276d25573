import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the projector with bad configuration', () => {
  it.each([
    ['REDIS_URL', 'not a url'],
    ['PROJECTION_BATCH_SIZE', '0'],
  ])('stops at start with one line naming %s', (variable, value) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
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
