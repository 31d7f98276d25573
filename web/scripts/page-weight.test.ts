import { describe, expect, it } from 'vitest';
import { budgetBytes, coldLoadScripts, pageWeights, parseRemixManifest, type RemixManifest } from './page-weight.ts';

const manifest: RemixManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/shell.js'] },
    'routes/_index': { id: 'routes/_index', parentId: 'root', index: true, module: '/assets/index.js', imports: [] },
    'routes/diary': { id: 'routes/diary', parentId: 'root', path: 'diary', module: '/assets/diary.js', imports: ['/assets/form.js'] },
    'routes/diary.$caseId': {
      id: 'routes/diary.$caseId',
      parentId: 'routes/diary',
      path: ':caseId',
      module: '/assets/case.js',
      imports: ['/assets/form.js', '/assets/shell.js'],
    },
  },
};

const sizes: Record<string, number> = {
  '/assets/entry.js': 1,
  '/assets/react.js': 100,
  '/assets/root.js': 2,
  '/assets/shell.js': 20,
  '/assets/index.js': 3,
  '/assets/diary.js': 4,
  '/assets/form.js': 30,
  '/assets/case.js': 5,
};
const sizeOf = (url: string) => sizes[url] ?? 0;

describe('the page weight report', () => {
  it('reads the manifest Remix writes for the browser', () => {
    const source = `window.__remixManifest=${JSON.stringify(manifest)};`;
    expect(parseRemixManifest(source)).toEqual(manifest);
  });

  it('counts the entry, every route from the root down and their imports, each file once', () => {
    expect(coldLoadScripts(manifest, 'routes/diary.$caseId')).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/diary.js',
      '/assets/form.js',
      '/assets/case.js',
    ]);
  });

  it('adds up each page, heaviest first, with its path from the root', () => {
    const weights = pageWeights(manifest, sizeOf, (route) => route.id !== 'root');
    expect(weights.map(({ path, bytes, scripts }) => ({ path, bytes, scripts }))).toEqual([
      { path: '/diary/:caseId', bytes: 1 + 100 + 2 + 20 + 4 + 30 + 5, scripts: 7 },
      { path: '/diary', bytes: 1 + 100 + 2 + 20 + 4 + 30, scripts: 6 },
      { path: '/', bytes: 1 + 100 + 2 + 20 + 3, scripts: 5 },
    ]);
  });

  it('flags a page over 150 KB and not one at exactly 150 KB', () => {
    const at = (bytes: number) => pageWeights(manifest, (url) => (url === '/assets/index.js' ? bytes : 0), (r) => r.index === true)[0];
    expect(budgetBytes).toBe(150 * 1024);
    expect(at(budgetBytes)?.overBudget).toBe(false);
    expect(at(budgetBytes + 1)?.overBudget).toBe(true);
  });
});
