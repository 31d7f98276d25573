import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';

// The server renders pages with React's production Node build (patches/react-dom+18.3.1.patch);
// tests run React's development build, so the pages here are rendered by a production process.
const require = createRequire(import.meta.url);
const webDir = path.resolve(import.meta.dirname, '..');

/** Runs `body` in a production Node process beside the app's modules; what it prints, parsed. */
function inProduction<T>(body: string): T {
  const script = `
    const React = require('react');
    const { renderToPipeableStream, renderToString } = require('react-dom/server');
    const { Writable } = require('node:stream');
    const h = React.createElement;
    /** A page rendered as the server renders it: piped once all is ready, its pieces collected. */
    const piped = (page) => new Promise((resolve, reject) => {
      const pieces = [];
      const { pipe } = renderToPipeableStream(page, {
        onAllReady() {
          pipe(new Writable({
            write(piece, _encoding, callback) { pieces.push(typeof piece === 'string' ? Buffer.from(piece) : piece); callback(); },
            final(callback) { resolve({ html: Buffer.concat(pieces).toString('utf8'), writes: pieces.length }); callback(); },
          }));
        },
        onShellError: reject,
        onError: reject,
      });
    });
    (async () => { ${body} })().then((out) => process.stdout.write(JSON.stringify(out)), (error) => { console.error(error); process.exit(1); });
  `;
  const out = execFileSync(process.execPath, ['-e', script], { cwd: webDir, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' });
  return JSON.parse(out) as T;
}

test('runs the patched React server build, which gathers the text of a flush', () => {
  const build = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.node.production.min.js');
  expect(readFileSync(build, 'utf8')).toContain('var qanoonText="";');
});

// React 18.3's own build wrote a whole 2 kB view when a character did not fit its end, so a page
// could carry NUL bytes between Urdu letters; this test fails on it.
test('a page is written whole and byte for byte as React renders it to a string, however long its text', () => {
  const { piped, string, writes } = inProduction<{ piped: string; string: string; writes: number }>(`
    const judgment = 'قانون شہادت آرڈر، 1984 — "benefit of doubt" & <mala fide> 🇵🇰 '.repeat(120);
    const page = h('main', { lang: 'ur', dir: 'rtl' }, h('h1', { title: judgment.slice(0, 80) }, judgment),
      Array.from({ length: 300 }, (_, i) => h('p', { key: i, 'data-row': i, className: i % 2 ? 'odd' : undefined },
        i, ' ', judgment.slice(i, i + 40), h('a', { href: '/cases/PLD%20' + i }, 'Read'))));
    const { html, writes } = await piped(page);
    // As UTF-8, as a page is sent: a lone half of a pair becomes U+FFFD either way.
    return { piped: html, string: Buffer.from(renderToString(page)).toString('utf8'), writes };
  `);
  expect(piped.length).toBeGreaterThan(40_000);
  expect(piped === string).toBe(true);
  expect(writes).toBeLessThan(5);
});

test('a part that waits for its data is written in its place once it has it', () => {
  const { html } = inProduction<{ html: string }>(`
    let answered = null;
    const waited = new Promise((resolve) => setTimeout(() => { answered = 'PLD 2014 SC 1 قانون'; resolve(); }, 20));
    const Answer = () => { if (answered === null) throw waited; return h('output', null, answered); };
    return piped(h('main', null, h('h1', null, 'Search'), h(React.Suspense, { fallback: h('p', null, 'Loading') }, h(Answer)), h('footer', null, 'قانون')));
  `);
  expect(html).toBe('<main><h1>Search</h1><!--$--><output>PLD 2014 SC 1 قانون</output><!--/$--><footer>قانون</footer></main>');
});
