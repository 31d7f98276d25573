import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { heartbeatAge, startHeartbeat } from './heartbeat.ts';

const run = promisify(execFile);
const folder = await mkdtemp(path.join(tmpdir(), 'qanoon-heartbeat-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The container health check, as docker compose runs it. */
async function health(file: string, maxAgeSeconds = 30): Promise<{ code: number; output: string }> {
  const env = { ...process.env, HEARTBEAT_FILE: file, HEARTBEAT_MAX_AGE_SECONDS: String(maxAgeSeconds) };
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'health', '-w', '@qanoon/infra'], { env });
    return { code: 0, output: stdout.trim() };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, output: stderr.trim() };
  }
}

describe('the heartbeat of a process without an HTTP port', () => {
  it('beats while its check passes, and the health check says healthy', async () => {
    const file = path.join(folder, 'alive');
    const heartbeat = startHeartbeat(file, async () => true, { everyMs: 50 });
    await expect.poll(() => heartbeatAge(file)).not.toBeNull();
    expect(await health(file)).toMatchObject({ code: 0, output: expect.stringMatching(/^healthy/) });
    await heartbeat.stop();
    expect(await heartbeatAge(file)).toBeNull();
  });

  it('is never read half written: a check while it beats finds the time, never an empty file', async () => {
    const file = path.join(folder, 'busy');
    const heartbeat = startHeartbeat(file, async () => true, { everyMs: 1 });
    await expect.poll(() => heartbeatAge(file)).not.toBeNull();
    const ages = await Promise.all(Array.from({ length: 3000 }, () => heartbeatAge(file)));
    await heartbeat.stop();
    expect(ages.filter((age) => age === null)).toHaveLength(0);
  });

  it('stops beating while its check fails, so the heartbeat goes stale', async () => {
    const file = path.join(folder, 'losing-its-stores');
    let storesAnswer = true;
    const heartbeat = startHeartbeat(file, async () => storesAnswer, { everyMs: 50 });
    await expect.poll(() => heartbeatAge(file)).not.toBeNull();
    storesAnswer = false;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await heartbeatAge(file)).toBeGreaterThanOrEqual(200);
    await heartbeat.stop();
  });

  it('makes the health check fail on a stale heartbeat or none', async () => {
    const stale = path.join(folder, 'wedged');
    await writeFile(stale, new Date(Date.now() - 120_000).toISOString());
    expect(await health(stale)).toEqual({ code: 1, output: expect.stringMatching(/^unhealthy: the last heartbeat is 12\d s old \(limit 30 s\)$/) });
    const none = path.join(folder, 'never-started');
    expect(await health(none)).toEqual({ code: 1, output: `unhealthy: no heartbeat in ${none} yet` });
  });
});
