// npm start: install what is missing, build, migrate, run web + worker + projector (each restarted
// when it crashes), seed demo data.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { demoEnv, ensureInstalled, loadDotEnv, root, run, waitForStores } from './lib.mjs';
import { productProcesses, supervise } from './supervise.mjs';

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
// A local demo has no SMS gateway: its codes are read from the development outbox.
const { stop, stopping } = supervise(Object.keys(productProcesses), { env: demoEnv(process.env) });

const url = `http://localhost:${port}`;
async function webReady() {
  for (let i = 0; i <= 120; i++) {
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}
// Not run synchronously: meanwhile the supervisor restarts what crashes, and Ctrl+C stops it all.
const seed = () =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', 'seed', '--silent'], { cwd: root, stdio: 'inherit' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });

if (!(await webReady())) {
  console.error('The web process did not become ready in 60 s');
  stop(1);
} else if (!(await seed())) {
  // Ctrl+C ends the seed too: then there is nothing to say.
  if (!stopping()) console.error('\nSeeding the demo data failed');
  stop(1);
} else {
  console.log(`
  Qanoon is running: open ${url}
  Sign in as the administrator  admin@qanoon.demo   / demo-admin-123
          or as the lawyer      lawyer@qanoon.demo  / demo-lawyer-123
  The sign-in code of a new browser is in the outbox: ${url}/dev/outbox
  (the outbox answers only browsers on this machine: others get 404)
  npm start is a local demo, not a deployment: see docs/security.md
  Processes: web, worker, projector; one that crashes is restarted. Stop with Ctrl+C.
`);
}
