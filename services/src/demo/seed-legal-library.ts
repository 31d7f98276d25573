import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { activeImportStates, importFileLabels, importKinds, importLimits, type ImportJobView, type ImportKind } from '@qanoon/contracts';
import { contentTables } from '../library/import/content-tables.ts';
import type { Runtime } from '../runtime.ts';
import { demoAccounts } from './demo-accounts.ts';
import { legalDataCsv, legalDataFileName } from './legal-data/index.ts';

export interface SeededKind {
  kind: ImportKind;
  source: 'corpus' | 'generated' | 'already imported';
  state?: ImportJobView['state'];
  inserted?: number;
  rejected?: number;
}

const pollMs = 250;
const waitLimitMs = 30 * 60_000;

async function holdsRows(runtime: Runtime, kind: ImportKind): Promise<boolean> {
  const { rows } = await runtime.db.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${contentTables[kind].table}) AS found`);
  return rows[0]?.found === true;
}

const isActive = (job: ImportJobView | null) => job !== null && (activeImportStates as readonly string[]).includes(job.state);

/**
 * Fill each empty kind of the legal library through the admin's own import path: the CSV goes
 * into the blob store, `startImport` queues it, the worker's `imports` queue runs it (so the
 * Upload Data history shows it), and this step waits for the end. A kind comes from
 * `corpusDir/<Label>.csv` when that file exists (LEGAL_CORPUS_DIR), else from the generator.
 * A kind that already holds rows is left alone, so running the seed again changes nothing.
 */
export async function seedLegalLibrary(runtime: Runtime, options: { corpusDir: string | null; report?: (line: string) => Promise<void> }): Promise<SeededKind[]> {
  const admin = await runtime.identity.provisionAccount(demoAccounts.admin);
  const actor = { userId: admin.userId };
  const seeded: SeededKind[] = [];
  const waiting: { kind: ImportKind; importId: string; source: SeededKind['source'] }[] = [];

  for (const kind of importKinds) {
    if (await holdsRows(runtime, kind)) {
      seeded.push({ kind, source: 'already imported' });
      continue;
    }
    const corpusFile = options.corpusDir ? path.join(options.corpusDir, legalDataFileName(kind)) : null;
    const fromCorpus = corpusFile !== null && (await stat(corpusFile).catch(() => null))?.isFile() === true;
    const body: Readable = fromCorpus && corpusFile ? createReadStream(corpusFile) : legalDataCsv(kind);
    const stored = await runtime.blobs.put('imports', body, { allowed: ['csv'], maxBytes: importLimits.maxFileBytes });
    const fileName = fromCorpus ? legalDataFileName(kind) : `generated-${legalDataFileName(kind)}`;
    const started = await runtime.imports.startImport(actor, { kind, blobKey: stored.key, fileName });
    const source = fromCorpus ? 'corpus' : 'generated';
    if (started.ok) {
      waiting.push({ kind, importId: started.importId, source });
      continue;
    }
    await runtime.blobs.delete(stored.key);
    // Another seed (or an admin) is importing this kind now: wait for that import instead.
    const running = (await runtime.imports.latestImports(actor))[kind];
    if (!running || !isActive(running)) throw new Error(`${importFileLabels[kind]}: ${started.message}`);
    waiting.push({ kind, importId: running.id, source });
  }

  const deadline = Date.now() + waitLimitMs;
  for (const { kind, importId, source } of waiting) {
    await options.report?.(`importing ${importFileLabels[kind]} (${source})`);
    for (;;) {
      const job = await runtime.imports.getImport(actor, importId);
      if (!job) throw new Error(`${importFileLabels[kind]}: the import disappeared`);
      if (!isActive(job)) {
        if (job.state !== 'done') throw new Error(`${importFileLabels[kind]} import ${job.state}: ${job.error ?? 'no reason given'}`);
        seeded.push({ kind, source, state: job.state, inserted: job.inserted, rejected: job.rejected });
        break;
      }
      if (Date.now() > deadline) throw new Error(`${importFileLabels[kind]}: the import did not finish in ${waitLimitMs / 60_000} minutes`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  return importKinds.flatMap((kind) => seeded.filter((s) => s.kind === kind));
}
