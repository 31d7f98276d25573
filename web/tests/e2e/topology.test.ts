import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { importFileLabels, messages } from '@qanoon/contracts';
import { startSmtpPeer } from '@qanoon/infra/testing';
import { legalDataCsv, legalDataRecords } from '@qanoon/services';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSignInButton, paidAccount, uniquePhone, useTestRuntime, type TestAccount } from './accounts.ts';
import { launchBrowser, seeMessage, useAppInBrowser } from './harness.ts';
import { useOwnDatabase } from './own-database.ts';
import { repoDir, testEnv } from './paths.ts';
import { screenshotFromTop as screenshot } from './screenshot-from-top.ts';

/**
 * docker-compose.yml, without Docker: web, worker and projector in production mode on the at-scale
 * engines (Elasticsearch, Kafka, an SMTP server in Mailpit's place, no SMS gateway), with the first
 * administrator made by the operator's command and every code read from the mail it came in.
 */
const elasticsearchUrl = process.env.ELASTICSEARCH_URL ?? '';
const kafkaBrokers = process.env.KAFKA_BROKERS ?? '';
const missing = [elasticsearchUrl ? '' : 'ELASTICSEARCH_URL', kafkaBrokers ? '' : 'KAFKA_BROKERS'].filter(Boolean);
const title = missing.length ? `the docker compose topology (skipped: ${missing.join(' and ')} not set)` : 'the docker compose topology, run natively';

// The processes read the SMTP server's address at start, so it listens before anything is registered.
const smtp = missing.length ? undefined : await startSmtpPeer();

// A small generated library: Case_laws.csv in the administrator's own upload format.
const caseOptions = { cases: 12, seed: 2024 };
const [wanted] = [...legalDataRecords('cases', caseOptions)];
const [citationId = '', parties = ''] = wanted ?? [];
// The first party's name, as a researcher would type it: "Kamran Shakoor v. The State" → "Kamran Shakoor".
const partyName = parties.split(' v. ')[0]?.replace(/ and (others|another)$/, '') ?? '';
const year = /\b(19|20)\d{2}\b/.exec(citationId)?.[0] ?? '';

/** Run an npm script from the repository folder as an operator would, to its end. */
function runNpm(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: repoDir, env: { ...process.env, ...testEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function elasticsearch<T>(pathname: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${elasticsearchUrl}${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`Elasticsearch ${init.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe.skipIf(!smtp)(title, () => {
  const indexPrefix = `qanoon_e2e_topology_${randomBytes(4).toString('hex')}`;
  let dir: string;

  // Registered first so it runs last, once web, worker and projector have stopped writing.
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    await smtp?.close();
    const indices = await elasticsearch<{ index: string }[]>(`/_cat/indices/${indexPrefix}-*?format=json&h=index`);
    if (indices.length > 0) await elasticsearch(`/${indices.map((i) => i.index).join(',')}`, { method: 'DELETE' });
  });

  const own = useOwnDatabase('topology', {
    ELASTICSEARCH_URL: elasticsearchUrl,
    ELASTICSEARCH_INDEX_PREFIX: indexPrefix,
    KAFKA_BROKERS: kafkaBrokers,
    SMTP_URL: smtp?.url ?? '',
    SMS_URL: '',
    DEV_OUTBOX: 'false',
  });
  const session = useAppInBrowser(own.env);
  const stores = useTestRuntime(own.env);

  const admin = { email: `admin-${randomBytes(3).toString('hex')}@qanoon.pk`, phone: uniquePhone(), password: 'Operator-first-1' };
  let administrator: TestAccount;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'qanoon-topology-e2e-'));
  });

  /** The code in the newest "SMS to <phone>" mail to `email` after the first `seen` mails. */
  async function codeMailed(email: string, phone: string, seen: number): Promise<string> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = smtp?.received.slice(seen).findLast((m) => m.to.includes(email) && m.subject === `SMS to ${phone}`);
      const code = mail ? /\b\d{6}\b/.exec(mail.text)?.[0] : undefined;
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`No code reached ${email}: ${JSON.stringify(smtp?.received.map((m) => [m.to, m.subject]))}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function signInByMail(page: Page, email: string, phone: string, password: string, shot: string): Promise<void> {
    await page.goto(`${session.app.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    const seen = smtp?.received.length ?? 0;
    await page.getByRole('button', { name: 'Sign in' }).click();
    await seeMessage(page, messages.enterOtp, 'status');
    await page.getByLabel('Code').fill(await codeMailed(email, phone, seen));
    await screenshot(page, shot);
    await codeSignInButton(page).click();
    await page.waitForURL(`${session.app.url}/`);
    await seeMessage(page, messages.loginSuccess, 'status');
  }

  it('runs without the development outbox, as production does', async () => {
    const response = await fetch(`${session.app.url}/dev/outbox`);
    await response.arrayBuffer();
    expect(response.status).toBe(404);
  });

  it("makes the first administrator with the operator's npm run create-admin", async () => {
    const { code, output } = await runNpm(['run', 'create-admin', '--', '--email', admin.email, '--phone', admin.phone, '--password', admin.password], own.env);
    expect(code, output).toBe(0);
    expect(output).toContain(`Administrator ${admin.email} created: sign in at /login with this email.`);
    const { rows } = await stores.runtime.db.query<{ id: string; is_admin: boolean }>('SELECT id, is_admin FROM users WHERE email = $1', [admin.email]);
    expect(rows[0]?.is_admin).toBe(true);
    administrator = { userId: rows[0]?.id ?? '', email: admin.email, password: admin.password, contact: admin.phone, firstName: 'Qanoon' };
  });

  it('signs the administrator in with the code texted as an email through SMTP, onto the dashboard', async () => {
    const { page } = session.browser;
    await signInByMail(page, admin.email, admin.phone, admin.password, 'topology-login-code');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await screenshot(page, 'topology-admin-dashboard');
    const mail = smtp?.received.find((m) => m.to.includes(admin.email));
    expect(mail?.subject).toBe(`SMS to ${admin.phone}`);
  });

  it("imports an uploaded Case_laws.csv through the worker into the test's own Elasticsearch index, not PostgreSQL's", async () => {
    const { page } = session.browser;
    const file = path.join(dir, `${importFileLabels.cases}.csv`);
    await pipeline(legalDataCsv('cases', caseOptions), createWriteStream(file));

    await page.goto(`${session.app.url}/dashboard/uploadData`);
    await page.getByRole('heading', { name: 'Upload Data' }).waitFor();
    const row = page.getByRole('region', { name: importFileLabels.cases, exact: true });
    await row.getByLabel(`${importFileLabels.cases} file`).setInputFiles(file);
    await row.getByRole('button', { name: 'Upload' }).click();
    await row.locator('[data-import-id][data-state="done"]').waitFor({ timeout: 60_000 });
    const report = await row
      .getByLabel(`${importFileLabels.cases} import report`)
      .locator('div')
      .evaluateAll((divs) => Object.fromEntries(divs.map((d) => [d.querySelector('dt')?.textContent?.toLowerCase() ?? '', Number(d.querySelector('dd')?.textContent ?? '')])));
    expect(report).toMatchObject({ inserted: caseOptions.cases, rejected: 0 });
    await screenshot(page, 'topology-upload-done');

    const found = await elasticsearch<{ hits: { total: { value: number }; hits: { _index: string; _source: { parties?: string } }[] } }>(
      `/${indexPrefix}-case/_search`,
      { method: 'POST', body: { query: { term: { id: citationId } } } },
    );
    expect(found.hits.total.value).toBe(1);
    expect(found.hits.hits[0]?._index.startsWith(`${indexPrefix}-case`)).toBe(true);
    expect(found.hits.hits[0]?._source.parties).toBe(parties);
    const { rows } = await stores.runtime.db.query<{ n: string }>('SELECT count(*) AS n FROM search_documents');
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('lets a paid lawyer find one of the imported cases on the Search screen, served by Elasticsearch', async () => {
    // Search is for paid users only (an administrator is sent home): a lawyer's account from the
    // identity service, on the free trial through the billing command that the Packages screen's
    // Accept & Continue runs. The trial is also the first event the Kafka relay publishes.
    const lawyer = await paidAccount(stores.runtime, administrator, { firstName: 'Sana' });
    const reader = await launchBrowser();
    try {
      const page = reader.page;
      await signInByMail(page, lawyer.email, lawyer.contact, lawyer.password, 'topology-lawyer-code');
      await page.goto(`${session.app.url}/search`);
      await page.getByLabel('Keyword').fill(`"${partyName}"`);
      await page.getByLabel('From (year)').fill(year);
      await page.getByLabel('To (year)').fill(year);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const found = page.locator('section[aria-label="Search results"] table tbody tr').filter({ hasText: citationId });
      await found.first().waitFor();
      await expect(found.first().innerText()).resolves.toContain(parties);
      await screenshot(page, 'topology-search-results');
      expect(reader.problems).toEqual([]);
    } finally {
      await reader.close();
    }
  });

  it('runs the projector with the Kafka relay on, publishing the events as far as the log goes', async () => {
    expect(own.output('projector')).toContain('and the Kafka relay');
    const { rows: last } = await stores.runtime.db.query<{ position: string }>('SELECT max(global_position) AS position FROM events');
    const end = BigInt(last[0]?.position ?? '0');
    expect(end).toBeGreaterThan(0n);
    await expect
      .poll(
        async () => {
          const { rows } = await stores.runtime.db.query<{ position: string }>("SELECT position FROM projection_checkpoints WHERE name = 'kafka-relay'");
          return BigInt(rows[0]?.position ?? '0') >= end;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  it('leaves no console errors behind', () => {
    expect(session.browser.problems).toEqual([]);
  });
});
