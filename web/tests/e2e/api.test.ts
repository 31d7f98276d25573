import { randomInt } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenMessages, attemptRules, csvHeaders } from '@qanoon/contracts';
import { newAccount, paidAccount, useTestRuntime, type TestAccount } from './accounts.ts';
import { useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';
import { axeViolations, signInByCookie } from './screen-fixtures.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

// The test database outlives a run: this run's cases carry a page number of their own.
const n = randomInt(10_000, 99_999);
const held = `PLD 1972 Lahore ${n}`;
const citing = `PLD 2016 SC ${n}`;
const overruling = `PLD 2020 SC ${n}`;
const caseRow = (citation: string, parties: string, refs: string, text: string) => [
  citation,
  parties,
  'Mr. Justice Mansoor Ali Shah',
  'Mr. Salman Akram Raja, ASC',
  'Supreme Court of Pakistan',
  refs,
  '',
  `Head notes of ${citation}`,
  text,
];

type OpenApiDocument = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
let openapi: OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

let reader: TestAccount;
let token: string;

const url = (path: string) => `${session.app.url}${path}`;
const bearer = (value: string) => ({ Authorization: `Bearer ${value}` });

/** The answer, checked against the OpenAPI document: its status is documented for the operation and its body fits the schema. */
async function documented(method: 'get' | 'post', template: string, response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  const operation = openapi.paths[template]?.[method];
  expect(operation, `${method} ${template} is in the document`).toBeDefined();
  expect(Object.keys(operation?.responses ?? {}), `${response.status} of ${template} is documented`).toContain(String(response.status));
  expect(response.headers.get('Content-Type')).toContain('application/json');
  const body = (await response.json()) as Record<string, unknown>;
  const pointer = `openapi.json#/paths/${template.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${response.status}/content/application~1json/schema`;
  const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
  expect(validate(body) ? [] : validate.errors, `${response.status} of ${template}`).toEqual([]);
  return { status: response.status, body };
}

const get = (path: string, headers: Record<string, string> = bearer(token)) => fetch(url(path), { headers, redirect: 'manual' });
const check = (body: string, headers: Record<string, string> = {}, value = token) =>
  fetch(url('/api/v1/citations/check'), { method: 'POST', body, headers: { ...bearer(value), 'Content-Type': 'application/json', ...headers } });

async function newToken(account: TestAccount, scopes: Record<string, string> = { 'scope:search:read': 'on', 'scope:library:read': 'on' }) {
  const created = await stores.runtime.identity.createAccessToken({ userId: account.userId }, { name: 'Test program', ...scopes });
  if (!created.ok) throw new Error(created.message);
  return created;
}

beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  await importCsv(
    stores.runtime,
    admin,
    'cases',
    csv(csvHeaders.cases, [
      caseRow(held, 'Ghulam Haider v. Province of Punjab', '', 'Suit for possession. Appeal dismissed.'),
      caseRow(citing, 'Nasreen Bibi v. The State', held, `Reliance was placed on ${held}. Bail is granted.`),
      caseRow(
        overruling,
        'Province of Punjab v. Ghulam Haider',
        held,
        `In view of the above, the judgment in ${held} is hereby overruled. Appeal allowed.`,
      ),
    ]),
  );
  reader = await paidAccount(stores.runtime, admin, { firstName: 'Sadia' });
  token = (await newToken(reader)).token;
  openapi = (await (await fetch(url('/api/openapi.json'))).json()) as OpenApiDocument;
  ajv.addSchema(openapi, 'openapi.json');
}, 240_000);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, served without a token, and the reference page lists every endpoint', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openapi));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const page = await fetch(url('/api/docs'));
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const path of Object.keys(openapi.paths)) expect(html).toContain(path);
    expect(html).toContain('Authorization');
    // The descriptions' Markdown is rendered, and the example names this very site.
    expect(html).toContain('<code>Authorization: Bearer qan_…</code>');
    expect(html).not.toContain('`');
    expect(html).not.toContain('&lt;this site&gt;');
    expect(html).toContain(`${session.app.url}/api/v1/search/caselaw?keyword=bail`);
  });
});

describe('the API with a live token', () => {
  it('answers the five search modes as the search screen does', async () => {
    const queries = {
      caselaw: `keyword=bail&from=2000&to=2024`,
      index: `journal=PLD&year=2016`,
      citation: `journal=PLD&year=1972&court=Lahore&ref=${n}`,
      courtwise: `court=${encodeURIComponent('Supreme Court of Pakistan')}&from=2010&to=2020`,
      advance: `parties=${encodeURIComponent('Nasreen Bibi')}`,
    };
    for (const [mode, query] of Object.entries(queries)) {
      const { status, body } = await documented('get', '/api/v1/search/{mode}', await get(`/api/v1/search/${mode}?${query}`));
      expect(status, mode).toBe(200);
      expect(body.kind, mode).toBe('results');
    }
    // A snippet is plain text for a program, with where the keyword matched as ranges.
    const granted = await documented('get', '/api/v1/search/{mode}', await get(`/api/v1/search/advance?keyword=granted&parties=${encodeURIComponent('Nasreen Bibi')}`));
    const rows = granted.body.rows as { snippet?: string; highlights?: { start: number; end: number }[] }[];
    expect(rows.some((row) => row.snippet?.includes('Bail is granted'))).toBe(true);
    for (const { snippet = '', highlights = [] } of rows) {
      expect(snippet).not.toMatch(/<\/?mark>/);
      expect(highlights.length).toBeGreaterThan(0);
      for (const { start, end } of highlights) expect(snippet.slice(start, end).toLowerCase()).toMatch(/^grant/);
    }
    const found = await documented('get', '/api/v1/search/{mode}', await get(`/api/v1/search/advance?parties=${encodeURIComponent('Nasreen Bibi')}`));
    expect(JSON.stringify(found.body)).toContain(citing);
    // A keyword that is a held case's citation answers the case, as the screen opens it.
    const cited = await documented('get', '/api/v1/search/{mode}', await get(`/api/v1/search/caselaw?keyword=${encodeURIComponent(held)}&from=1950&to=2024`));
    expect(cited.body).toMatchObject({ kind: 'case', citationId: held });
  });

  it('refuses a search form the screen refuses, and an unknown mode, in JSON', async () => {
    const incomplete = await documented('get', '/api/v1/search/{mode}', await get('/api/v1/search/caselaw?keyword=bail'));
    expect(incomplete).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    const tooLong = await documented('get', '/api/v1/search/{mode}', await get(`/api/v1/search/advance?keyword=${'a'.repeat(5000)}`));
    expect(tooLong.status).toBe(400);
    expect((await documented('get', '/api/v1/search/{mode}', await get('/api/v1/search/everything?keyword=x'))).status).toBe(404);
  });

  it('answers a case, its citator and a statute, and says 404 for what the library does not hold', async () => {
    const found = await documented('get', '/api/v1/cases/{citationId}', await get(`/api/v1/cases/${encodeURIComponent(held)}`));
    expect(found.status).toBe(200);
    expect(found.body.case).toMatchObject({ citationId: held, parties: 'Ghulam Haider v. Province of Punjab' });
    expect(JSON.stringify(found.body)).not.toContain('bookmark');
    const missing = await documented('get', '/api/v1/cases/{citationId}', await get('/api/v1/cases/PLD%201800%20SC%201'));
    expect(missing).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect((await documented('get', '/api/v1/cases/{citationId}', await get(`/api/v1/cases/${'x'.repeat(300)}`))).status).toBe(400);

    // How later judgments treated it: the latest that overruled it is named.
    expect(found.body.case).toMatchObject({ flag: { negative: { kind: 'overruled', citationId: overruling }, negativeCount: 1 } });

    const citator = await documented('get', '/api/v1/citations/{citation}', await get(`/api/v1/citations/${encodeURIComponent(held)}?sort=oldest`));
    expect(citator.status).toBe(200);
    expect(JSON.stringify(citator.body)).toContain(citing);
    const negative = await documented('get', '/api/v1/citations/{citation}', await get(`/api/v1/citations/${encodeURIComponent(held)}?treatment=negative`));
    expect(negative.body).toMatchObject({ treatment: 'negative', treatmentCounts: { negative: 1 }, citing: { count: 1 } });
    const row = (negative.body.citing as { rows: Record<string, unknown>[] }).rows[0];
    expect(row).toMatchObject({ citationId: overruling, treatment: 'negative', negativeKind: 'overruled', sentence: expect.stringContaining('hereby overruled') });
    expect(typeof row?.words === 'string' && String(row.sentence).includes(row.words)).toBe(true);
    expect((await documented('get', '/api/v1/citations/{citation}', await get(`/api/v1/citations/${'9'.repeat(200)}`))).status).toBe(400);

    const statute = await documented('get', '/api/v1/statutes/{statuteId}', await get('/api/v1/statutes/NO-SUCH-SECTION'));
    expect(statute).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('checks the citations of a text, and refuses a body that is not JSON, not valid or too long', async () => {
    const checked = await documented('post', '/api/v1/citations/check', await check(JSON.stringify({ text: `As held in ${held} and 1999 SCMR 1.` })));
    expect(checked.status).toBe(200);
    expect(JSON.stringify(checked.body)).toContain(held);
    const named = await documented('post', '/api/v1/citations/check', await check(JSON.stringify({ text: `As held in Muhammad Ajmal v. The State (${held}), no.` })));
    expect((named.body.citations as Record<string, unknown>[])[0]).toMatchObject({
      status: 'found',
      flag: { negativeCount: 1 },
      nameMismatch: { written: 'Muhammad Ajmal v. The State', parties: 'Ghulam Haider v. Province of Punjab' },
    });
    expect((await documented('post', '/api/v1/citations/check', await check('text=hello', { 'Content-Type': 'application/x-www-form-urlencoded' }))).status).toBe(415);
    expect((await documented('post', '/api/v1/citations/check', await check('{"text":'))).status).toBe(400);
    expect((await documented('post', '/api/v1/citations/check', await check(JSON.stringify({ text: 7 })))).status).toBe(400);
    expect((await documented('post', '/api/v1/citations/check', await check(JSON.stringify({ text: 'a'.repeat(70_000) })))).status).toBe(413);
    expect((await fetch(url('/api/v1/citations/check'), { headers: bearer(token) })).status).toBe(405);
  });

  it('answers an unknown address under /api in JSON', async () => {
    const response = await get('/api/v2/everything');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('who the API refuses', () => {
  it('refuses no token, an unknown token and a revoked token with 401', async () => {
    const template = '/api/v1/search/{mode}';
    const path = '/api/v1/search/advance?keyword=bail';
    expect(await documented('get', template, await get(path, {}))).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect((await documented('get', template, await get(path, bearer('qan_made-up')))).status).toBe(401);
    const revoked = await newToken(reader);
    expect((await get(path, bearer(revoked.token))).status).toBe(200);
    expect(await stores.runtime.identity.revokeAccessToken({ userId: reader.userId }, revoked.tokenId)).toMatchObject({ ok: true, message: accessTokenMessages.revoked });
    expect((await documented('get', template, await get(path, bearer(revoked.token)))).status).toBe(401);
  });

  it('refuses the token of a user whose package is not active, and a token without the scope, with 403', async () => {
    const lapsed = await newAccount(stores.runtime, { firstName: 'Kamran' });
    const lapsedToken = (await newToken(lapsed)).token;
    const refused = await documented('get', '/api/v1/search/{mode}', await get('/api/v1/search/advance?keyword=bail', bearer(lapsedToken)));
    expect(refused).toMatchObject({ status: 403, body: { error: 'package_lapsed' } });
    expect((await documented('post', '/api/v1/citations/check', await check('{"text":"x"}', {}, lapsedToken))).status).toBe(403);

    const searchOnly = (await newToken(reader, { 'scope:search:read': 'on' })).token;
    expect((await get('/api/v1/search/advance?keyword=bail', bearer(searchOnly))).status).toBe(200);
    const noScope = await documented('get', '/api/v1/cases/{citationId}', await get(`/api/v1/cases/${encodeURIComponent(held)}`, bearer(searchOnly)));
    expect(noScope).toMatchObject({ status: 403, body: { error: 'insufficient_scope' } });
  });

  it('never lets a token into the screens of bookmarks, the diary or the profile: they know sessions only', async () => {
    const other = await paidAccount(stores.runtime, await newAccount(stores.runtime, { isAdmin: true }), { firstName: 'Imran' });
    const otherToken = (await newToken(other)).token;
    for (const path of ['/bookmarks', '/lawyersdairy', '/profile', `/bookmarks/${encodeURIComponent(held)}`]) {
      for (const value of [token, otherToken]) {
        const response = await get(path, bearer(value));
        expect(response.status, path).toBe(302);
        expect(response.headers.get('Location'), path).toMatch(/^\/login/);
      }
    }
    // A bookmark of this reader's leaves no trace in what another user's token reads of the same case.
    expect((await stores.runtime.library.addBookmark({ userId: reader.userId }, held)).ok).toBe(true);
    const seen = await documented('get', '/api/v1/cases/{citationId}', await get(`/api/v1/cases/${encodeURIComponent(held)}`, bearer(otherToken)));
    expect(JSON.stringify(seen.body)).not.toMatch(/bookmark|Sadia/i);
  });

  it('makes a token wait with 429 and Retry-After once it has used its requests of the minute', async () => {
    const busy = (await newToken(reader)).token;
    for (let i = 0; i < attemptRules.apiRequestsPerToken.points; i++) expect((await get('/api/v1/statutes/NONE', bearer(busy))).status).toBe(404);
    const response = await get('/api/v1/statutes/NONE', bearer(busy));
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(await documented('get', '/api/v1/statutes/{statuteId}', response)).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another token of the same user is not held up.
    expect((await get('/api/v1/statutes/NONE')).status).toBe(404);
  });
});

describe('tokens on the profile', () => {
  it('creates a token, shows it once with a copy button, lists it and revokes it, on a phone without sideways scroll', async () => {
    const page = session.browser.page;
    const lawyer = await paidAccount(stores.runtime, await newAccount(stores.runtime, { isAdmin: true }), { firstName: 'Hina' });
    await signInByCookie(page, session.app.url, stores.runtime, lawyer);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/profile'));
    const panel = page.getByRole('region', { name: 'API access tokens' });
    await panel.getByLabel('Token name').fill('Chamber script');
    await panel.getByRole('button', { name: 'Create token' }).click();
    const shown = panel.getByLabel('Your new token');
    await shown.waitFor();
    const value = await shown.inputValue();
    expect(value).toMatch(/^qan_/);
    await panel.getByRole('button', { name: 'Copy' }).waitFor();
    expect(await panel.getByRole('list', { name: 'Your tokens' }).innerText()).toContain('Chamber script');
    expect((await get('/api/v1/statutes/NONE', bearer(value))).status).toBe(404);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    // Shown once: a fresh visit lists the token by its first characters only.
    await page.goto(url('/profile'));
    await panel.getByRole('list', { name: 'Your tokens' }).waitFor();
    expect(await page.content()).not.toContain(value);
    expect(await panel.getByLabel('Your new token').count()).toBe(0);

    // Revoking asks first: a stray click that is then cancelled leaves the token working.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await panel.getByRole('button', { name: 'Revoke Chamber script' }).click();
    await expect.poll(() => asked).toEqual(['Revoke the token Chamber script? Programs using it stop working at once.']);
    expect((await get('/api/v1/statutes/NONE', bearer(value))).status).toBe(404);
    expect(await panel.getByRole('list', { name: 'Your tokens' }).innerText()).toContain('Chamber script');
    page.once('dialog', (dialog) => void dialog.accept());
    await panel.getByRole('button', { name: 'Revoke Chamber script' }).click();
    await panel.getByText(accessTokenMessages.revoked).waitFor();
    // The list is read again after the answer shows: wait for it rather than count at once.
    await panel.getByText('No tokens yet.').waitFor();
    expect((await get('/api/v1/statutes/NONE', bearer(value))).status).toBe(401);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The reference page is a screen too.
    await page.goto(url('/api/docs'));
    await page.getByRole('heading', { name: 'API reference', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
