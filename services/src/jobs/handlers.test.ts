import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { csvHeaders, importLimits, type ImportReport } from '@qanoon/contracts';
import { parseEnv, startBullWorker, storeEnvShape, type JobWorker } from '@qanoon/infra';
import { freshDatabase, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv } from '../library/test-kit.ts';
import { createRuntime, type Runtime } from '../runtime.ts';
import { jobHandlers } from './handlers.ts';

/**
 * One volume, PLD 2006 of the Supreme Court: four judgments whose pages run against the
 * citation counts, so the most-cited order (ties: newest, the later page first) shows the
 * counts and nothing else. With no counts the order is D, C, B, A.
 */
const A = 'PLD 2006 SC 100';
const B = 'PLD 2006 SC 200';
const C = 'PLD 2006 SC 300';
const D = 'PLD 2006 SC 400';

const judgment = (citation: string, refs: string) => [
  citation,
  `Appellant of ${citation} v. The State`,
  'Mr. Justice Iftikhar Muhammad Chaudhry',
  'Mr. Khalid Anwar, ASC',
  'Supreme Court of Pakistan',
  refs,
  '',
  `Head notes of ${citation}`,
  `Judgment in ${citation}. The appeal is dismissed.`,
];

/**
 * A cited by B, C and D (each in another written form; D twice, counted once); B by C and D;
 * C by D; D only by itself, which never counts.
 */
const firstFile = csv(csvHeaders.cases, [
  judgment(A, ''),
  judgment(B, 'PLD 2006 Supreme Court 100'),
  judgment(C, 'P L D 2006 S.C. 100,PLD 2006 SC 200'),
  judgment(D, 'PLD 2006 SC 100,PLD 2006 Supreme Court 100,PLD 2006 S.C. 200,PLD 2006 Supreme Court 300,PLD 2006 SC 400'),
]);
const firstCounts = { [A]: 3, [B]: 2, [C]: 1, [D]: 0 };

/** D's Case_Ref changed: it now cites C alone (written twice). A and B each lose D. */
const secondFile = csv(csvHeaders.cases, [
  judgment(A, ''),
  judgment(B, 'PLD 2006 Supreme Court 100'),
  judgment(C, 'P L D 2006 S.C. 100,PLD 2006 SC 200'),
  judgment(D, 'PLD 2006 Supreme Court 300,P.L.D. 2006 S.C. 300'),
]);
const secondCounts = { [A]: 2, [B]: 1, [C]: 1, [D]: 0 };

describe('the imports job handler', () => {
  let dataDir: string;
  let runtime: Runtime;
  let worker: JobWorker;
  let admin: { userId: string };

  beforeAll(async () => {
    const url = await freshDatabase('qanoon_test_jobs_recount');
    dataDir = await mkdtemp(path.join(tmpdir(), 'qanoon-jobs-'));
    const prefix = uniqueId('test-');
    runtime = createRuntime(parseEnv(storeEnvShape, { DATABASE_URL: url, REDIS_URL: testRedisUrl, QUEUE_PREFIX: prefix, DATA_DIR: dataDir, NODE_ENV: 'test' }), {
      applicationName: 'test',
    });
    // The worker process's handlers, run in this process on the runtime's own queue.
    worker = startBullWorker('imports', testRedisUrl, jobHandlers(runtime).imports, { prefix });
    const { rows } = await runtime.db.query<{ id: string }>(
      `INSERT INTO users (criteria, first_name, last_name, email, contact, address, city, password_hash, is_admin)
       VALUES ('admin', 'Ayesha', 'Admin', $1, $2, 'High Court Road', 'Lahore', 'not-a-hash', true) RETURNING id`,
      [`${uniqueId('admin')}@example.pk`, `+923${String(randomInt(0, 1e9)).padStart(9, '0')}`],
    );
    admin = { userId: rows[0]?.id ?? '' };
  });

  afterAll(async () => {
    await worker?.close();
    await runtime?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Upload a Case_laws file as the admin screen does, start its import and wait for its queue job to finish. */
  async function importCases(content: string): Promise<ImportReport> {
    const stored = await runtime.blobs.put(
      'imports',
      (async function* () {
        yield Buffer.from(content);
      })(),
      { allowed: ['csv'], maxBytes: importLimits.maxFileBytes },
    );
    const started = await runtime.imports.startImport(admin, { kind: 'cases', blobKey: stored.key, fileName: 'Case_laws.csv' });
    if (!started.ok) throw new Error(started.message);
    const { rows } = await runtime.db.query<{ queue_job_id: string | null }>('SELECT queue_job_id FROM import_jobs WHERE id = $1', [started.importId]);
    const queueJobId = rows[0]?.queue_job_id;
    if (!queueJobId) throw new Error(`Import ${started.importId} has no queue job`);
    // The queue job ends after the handler's hook: the counts are final once it resolves.
    return (await runtime.queue('imports').waitFor(queueJobId, 30_000)) as ImportReport;
  }

  /** The volume in the Index tab's most-cited order, as a researcher sees it. */
  async function mostCited(): Promise<string[]> {
    const outcome = await runtime.search.search('index', { journal: 'PLD', year: '2006', sort: 'cited' });
    if (outcome.kind !== 'results') throw new Error(`Expected results, got ${JSON.stringify(outcome)}`);
    return outcome.results.rows.map((row) => row.citationId);
  }

  /** The counts the engine holds for the volume (the port leaves `cited` out when it is 0). */
  async function storedCounts(): Promise<Record<string, number>> {
    const { hits } = await runtime.searchEngine.query({ kind: 'case', journal: 'PLD', yearFrom: 2006, yearTo: 2006, sort: 'cited' });
    return Object.fromEntries(hits.map((hit) => [hit.document.id, hit.document.cited ?? 0]));
  }

  it('counts the citations of a Case_laws import, in any written form, and orders the volume by them', async () => {
    // Without the recount every count stays 0 and the order falls to the pages: D, C, B, A.
    const report = await importCases(firstFile);
    expect(report).toMatchObject({ kind: 'cases', state: 'done', inserted: 4, updated: 0, unchanged: 0, rejected: 0 });
    expect(await storedCounts()).toEqual(firstCounts);
    expect(await mostCited()).toEqual([A, B, C, D]);
  });

  it("moves the counts when an import changes a judgment's Case_Ref", async () => {
    const report = await importCases(secondFile);
    expect(report).toMatchObject({ state: 'done', inserted: 0, updated: 1, unchanged: 3, rejected: 0 });
    expect(await storedCounts()).toEqual(secondCounts);
    // B and C tie at 1: the later page first.
    expect(await mostCited()).toEqual([A, C, B, D]);
  });

  it('skips the recount when an import changes nothing, and recounts on the next import that does', async () => {
    // Counts no import could give: if the unchanged import recounted, they would be gone.
    const tampered = { [A]: 0, [B]: 5, [C]: 0, [D]: 7 };
    await runtime.searchEngine.setCitedCounts(
      'case',
      Object.entries(tampered).map(([id, cited]) => ({ id, cited })),
    );
    expect(await mostCited()).toEqual([D, B, C, A]);

    const unchanged = await importCases(secondFile);
    expect(unchanged).toMatchObject({ state: 'done', inserted: 0, updated: 0, unchanged: 4, rejected: 0 });
    expect(await storedCounts()).toEqual(tampered);
    expect(await mostCited()).toEqual([D, B, C, A]);

    // An import that changes a judgment counts everything again from the library.
    const changed = await importCases(firstFile);
    expect(changed).toMatchObject({ state: 'done', inserted: 0, updated: 1, unchanged: 3, rejected: 0 });
    expect(await storedCounts()).toEqual(firstCounts);
    expect(await mostCited()).toEqual([A, B, C, D]);
  });
});
