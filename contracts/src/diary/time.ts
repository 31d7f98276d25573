import type { ReminderKind } from './views.ts';

// Pakistan keeps UTC+5 all year (no daylight saving since 2009): local days and times are a
// fixed offset from UTC, the same on the server and in every browser.
const pakistanOffsetMs = 5 * 3600_000;
const dayMs = 24 * 3600_000;

/** The calendar day in Pakistan at a moment, `YYYY-MM-DD`. */
export const pakistanDay = (at: Date): string => new Date(at.getTime() + pakistanOffsetMs).toISOString().slice(0, 10);

/** The day after a `YYYY-MM-DD` day. */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);

/** The moment of a day and time (`HH:MM`) in Pakistan. */
export const pakistanMoment = (day: string, time: string): Date => new Date(Date.parse(`${day}T${time}:00+05:00`));

/** When the diary reminds of a hearing: the evening before, and early on the day. */
export const reminderTimes = { 'day-before': '18:00', 'on-the-day': '07:00' } as const satisfies Record<ReminderKind, string>;

/** The moments to remind of a hearing on `day` (at `time`, when known), each with its kind. */
export function reminderMoments(day: string, time: string | null): { when: ReminderKind; at: Date }[] {
  const hearingAt = pakistanMoment(day, time ?? '23:59');
  const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - dayMs).toISOString().slice(0, 10);
  const onTheDay = pakistanMoment(day, reminderTimes['on-the-day']);
  return [
    { when: 'day-before' as const, at: pakistanMoment(dayBefore, reminderTimes['day-before']) },
    // A hearing set before seven in the morning is reminded of an hour before it instead.
    { when: 'on-the-day' as const, at: onTheDay < hearingAt ? onTheDay : new Date(hearingAt.getTime() - 3600_000) },
  ];
}

/** A reminder's text, as the notice and the email say it. */
export function reminderText(when: ReminderKind, hearing: { title: string; court: string; time: string | null }): string {
  const what = hearing.title || 'Untitled case';
  const at = hearing.time ? ` at ${hearing.time}` : '';
  const where = hearing.court ? ` in ${hearing.court}` : '';
  return when === 'day-before' ? `Hearing tomorrow${at}: ${what}${where}` : `Hearing today${at}: ${what}${where}`;
}
