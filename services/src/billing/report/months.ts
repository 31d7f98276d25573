import { parseMoment, pakistanOffsetMs } from '@qanoon/contracts';

// The calendar is the report read model's too (contracts); the as-of dates are read here.
export { monthLabel, monthOf, monthStart } from '@qanoon/contracts';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

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
export const asOfDate = (cut: Date): string => new Date(cut.getTime() - 1 + pakistanOffsetMs).toISOString().slice(0, 10);
