import { activeImportStates, importKinds, importStates, type ImportJobView, type ImportKind, type ImportProgress, type ImportState } from '@qanoon/contracts';
import { translatable } from '../i18n/i18n.tsx';

/** What an Upload Data submission answers; `kind` ties an upload's answer to its row. */
export interface ImportAnswer {
  ok: boolean;
  message: string;
  kind?: ImportKind;
  importId?: string;
}

/** An import as the page holds it: the service's view with its times as ISO text and its author as a name. */
export type ImportItem = Omit<ImportJobView, 'resumeLine' | 'createdBy' | 'createdAt' | 'startedAt' | 'finishedAt'> & {
  createdBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

/** Who started an import whose administrator has since been deleted; the screens show it translated. */
export const deletedAdministrator = translatable('a deleted administrator');

export function toImportItem(view: ImportJobView): ImportItem {
  const { resumeLine: _resumeLine, createdBy, createdAt, startedAt, finishedAt, ...rest } = view;
  return {
    ...rest,
    createdBy: createdBy ? createdBy.name || deletedAdministrator : null,
    createdAt: createdAt.toISOString(),
    startedAt: startedAt?.toISOString() ?? null,
    finishedAt: finishedAt?.toISOString() ?? null,
  };
}

export const isActive = (state: ImportState) => (activeImportStates as readonly ImportState[]).includes(state);

/** The figures only a running import's live notices carry. */
export interface LiveFigures {
  percent: number;
  rowsPerSecond: number;
  secondsLeft: number | null;
  estimatedRows: number | null;
}

export interface ShownImport extends ImportItem {
  live: LiveFigures | null;
}

const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A realtime `import-progress` payload, checked: it comes over the wire. */
export function isImportProgress(payload: unknown): payload is ImportProgress {
  if (typeof payload !== 'object' || payload === null) return false;
  const p = payload as Record<string, unknown>;
  return (
    typeof p.importId === 'string' &&
    (importKinds as readonly unknown[]).includes(p.kind) &&
    (importStates as readonly unknown[]).includes(p.state) &&
    ['rowsDone', 'inserted', 'updated', 'unchanged', 'rejected', 'bytesDone', 'totalBytes', 'percent', 'rowsPerSecond'].every((key) => isCount(p[key]))
  );
}

/** Percent of the file read, from what the page knows without a live notice. */
const percentOf = (item: ImportItem) =>
  item.state === 'done' ? 100 : item.totalBytes > 0 ? Math.min(100, Math.floor((item.bytesDone / item.totalBytes) * 100)) : 0;

/**
 * The import as shown: the page's data, overtaken by the latest live notice of the same import
 * unless the page already has it finished (its data then carries the whole report).
 */
export function withProgress(item: ImportItem, progress: ImportProgress | undefined): ShownImport {
  if (!progress || progress.importId !== item.id || (!isActive(item.state) && !isActive(progress.state))) {
    return { ...item, live: isActive(item.state) ? { percent: percentOf(item), rowsPerSecond: 0, secondsLeft: null, estimatedRows: null } : null };
  }
  return {
    ...item,
    state: progress.state,
    rowsDone: progress.rowsDone,
    bytesDone: progress.bytesDone,
    inserted: progress.inserted,
    updated: progress.updated,
    unchanged: progress.unchanged,
    rejected: progress.rejected,
    error: progress.error,
    live: isActive(progress.state)
      ? { percent: progress.percent, rowsPerSecond: progress.rowsPerSecond, secondsLeft: progress.secondsLeft, estimatedRows: progress.estimatedRows }
      : null,
  };
}
