import { parseMoment } from '@qanoon/contracts';

// The business keeps Pakistan time (UTC+5, no daylight saving): a month starts at its first midnight there.
const offsetMs = 5 * 60 * 60 * 1000;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant of a month in Pakistan time, as epoch milliseconds. */
export const monthStart = (month: number): number => Date.UTC(Math.floor(month / 12), month % 12, 1) - offsetMs;

// The last month found, as its bounds: a log read in order asks about the same month again and again.
let lastFound = { month: 0, from: 0, to: 0 };

/** A month as a number (year × 12 + month from 0), in Pakistan time: months in a row differ by one. */
export const monthOf = (ms: number): number => {
  if (ms >= lastFound.from && ms < lastFound.to) return lastFound.month;
  const local = new Date(ms + offsetMs);
  const month = local.getUTCFullYear() * 12 + local.getUTCMonth();
  if (Number.isFinite(month)) lastFound = { month, from: monthStart(month), to: monthStart(month + 1) };
  return month;
};

/** `2026-06` */
export const monthLabel = (month: number): string => `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;

/**
 * Where an as-of date cuts the history: events recorded before the returned instant count.
 * A date (`2026-06-30`) takes the whole of that day in Pakistan time; a moment with a time
 * takes the events recorded up to and including it. Null when the input is no real date.
 */
export function asOfCut(input: string): Date | null {
  const trimmed = input.trim();
  if (datePattern.test(trimmed)) {
    const midnight = parseMoment(trimmed);
    return midnight ? new Date(midnight.getTime() + 24 * 60 * 60 * 1000) : null;
  }
  const moment = parseMoment(trimmed);
  return moment ? new Date(moment.getTime() + 1) : null;
}

/** The as-of date a cut came from, as the picker shows it: the last day it includes, in Pakistan time. */
export const asOfDate = (cut: Date): string => new Date(cut.getTime() - 1 + offsetMs).toISOString().slice(0, 10);
