import { importLimits } from '@qanoon/contracts';
import type { AttemptLimiter, BlobStore, Database, JobQueue, RealtimeEmitter, SearchEngine } from '@qanoon/infra';
import type { UserDirectory } from '../shared/user-directory.ts';

export interface ImportSettings {
  /** Rows per committed batch. */
  maxRows: number;
  /** Characters of text per batch (judgments run to 400 kB each; two batches are in memory, one read ahead). */
  maxChars: number;
  maxRecordBytes: number;
  /** Least time between two progress notices of a run (the first and last are always sent). */
  progressIntervalMs: number;
  /** An active import whose queue job has ended and that has not moved for this long is marked failed. */
  staleAfterMs: number;
  /**
   * Build a batch's search documents while its rows are written, on connections of their own
   * (ADR 0039); false writes the rows first, then indexes them, the one-stream way, which the
   * tests hold the default to.
   */
  indexWhileWriting: boolean;
}

/** The ports the library works through; the runtime passes real adapters, tests too. */
export interface LibraryDeps {
  db: Database;
  searchEngine: SearchEngine;
  blobs: BlobStore;
  realtime: RealtimeEmitter;
  /** The `imports` queue, opened on first use. */
  importQueue: () => JobQueue;
  /** Identity's users: the names of the admins who ran imports. */
  users: UserDirectory;
  settings?: Partial<ImportSettings>;
  /** How often one account and one client address may have a text's citations checked (ADR 0057); unlimited without. */
  checkLimits?: { perUser: AttemptLimiter; perAddress: AttemptLimiter };
}

export const defaultImportSettings: ImportSettings = {
  maxRows: 1000,
  maxChars: 2_000_000,
  maxRecordBytes: importLimits.maxRecordBytes,
  progressIntervalMs: 500,
  staleAfterMs: 30_000,
  indexWhileWriting: true,
};

export const importSettings = (deps: LibraryDeps): ImportSettings => ({ ...defaultImportSettings, ...deps.settings });
