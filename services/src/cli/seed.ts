import { statSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, storeEnvShape } from '@qanoon/infra';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const env = loadEnv({
  ...storeEnvShape,
  /** A folder of real CSVs in the upload formats (Case_laws.csv, Statutes.csv, …), relative to the repository root. */
  LEGAL_CORPUS_DIR: z
    .string()
    .trim()
    .optional()
    .transform((dir) => (dir ? path.resolve(repoRoot, dir) : undefined))
    .refine((dir) => dir === undefined || statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true, {
      message: 'must be a folder (relative to the repository root) holding the legal CSV files',
    }),
});
const { createRuntime } = await import('../runtime.ts');
const runtime = createRuntime(env, { applicationName: 'qanoon-seed' });
const queue = runtime.queue('maintenance');
const id = await queue.enqueue('demo.seed', { legalCorpusDir: env.LEGAL_CORPUS_DIR ?? null });
process.stdout.write(`Demo data: queued for the worker${env.LEGAL_CORPUS_DIR ? ` (legal library from ${env.LEGAL_CORPUS_DIR})` : ''}\n`);
// A real corpus (2,202 judgments, 10,200 dictionary entries) takes minutes to import and index.
const result = await queue.waitFor(id, env.LEGAL_CORPUS_DIR ? 30 * 60_000 : 120_000).catch((error: Error) => {
  process.stderr.write(`Demo data: ${error.message}\n`);
  process.exitCode = 1;
});
if (result) {
  const { library = [] } = result as { library?: { kind: string; source: string; inserted?: number; rejected?: number }[] };
  for (const kind of library) {
    const counts = kind.inserted === undefined ? '' : `: ${kind.inserted} inserted${kind.rejected ? `, ${kind.rejected} rejected` : ''}`;
    process.stdout.write(`Demo data: ${kind.kind} ${kind.source}${counts}\n`);
  }
  process.stdout.write('Demo data: ready\n');
}
await runtime.close();
