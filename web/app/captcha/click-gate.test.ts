import { describe, expect, it } from 'vitest';
import { clickOf, reportedClick } from './click-gate.server.ts';
import { captchaUrl, gateDataUrl, returnPath } from './gate.server.ts';

describe('what the click counter counts', () => {
  it('counts page loads and submissions, returning to the page with its query', () => {
    expect(clickOf('GET', '/search?mode=citation')).toEqual({ kind: 'document', page: '/search?mode=citation' });
    expect(clickOf('POST', '/lawyersdairy')).toEqual({ kind: 'document', page: '/lawyersdairy' });
  });

  it('counts single-fetch data requests as the page they load, without Remix’s parameters', () => {
    expect(clickOf('GET', '/statutes.data?_routes=routes%2Fstatutes')).toEqual({ kind: 'data', page: '/statutes' });
    expect(clickOf('GET', '/_root.data')).toEqual({ kind: 'data', page: '/' });
    expect(clickOf('POST', '/_root.data?index')).toEqual({ kind: 'data', page: '/' });
    expect(clickOf('GET', '/search.data?q=bail&_routes=root')).toEqual({ kind: 'data', page: '/search?q=bail' });
  });

  it('leaves out the captcha, the ways in and out, files, the manifest and probes', () => {
    for (const path of ['/captcha', '/captcha.data', '/captcha.data?gate=clicks', '/login', '/login.data', '/logout', '/files/receipts/a.png', '/__manifest?p=%2F', '/assets/app.js', '/socket.io/?EIO=4', '/healthz', '/readyz']) {
      expect(clickOf('GET', path), path).toBeNull();
    }
    expect(clickOf('POST', '/logout')).toBeNull();
  });

  it('counts a click the page reported as its navigation would be, and never the captcha or a stranger’s address', () => {
    expect(reportedClick({ id: 'a-b', to: '/dictionary?page=2', method: 'GET' })).toEqual({ kind: 'document', page: '/dictionary?page=2' });
    expect(reportedClick({ id: 'a-b', to: '/lawyersdairy', method: 'post' })).toEqual({ kind: 'document', page: '/lawyersdairy' });
    for (const to of ['/captcha', '/login?redirectTo=%2F', '/logout', 'https://elsewhere.example/', '//elsewhere.example/x', undefined, ['/a', '/b']]) {
      expect(reportedClick({ id: 'a-b', to, method: 'GET' }), String(to)).toBeNull();
    }
  });

  it('counts a named navigation to the page the reader is on: a click on its own link', () => {
    const onPage = { dest: 'empty', referer: 'http://app.example/statutes' };
    expect(clickOf('GET', '/statutes.data?_routes=root', onPage)).toBeNull();
    expect(clickOf('GET', '/statutes.data?_routes=root', { ...onPage, clickId: 'k1-abc' })).toEqual({ kind: 'data', page: '/statutes' });
  });

  it('leaves out stray files and requests that are no click', () => {
    expect(clickOf('GET', '/favicon.ico')).toBeNull();
    expect(clickOf('HEAD', '/search')).toBeNull();
    expect(clickOf('OPTIONS', '/search')).toBeNull();
  });

  it('counts what a browser loads as a page or fetches for one, not the images, scripts or prefetches of a page', () => {
    expect(clickOf('GET', '/dictionary', { dest: 'document' })).toEqual({ kind: 'document', page: '/dictionary' });
    expect(clickOf('GET', '/dictionary.data', { dest: 'empty' })).toEqual({ kind: 'data', page: '/dictionary' });
    expect(clickOf('GET', '/receipts/4f1c', { dest: 'image' })).toBeNull();
    expect(clickOf('GET', '/receipts/4f1c', { dest: 'document' })).toEqual({ kind: 'document', page: '/receipts/4f1c' });
    expect(clickOf('GET', '/search', { dest: 'script' })).toBeNull();
    expect(clickOf('GET', '/search.data', { dest: 'empty', purpose: 'prefetch' })).toBeNull();
  });

  it('leaves out background data: suggestions while typing, a script fetching what is no page, revalidations', () => {
    expect(clickOf('GET', '/search/courts?q=lah', { dest: 'empty' })).toBeNull();
    expect(clickOf('GET', '/search/courts.data?q=lah&_routes=routes%2Fsearch_.courts', { dest: 'empty' })).toBeNull();
    expect(clickOf('GET', '/receipts/4f1c', { dest: 'empty' })).toBeNull();
    const onPage = { dest: 'empty', referer: 'http://127.0.0.1:3000/dictionary?letter=B' };
    expect(clickOf('GET', '/dictionary.data?letter=B&_routes=root', onPage)).toBeNull();
    expect(clickOf('GET', '/dictionary.data?letter=C', onPage)).toEqual({ kind: 'data', page: '/dictionary?letter=C' });
    expect(clickOf('POST', '/dictionary.data?letter=B', onPage)).toEqual({ kind: 'data', page: '/dictionary?letter=B' });
  });

  it('does count pages that merely start like a left-out one', () => {
    expect(clickOf('GET', '/captchas')).toEqual({ kind: 'document', page: '/captchas' });
    expect(clickOf('GET', '/login-help.data')).toEqual({ kind: 'data', page: '/login-help' });
  });
});

describe('the way to the captcha and back', () => {
  it('returns only to a local page other than the captcha', () => {
    expect(returnPath('/search?q=1')).toBe('/search?q=1');
    expect(returnPath('https://evil.example/')).toBeNull();
    expect(returnPath('//evil.example')).toBeNull();
    expect(returnPath('/captcha?redirectTo=/x')).toBeNull();
    expect(returnPath('/captcha.data')).toBeNull();
    expect(returnPath(null)).toBeNull();
  });

  it('sends a visitor to the captcha with the page to come back to', () => {
    expect(captchaUrl('/statutes?page=2')).toBe('/captcha?redirectTo=%2Fstatutes%3Fpage%3D2');
    expect(captchaUrl('/')).toBe('/captcha');
    expect(captchaUrl('//evil.example')).toBe('/captcha');
  });

  it('routes a gated data request to the captcha route alone', () => {
    const url = new URL(gateDataUrl('/topics'), 'http://app.invalid');
    expect(url.pathname).toBe('/captcha.data');
    expect(Object.fromEntries(url.searchParams)).toEqual({ gate: 'clicks', redirectTo: '/topics', _routes: 'routes/captcha' });
  });
});
