import type { ImportKind, ImportState } from '@qanoon/contracts';
import type { TFunction } from 'i18next';
import { translatable } from '../i18n/i18n.tsx';
import type { ImportItem } from './import-item.ts';

const whole = new Intl.NumberFormat('en-US');

export const count = (n: number) => whole.format(n);

/** Each kind's name on the screen, in English (as the contracts' importFileLabels), shown translated. */
export const kindLabel: Record<ImportKind, string> = {
  statutes: translatable('Statutes'),
  cases: translatable('Case_laws'),
  legalTerms: translatable('Legal_Terms'),
  articles: translatable('Articles'),
  topics: translatable('Topics'),
  dictionary: translatable('Dictionary'),
};

export const stateText: Record<ImportState, string> = {
  queued: translatable('Queued'),
  running: translatable('Running'),
  done: translatable('Done'),
  failed: translatable('Failed'),
  cancelled: translatable('Cancelled'),
};

type Outcome = 'inserted' | 'updated' | 'unchanged' | 'rejected';

/** An outcome's name over its figure in a report. */
export const outcomeLabel: Record<Outcome, string> = {
  inserted: translatable('Inserted'),
  updated: translatable('Updated'),
  unchanged: translatable('Unchanged'),
  rejected: translatable('Rejected'),
};

/** An outcome with its figure in a line: `{{n}}` is the count. */
export const outcomeCountText: Record<Outcome, string> = {
  inserted: translatable('{{n}} inserted'),
  updated: translatable('{{n}} updated'),
  unchanged: translatable('{{n}} unchanged'),
  rejected: translatable('{{n}} rejected'),
};

/** `45 s`, `3 min 20 s`, `1 h 5 min`: a remaining time as people read it, its units in the reader's language. */
export function duration(t: TFunction, seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const sec = (n: number) => t('{{n}} s', { n });
  const min = (n: number) => t('{{n}} min', { n });
  if (s < 60) return sec(s);
  if (s < 3600) return s % 60 ? `${min(Math.floor(s / 60))} ${sec(s % 60)}` : min(Math.floor(s / 60));
  const minutes = Math.floor((s % 3600) / 60);
  const hours = t('{{n}} h', { n: Math.floor(s / 3600) });
  return minutes ? `${hours} ${min(minutes)}` : hours;
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
