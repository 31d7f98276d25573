// The payment report's calendar (ADR 0025): the business keeps Pakistan time (UTC+5, no daylight
// saving), so a month and a day start at midnight there.
export const pakistanOffsetMs = 5 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The first instant of a month in Pakistan time, as epoch milliseconds. */
export const monthStart = (month: number): number => Date.UTC(Math.floor(month / 12), month % 12, 1) - pakistanOffsetMs;

// The last month found, as its bounds: a log read in order asks about the same month again and again.
let lastFound = { month: 0, from: 0, to: 0 };

/** A month as a number (year × 12 + month from 0), in Pakistan time: months in a row differ by one. */
export const monthOf = (ms: number): number => {
  if (ms >= lastFound.from && ms < lastFound.to) return lastFound.month;
  const local = new Date(ms + pakistanOffsetMs);
  const month = local.getUTCFullYear() * 12 + local.getUTCMonth();
  if (Number.isFinite(month)) lastFound = { month, from: monthStart(month), to: monthStart(month + 1) };
  return month;
};

/** `2026-06` */
export const monthLabel = (month: number): string => `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;

/** A day as a number (days since 1970-01-01), in Pakistan time. */
export const dayOf = (ms: number): number => Math.floor((ms + pakistanOffsetMs) / dayMs);

/** The first instant of a day in Pakistan time, as epoch milliseconds. */
export const dayStart = (day: number): number => day * dayMs - pakistanOffsetMs;
