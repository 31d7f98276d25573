import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { freePort, runTsx, startApp, type RunningApp } from './harness.ts';

// The web server as several processes behind one port (ADR 0048), as production runs it.
let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ WEB_PROCESSES: '2' });
  await until(() => app.logs().includes(`listening on http://localhost:${new URL(app.url).port} (2 processes)`), 'both processes listening');
}, 60_000);
afterAll(() => app?.stop());

/** Every process under `pid`, children first. */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const below = (parent: number): number[] => table.filter(([, ppid]) => ppid === parent).flatMap(([child]) => [child, ...below(child)]);
  return below(pid);
}
/** The web processes: the server's primary process is tsx's only child, and they are its children. */
const webProcesses = () => {
  const [primary] = descendants(app.pid);
  return primary === undefined ? [] : descendants(primary);
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms\n${app?.logs() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The status of a GET over a new connection, as a browser's retry makes one: a kept-alive
 * connection to a process that was killed is reset, whoever else serves the port.
 */
const statusOf = (url: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).once('error', reject);
  });

const connect = (url: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });

test('two processes answer pages and sockets on one port, and a notice reaches the sockets of both', async () => {
  expect(webProcesses()).toHaveLength(2);
  const pages = await Promise.all(Array.from({ length: 12 }, () => fetch(app.url).then((response) => response.status)));
  expect(pages).toEqual(Array(12).fill(200));

  // Connections are dealt to the processes in turn: six sockets land on both.
  const sockets = await Promise.all(Array.from({ length: 6 }, () => connect(app.url)));
  try {
    const text = `Cause list published ${Date.now()}`;
    const heard = Promise.all(sockets.map((socket) => new Promise<string>((resolve) => socket.once('notice', (notice: { text: string }) => resolve(notice.text)))));
    const emitter = await runTsx(['tests/e2e/emit-notice.ts', text], {});
    expect(emitter.code).toBe(0);
    await expect(heard).resolves.toEqual(Array(6).fill(text));
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
});

test('a web process that dies is replaced, and the other answers meanwhile', async () => {
  const [victim, survivor] = webProcesses();
  expect(victim).toBeDefined();
  process.kill(victim as number, 'SIGKILL');
  // Once the primary has seen the death, the port goes to the processes alive (a connection
  // accepted in the instant before can be lost with the process: ADR 0048).
  await until(() => app.logs().includes('A web process ended with signal SIGKILL; starting another.'), 'the death logged');
  expect(await statusOf(`${app.url}/healthz`)).toBe(200);
  await until(() => webProcesses().length === 2 && !webProcesses().includes(victim as number), 'a replacement running');
  expect(webProcesses()).toContain(survivor);
  await until(async () => (await Promise.all([1, 2, 3, 4].map(() => statusOf(app.url)))).every((s) => s === 200), 'pages again');
});

test('stopping the server stops every web process', async () => {
  const processes = [...descendants(app.pid)];
  expect(processes.length).toBeGreaterThanOrEqual(3);
  await app.stop();
  await until(() => processes.every((pid) => !alive(pid)), 'every process ended', 15_000);
});

test('a port already taken stops the server with code 1 and says so', async () => {
  const taken = createServer();
  const port = await freePort();
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
  try {
    const result = await runTsx(['server.ts'], { WEB_PROCESSES: '2', PORT: String(port), HOST: '127.0.0.1' }, 60_000);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('A web process ended with code 1 before it could serve; stopping.');
  } finally {
    taken.close();
  }
}, 90_000);
