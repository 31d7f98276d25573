// The processes of `npm start`, kept running as compose's `restart: unless-stopped` keeps its
// services (ADR 0059). Run alone (`node scripts/supervise.mjs [web|worker|projector…]`), it runs
// them over an installation already built and migrated.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { root } from './lib.mjs';

/** What `npm start` runs: each process's npm script. */
export const productProcesses = {
  web: ['run', 'start', '-w', '@qanoon/web'],
  worker: ['run', 'worker', '-w', '@qanoon/services'],
  projector: ['run', 'projector', '-w', '@qanoon/projections'],
};

/** The first wait before a restart; it doubles with each crash in a row, up to `maxDelayMs`. */
export const firstDelayMs = 1_000;
export const maxDelayMs = 30_000;
/**
 * A process that ran this long before it ended starts again after the first wait. As long as the
 * longest wait, so a process that keeps crashing is started at most about once in that time.
 */
export const steadyAfterMs = 30_000;
/** How long a stopping process may take before it is killed. */
const stopGraceMs = 10_000;

const clock = (at) => at.toTimeString().slice(0, 8);

/**
 * Run the named processes, each in its own process group (npm does not pass signals on to the
 * script's processes, so stopping signals the whole group: npm, the shell, tsx and node), their
 * output prefixed with their name. One that ends is started again after a wait that doubles while
 * it keeps ending, and the others go on. `stop` ends them all, then this process; so do SIGINT
 * (Ctrl+C) and SIGTERM.
 */
export function supervise(names, { env = process.env } = {}) {
  let stopping = false;
  const supervised = names.map((name) => ({ name, child: null, timer: null, crashes: 0 }));

  const start = (entry) => {
    const startedAt = Date.now();
    const child = spawn('npm', ['--silent', ...productProcesses[entry.name]], { cwd: root, detached: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    entry.child = child;
    const prefix = `${entry.name.padEnd(9)}| `;
    const forward = (stream) => (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) stream.write(`${prefix}${line}\n`);
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    child.on('exit', (code, signal) => {
      if (stopping) return;
      // What the group's leader left behind (a killed npm leaves tsx and node) would hold the
      // port or the jobs of the process started in its place.
      signalGroup(child, 'SIGKILL');
      entry.crashes = Date.now() - startedAt >= steadyAfterMs ? 1 : entry.crashes + 1;
      const delay = Math.min(firstDelayMs * 2 ** (entry.crashes - 1), maxDelayMs);
      const at = new Date(Date.now() + delay);
      console.error(
        `${entry.name} stopped (${signal ?? `exit ${code}`}) at ${clock(new Date())}; restarting it in ${delay / 1000} s, at ${clock(at)}`,
      );
      entry.timer = setTimeout(() => {
        entry.timer = null;
        if (!stopping) start(entry);
      }, delay);
    });
  };

  const running = () => supervised.map((s) => s.child).filter((child) => child && child.exitCode === null && child.signalCode === null);

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    for (const entry of supervised) if (entry.timer) clearTimeout(entry.timer);
    const alive = running();
    for (const child of alive) signalGroup(child, 'SIGTERM');
    // A process that has not stopped in time is killed, so none outlives its supervisor.
    setTimeout(() => {
      for (const child of running()) signalGroup(child, 'SIGKILL');
      process.exit(code);
    }, stopGraceMs).unref();
    Promise.all(alive.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() => process.exit(code));
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const entry of supervised) start(entry);
  return { stop, stopping: () => stopping };
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in productProcesses));
  if (unknown.length > 0) {
    console.error(`Unknown process ${unknown.join(', ')}: choose from ${Object.keys(productProcesses).join(', ')}`);
    process.exit(2);
  }
  supervise(names.length > 0 ? names : Object.keys(productProcesses));
  console.log(`Running ${(names.length > 0 ? names : Object.keys(productProcesses)).join(', ')}. Stop with Ctrl+C.`);
}
