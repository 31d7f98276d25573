import { importLimits, type ImportKind } from '@qanoon/contracts';
import type { JobContext } from '@qanoon/infra';
import type { Actor } from '../shared/outcome.ts';
import { fileIntake, type ReceivedFile } from '../shared/uploads.ts';
import { cancelImport, retryImport, startImport } from './commands/imports.ts';
import type { LibraryDeps } from './deps.ts';
import { firstRejections } from './import/first-rejections.ts';
import { runImport } from './import/run-import.ts';
import { getImport, latestImports, listImports, rejectedRowsCsv } from './queries/import-history.ts';

/**
 * The administrator's CSV imports into the library: the file taken in, the commands, the
 * history and the queue job. Every command and query checks the actor is an administrator.
 */
export function createImports(deps: LibraryDeps) {
  /** An import's CSV file, checked to be text as it streams in. */
  const files = fileIntake(deps.blobs, { area: 'imports', allowed: ['csv'], maxBytes: importLimits.maxFileBytes });
  return {
    files,
    /**
     * Queue an import. With the file taken in through `files`, the command owns it: the import
     * reads it, or it is discarded when the import is refused.
     */
    async startImport(actor: Actor, input: unknown, file?: ReceivedFile) {
      if (!file) return startImport(deps, actor, input);
      const form = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const started = await startImport(deps, actor, { ...form, blobKey: file.key, fileName: file.name || `${String(form.kind)}.csv` });
      if (!started.ok) await files.discard(file);
      return started;
    },
    cancelImport: (actor: Actor, importId: string) => cancelImport(deps, actor, importId),
    retryImport: (actor: Actor, importId: string) => retryImport(deps, actor, importId),
    listImports: (actor: Actor, options?: { kind?: ImportKind; limit?: number; offset?: number }) => listImports(deps, actor, options),
    latestImports: (actor: Actor) => latestImports(deps, actor),
    getImport: (actor: Actor, importId: string) => getImport(deps, actor, importId),
    rejectedRowsCsv: (actor: Actor, importId: string) => rejectedRowsCsv(deps, actor, importId),
    firstRejections: (actor: Actor, importId: string, limit?: number) => firstRejections(deps, actor, importId, limit),
    /** The queue job that reads an import's file into the library. */
    runImport: (job: JobContext<unknown>) => runImport(deps, job),
  };
}

export type Imports = ReturnType<typeof createImports>;
