import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { migrate } from '@qanoon/infra';
import { repoDir, testDatabaseUrl, testEnv, webDir } from './paths.ts';
import { startProcess, stopProcess } from './processes.ts';

/**
 * The browser tests run the built web app (each file its own server) against one projector and
 * one worker, as the product runs: read models and jobs come from those processes.
 */
export default async function setup() {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(path.join(webDir, buildDir, 'server/index.js'))) {
    execFileSync(path.join(repoDir, 'node_modules/.bin/remix'), ['vite:build'], { cwd: webDir, stdio: 'inherit' });
  }
  await migrate(testDatabaseUrl);
  const processes = [startProcess('projector', 'projections/src/main.ts'), startProcess('worker', 'services/src/worker.ts')];
  return async () => {
    await Promise.all(processes.map((p) => stopProcess(p.child)));
    await rm(testEnv.DATA_DIR, { recursive: true, force: true });
  };
}
