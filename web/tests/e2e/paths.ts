import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoDir = path.resolve(webDir, '..');
export const tsxBin = path.join(repoDir, 'node_modules/.bin/tsx');
export const screenshotsDir = path.join(repoDir, 'artifacts/screenshots');
export const testDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/qanoon_test';
export const testSessionSecret = 'qanoon-e2e-session-secret-0123456789abcdef';
