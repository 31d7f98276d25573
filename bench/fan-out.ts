// Realtime fan-out: how long the product's notices take to reach every open page. Two web
// processes of the built app share Redis (the adapter carries notices between them); 2,000
// signed-in users each have one socket open, half on each process, authenticated with the session
// cookie as a browser's is. Then, timed from the command to each socket:
//   (b) the expiry sweep (job billing.expire-due) expires every user's package: the projector
//       turns each PaymentExpired into the 'subscription' notice of that user's room;
//   (a) an administrator deletes each user (the users screen's action): the 'message' notice
//       that forces the logout goes to that user's room, then the room's sockets are closed.
// In the same run, the limit: plain Socket.IO servers with the Redis adapter (no sign-in, no
// product code) and the same 2,000 clients, one notice per user's room from a Redis emitter.
// Usage: npx tsx bench/fan-out.ts [--users 2000]
// Needs PostgreSQL, Redis, a built web app (npm run build -w @qanoon/web) and an open-file limit
// above 4 × users (ulimit -n 20000): each socket is one descriptor here and one in a web process.
// Uses the database qanoon_bench_fanout, made afresh each run; the limit's servers use their own
// Redis channels (qanoon-bench-fanout#…), the app's are the product's own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { createArgon2PasswordHasher, rooms } from '@qanoon/infra';
import { freshDatabase, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { parseEnv, storeEnvShape } from '@qanoon/services';
import { createRuntime } from '@qanoon/services/runtime';
import { subscriptionStream } from '../services/src/billing/subscription/subscription.ts';
import { openSession } from '../services/src/identity/sessions.ts';
import { insertUser } from '../services/src/identity/users-table.ts';
import { createCookies } from '../web/app/auth/cookies.server.ts';
import { benchAccount, freePort, pause } from './support.ts';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '2000' },
  },
});
/** The limit's servers' Redis channels, apart from the product's. */
const limitKey = 'qanoon-bench-fanout';

async function main(): Promise<void> {
  const users = Number(args.users);
  const repoRoot = path.resolve(import.meta.dirname, '..');
  const webDir = path.join(repoRoot, 'web');
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(path.join(webDir, buildDir, 'server/index.js'))) {
    console.log(`skipped: no built app in web/${buildDir} (npm run build -w @qanoon/web)`);
    return;
  }
  const secret = 'qanoon-bench-fanout-session-secret-0123456789';
  const databaseUrl = await freshDatabase('qanoon_bench_fanout');
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: uniqueId('bench-fanout-'),
    SESSION_SECRET: secret,
    CLICK_LIMIT: '999999999',
    // Two web servers of one process each, half the sockets on each (the product's own processes
    // behind one port are another way to run two; ADR 0048).
    WEB_PROCESSES: '1',
  };
  const { ELASTICSEARCH_URL: _engineSwitch, ...outside } = process.env;
  const started: ChildProcess[] = [];
  const start = (entry: string, cwd: string, extra: Record<string, string> = {}, nodeArgs: string[] = []): ChildProcess => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
      cwd,
      env: { ...outside, ...env, ...extra } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.once('exit', (code, signal) => {
      if (code !== 0 && code !== 143 && signal !== 'SIGTERM') console.error(`${entry} exited with ${code ?? signal}\n${errors}`);
    });
    started.push(child);
    return child;
  };
  const stop = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  // PROFILE=1: each web process writes a CPU profile into bench/profiles (not kept in git) when it stops.
  const profile = process.env.PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(repoRoot, 'bench/profiles')}`] : [];

  const runtime = createRuntime(parseEnv(storeEnvShape, { ...outside, ...env }), { applicationName: 'qanoon-bench-fanout' });
  const cookies = createCookies(secret);
  try {
    const setupStarted = performance.now();
    const admin = await runtime.identity.provisionAccount(benchAccount('admin', true));
    await runtime.billing.addPackage({ userId: admin.userId }, { package: 'Free', duration: '14', fee: '0', registration: '0', total: '0' });
    const free = (await runtime.billing.listPackages()).find((p) => p.package === 'Free');
    // One password hash for every reader: hashing 2,000 would be the whole setup.
    const passwordHash = await createArgon2PasswordHasher().hash('secret-123');
    const readers: { userId: string; cookie: string }[] = [];
    // The projector runs from the start: each trial answers once the payments read model shows it.
    const projector = start('projections/src/main.ts', repoRoot);
    let behind = 0;
    await eachOf(users, 16, async (i) => {
      const { password: _password, ...reader } = benchAccount(`reader${i}`, false);
      const inserted = await insertUser(runtime.db, { ...reader, passwordHash });
      if ('ok' in inserted) throw new Error(inserted.message);
      const trial = await runtime.billing.startTrial({ userId: inserted.id }, { packageId: free?.id });
      if (!trial.ok) throw new Error(trial.message);
      if (!trial.caughtUp) behind += 1;
      const session = await openSession(runtime.db, inserted.id, { remember: false, userAgent: 'bench' });
      readers[i] = { userId: inserted.id, cookie: (await cookies.session.serialize(session.token)).split(';')[0] ?? '' };
    });
    if (behind > 0) console.log(`${behind} trials answered before the payments read model showed them`);
    console.log(`${users.toLocaleString('en')} readers on a trial, each signed in, in ${seconds(setupStarted)} s`);

    // The limit first, while the machine has only its own servers to run.
    const rawPorts = [await freePort(), await freePort()];
    const raw = rawPorts.map((port) => start('bench/fan-out-limit-server.ts', repoRoot, { PORT: String(port), LIMIT_KEY: limitKey }));
    await Promise.all(rawPorts.map((port) => untilListening(port)));
    const rawSockets = await connectAll(readers, (reader, i) =>
      io(`http://127.0.0.1:${rawPorts[i % 2]}`, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, query: { user: reader.userId } }),
    );
    const rawArrivals = arrivalsOf(rawSockets, 'notice');
    const emitterRedis = new Redis(testRedisUrl);
    await new Promise((resolve) => emitterRedis.once('ready', resolve));
    const rawEmitter = new Emitter(emitterRedis, { key: limitKey });
    const rawStarted = performance.now();
    for (const reader of readers) rawEmitter.to(rooms.user(reader.userId)).emit('notice', { text: 'limit' });
    const limit = await collect(rawArrivals, rawStarted);
    for (const socket of rawSockets) socket.disconnect();
    emitterRedis.disconnect();
    await Promise.all(raw.map(stop));
    console.log(`limit: ${limit.ms.length} of ${users} in ${quantile(limit.ms, 1).toFixed(0)} ms`);

    const webPorts = [await freePort(), await freePort()];
    const webs = webPorts.map((port) => start('server.ts', webDir, { PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir }, profile));
    await Promise.all(webPorts.map((port) => untilHealthy(port)));
    const connectStarted = performance.now();
    const sockets = await connectAll(readers, (reader, i) =>
      io(`http://127.0.0.1:${webPorts[i % 2]}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie: reader.cookie },
      }),
      (ready, reader) => Array.isArray(ready.rooms) && ready.rooms.includes(rooms.user(reader.userId)),
    );
    console.log(`${sockets.length.toLocaleString('en')} sockets signed in, half on each web process, in ${seconds(connectStarted)} s`);

    // (b) The expiry sweep over every reader's trial, a day after it ends.
    const expiries = arrivalsOf(sockets, 'subscription', (payload) => (payload as { isPaid?: unknown }).isPaid === 'expire');
    const sweepStarted = performance.now();
    const sweep = await runtime.billing.expireDue(new Date(Date.now() + 15 * 86_400_000));
    const sweepMs = performance.now() - sweepStarted;
    const expiry = await collect(expiries, sweepStarted);
    if (sweep.expired.length !== users) console.log(`the sweep expired ${sweep.expired.length} of ${users} (${sweep.failed.length} failed)`);
    // Each expiry's own commit: the time the event store recorded its PaymentExpired (the same clock).
    const { rows: expired } = await runtime.db.query<{ stream_id: string; at: number }>(
      "SELECT stream_id, extract(epoch FROM recorded_at) * 1000 AS at FROM events WHERE type = 'PaymentExpired'",
    );
    const recorded = new Map(expired.map((row) => [row.stream_id, Number(row.at) - performance.timeOrigin]));
    const fromOwnExpiry = expiry.received.map(([i, at]) => at - (recorded.get(subscriptionStream(readers[i]?.userId ?? '')) ?? sweepStarted));

    // (a) The administrator deletes every reader, all at once; each deletion forces its reader's logout.
    const logouts = arrivalsOf(sockets, 'message');
    const issued = new Map<number, number>();
    const deleteStarted = performance.now();
    await Promise.all(
      readers.map(async (reader, i) => {
        const outcome = await runtime.identity.deleteUser({ userId: admin.userId }, reader.userId);
        if (!outcome.ok) throw new Error(outcome.message);
        issued.set(i, performance.now());
      }),
    );
    const deletesMs = performance.now() - deleteStarted;
    const logout = await collect(logouts, deleteStarted);
    const fromOwnCommand = logout.received.map(([i, at]) => at - (issued.get(i) ?? deleteStarted));
    for (const socket of sockets) socket.disconnect();
    await Promise.all(webs.map(stop));
    await stop(projector);

    const { stdout } = process;
    stdout.write(`\n${users.toLocaleString('en')} users, one socket each, two web processes; ms from the command to each socket\n`);
    stdout.write('path                                             received    p50    p95    p99    max\n');
    const row = (label: string, ms: number[]) =>
      stdout.write(
        `${label.padEnd(48)} ${`${ms.length}/${users}`.padStart(9)} ${[0.5, 0.95, 0.99, 1].map((q) => quantile(ms, q).toFixed(0).padStart(6)).join(' ')}\n`,
      );
    row('limit: plain Socket.IO, one emit per room', limit.ms);
    row(`(b) expiry sweep (sweep itself ${sweepMs.toFixed(0)} ms)`, expiry.ms);
    row('(b) the same, from each expiry\'s recorded time', fromOwnExpiry);
    row(`(a) admin deletes all (commands ${deletesMs.toFixed(0)} ms)`, logout.ms);
    row('(a) the same, from each deletion\'s own return', fromOwnCommand);
    const ratio = (ms: number[]) => (quantile(ms, 0.99) / quantile(limit.ms, 0.99)).toFixed(1);
    stdout.write(`p99 ratio to the limit: expiry ${ratio(expiry.ms)}x, forced logout ${ratio(logout.ms)}x\n`);
    for (const [label, run] of [['expiry', expiry], ['forced logout', logout], ['limit', limit]] as const) {
      if (run.ms.length < users) stdout.write(`${label}: ${users - run.ms.length} of ${users} never arrived\n`);
    }
  } finally {
    await Promise.all(started.map(stop));
    await runtime.close();
  }
}

type Arrivals = { received: Map<number, number>; total: number };

/** When each socket first got `event` (and `accept` took its payload), by the socket's index. */
function arrivalsOf(sockets: Socket[], event: string, accept: (payload: unknown) => boolean = () => true): Arrivals {
  const received = new Map<number, number>();
  sockets.forEach((socket, i) => {
    const listener = (payload: unknown) => {
      if (!accept(payload) || received.has(i)) return;
      received.set(i, performance.now());
      socket.off(event, listener);
    };
    socket.on(event, listener);
  });
  return { received, total: sockets.length };
}

/** Wait until every socket has its notice, or 5 s pass without a new one; ms from `since`. */
async function collect(arrivals: Arrivals, since: number): Promise<{ ms: number[]; received: [number, number][] }> {
  let seen = -1;
  let quietSince = performance.now();
  while (arrivals.received.size < arrivals.total) {
    if (arrivals.received.size !== seen) {
      seen = arrivals.received.size;
      quietSince = performance.now();
    } else if (performance.now() - quietSince > 5_000) break;
    await pause(20);
  }
  const received = [...arrivals.received.entries()];
  return { ms: received.map(([, at]) => at - since), received };
}

/** Open a socket per reader, 100 at a time, each ready when the server says so. */
async function connectAll<R>(
  readers: R[],
  open: (reader: R, i: number) => Socket,
  check: (ready: { rooms?: unknown }, reader: R) => boolean = () => true,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  await eachOf(readers.length, 100, async (i) => {
    const reader = readers[i] as R;
    const socket = open(reader, i);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket ${i} not ready in 30 s`)), 30_000);
      socket.once('ready', (ready: { rooms?: unknown }) => {
        clearTimeout(timer);
        if (check(ready, reader)) resolve();
        else reject(new Error(`socket ${i} not signed in: ${JSON.stringify(ready)}`));
      });
      socket.once('connect_error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    sockets[i] = socket;
  });
  return sockets;
}

async function eachOf(total: number, width: number, call: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < total) await call(next++);
    }),
  );
}

async function untilHealthy(port: number): Promise<void> {
  for (let tries = 0; !(await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 300) throw new Error(`the web app on ${port} did not start`);
    await pause(200);
  }
}

async function untilListening(port: number): Promise<void> {
  for (let tries = 0; !(await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`).then(() => true, () => false)); tries++) {
    if (tries > 300) throw new Error(`the limit's server on ${port} did not start`);
    await pause(200);
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);
const quantile = (ms: number[], q: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

await main();
