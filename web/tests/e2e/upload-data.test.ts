import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { chooseFileMessages, csvHeaders, importFileLabels, importKinds, type ImportKind } from '@qanoon/contracts';
import { legalDataCsv, legalDataRecords } from '@qanoon/services';
import { uniqueId } from '@qanoon/infra/testing';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { useAppInBrowser } from './harness.ts';
import { screenshotFromTop as screenshot } from './screenshot-from-top.ts';
import { repoDir } from './paths.ts';

// The real corpus lives beside the repository; the test that needs it says so when it is absent.
const corpusCases = path.join(repoDir, '..', 'shared', 'data', 'legal-corpus', 'Case_laws.csv');
const corpusCaseRows = 2202;
// Three rows of the corpus carry a stray word ("alias", "cum") as their Citation_id: refused, with their reason.
const corpusStrayIds = 3;
// Enough dictionary rows to take several seconds, so Cancel meets a running import.
const largeRows = 200_000;

// A 1×1 PNG: an upload that is not text.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csv = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map(field).join(',')).join('\n') + '\n';

describe('Upload Data', () => {
  const session = useAppInBrowser();
  const stores = useTestRuntime();
  // Test words start with a digit: the dictionary files them under '#', away from the A–Z pages.
  const marker = `0${uniqueId('e2e').replaceAll('-', '')}`;
  let admin: TestAccount;
  let dir: string;
  // What this file adds to the shared test database, removed afterwards (test-only SQL).
  const added = { legalTerms: [] as string[], topics: [] as [string, string][], dictionaryImports: [] as string[] };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'qanoon-upload-e2e-'));
    admin = await newAccount(stores.runtime, { isAdmin: true, firstName: 'Nadia' });
    await signIn(session.browser.page, session.app.url, stores.runtime, admin);
  });

  afterAll(async () => {
    const { db } = stores.runtime;
    if (added.legalTerms.length) await db.query('DELETE FROM legal_terms WHERE term_key = ANY($1::text[])', [added.legalTerms]);
    for (const [topic, statute] of added.topics) await db.query('DELETE FROM topics WHERE topic = $1 AND statute = $2', [topic, statute]);
    if (added.dictionaryImports.length) await db.query('DELETE FROM dictionary WHERE import_id = ANY($1::uuid[])', [added.dictionaryImports]);
    await rm(dir, { recursive: true, force: true });
  });

  const page = () => session.browser.page;
  const row = (kind: ImportKind) => page().getByRole('region', { name: importFileLabels[kind], exact: true });
  const adminActor = () => ({ userId: admin.userId });

  async function write(name: string, content: string | Buffer | NodeJS.ReadableStream): Promise<string> {
    const file = path.join(dir, name);
    if (typeof content === 'string' || Buffer.isBuffer(content)) await writeFile(file, content);
    else await pipeline(content, createWriteStream(file));
    return file;
  }

  /**
   * Another browser test file of this run shares the database and may be importing this kind:
   * wait until it is free (one import per kind). Another run has a database of its own.
   */
  async function whenFree(kind: ImportKind): Promise<void> {
    const until = Date.now() + 180_000;
    for (;;) {
      const latest = (await stores.runtime.imports.latestImports(adminActor()))[kind];
      if (!latest || !['queued', 'running'].includes(latest.state)) return;
      if (Date.now() > until) throw new Error(`A ${kind} import is still running elsewhere`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  async function send(kind: ImportKind, file: string): Promise<void> {
    await whenFree(kind);
    await row(kind).getByLabel(`${importFileLabels[kind]} file`).setInputFiles(file);
    await row(kind).getByRole('button', { name: 'Upload' }).click();
  }

  /** Upload a file that starts an import, and answer that import's id once the row shows it. */
  async function upload(kind: ImportKind, file: string): Promise<string> {
    const before = (await stores.runtime.imports.latestImports(adminActor()))[kind]?.id;
    await send(kind, file);
    const until = Date.now() + 30_000;
    for (;;) {
      const latest = (await stores.runtime.imports.latestImports(adminActor()))[kind];
      if (latest && latest.id !== before) {
        await row(kind).locator(`[data-import-id="${latest.id}"]`).waitFor({ timeout: 30_000 });
        return latest.id;
      }
      if (Date.now() > until) throw new Error(`No ${kind} import started`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Wait for the row to show the import ended in `state`. */
  async function ended(kind: ImportKind, importId: string, state: 'done' | 'failed' | 'cancelled', timeout = 60_000): Promise<void> {
    await row(kind).locator(`[data-import-id="${importId}"][data-state="${state}"]`).waitFor({ timeout });
  }

  async function report(kind: ImportKind): Promise<Record<'inserted' | 'updated' | 'unchanged' | 'rejected', number>> {
    const list = row(kind).getByLabel(`${importFileLabels[kind]} import report`);
    const pairs = await list.locator('div').evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']));
    return Object.fromEntries(pairs.map(([name = '', value = '']) => [name.toLowerCase(), Number(value.replaceAll(',', ''))])) as Record<'inserted' | 'updated' | 'unchanged' | 'rejected', number>;
  }

  it("shows the six rows and the spec's message for each upload without a file", async () => {
    await page().goto(`${session.app.url}/dashboard/uploadData`);
    await page().getByRole('heading', { name: 'Upload Data' }).waitFor();
    for (const kind of importKinds) {
      await row(kind).getByRole('button', { name: 'Upload' }).click();
      await row(kind).getByRole('alert').getByText(chooseFileMessages[kind], { exact: true }).waitFor({ timeout: 10_000 });
      if (kind === 'dictionary') await screenshot(page(), 'upload-choose-file');
    }
    expect(await page().getByRole('region').count()).toBeGreaterThanOrEqual(6);
  });

  it('offers a sample file of each kind to download, its header and two rows', async () => {
    await page().goto(`${session.app.url}/dashboard/uploadData`);
    await page().getByRole('heading', { name: 'Upload Data' }).waitFor();
    for (const kind of importKinds) {
      const label = importFileLabels[kind];
      const [download] = await Promise.all([page().waitForEvent('download'), row(kind).getByRole('link', { name: `Download a sample ${label} file` }).click()]);
      expect(download.suggestedFilename()).toBe(`${label}-sample.csv`);
      const text = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
      const rows = parse(text);
      expect(rows[0]).toEqual(csvHeaders[kind]);
      expect(rows.slice(1).map((r) => r.length)).toEqual([csvHeaders[kind].length, csvHeaders[kind].length]);
    }
    await screenshot(page(), 'upload-sample-files');
    expect(session.browser.problems).toEqual([]);
  });

  it('refuses a file that is not CSV, saying so', async () => {
    await send('statutes', await write('scan.png', png));
    await row('statutes').getByRole('alert').getByText('scan.png is not a CSV file', { exact: false }).waitFor({ timeout: 10_000 });
    await screenshot(page(), 'upload-not-csv');
  });

  it('says an empty file is empty, and finishes a file of only its header with no rows', async () => {
    await send('topics', await write('empty.csv', ''));
    await row('topics').getByRole('alert').getByText('empty.csv is empty: it has no header row and no rows.', { exact: true }).waitFor({ timeout: 10_000 });
    await ended('topics', await upload('topics', await write('Topics-header-only.csv', csv([csvHeaders.topics]))), 'done');
    expect(await report('topics')).toEqual({ inserted: 0, updated: 0, unchanged: 0, rejected: 0 });
  });

  it('imports generated Legal_Terms and Topics files and shows their reports and history, which a reload keeps', async () => {
    const terms = [...legalDataRecords('legalTerms', { legalTerms: 60 })].map(([term]) => (term ?? '').toLowerCase());
    const { rows: had } = await stores.runtime.db.query<{ term_key: string }>('SELECT term_key FROM legal_terms WHERE term_key = ANY($1::text[])', [terms]);
    added.legalTerms = terms.filter((t) => !had.some((h) => h.term_key === t));
    const topics = [...legalDataRecords('topics', { topics: 12 })] as [string, string][];
    for (const [topic, statute] of topics) {
      const { rows } = await stores.runtime.db.query('SELECT 1 FROM topics WHERE topic = $1 AND statute = $2', [topic, statute]);
      if (rows.length === 0) added.topics.push([topic, statute]);
    }

    await ended('legalTerms', await upload('legalTerms', await write('Legal_Terms.csv', legalDataCsv('legalTerms', { legalTerms: 60 }))), 'done');
    const terms60 = await report('legalTerms');
    expect(terms60.inserted + terms60.updated + terms60.unchanged).toBe(60);
    expect(terms60).toMatchObject({ inserted: added.legalTerms.length, rejected: 0 });

    await ended('topics', await upload('topics', await write('Topics.csv', legalDataCsv('topics', { topics: 12 }))), 'done');
    expect(await report('topics')).toMatchObject({ inserted: added.topics.length, rejected: 0 });
    await screenshot(page(), 'upload-terms-topics-report');

    await page().reload();
    const history = page().getByRole('table', { name: 'Import history' });
    const entry = history.getByRole('row').filter({ hasText: 'Legal_Terms.csv' }).first();
    await expect(entry.textContent()).resolves.toMatch(/Legal_Terms.*Done.*60 read.*Nadia Ahmed/s);
  });

  it('imports the good rows of a file with bad ones, lists the bad lines and downloads them as CSV', async () => {
    const words = [
      [`${marker} Bail`, 'Release from custody on security.'],
      [`${marker} Qisas`, ''],
      [`${marker} Diyat`, 'Compensation to the heirs.'],
      ['', 'A meaning without its word.'],
      [`${marker} Arsh`, 'Compensation for hurt.'],
    ];
    const importId = await upload('dictionary', await write('Dictionary-with-errors.csv', csv([csvHeaders.dictionary, ...words])));
    added.dictionaryImports.push(importId);
    await ended('dictionary', importId, 'done');
    expect(await report('dictionary')).toEqual({ inserted: 3, updated: 0, unchanged: 0, rejected: 2 });
    const reasons = row('dictionary').getByRole('list', { name: 'First rejected rows of Dictionary' });
    await expect(reasons.textContent()).resolves.toContain('Line 3: Meaning is empty');
    await expect(reasons.textContent()).resolves.toContain('Line 5: Words is empty');
    await screenshot(page(), 'upload-rejected-rows');

    const [download] = await Promise.all([page().waitForEvent('download'), row('dictionary').getByRole('link', { name: /Download the 2 rejected rows/ }).click()]);
    expect(download.suggestedFilename()).toBe('Dictionary-rejected-rows.csv');
    const bytes = await readFile(await download.path());
    // Exactly one mark, which spreadsheet programs need to read Urdu as UTF-8, as on every CSV the product gives.
    expect([...bytes.subarray(0, 8)]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('Line,')]);
    const raw = bytes.toString('utf8');
    const lines = raw.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Line,Row,Reason,Words,Meaning');
    expect(lines.slice(1)).toEqual([`3,3,Meaning is empty,${marker} Qisas,`, '5,5,Words is empty,,A meaning without its word.']);
  });

  it('fails a file with the wrong header, naming the expected and the found columns, and offers Retry', async () => {
    await ended('statutes', await upload('statutes', await write('statutes-export.csv', csv([csvHeaders.topics, ['Bail', 'Code of Criminal Procedure, 1898']]))), 'failed');
    await row('statutes')
      .getByRole('alert')
      .getByText(
        'This is not a Statutes file. Expected the columns Statute_id, Statute_Name, Section_Name, Ordinance_Name, Definition, Case_Ref, Read_Statute; found Topics, Statute. It looks like a Topics file.',
      )
      .waitFor();
    await row('statutes').getByRole('button', { name: 'Retry' }).waitFor();
    await screenshot(page(), 'upload-wrong-header');
  });

  it('refuses a second file of a kind while one runs, cancels the running import and retries it to the end', async () => {
    const rows = Array.from({ length: largeRows }, (_, n) => [`${marker} word ${n}`, `A meaning of test word number ${n}, long enough to be a real entry.`]);
    const importId = await upload('dictionary', await write('Dictionary-large.csv', csv([csvHeaders.dictionary, ...rows])));
    added.dictionaryImports.push(importId);
    await row('dictionary').getByRole('progressbar').waitFor({ timeout: 30_000 });

    await row('dictionary').getByLabel('Dictionary file').setInputFiles(await write('Dictionary-more.csv', csv([csvHeaders.dictionary, [`${marker} more`, 'More.']])));
    await row('dictionary').getByRole('button', { name: 'Upload' }).click();
    await row('dictionary').getByRole('alert').getByText('A Dictionary import is already in progress: wait for it to finish or cancel it').waitFor();
    await screenshot(page(), 'upload-already-running');

    await row('dictionary').getByRole('button', { name: 'Cancel' }).click();
    await ended('dictionary', importId, 'cancelled');
    const cancelled = await report('dictionary');
    expect(cancelled.inserted).toBeLessThan(largeRows);
    await screenshot(page(), 'upload-cancelled');

    await row('dictionary').getByRole('button', { name: 'Retry' }).click();
    await ended('dictionary', importId, 'done', 120_000);
    expect(await report('dictionary')).toMatchObject({ rejected: 0 });
    const job = await stores.runtime.imports.getImport(adminActor(), importId);
    expect(job).toMatchObject({ state: 'done', rowsDone: largeRows, inserted: largeRows });
  }, 180_000);

  it('imports the real Case_laws.csv with its progress moving live, and reports its 2,202 rows', async ({ skip }) => {
    skip(!existsSync(corpusCases), 'no ../shared/data/legal-corpus/Case_laws.csv beside the repository');
    const { rows: before } = await stores.runtime.db.query<{ n: string }>('SELECT count(*) AS n FROM case_laws');
    await page().goto(`${session.app.url}/dashboard/uploadData`);
    // Every value the bar takes, recorded by the page itself so no quick step is missed.
    await page().evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      const record = () => {
        const value = document.querySelector('[role="progressbar"][aria-label="Case_laws import progress"]')?.getAttribute('aria-valuenow');
        if (value != null && seen.at(-1) !== value) seen.push(value);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    const importId = await upload('cases', corpusCases);
    const progressSeen = () => page().evaluate(() => [...new Set((window as unknown as { progressSeen: string[] }).progressSeen)]);
    const done = row('cases').locator(`[data-import-id="${importId}"][data-state="done"]`);
    const until = Date.now() + 240_000;
    let shot = false;
    while (!(await done.isVisible())) {
      if (Date.now() > until) throw new Error('Case_laws.csv did not finish in 4 minutes');
      if (!shot && (await progressSeen()).length >= 2) {
        await screenshot(page(), 'upload-case-laws-progress');
        shot = true;
      }
      await page().waitForTimeout(200);
    }
    const seen = await progressSeen();
    expect(seen.length, `progress values seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
    const result = await report('cases');
    expect(result.inserted + result.updated + result.unchanged).toBe(corpusCaseRows - corpusStrayIds);
    expect(result.rejected).toBe(corpusStrayIds);
    if (Number(before[0]?.n ?? 0) === 0) expect(result.inserted).toBe(corpusCaseRows - corpusStrayIds);
    await screenshot(page(), 'upload-case-laws-report');
    expect(session.browser.problems).toEqual([]);
  }, 300_000);

  it('leaves no console errors behind', () => {
    expect(session.browser.problems).toEqual([]);
  });
});
