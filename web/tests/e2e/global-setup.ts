import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '@qanoon/infra';
import { repoDir, testDatabaseUrl, webDir } from './paths.ts';

export default async function setup() {
  if (!existsSync(path.join(webDir, 'build/server/index.js'))) {
    execFileSync(path.join(repoDir, 'node_modules/.bin/remix'), ['vite:build'], { cwd: webDir, stdio: 'inherit' });
  }
  await migrate(testDatabaseUrl);
}
