import { attemptRules, type AttemptRuleName } from '@qanoon/contracts';
import type { AttemptLimiter, AttemptLimits } from '@qanoon/infra';

/** One limiter per rule of {@link attemptRules} (ADR 0026). */
export type Limiters = Record<AttemptRuleName, AttemptLimiter>;

export function createLimiters(limits: AttemptLimits): Limiters {
  const entries = Object.entries(attemptRules).map(([name, rule]) => [name, limits.limiter(name, rule)]);
  return Object.fromEntries(entries) as Limiters;
}

/** Where a request came from, as the web layer saw it; absent for the command line and tests. */
export interface Client {
  address?: string | null | undefined;
}

/** A limiter and the key it counts; a check without a key (no client address) is skipped. */
export type Check = readonly [AttemptLimiter, string | null | undefined];

const keyed = (checks: readonly Check[]) => checks.filter((c): c is readonly [AttemptLimiter, string] => !!c[1]);

/** The longest wait any of the checks asks for; 0 when all may try now. Counts nothing. */
export async function waitFor(checks: readonly Check[]): Promise<number> {
  const waits = await Promise.all(keyed(checks).map(([limiter, key]) => limiter.waitFor(key)));
  return Math.max(0, ...waits);
}

/** Count one attempt under every check; the longest wait that caused. */
export async function countAttempt(checks: readonly Check[]): Promise<number> {
  const waits = await Promise.all(keyed(checks).map(([limiter, key]) => limiter.count(key)));
  return Math.max(0, ...waits);
}

export async function clearAttempts(checks: readonly Check[]): Promise<void> {
  await Promise.all(keyed(checks).map(([limiter, key]) => limiter.clear(key)));
}

/** The key an email is counted under, whatever its capitals and spaces. */
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
