import { useEffect, useState } from 'react';
import { limits } from '@qanoon/contracts';

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
 * Time left until `expireAt`, refreshed every second (spec §9). Null on the server and until
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

export const formatTimeLeft = (t: TimeLeft) => `${t.days}d ${t.hours}h ${t.minutes}m ${t.seconds}s`;
