import { request as httpRequest } from 'node:http';
import { describe, expect, test } from 'vitest';
import { attemptRules, limitMessages, messages } from '@qanoon/contracts';
import { latestCode, newAccount, paidAccount, sessionCookie, useTestRuntime } from './accounts.ts';
import { bodyMessages } from '../../app/http/body-limits.ts';
import { useApp } from './harness.ts';

// The per-address limits apply here, unlike in the journeys.
const served = useApp({ LIMIT_EXEMPT_ADDRESSES: '' });
const stores = useTestRuntime();

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${served.app.url}${path}`, { method: 'POST', body, headers, redirect: 'manual' });
const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** A multipart body written by hand, so a file name can be anything a sender puts there. */
function multipart(parts: { name: string; filename?: string; type?: string; body: string | Buffer }[]) {
  const boundary = '----qanoon-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends the whole body, as a browser does, and fails on a connection the server cut under it:
 * the rest is written only once the answer has come, as a slow sender's would be.
 */
function postWhole(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body);
    const sent = httpRequest(new URL(path, served.app.url), { method: 'POST', headers: { ...headers, 'Content-Length': bytes.byteLength } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => sent.end(bytes.subarray(64 * 1024), () => resolve({ status: res.statusCode ?? 0, text })));
    });
    sent.on('error', reject);
    sent.write(bytes.subarray(0, 64 * 1024));
  });
}

describe('bodies are bounded', () => {
  test('a 2 MB urlencoded sign-in answers 413 with a message, as a page and as data', async () => {
    const body = form({ email: 'a@example.pk', password: 'x'.repeat(2 * 1024 * 1024) });
    const page = await postWhole('/login', body, urlencoded);
    expect(page.status).toBe(413);
    expect(page.text).toContain('The form is too large');
    const data = await postWhole('/login.data', body, urlencoded);
    expect(data.status).toBe(413);
  });

  test('a 3 MB picture is answered with the size message, not a broken connection', async () => {
    const account = await newAccount(stores.runtime);
    const cookie = await sessionCookie(stores.runtime, account);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(3 * 1024 * 1024)]);
    const { body, contentType } = multipart([
      { name: 'intent', body: 'picture' },
      { name: 'picture', filename: 'me.png', type: 'image/png', body: png },
    ]);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = new URL('/profile', served.app.url);
      const sent = httpRequest(url, { method: 'POST', headers: { 'Content-Type': contentType, 'Content-Length': body.byteLength, Cookie: cookie } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      sent.on('error', reject);
      // Written slowly, in pieces, as a browser on a phone line would.
      let offset = 0;
      const writeMore = () => {
        while (offset < body.byteLength) {
          const piece = body.subarray(offset, offset + 64 * 1024);
          offset += piece.byteLength;
          if (!sent.write(piece)) return void sent.once('drain', writeMore);
        }
        sent.end();
      };
      writeMore();
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(messages.pictureTooLarge);
  });
});

describe('what cannot be read is a bad request, never a server error', () => {
  test('a JSON body to a form action answers 400', async () => {
    const response = await post('/login', JSON.stringify({ email: 'a@example.pk', password: 'x' }), { 'Content-Type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('send the form as a web form');
  });

  test('a malformed urlencoded body and one that is not UTF-8 answer 400', async () => {
    expect((await post('/login', 'email=%E0%A4%A&password=x', urlencoded)).status).toBe(400);
    expect((await post('/login', Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe]), urlencoded)).status).toBe(400);
  });

  test('a NUL character in a form answers 400', async () => {
    const response = await post('/login', form({ email: 'a\u0000@example.pk', password: 'secret-123' }), urlencoded);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('NUL character');
  });

  test('%00 or a broken escape in a search address answers 400', async () => {
    const admin = await newAccount(stores.runtime, { isAdmin: true });
    const cookie = await sessionCookie(stores.runtime, await paidAccount(stores.runtime, admin));
    for (const path of ['/search?tab=case&keyword=%00&from=2000&to=2020', '/articles?q=a%00b', '/dictionary?letter=%E0%A4%A']) {
      const response = await fetch(`${served.app.url}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
      expect(response.status, path).toBe(400);
    }
    const adminCookie = await sessionCookie(stores.runtime, admin);
    const users = await fetch(`${served.app.url}/dashboard/users?name=%00`, { headers: { Cookie: adminCookie }, redirect: 'manual' });
    expect(users.status).toBe(400);
  });

  test("an address asking for a route's data the way Remix once did (`_data=`) answers 400", async () => {
    const admin = await newAccount(stores.runtime, { isAdmin: true });
    const cookie = await sessionCookie(stores.runtime, await paidAccount(stores.runtime, admin));
    // Remix answered the sign-in page's data asked for by a visitor with a 500 (its loader gives no object), and a route it does not know with a 403.
    const paths = ['/login?_data=routes%2Flogin', '/search?_data=routes%2Fsearch&tab=case', '/articles?_data=no-such-route', '/?a=1&_data'];
    for (const [path, headers] of paths.flatMap((path) => [[path, {}] as const, [path, { Cookie: cookie }] as const])) {
      const response = await fetch(`${served.app.url}${path}`, { headers, redirect: 'manual' });
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toBe(bodyMessages.badAddress);
    }
    // `_data` as a value, not as a parameter's name, is an ordinary search.
    const search = await fetch(`${served.app.url}/articles?q=_data`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(search.status).toBe(200);
  });

  test.each(['a=b.png', 'a;b.png'])('an upload named %s answers 400 with a message', async (filename) => {
    const account = await newAccount(stores.runtime);
    const cookie = await sessionCookie(stores.runtime, account);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);
    const { body, contentType } = multipart([{ name: 'picture', filename, type: 'image/png', body: png }]);
    const response = await post('/profile', body, { 'Content-Type': contentType, Cookie: cookie });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('rename the file');
  });

  test('a submission from another site answers 403', async () => {
    const response = await post('/login', form({ email: 'a@example.pk', password: 'x' }), { ...urlencoded, Origin: 'http://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('another site');
    const own = await post('/login', form({ email: 'a@example.pk', password: 'x' }), { ...urlencoded, Origin: served.app.url });
    expect(own.status).toBe(200);
  });
});

test('a 2 MB form sent in chunks, without a declared length, is cut off at 1 MB with 413', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const sent = httpRequest(new URL('/login.data', served.app.url), { method: 'POST', headers: urlencoded, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.write('email=a%40example.pk&password=');
    const chunk = 'x'.repeat(64 * 1024);
    let left = 32;
    const writeMore = () => {
      while (left-- > 0) if (!sent.write(chunk)) return void sent.once('drain', writeMore);
      sent.end();
    };
    writeMore();
  });
  expect(status).toBe(413);
});

describe('sign-in holds out against guessers', () => {
  const signIn = (fields: Record<string, string>, cookie = '') =>
    post('/login.data', form(fields), { ...urlencoded, ...(cookie ? { Cookie: cookie } : {}) }).then(async (r) => ({
      status: r.status,
      text: await r.text(),
      cookies: r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '),
    }));

  test('someone who knows only the email cannot burn the owner\'s sign-in code', async () => {
    const victim = await newAccount(stores.runtime);
    const owner = await signIn({ email: victim.email, password: victim.password });
    expect(owner.text).toContain(messages.enterOtp);
    const code = await latestCode(stores.runtime, victim.contact);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 6; i++) {
      const guess = await signIn({ intent: 'code', email: victim.email, code: wrong });
      expect(guess.text).toContain(messages.signInFirst);
    }
    const right = await signIn({ intent: 'code', email: victim.email, password: victim.password, code }, owner.cookies);
    expect(right.text).not.toContain(messages.wrongOtpLogin);
    expect(right.status).toBe(202);
  });

  test('after many wrong passwords the right one is not confirmed, and the message says when to try again', async () => {
    const victim = await newAccount(stores.runtime);
    for (let i = 0; i < attemptRules.passwordFailsPerAccount.points; i++) await signIn({ email: victim.email, password: `guess-${i}` });
    const right = await signIn({ email: victim.email, password: victim.password });
    expect(right.text).not.toContain(messages.enterOtp);
    expect(right.text).toContain(limitMessages.tooManyAttempts(attemptRules.passwordFailsPerAccount.blockSeconds));
  });

  test('logging out other devices with only the email and password is refused', async () => {
    const victim = await newAccount(stores.runtime);
    const victimSession = await sessionCookie(stores.runtime, victim);
    const attempt = await signIn({ intent: 'logout-others', email: victim.email, password: victim.password });
    expect(attempt.text).toContain(messages.signInFirst);
    const stillIn = await fetch(`${served.app.url}/profile`, { headers: { Cookie: victimSession }, redirect: 'manual' });
    expect(stillIn.status).toBe(200);
  });
});

// Last in the file: it takes this address over its click limit.
test('dropping the visitor cookie does not dodge the click counter: the client address is counted too', async () => {
  const limit = attemptRules.clicksPerAddress.points;
  let clicks = 0;
  let over: Response | undefined;
  // No cookie is ever sent back: each request is a new visitor to the cookie counter.
  while (clicks <= limit) {
    clicks += 1;
    const response = await fetch(`${served.app.url}/contact`, { redirect: 'manual' });
    if (response.status === 302) {
      over = response;
      break;
    }
  }
  // The tests above clicked a few times from this address too.
  expect(clicks).toBeGreaterThan(limit - 20);
  expect(clicks).toBeLessThanOrEqual(limit);
  if (!over) throw new Error('never sent to the captcha');
  expect(over.headers.get('location')).toBe('/captcha?redirectTo=%2Fcontact');
});
