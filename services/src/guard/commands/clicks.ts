import { limits } from '@qanoon/contracts';
import { assertVisitorId, guardKeys, type GuardDeps } from '../deps.ts';
import { guardLimits } from '../rules.ts';

export interface ClickCount {
  /** The visitor's count; 0 for a browser without a visitor cookie (counted by address only). */
  count: number;
  /** docs/product-rules.md#clicks-and-captcha: past the limit, the visitor must solve the captcha before going on. */
  overLimit: boolean;
}

/**
 * Count one click of a visitor (the count lives a day from its first click) and of the client
 * address it came from, when known: a robot that drops its visitor cookie is still counted there.
 *
 * A page names each navigation it makes (`clickId`) twice: in its report of the click and on the
 * navigation's own request, if that request goes out at all (a navigation the browser cancels may
 * never send it). The first of the two counts, the second is the same click and only reads the
 * count; a name sent a third time counts again, so repeating one name does not dodge the count.
 */
export async function countClick(
  deps: GuardDeps,
  visitorId: string | null,
  limit: number = limits.clickCounterLimit,
  address?: string | null,
  clickId?: string | null,
): Promise<ClickCount> {
  if (visitorId !== null) assertVisitorId(visitorId);
  const keys = guardKeys(deps.keyPrefix);
  if (visitorId !== null && clickId && clickIdPattern.test(clickId)) {
    const seen = await deps.kv.increment(keys.click(visitorId, clickId), guardLimits.clickWindowSeconds);
    if (seen === 2) {
      const count = Number((await deps.kv.get(keys.clicks(visitorId))) ?? 0);
      return { count, overLimit: count > limit };
    }
  }
  const [count, addressWait] = await Promise.all([
    visitorId === null ? 0 : deps.kv.increment(keys.clicks(visitorId), guardLimits.clickWindowSeconds),
    address && deps.addressClicks ? deps.addressClicks.count(`address:${address}`) : 0,
  ]);
  return { count, overLimit: count > limit || addressWait > 0 };
}

/** The name a page gives one of its navigations: short, letters, digits and dashes. */
export const clickIdPattern = /^[\w-]{1,64}$/;

/** docs/product-rules.md#clicks-and-captcha: the count starts again after a solved captcha and at logout (the address's with a solved captcha). */
export async function clearClicks(deps: GuardDeps, visitorId: string, address?: string | null): Promise<void> {
  assertVisitorId(visitorId);
  await Promise.all([
    deps.kv.delete(guardKeys(deps.keyPrefix).clicks(visitorId)),
    address && deps.addressClicks ? deps.addressClicks.clear(`address:${address}`) : null,
  ]);
}
