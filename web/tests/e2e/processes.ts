import { spawn, type ChildProcess } from 'node:child_process';
import { repoDir, testEnv, tsxBin } from './paths.ts';

export interface BackgroundProcess {
  child: ChildProcess;
  output: () => string;
}

/**
 * Start a background process of the product (projector, worker) with the test environment plus
 * `env`; it runs until stopProcess. An exit other than by SIGTERM is reported with its output.
 */
export function startProcess(name: string, entry: string, env: Record<string, string> = {}): BackgroundProcess {
  const child = spawn(tsxBin, [entry], {
    cwd: repoDir,
    env: { ...process.env, ...testEnv, ...env },
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

/** Wait until a process has printed `line` (it says so once it runs), failing if it exits first. */
export async function waitForOutput(started: BackgroundProcess, line: string | RegExp, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const seen = () => (typeof line === 'string' ? started.output().includes(line) : line.test(started.output()));
  while (!seen()) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) throw new Error(`The process exited before printing ${line}:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`The process did not print ${line} within ${timeoutMs} ms:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}
