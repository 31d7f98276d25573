import { request as httpRequest } from 'node:http';
import { describe, expect, test } from 'vitest';
import { bodyMessages } from '../../app/http/body-limits.ts';
import { latestCode, newAccount, paidAccount, sessionCookie, useTestRuntime, type TestAccount } from './accounts.ts';
import { useApp } from './harness.ts';

// Requests an attacker writes by hand: each is answered with a redirect or a 4xx, never a 500.
const served = useApp();
const stores = useTestRuntime();

const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' };
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${served.app.url}${path}`, { method: 'POST', body, headers, redirect: 'manual' });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');

/** A multipart form whose one field carries a part header of `headerBytes` bytes. */
function longPartHeader(headerBytes: number) {
  const boundary = '----qanoon-long-header';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\nX-Padding: ${'a'.repeat(headerBytes)}\r\n\r\na@example.pk\r\n--${boundary}--\r\n`;
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

describe('a crafted path to return to', () => {
  async function signInFrom(path: string, account: TestAccount) {
    const credentials = { email: account.email, password: account.password };
    const asked = await post(path, form(credentials), urlencoded);
    expect(asked.status).toBe(200);
    const code = await latestCode(stores.runtime, account.contact);
    return post(path, form({ ...credentials, intent: 'code', code }), { ...urlencoded, Cookie: cookiesOf(asked).join('; ') });
  }

  test('signing in from a link returning to a path past U+00FF goes there, encoded, and the session works', async () => {
    const account = await newAccount(stores.runtime);
    const signedIn = await signInFrom('/login?redirectTo=%2F%C4%81', account);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/%C4%81');
    const session = cookiesOf(signedIn).filter((cookie) => !cookie.endsWith('='));
    const profile = await fetch(`${served.app.url}/profile`, { headers: { Cookie: session.join('; ') }, redirect: 'manual' });
    expect(profile.status).toBe(200);
  });

  test('the language switch returns to such a path encoded, and to a line separator too', async () => {
    for (const [redirectTo, location] of [
      ['/ā', '/%C4%81'],
      ['/\u2028x', '/%E2%80%A8x'],
      ['/search?q=بیع', `/search?q=${encodeURIComponent('بیع')}`],
    ]) {
      const response = await post('/language', form({ language: 'ur', redirectTo: redirectTo ?? '' }), urlencoded);
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get('location'), redirectTo).toBe(location);
    }
  });
});

describe('submissions from nowhere and from elsewhere', () => {
  test('Origin: null answers 403, signed out and signed in', async () => {
    const refused = await post('/login', form({ email: 'a@example.pk', password: 'x' }), { ...urlencoded, Origin: 'null' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(bodyMessages.foreignOrigin);
    const cookie = await sessionCookie(stores.runtime, await newAccount(stores.runtime));
    const signedIn = await post('/language', form({ language: 'ur', redirectTo: '/' }), { ...urlencoded, Origin: 'null', Cookie: cookie });
    expect(signedIn.status).toBe(403);
  });

  test('without a proxy in front, an X-Forwarded-Host naming the other site does not make its submission ours', async () => {
    const response = await post('/login', form({ email: 'a@example.pk', password: 'x' }), {
      ...urlencoded,
      Origin: 'http://evil.example',
      'X-Forwarded-Host': 'evil.example',
    });
    expect(response.status).toBe(403);
    // Nor does one naming this site let a foreign Origin through, or stop our own page's submission.
    const ownHost = new URL(served.app.url).host;
    const own = await post('/login', form({ email: 'a@example.pk', password: 'x' }), { ...urlencoded, Origin: served.app.url, 'X-Forwarded-Host': 'evil.example' });
    expect(own.status).toBe(200);
    const foreign = await post('/login', form({ email: 'a@example.pk', password: 'x' }), { ...urlencoded, Origin: 'http://evil.example', 'X-Forwarded-Host': ownHost });
    expect(foreign.status).toBe(403);
  });
});

describe('a multipart part header too long to be a browser’s', () => {
  test('answers 400 on every form, signed out, signed in and as an administrator', async () => {
    const admin = await newAccount(stores.runtime, { isAdmin: true });
    const adminCookie = await sessionCookie(stores.runtime, admin);
    const userCookie = await sessionCookie(stores.runtime, await paidAccount(stores.runtime, admin));
    const { body, headers } = longPartHeader(200 * 1024);
    const asked: [string, string][] = [
      ['/login', ''],
      ['/signup', ''],
      ['/password', ''],
      ['/language', ''],
      ['/profile', userCookie],
      ['/dashboard/users', adminCookie],
      ['/dashboard/packages', adminCookie],
    ];
    for (const [path, cookie] of asked) {
      const response = await post(path, body, { ...headers, ...(cookie ? { Cookie: cookie } : {}) });
      expect(response.status, path).toBe(400);
    }
  });

  test('a multipart body without a declared length is cut off past a form’s size with 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const { headers } = longPartHeader(0);
      const sent = httpRequest(new URL('/login', served.app.url), { method: 'POST', headers, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      sent.on('error', reject);
      sent.write('------qanoon-long-header\r\nContent-Disposition: form-data; name="email"\r\nX-Padding: ');
      const chunk = 'a'.repeat(64 * 1024);
      let left = 48;
      const writeMore = () => {
        while (left-- > 0) if (!sent.write(chunk)) return void sent.once('drain', writeMore);
        sent.end();
      };
      writeMore();
    });
    expect(status).toBe(413);
  });
});

describe('pages with secrets and personal data', () => {
  test('the profile, its data and the answer showing a new token once are never kept by a cache', async () => {
    const admin = await newAccount(stores.runtime, { isAdmin: true });
    const cookie = await sessionCookie(stores.runtime, await paidAccount(stores.runtime, admin));
    for (const path of ['/profile', '/profile.data', '/lawyersdairy', '/bookmarks']) {
      const page = await fetch(`${served.app.url}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toContain('no-store');
    }
    const created = await post('/profile', form({ intent: 'create-token', name: 'script', 'scope:search:read': 'on' }), { ...urlencoded, Cookie: cookie });
    expect(created.status).toBe(200);
    expect(await created.text()).toMatch(/qan_\w+/);
    expect(created.headers.get('cache-control')).toContain('no-store');
  });
});
