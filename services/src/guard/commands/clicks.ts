import { limits } from '@qanoon/contracts';
import { assertVisitorId, guardKeys, type GuardDeps } from '../deps.ts';
import { guardLimits } from '../rules.ts';

export interface ClickCount {
  /** The visitor's count; 0 for a browser without a visitor cookie (counted by address only). */
  count: number;
  /** Spec §9: past the limit, the visitor must solve the captcha before going on. */
  overLimit: boolean;
}

/**
 * Count one click of a visitor (the count lives a day from its first click) and of the client
 * address it came from, when known: a robot that drops its visitor cookie is still counted there.
 */
export async function countClick(
  deps: GuardDeps,
  visitorId: string | null,
  limit: number = limits.clickCounterLimit,
  address?: string | null,
): Promise<ClickCount> {
  if (visitorId !== null) assertVisitorId(visitorId);
  const [count, addressWait] = await Promise.all([
    visitorId === null ? 0 : deps.kv.increment(guardKeys(deps.keyPrefix).clicks(visitorId), guardLimits.clickWindowSeconds),
    address && deps.addressClicks ? deps.addressClicks.count(`address:${address}`) : 0,
  ]);
  return { count, overLimit: count > limit || addressWait > 0 };
}

/** Spec §9: the count starts again after a solved captcha and at logout (the address's with a solved captcha). */
export async function clearClicks(deps: GuardDeps, visitorId: string, address?: string | null): Promise<void> {
  assertVisitorId(visitorId);
  await Promise.all([
    deps.kv.delete(guardKeys(deps.keyPrefix).clicks(visitorId)),
    address && deps.addressClicks ? deps.addressClicks.clear(`address:${address}`) : null,
  ]);
}
