import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { limits } from '@qanoon/contracts';
import { translatable } from '../i18n/i18n.tsx';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The time has come. */
  over: boolean;
}

export function timeLeft(until: number, now: number): TimeLeft {
  const total = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    // Exact to the millisecond: a browser asking even a moment early is told "not yet".
    over: until <= now,
  };
}

/**
 * Time left until `expireAt`, refreshed every second (docs/product-rules.md#packages). Null on the server and until
 * the page is interactive, so server and browser render the same first HTML.
 */
export function useCountdown(expireAt: string | null): TimeLeft | null {
  const [left, setLeft] = useState<TimeLeft | null>(null);
  useEffect(() => {
    if (!expireAt) return setLeft(null);
    const until = Date.parse(expireAt);
    const tick = () => setLeft(timeLeft(until, Date.now()));
    tick();
    const timer = setInterval(tick, limits.countdownRefreshMs);
    return () => clearInterval(timer);
  }, [expireAt]);
  return left;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The header's short form, its clock in two digits so it does not jump: "6d 23h 05m 09s"; in Urdu "6 دن 23:05:09". */
export const shortTimeLeft = (t: TFunction, left: TimeLeft) =>
  t('{{days}}d {{hours}}h {{minutes}}m {{seconds}}s', {
    days: left.days,
    hours: twoDigits(left.hours),
    minutes: twoDigits(left.minutes),
    seconds: twoDigits(left.seconds),
  });

const units = {
  days: [translatable('{{n}} day'), translatable('{{n}} days')],
  hours: [translatable('{{n}} hour'), translatable('{{n}} hours')],
  minutes: [translatable('{{n}} minute'), translatable('{{n}} minutes')],
  seconds: [translatable('{{n}} second'), translatable('{{n}} seconds')],
} as const;

const unit = (t: TFunction, [one, many]: readonly [string, string], n: number) => t(n === 1 ? one : many, { n });

/** The payment page's long form: "6 days, 23 hours, 5 minutes, 1 second". */
export const longTimeLeft = (t: TFunction, left: TimeLeft) =>
  t('{{days}}, {{hours}}, {{minutes}}, {{seconds}}', {
    days: unit(t, units.days, left.days),
    hours: unit(t, units.hours, left.hours),
    minutes: unit(t, units.minutes, left.minutes),
    seconds: unit(t, units.seconds, left.seconds),
  });
