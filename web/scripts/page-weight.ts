// Prints, for every page of the built app, the gzip size of all the JavaScript a cold load of it
// fetches before it is interactive (the entry, the route chain's modules and the chunks they
// import, each counted once), and fails when a page is over the budget of 150 KB (ADR 0040).
// With --warn (as the build runs it) a page over the budget is reported and does not fail.
//
// Usage: npm run page-weight -w @qanoon/web [-- <build directory, default build>] [--json] [--warn]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const budgetBytes = 150 * 1024;

/** The parts of Remix's browser manifest a cold load reads. */
export interface RemixManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

export interface PageWeight {
  id: string;
  path: string;
  scripts: number;
  bytes: number;
  overBudget: boolean;
}

/** The browser manifest Remix writes beside the chunks (`window.__remixManifest={…}`). */
export function parseRemixManifest(source: string): RemixManifest {
  const json = source.trim().replace(/^window\.__remixManifest\s*=\s*/, '').replace(/;$/, '');
  return JSON.parse(json) as RemixManifest;
}

/** The route ids from the root down to `routeId`. */
export function routeChain(manifest: RemixManifest, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id !== undefined; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`route ${id} is not in the manifest`);
    chain.unshift(id);
  }
  return chain;
}

/**
 * The script URLs a cold load of `routeId` fetches, as Remix's <Scripts> preloads them: the entry
 * and its imports, then every route of the chain with its (already transitive) static imports.
 * Chunks loaded by dynamic import() are not among them.
 */
export function coldLoadScripts(manifest: RemixManifest, routeId: string): string[] {
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeChain(manifest, routeId)) {
    const route = manifest.routes[id];
    if (!route) continue;
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}

/** Every route's cold-load weight, heaviest first; `sizeOf(url)` gives a script's gzip bytes. */
export function pageWeights(
  manifest: RemixManifest,
  sizeOf: (url: string) => number,
  isPage: (route: ManifestRoute) => boolean = () => true,
): PageWeight[] {
  return Object.values(manifest.routes)
    .filter(isPage)
    .map(({ id }) => {
      const scripts = coldLoadScripts(manifest, id);
      const bytes = scripts.reduce((sum, url) => sum + sizeOf(url), 0);
      return { id, path: pathOf(manifest, id), scripts: scripts.length, bytes, overBudget: bytes > budgetBytes };
    })
    .sort((a, b) => b.bytes - a.bytes || a.id.localeCompare(b.id));
}

function pathOf(manifest: RemixManifest, routeId: string): string {
  const parts = routeChain(manifest, routeId)
    .map((id) => manifest.routes[id]?.path)
    .filter((part): part is string => part !== undefined && part !== '');
  return `/${parts.join('/')}`;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main(argv: string[]) {
  const json = argv.includes('--json');
  const buildDir = argv.find((arg) => !arg.startsWith('--')) ?? 'build';
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const clientDir = path.resolve(webDir, buildDir, 'client');
  const assets = path.join(clientDir, 'assets');
  const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error(`no Remix manifest in ${assets}: build the app first`);
  const manifest = parseRemixManifest(readFileSync(path.join(assets, manifestFile), 'utf8'));

  const sizes = new Map<string, number>();
  const read = (url: string) => readFileSync(path.join(clientDir, url));
  const sizeOf = (url: string) => {
    const size = sizes.get(url) ?? gzipSync(read(url)).length;
    sizes.set(url, size);
    return size;
  };
  // A resource route (CSV, JSON) has no component: nobody loads it as a page.
  // A layout whose index route answers its own path is never a page by itself.
  const hasIndex = new Set(Object.values(manifest.routes).filter((r) => r.index).map((r) => r.parentId));
  const isPage = (route: ManifestRoute) =>
    route.id !== 'root' && !hasIndex.has(route.id) && /as default\b/.test(read(route.module).toString());
  const weights = pageWeights(manifest, sizeOf, isPage);

  if (json) {
    process.stdout.write(`${JSON.stringify(weights, null, 2)}\n`);
  } else {
    const width = Math.max(...weights.map((w) => w.path.length));
    console.log(`JavaScript per page, cold load, gzip (budget ${kb(budgetBytes)} KB):`);
    for (const w of weights) {
      console.log(`  ${w.path.padEnd(width)}  ${kb(w.bytes).padStart(6)} KB  ${String(w.scripts).padStart(2)} files${w.overBudget ? '  OVER BUDGET' : ''}`);
    }
  }
  const over = weights.filter((w) => w.overBudget);
  if (over.length > 0) {
    console.error(`${over.length} page(s) over ${kb(budgetBytes)} KB: ${over.map((w) => w.path).join(', ')}`);
    if (!argv.includes('--warn')) process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
