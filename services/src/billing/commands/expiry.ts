import { messages } from '@qanoon/contracts';
import type { Actor, Outcome } from '../../shared/outcome.ts';
import { now, type BillingDeps, type Committed } from '../deps.ts';
import { handleSubscription } from '../subscription/handle.ts';

/**
 * The user's countdown reached zero (docs/product-rules.md#packages): the server, not the browser, decides whether the
 * package is due and expires it. Asking again once it has expired is answered the same way.
 */
export async function checkExpiry(deps: BillingDeps, actor: Actor): Promise<Outcome<Committed>> {
  const handled = await handleSubscription(deps, actor.userId, actor, async () => ({ type: 'ExpireIfDue', data: { at: now(deps) } }));
  return handled.ok ? { ok: true, message: messages.packageExpired, position: handled.position } : handled;
}

export interface ExpirySweep extends Committed {
  /** Users whose package this sweep expired. */
  expired: string[];
  /** Users whose expiry failed with an error; the next sweep tries them again. */
  failed: string[];
}

/** How many users' packages the sweep expires at once: each is its own stream, so they never conflict (ADR 0041). */
export const expirySweepWidth = 8;

/**
 * The expiry sweep (job `billing.expire-due`): every paid package whose expireAt has come,
 * found through the payments read model and expired through the decider, which reads the
 * stream and so skips any the read model has not caught up with (extended, already expired).
 * Several users at once, so the last of many due together hears of it seconds, not minutes,
 * after the first. One user's failure does not hold up the others.
 */
export async function expireDue(deps: BillingDeps, at: Date = now(deps)): Promise<ExpirySweep> {
  const { rows } = await deps.db.query<{ user_id: string }>(
    "SELECT user_id FROM payments WHERE is_paid = 'true' AND expire_at <= $1 ORDER BY expire_at",
    [at],
  );
  const sweep: ExpirySweep = { expired: [], failed: [], position: null };
  let next = 0;
  const expireNext = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) {
      const userId = row.user_id;
      try {
        const handled = await handleSubscription(deps, userId, 'system', async () => ({ type: 'ExpireIfDue', data: { at } }));
        if (handled.ok && handled.position !== null) {
          sweep.expired.push(userId);
          if (sweep.position === null || handled.position > sweep.position) sweep.position = handled.position;
        }
      } catch {
        sweep.failed.push(userId);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(expirySweepWidth, rows.length) }, expireNext));
  return sweep;
}
