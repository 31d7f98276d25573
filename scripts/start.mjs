// npm start: install what is missing, build, migrate, run web + worker + projector, seed demo data.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, loadDotEnv, root, run, waitForStores } from './lib.mjs';

loadDotEnv();
if (!process.env.SESSION_SECRET) {
  // The app runs in production mode, which needs a secret: make one and keep it for next time.
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  appendFileSync(path.join(root, '.env'), `SESSION_SECRET=${process.env.SESSION_SECRET}\n`);
  console.log('Generated SESSION_SECRET and saved it in .env');
}
ensureInstalled();
await waitForStores();
run('npm', ['run', 'build', '-w', '@qanoon/web']);
run('npm', ['run', 'migrate', '--silent']);

const port = process.env.PORT ?? '3000';
const processes = [
  ['web', ['run', 'start', '-w', '@qanoon/web']],
  ['worker', ['run', 'worker', '-w', '@qanoon/services']],
  ['projector', ['run', 'projector', '-w', '@qanoon/projections']],
];
const children = processes.map(([name, args]) => {
  const child = spawn('npm', ['--silent', ...args], {
    cwd: root,
    // Its own process group: npm does not pass signals on to the script's processes, so stopping
    // signals the whole group (npm, the shell, tsx and node).
    detached: true,
    // A local demo has no SMS gateway: its codes are read from the development outbox.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', DEV_OUTBOX: process.env.DEV_OUTBOX ?? 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `${name.padEnd(9)}| `;
  const forward = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`${prefix}${line}\n`);
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
      stop(1);
    }
  });
  return child;
});

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) signalGroup(child, 'SIGTERM');
  // A process that has not stopped after 10 s is killed, so none outlives npm start.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }, 10_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const url = `http://localhost:${port}`;
for (let i = 0; ; i++) {
  const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
  if (ready) break;
  if (i > 120) {
    console.error('The web process did not become ready in 60 s');
    stop(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}
run('npm', ['run', 'seed', '--silent']);
console.log(`
  Qanoon is running: open ${url}
  Sign in as the administrator  admin@qanoon.demo   / demo-admin-123
          or as the lawyer      lawyer@qanoon.demo  / demo-lawyer-123
  The sign-in code of a new browser is in the outbox: ${url}/dev/outbox
  (the outbox answers only browsers on this machine: others get 404)
  npm start is a local demo, not a deployment: see docs/security.md
  Processes: web, worker, projector. Stop with Ctrl+C.
`);
