import type { ImportState } from '@qanoon/contracts';
import type { ImportItem } from './import-item.ts';

const whole = new Intl.NumberFormat('en-US');

export const count = (n: number) => whole.format(n);

export const stateText: Record<ImportState, string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** `45 s`, `3 min 20 s`, `1 h 5 min`: a remaining time as people read it. */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const minutes = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''}`;
}

/** The four outcomes of the rows read so far. */
export const outcomeCounts = (item: Pick<ImportItem, 'inserted' | 'updated' | 'unchanged' | 'rejected'>) =>
  [
    ['inserted', item.inserted],
    ['updated', item.updated],
    ['unchanged', item.unchanged],
    ['rejected', item.rejected],
  ] as const;

export const byteSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;
