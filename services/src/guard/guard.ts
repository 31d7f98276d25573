import { randomInt, randomUUID } from 'node:crypto';
import type { AttemptLimiter, KeyValueStore, StoreEnv } from '@qanoon/infra';
import { newChallenge, solveChallenge } from './commands/challenge.ts';
import { clearClicks, countClick } from './commands/clicks.ts';
import type { GuardDeps } from './deps.ts';

/**
 * The click counter and slider captcha (docs/product-rules.md#clicks-and-captcha), kept and checked on the server (docs/product-rules.md#departures).
 * Visitors are named by the random id of their visitor cookie, signed in or not.
 */
export function createGuard(deps: GuardDeps) {
  return {
    countClick: (visitorId: string | null, limit?: number, address?: string | null, clickId?: string | null) =>
      countClick(deps, visitorId, limit, address, clickId),
    clearClicks: (visitorId: string, address?: string | null) => clearClicks(deps, visitorId, address),
    newChallenge: (visitorId: string) => newChallenge(deps, visitorId),
    solveChallenge: (visitorId: string, input: unknown, address?: string | null) => solveChallenge(deps, visitorId, input, address),
  };
}

export type Guard = ReturnType<typeof createGuard>;

const randomRange = 2 ** 47;

/** The guard over a process's key-value store, with a cryptographic random source. */
export function openGuard(env: StoreEnv, kv: KeyValueStore, limits: { answers: AttemptLimiter; addressClicks?: AttemptLimiter }): Guard {
  const { answers, addressClicks } = limits;
  return createGuard({
    kv,
    answers,
    ...(addressClicks ? { addressClicks } : {}),
    keyPrefix: `${env.QUEUE_PREFIX}:guard:`,
    random: () => randomInt(randomRange) / randomRange,
    newId: randomUUID,
    now: Date.now,
  });
}
