import cluster, { type Worker } from 'node:cluster';

/** A process that ends on its own after it served is replaced, unless this many ended within a minute. */
const replacementsPerMinute = 5;
/** How long a shutdown waits for the web processes to finish what they serve (each stops itself within 10 s). */
const shutdownGraceMs = 12_000;

/**
 * The web server as `count` processes sharing one port (node:cluster; ADR 0048): the primary only
 * starts and watches them, and each of them runs the whole server. Every piece of state a request
 * or a socket relies on lives in PostgreSQL or Redis (sessions, limits, the search answers'
 * generation, Socket.IO's rooms through its Redis adapter), so any process may answer any request.
 *
 * Returns 'serve' where the caller runs the server (a worker, or the only process when `count` is
 * 1) and 'supervise' in the primary of several. The primary prints the address once every process
 * listens; a process that ends before it ever listened (the port taken, say) ends them all with
 * code 1, one that ends later is replaced; SIGTERM and SIGINT stop them all, then the primary.
 */
export function webProcesses(count: number, address: string): 'serve' | 'supervise' {
  if (count <= 1 || cluster.isWorker) return 'serve';

  const listened = new Set<number>();
  const ended: number[] = [];
  let stopping = false;

  const start = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listened.add(worker.id);
      if (listened.size === count) console.log(`Qanoon web listening on ${address} (${count} processes)`);
    });
  };

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownGraceMs).unref();
    for (const worker of workers()) worker.process.kill('SIGTERM');
    const finish = () => {
      if (workers().length === 0) process.exit(code);
    };
    cluster.on('exit', finish);
    finish();
  };

  cluster.on('exit', (worker: Worker, exitCode, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${exitCode}`;
    if (!listened.has(worker.id)) {
      console.error(`A web process ended with ${how} before it could serve; stopping.`);
      stopAll(1);
      return;
    }
    const now = Date.now();
    ended.push(now);
    while (ended.length > 0 && (ended[0] ?? now) < now - 60_000) ended.shift();
    if (ended.length > replacementsPerMinute) {
      console.error(`Web processes keep ending (the last with ${how}); stopping.`);
      stopAll(1);
      return;
    }
    console.error(`A web process ended with ${how}; starting another.`);
    start();
  });

  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));
  for (let i = 0; i < count; i++) start();
  return 'supervise';
}

const workers = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
