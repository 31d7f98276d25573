import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const routesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/routes');

it('every page route has its own error boundary, so a failure never replaces the whole document', async () => {
  const files = (await readdir(routesDir)).filter((f) => /\.tsx?$/.test(f));
  const pages: string[] = [];
  for (const file of files) {
    const source = await readFile(path.join(routesDir, file), 'utf8');
    if (/export default function/.test(source)) pages.push(file);
  }
  const missing = [];
  for (const file of pages) {
    if (!/export (\{[^}]*ErrorBoundary[^}]*\}|function ErrorBoundary)/.test(await readFile(path.join(routesDir, file), 'utf8'))) missing.push(file);
  }
  expect(pages.length).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});
