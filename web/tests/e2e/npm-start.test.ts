import { execFileSync, spawn } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { freshDatabase } from '@qanoon/infra/testing';
import { expect, test } from 'vitest';
import { freePort } from './harness.ts';
import { repoDir, testEnv } from './paths.ts';

interface Running {
  pid: number;
  ppid: number;
  args: string;
}

/** Every process under `pid`, with its command line. */
function descendants(pid: number): Running[] {
  const table = execFileSync('ps', ['-ww', '-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [, child = '0', parent = '0', args = ''] = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line) ?? [];
      return { pid: Number(child), ppid: Number(parent), args };
    });
  const below = (parent: number): Running[] => table.filter((p) => p.ppid === parent).flatMap((p) => [p, ...below(p.pid)]);
  return below(pid);
}

/**
 * The process that runs `entry` itself: the last of the chain npm, shell, tsx, node that names it
 * (it may have children of its own, such as the compiler's service).
 */
function processOf(supervisor: number, entry: string): number | undefined {
  const named = descendants(supervisor).filter((p) => p.args.includes(entry));
  return named.find((p) => !named.some((c) => c.ppid === p.pid))?.pid;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const statusOf = (url: string) =>
  new Promise<number | undefined>((resolve) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).once('error', () => resolve(undefined));
  });

test('npm start restarts a killed worker and says when, the web answering meanwhile, and Ctrl+C stops every process', { timeout: 240_000 }, async () => {
  const databaseUrl = await freshDatabase('qanoon_test_npm_start');
  const port = await freePort();
  const supervisor = spawn(process.execPath, [path.join(repoDir, 'scripts/supervise.mjs')], {
    cwd: repoDir,
    env: { ...process.env, ...testEnv, DATABASE_URL: databaseUrl, QUEUE_PREFIX: `${testEnv.QUEUE_PREFIX}-npm-start`, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  supervisor.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  supervisor.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
  const until = async (check: () => boolean | Promise<boolean>, what: string, ms = 90_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const healthz = `http://127.0.0.1:${port}/healthz`;

  try {
    await until(() => output.includes('[worker] running jobs') && output.includes('[projector] following'), 'the worker and the projector running');
    await until(async () => (await statusOf(healthz)) === 200, 'the web answering');
    const worker = processOf(supervisor.pid ?? 0, 'src/worker.ts');
    const others = [processOf(supervisor.pid ?? 0, 'server.ts'), processOf(supervisor.pid ?? 0, 'src/main.ts')];
    expect(worker).toBeDefined();
    expect(others.every((pid) => pid !== undefined)).toBe(true);

    const told = (delay: number) => new RegExp(`^worker stopped \\((SIGKILL|exit \\d+)\\) at \\d\\d:\\d\\d:\\d\\d; restarting it in ${delay} s, at \\d\\d:\\d\\d:\\d\\d$`, 'm');
    const before = output.length;
    process.kill(worker as number, 'SIGKILL');
    await until(() => told(1).test(output.slice(before)), 'the crash told');
    expect(await statusOf(healthz)).toBe(200);

    // Killed again soon after it started, it waits twice as long before the next start.
    let restarted: number | undefined;
    await until(() => (restarted = processOf(supervisor.pid ?? 0, 'src/worker.ts')) !== undefined, 'the worker started again');
    expect(restarted).not.toBe(worker);
    const again = output.length;
    process.kill(restarted as number, 'SIGKILL');
    await until(() => told(2).test(output.slice(again)), 'the second crash told');
    await until(() => output.slice(again).includes('[worker] running jobs'), 'the worker running again');
    expect(others.every((pid) => alive(pid as number))).toBe(true);
    expect(await statusOf(healthz)).toBe(200);

    // Ctrl+C: every process ends, and npm start with code 0.
    const everyProcess = descendants(supervisor.pid ?? 0).map((p) => p.pid);
    supervisor.kill('SIGINT');
    expect(await ended).toBe(0);
    await until(() => everyProcess.every((pid) => !alive(pid)), 'every process ended', 15_000);
  } finally {
    if (supervisor.exitCode === null) {
      for (const p of descendants(supervisor.pid ?? 0)) if (alive(p.pid)) process.kill(p.pid, 'SIGKILL');
      supervisor.kill('SIGKILL');
    }
  }
});
