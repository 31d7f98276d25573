import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type * as RemixRouter from '@remix-run/router';
import type * as StaticRouting from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';

// The server loads the router's CommonJS build, the file patches/ changes; the browser's bundle
// takes the ES module build, left as published.
const require = createRequire(import.meta.url);
const routerFile = require.resolve('@remix-run/router');
const router = require('@remix-run/router') as typeof RemixRouter;

const routes = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'search', path: 'search' },
      { id: 'case', path: 'cases/:citationId' },
      { id: 'statute', path: 'statutes/:ordinance/:statuteId?' },
      { id: 'admin', path: 'Dashboard', caseSensitive: true },
      { id: 'missing', path: '*' },
    ],
  },
];

const leaf = (pathname: string) => router.matchRoutes(routes, pathname)?.at(-1);

describe("the server's route matching (patches/@remix-run+router)", () => {
  it('runs the patched router, which keeps ranked branches and compiled patterns', () => {
    expect(readFileSync(routerFile, 'utf8')).toContain('const rankedBranchesByRoutes = new WeakMap()');
  });

  it('matches each address to its route however often and in whatever order the same routes are asked', () => {
    const asked = ['/search', '/cases/2024-SCMR-1', '/', '/statutes/PPC', '/statutes/PPC/302', '/nowhere/at/all', '/Search', '/cases/2024-SCMR-1/', '/search'];
    const answers = () => asked.map((pathname) => `${leaf(pathname)?.route.id} ${JSON.stringify(leaf(pathname)?.params)}`);
    const first = answers();
    expect(first).toEqual([
      'search {}',
      'case {"citationId":"2024-SCMR-1"}',
      'home {}',
      'statute {"ordinance":"PPC"}',
      'statute {"ordinance":"PPC","statuteId":"302"}',
      'missing {"*":"nowhere/at/all"}',
      'search {}',
      'case {"citationId":"2024-SCMR-1"}',
      'search {}',
    ]);
    expect(answers()).toEqual(first);
  });

  it('keeps a pattern matched with and without case, and to the end or as a prefix, apart', () => {
    expect(leaf('/Dashboard')?.route.id).toBe('admin');
    expect(leaf('/dashboard')?.route.id).toBe('missing');
    expect(router.matchPath({ path: '/Dashboard', caseSensitive: false }, '/dashboard')).not.toBeNull();
    expect(router.matchPath({ path: '/Dashboard', caseSensitive: true }, '/dashboard')).toBeNull();
    expect(router.matchPath({ path: '/cases', end: false }, '/cases/1')?.pathnameBase).toBe('/cases');
    expect(router.matchPath({ path: '/cases', end: true }, '/cases/1')).toBeNull();
  });

  it('gives each caller matches of its own: changing them changes no later match of the same address', () => {
    const first = router.matchRoutes(routes, '/cases/2024-SCMR-1');
    const leafMatch = first?.at(-1);
    if (!leafMatch) throw new Error('no match');
    (leafMatch.params as Record<string, string>).citationId = 'changed';
    first?.pop();
    const again = router.matchRoutes(routes, '/cases/2024-SCMR-1');
    expect(again?.map((match) => match.route.id)).toEqual(['root', 'case']);
    expect(again?.at(-1)?.params).toEqual({ citationId: '2024-SCMR-1' });
  });

  it('matches a routes array of its own afresh, not by an earlier array of the same shape', () => {
    const other = [{ id: 'other-root', path: '/', children: [{ id: 'other-search', path: 'search' }] }];
    expect(router.matchRoutes(other, '/search')?.at(-1)?.route.id).toBe('other-search');
    expect(leaf('/search')?.route.id).toBe('search');
  });
});

describe("the server render's routes (patches/@remix-run+react, patches/react-router-dom)", () => {
  it('are made once per build: a static router made again from the same routes renders the same array', async () => {
    // Remix's server render requires the CommonJS build, the file the patch changes.
    const { createStaticHandler, createStaticRouter } = require('react-router-dom/server') as typeof StaticRouting;
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://qanoon/cases/2024-SCMR-1'));
    if (context instanceof Response) throw new Error('a redirect');
    const first = createStaticRouter(routes, context);
    const again = createStaticRouter(routes, context);
    expect(again.routes).toBe(first.routes);
    expect(again.state.matches.map((match) => [match.route.id, match.params])).toEqual([
      ['root', { citationId: '2024-SCMR-1' }],
      ['case', { citationId: '2024-SCMR-1' }],
    ]);
    expect(createStaticRouter([...routes], context).routes).not.toBe(first.routes);
    expect(readFileSync(require.resolve('@remix-run/react/dist/server.js'), 'utf8')).toContain('function serverRoutesOf(');
  });
});

describe("a link's address on the server (patches/@remix-run+router)", () => {
  const resolved = (to: string, routePathnames: string[], location: string, pathRelative = false) => {
    const path = router.resolveTo(to, routePathnames, location, pathRelative);
    return `${path.pathname}${path.search}${path.hash}`;
  };
  const asked: [string, string[], string, boolean][] = [
    ['/cases/PLD%202014%20SC%201', ['/', '/search'], '/search', false],
    ['?tab=index&page=2', ['/', '/search'], '/search', false],
    ['../statutes/PPC', ['/', '/search', '/search/courts'], '/search/courts', false],
    ['../statutes/PPC', ['/', '/search', '/search/courts'], '/search/courts', true],
    ['.', ['/', '/lawyersdairy'], '/lawyersdairy/', false],
    ['edit#top', ['/', '/lawyersdairy/cases/1'], '/lawyersdairy/cases/1', false],
    ['', ['/'], '/search', false],
    ['', [], '/search', false],
    ['x', [''], '/search', false],
  ];

  // The expected addresses are what the router answered before the patch.
  it('resolves every kind of address as before, however often it is asked, from whichever route', () => {
    const answers = () => asked.map(([to, routes, location, relative]) => resolved(to, routes, location, relative));
    const first = answers();
    expect(first).toEqual([
      '/cases/PLD%202014%20SC%201',
      '/search?tab=index&page=2',
      '/search/statutes/PPC',
      '/search/statutes/PPC',
      '/lawyersdairy/',
      '/lawyersdairy/cases/1/edit#top',
      '/',
      '/',
      '/x',
    ]);
    expect(answers()).toEqual(first);
  });

  it("gives each caller an address of its own: changing it changes no later link's", () => {
    const path = router.resolveTo('/search?tab=citation', ['/'], '/');
    path.pathname = '/changed';
    expect(router.resolveTo('/search?tab=citation', ['/'], '/').pathname).toBe('/search');
    const matches = router.matchRoutes(routes, '/statutes/PPC/302') ?? [];
    const pathnames = router.UNSAFE_getResolveToMatches(matches, false);
    pathnames.push('/changed');
    expect(router.UNSAFE_getResolveToMatches(matches, false)).toEqual(['/', '/statutes/PPC/302']);
    expect(router.UNSAFE_getResolveToMatches(matches, true)).toEqual(['/', '/statutes/PPC/302']);
  });
});
