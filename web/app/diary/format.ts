import { formatMoment } from '../ui/dates.ts';
import type { HearingOutcome } from '@qanoon/contracts';
import { translatable, useLanguage } from '../i18n/i18n.tsx';

// Diary days are Pakistan calendar days (`YYYY-MM-DD`); read as UTC they never shift a day.
const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

const shortDayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** A diary day for reading: "Thu, 14 May 2026"; a dash when there is none. */
export const readableDay = (day: string | null | undefined) => (day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '—');

/** A diary day where room is short (a table of many columns): "14 May 2026". */
export const shortDay = (day: string | null | undefined) => (day ? shortDayFormat.format(new Date(`${day}T00:00:00Z`)) : '—');

/** A time of day as the diary keeps it (`HH:MM`, 24-hour); a dash when there is none. */
export const readableTime = (time: string | null | undefined) => time ?? '—';

/** When something was written or uploaded, in Pakistan time. */
export const readableMoment = (at: Date | string) => formatMoment(new Date(at).toISOString());

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

/**
 * Keeps a date, a time or a name written left to right in one piece inside a right-to-left
 * sentence (Unicode's first-strong isolate), so "Fri, 27 Nov 2026" is not torn apart by the
 * Urdu around it. English pages get the text as it is.
 */
export function useIsolate(): (text: string) => string {
  return useLanguage().dir === 'rtl' ? isolated : asItIs;
}

const isolated = (text: string) => `\u2068${text}\u2069`;
const asItIs = (text: string) => text;
