import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '@qanoon/infra';
import { repoDir, testDatabaseUrl, testEnv, tsxBin, webDir } from './paths.ts';

/** Start a background process of the product (projector, worker) for the whole browser run. */
function startProcess(name: string, entry: string): { child: ChildProcess; output: () => string } {
  const child = spawn(tsxBin, [entry], {
    cwd: repoDir,
    env: { ...process.env, ...testEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') process.stderr.write(`[e2e ${name}] exited with ${code ?? signal}\n${output}\n`);
  });
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/**
 * The browser tests run the built web app (each file its own server) against one projector and
 * one worker, as the product runs: read models and jobs come from those processes.
 */
export default async function setup() {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(path.join(webDir, buildDir, 'server/index.js'))) {
    execFileSync(path.join(repoDir, 'node_modules/.bin/remix'), ['vite:build'], { cwd: webDir, stdio: 'inherit' });
  }
  await migrate(testDatabaseUrl);
  const processes = [startProcess('projector', 'projections/src/main.ts'), startProcess('worker', 'services/src/worker.ts')];
  return async () => {
    await Promise.all(processes.map((p) => stop(p.child)));
  };
}
