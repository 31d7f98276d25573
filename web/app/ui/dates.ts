import type { Language } from '@qanoon/contracts';
import { useLanguage } from '../i18n/i18n.tsx';

// Each language writes dates its own way: Urdu names its months and days in Urdu, so a date
// reads whole inside a right-to-left page ("28 Oct 2025" there came out as "Oct 2025 28").
// Fixed locales and time zones, the same on the server and in the browser (no hydration drift).
const locales: Record<Language, string> = { en: 'en-GB', ur: 'ur-PK' };

function formatsOf(language: Language) {
  const locale = locales[language];
  return {
    // A moment in Pakistan time: "04 Dec 2026, 12:41".
    moment: new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Karachi',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
    // Diary days are Pakistan calendar days (`YYYY-MM-DD`); read as UTC they never shift a day.
    day: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
    shortDay: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
    date: new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Karachi', day: 'numeric', month: 'short', year: 'numeric' }),
  };
}

const formats = { en: formatsOf('en'), ur: formatsOf('ur') } satisfies Record<Language, ReturnType<typeof formatsOf>>;

export interface Dates {
  /** A moment in Pakistan time; a dash when there is none. */
  moment: (at: Date | string | null | undefined) => string;
  /** A diary day for reading: "Thu, 14 May 2026"; a dash when there is none. */
  day: (day: string | null | undefined) => string;
  /** A diary day where room is short (a table of many columns): "14 May 2026". */
  shortDay: (day: string | null | undefined) => string;
  /** The Pakistan day of a moment, as shortDay writes days (a bookmark's date): "14 May 2026". */
  date: (at: Date | string | null | undefined) => string;
}

const asDay = (day: string) => new Date(`${day}T00:00:00Z`);

export function datesIn(language: Language): Dates {
  const f = formats[language];
  return {
    moment: (at) => (at ? f.moment.format(new Date(at)) : '—'),
    day: (day) => (day ? f.day.format(asDay(day)) : '—'),
    shortDay: (day) => (day ? f.shortDay.format(asDay(day)) : '—'),
    date: (at) => (at ? f.date.format(new Date(at)) : '—'),
  };
}

const byLanguage = { en: datesIn('en'), ur: datesIn('ur') } satisfies Record<Language, Dates>;

/** Dates written in the reader's language. */
export function useDates(): Dates {
  return byLanguage[useLanguage().language];
}

/** The value of a datetime-local field for `iso`, in Pakistan time (UTC+5). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + 5 * 3600_000).toISOString().slice(0, 16);
}
