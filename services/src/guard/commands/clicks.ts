import { limits } from '@qanoon/contracts';
import { assertVisitorId, guardKeys, type GuardDeps } from '../deps.ts';
import { guardLimits } from '../rules.ts';

export interface ClickCount {
  count: number;
  /** Spec §9: past the limit, the visitor must solve the captcha before going on. */
  overLimit: boolean;
}

/** Count one click of a visitor; the count lives a day from its first click. */
export async function countClick(deps: GuardDeps, visitorId: string, limit: number = limits.clickCounterLimit): Promise<ClickCount> {
  assertVisitorId(visitorId);
  const count = await deps.kv.increment(guardKeys(deps.keyPrefix).clicks(visitorId), guardLimits.clickWindowSeconds);
  return { count, overLimit: count > limit };
}

/** Spec §9: the count starts again after a solved captcha and at logout. */
export async function clearClicks(deps: GuardDeps, visitorId: string): Promise<void> {
  assertVisitorId(visitorId);
  await deps.kv.delete(guardKeys(deps.keyPrefix).clicks(visitorId));
}
