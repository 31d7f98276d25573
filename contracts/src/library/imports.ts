import { importFileLabels, type ImportKind } from './import-kinds.ts';

/** An import's life: queued → running → done | failed | cancelled; a failed or cancelled one may be retried. */
export const importStates = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportState = (typeof importStates)[number];
/** At most one import of a kind is in one of these states at a time. */
export const activeImportStates = ['queued', 'running'] as const satisfies readonly ImportState[];

export const importLimits = {
  /** The largest CSV the upload accepts (100k judgments are about 670 MB). */
  maxFileBytes: 2 * 1024 ** 3,
  /** One record (row) larger than this stops the import: a quote left open swallows the rest of the file. */
  maxRecordBytes: 16 * 1024 ** 2,
} as const;

/** The realtime event admins receive, in the admins room, while an import runs. */
export const importProgressEvent = 'import-progress';

/** Rows of a file so far, by what happened to them. */
export interface ImportCounts {
  /** New natural keys. */
  inserted: number;
  /** Existing keys whose content changed. */
  updated: number;
  /** Existing keys with identical content: nothing was written. */
  unchanged: number;
  /** Rows refused, each with its line and reason (see the rejected-rows CSV). */
  rejected: number;
}

/** The realtime payload of {@link importProgressEvent}, also stored as the queue job's progress. */
export interface ImportProgress extends ImportCounts {
  importId: string;
  kind: ImportKind;
  fileName: string;
  state: ImportState;
  /** Data rows read so far (imported or rejected). */
  rowsDone: number;
  bytesDone: number;
  totalBytes: number;
  /** 0–100 by bytes read. */
  percent: number;
  /** Rows per second in the current run. */
  rowsPerSecond: number;
  /** Estimated from the byte rate; null until there is a rate. */
  secondsLeft: number | null;
  /** Rows the whole file probably holds, from bytes per row so far. */
  estimatedRows: number | null;
  error: string | null;
}

/** One import in the admin's history. */
export interface ImportJobView extends ImportCounts {
  id: string;
  kind: ImportKind;
  fileName: string;
  state: ImportState;
  rowsDone: number;
  bytesDone: number;
  totalBytes: number;
  /** The line the next run starts at. */
  resumeLine: number;
  error: string | null;
  cancelRequested: boolean;
  createdBy: { userId: string; name: string } | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** What the import job returns when it ends. */
export interface ImportReport extends ImportCounts {
  importId: string;
  kind: ImportKind;
  state: ImportState;
  rowsDone: number;
  error: string | null;
}

/** The columns of the rejected-rows download, before the kind's own columns. */
export const rejectionCsvColumns = ['Line', 'Row', 'Reason'] as const;

const label = (kind: ImportKind) => importFileLabels[kind];
/** The article each kind's label takes, by how the label is said: "an Articles file", "a Statutes file". */
const article: Record<ImportKind, 'a' | 'an'> = { statutes: 'a', cases: 'a', legalTerms: 'a', articles: 'an', topics: 'a', dictionary: 'a' };
/** The kind's label after its article: "an Articles", "a Topics". */
const aLabel = (kind: ImportKind) => `${article[kind]} ${label(kind)}`;

/** Texts of imports; the spec shows none beyond the choose-a-file messages. */
export const importMessages = {
  queued: (kind: ImportKind) => `${label(kind)} file received: importing in the background`,
  alreadyRunning: (kind: ImportKind) => `${article[kind] === 'an' ? 'An' : 'A'} ${label(kind)} import is already in progress: wait for it to finish or cancel it`,
  fileMissing: 'The uploaded file was not found: upload it again',
  /** A file of no records at all (0 bytes, or only blank lines). */
  fileEmpty: (fileName: string) => `${fileName} is empty: it has no header row and no rows.`,
  notFound: 'Import not found',
  cancelling: 'Cancelling: rows imported so far stay',
  cancelled: 'Import cancelled',
  alreadyFinished: 'This import has already finished',
  retrying: (kind: ImportKind) => `${label(kind)} import restarted: it continues where it stopped`,
  notRetryable: 'Only a failed or cancelled import can be retried',
  workerStopped: (line: number) => `The import stopped unexpectedly; retry to continue from line ${line}`,
  wrongHeader: (kind: ImportKind, expected: readonly string[], found: readonly string[], guess: ImportKind | null) =>
    `This is not ${aLabel(kind)} file. Expected the columns ${expected.join(', ')}; found ${found.length ? found.join(', ') : 'none'}.` +
    (guess ? ` It looks like ${aLabel(guess)} file.` : ''),
  duplicateColumn: (column: string) => `The column ${column} appears twice in the header`,
  /** A row's field count is off: too many fields are mostly an unquoted comma, too few a missing field. */
  wrongFieldCount: (expected: number, found: number) =>
    `Expected ${expected} fields, found ${found}: ` +
    (found > expected
      ? 'a comma inside a field needs the field in double quotes'
      : 'a field is missing (each row needs a value, even an empty one, for every column)'),
  brokenCsv: (line: number, reason: string) => `Line ${line}: ${reason}. Rows before line ${line} were imported; fix the file and import it again.`,
} as const;
