import type { AttemptLimiter, KeyValueStore } from '@qanoon/infra';
import type { RandomSource } from './rules.ts';

/** The ports and sources the guard works through; the runtime passes real ones, tests too. */
export interface GuardDeps {
  kv: KeyValueStore;
  /** Namespaces the guard's keys in the shared Redis, e.g. `qanoon:guard:`. */
  keyPrefix: string;
  random: RandomSource;
  newId: () => string;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Clicks per client address (attemptRules.clicksPerAddress), so dropping the cookie does not dodge the count. */
  addressClicks?: AttemptLimiter;
  /** Answers to the captcha per visitor (contracts' attemptRules.captchaAnswersPerVisitor). */
  answers: AttemptLimiter;
  /** How long a puzzle may be answered; guardLimits.challengeTtlSeconds unless a test asks otherwise. */
  challengeTtlSeconds?: number;
}

/** A visitor id is the random token of our own signed cookie; anything else is a caller's bug. */
export function assertVisitorId(visitorId: string): void {
  if (!/^[\w-]{8,128}$/.test(visitorId)) throw new Error('A visitor id must be the token of the visitor cookie');
}

/** The guard's keys, one of each per visitor. */
export const guardKeys = (prefix: string) => ({
  clicks: (visitorId: string) => `${prefix}clicks:${visitorId}`,
  /** How often a visitor's navigation of this name was heard of (its report, its request). */
  click: (visitorId: string, clickId: string) => `${prefix}click:${visitorId}:${clickId}`,
  challenge: (visitorId: string) => `${prefix}challenge:${visitorId}`,
});
