// What the local engines share: the tools they need, a detached JVM with a pid file, and waiting.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Stop with one line when Java 17+ or Maven is missing. */
export function requireJavaAndMaven(engine) {
  for (const [tool, args] of [['java', ['-version']], ['mvn', ['-v']]]) {
    const result = spawnSync(tool, args, { encoding: 'utf8' });
    if (result.error) throw new EngineError(`${engine} needs Java 17+ and Maven on PATH: ${tool} not found`);
    if (tool === 'java') {
      const major = Number(/version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1] ?? 0);
      if (major < 17) throw new EngineError(`${engine} needs Java 17 or newer: found Java ${major || 'of unknown version'}`);
    }
  }
}

/** An error the engines command prints as one line, without a stack. */
export class EngineError extends Error {}

/** Run Maven quietly; its output is shown only when it fails. */
export function maven(pom, goals) {
  const result = spawnSync('mvn', ['-q', '-B', '-f', pom, ...goals], { encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new EngineError(`mvn ${goals.join(' ')} failed (exit ${result.status}); its output is above`);
  }
}

export function readPid(pidFile) {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Start a JVM in a process group of its own that outlives this process, logging to a file. */
export function startDetached({ args, cwd, logFile, pidFile }) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const out = openSync(logFile, 'a');
  const child = spawn('java', args, { cwd, detached: true, stdio: ['ignore', out, out] });
  child.unref();
  writeFileSync(pidFile, `${child.pid}\n`);
  return child.pid;
}

/** SIGTERM the process group, SIGKILL it after the grace period, and forget the pid. */
export async function stopPid(pidFile, graceMs = 30_000) {
  const pid = readPid(pidFile);
  if (pid) {
    signal(pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (alive(pid) && Date.now() < deadline) await sleep(200);
    if (alive(pid)) signal(pid, 'SIGKILL');
    while (alive(pid)) await sleep(100);
  }
  rmSync(pidFile, { force: true });
  return pid !== undefined;
}

function signal(pid, name) {
  try {
    process.kill(-pid, name);
  } catch {
    try {
      process.kill(pid, name);
    } catch {
      /* already gone */
    }
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Poll until check() is true; fail with the log's last lines when the process dies or time runs out. */
export async function waitUntil(check, { engine, pidFile, logFile, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (!readPid(pidFile)) throw new EngineError(`${engine} stopped while starting: see ${logFile}\n${tail(logFile)}`);
    if (Date.now() > deadline) throw new EngineError(`${engine} did not answer within ${timeoutMs / 1000} s: see ${logFile}`);
    await sleep(500);
  }
}

function tail(file, lines = 15) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Whether something already listens on a loopback port. */
export function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
