// What the benchmarks share: a free port, a pause, a bench account, where the CPU went.
import { randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { uniqueId } from '@qanoon/infra/testing';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now, for a web process the benchmark starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A sign-up's fields for a benchmark's admin or lawyer, with a fresh email and phone. */
export function benchAccount(name: string, isAdmin: boolean, password = 'secret-123') {
  return {
    criteria: isAdmin ? ('admin' as const) : ('lawyer' as const),
    firstName: 'Bench',
    lastName: name,
    email: `${uniqueId(name.toLowerCase())}@example.pk`,
    contact: `+923${String(randomInt(0, 1e9)).padStart(9, '0')}`,
    address: '-',
    city: 'Lahore',
    speciality: 'Civil',
    university: null,
    intake: null,
    isAdmin,
    newsletter: false,
    terms: true,
    password,
  };
}

/** CPU seconds so far of this process, of every PostgreSQL server process on this machine, and of the machine itself (Linux's /proc). */
function cpuSnapshot() {
  const own = process.cpuUsage();
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Its own time and that of its children that ended (the server's backends that closed).
      postgres += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const machine = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = (machine[3] ?? 0) + (machine[4] ?? 0);
  const total = machine.reduce((sum, n) => sum + n, 0);
  return { own: (own.user + own.system) / 1e6, postgres: postgres / 100, idle: idle / 100, total: total / 100 };
}

/**
 * Runs `work` and says where the CPU went meanwhile: this process's CPU seconds, PostgreSQL's
 * (all its server processes) and how busy the machine's cores were. Null where /proc is missing.
 */
export async function cpuDuring(work: () => Promise<unknown>): Promise<string | null> {
  const before = existsSync('/proc/stat') ? cpuSnapshot() : null;
  await work();
  if (!before) return null;
  const after = cpuSnapshot();
  const busy = 1 - (after.idle - before.idle) / (after.total - before.total);
  return `CPU: this process ${(after.own - before.own).toFixed(1)} s, PostgreSQL ${(after.postgres - before.postgres).toFixed(1)} s, cores ${Math.round(busy * 100)}% busy`;
}

/** Kilobytes of a process's memory from Linux's /proc: resident now, its peak, and the part that is its own (not shared pages); null when gone. */
export function memoryOf(pid: number): { rss: number; peak: number; anon: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS'), peak: kb('VmHWM'), anon: kb('RssAnon') };
  } catch {
    return null;
  }
}

/** Megabytes, rounded, from kilobytes or bytes. */
export const mb = (n: number, unit: 'kB' | 'B' = 'kB') => Math.round(n / (unit === 'kB' ? 1024 : 1024 * 1024));

/** CPU seconds a process has used so far (user and system), from /proc; 0 when gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The machine's load average over 1, 5 and 15 minutes, as one figure to print beside a measurement. */
export const loadAverage = () => `load ${loadavg().map((n) => n.toFixed(1)).join(' ')}`;
