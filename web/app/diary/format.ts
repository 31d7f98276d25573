import type { HearingOutcome } from '@qanoon/contracts';
import { translatable } from '../i18n/i18n.tsx';

/** A time of day as the diary keeps it (`HH:MM`, 24-hour); a dash when there is none. */
export const readableTime = (time: string | null | undefined) => time ?? '—';

/**
 * A case's title, or what to call it when none was written; a screen passes that name in the
 * reader's language (`titleOf(title, t('Untitled case'))`), the page title keeps it in English.
 */
export const titleOf = (title: string, untitled = 'Untitled case') => title || untitled;

/** How a hearing went, in English; a screen shows it with `t(label)`. */
export const outcomeLabels: Record<HearingOutcome, string> = {
  heard: translatable('Heard'),
  adjourned: translatable('Adjourned'),
  disposed: translatable('Disposed'),
};

export const outcomeLabel = (outcome: HearingOutcome | null) => (outcome ? outcomeLabels[outcome] : translatable('Not recorded'));

/** A file size for reading: "12 KB". */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
