import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadDotEnv() {
  const file = path.join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Install dependencies when they are missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Wait until PostgreSQL and Redis accept connections, or explain how to start them. */
export async function waitForStores(timeoutMs = 30_000) {
  const stores = [
    ['PostgreSQL', new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/qanoon'), 5432],
    ['Redis', new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'), 6379],
  ];
  const deadline = Date.now() + timeoutMs;
  for (const [name, url, defaultPort] of stores) {
    const host = url.hostname;
    const port = Number(url.port || defaultPort);
    while (!(await reachable(host, port))) {
      if (Date.now() > deadline) {
        console.error(`${name} is not reachable at ${host}:${port}. Start it (see README, "Requirements") and try again.`);
        process.exit(1);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * The environment of the local demo's processes: production mode, the development outbox, and
 * the address links in emails point to, which follows PORT unless PUBLIC_URL is given.
 */
export function demoEnv(env) {
  return {
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'production',
    DEV_OUTBOX: env.DEV_OUTBOX ?? 'true',
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? '3000'}`,
  };
}
