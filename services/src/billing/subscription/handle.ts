import { messages, readSubscriptionEvent, type SubscriptionEvent } from '@qanoon/contracts';
import { WrongExpectedVersionError, type EventStore, type Sql } from '@qanoon/infra';
import { loadStream } from '../../event-sourcing/load-stream.ts';
import { failure, type Failure } from '../../identity/outcome.ts';
import type { ActedBy } from '../deps.ts';
import { decide } from './decide.ts';
import { evolve, initialState, subscriptionStream, type SubscriptionCommand } from './subscription.ts';

/** A user's subscription as its stream tells it, and the revision to append after. */
export const loadSubscription = (eventStore: EventStore, userId: string) =>
  loadStream(eventStore, subscriptionStream(userId), readSubscriptionEvent, evolve, initialState());

export interface Handled {
  ok: true;
  events: SubscriptionEvent[];
  /** Global position of the last event appended; null when the command changed nothing. */
  position: bigint | null;
}

/**
 * Run one command against a user's subscription: read, decide, append at the revision read. When
 * someone else appended in between, read again and decide once more; a command refused on that
 * second look gets {@link messages.paymentChangedElsewhere}, since it was fine when the user
 * asked. `command` is built afresh for each look, so the facts it carries are as fresh as the stream.
 */
export async function handleSubscription(
  deps: { db: Sql; eventStore: EventStore },
  userId: string,
  by: ActedBy,
  command: () => Promise<SubscriptionCommand | Failure>,
): Promise<Handled | Failure> {
  for (let look = 1; ; look++) {
    const { state, expected } = await loadSubscription(deps.eventStore, userId);
    const built = await command();
    if ('ok' in built) return built;
    const decision = decide(built, state);
    if (!Array.isArray(decision)) return look === 1 ? decision : failure(messages.paymentChangedElsewhere);
    if (decision.length === 0) return { ok: true, events: [], position: null };
    try {
      const metadata = { by: by === 'system' ? 'system' : by.userId };
      const appended = await deps.eventStore.appendToStream(
        subscriptionStream(userId),
        decision.map((event) => ({ type: event.type, data: event.data, metadata })),
        expected,
      );
      await afterAppend(deps.db, userId, decision);
      return { ok: true, events: decision, position: appended.lastGlobalPosition };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (look === 2) return failure(messages.paymentChangedElsewhere);
    }
  }
}

/**
 * The spec's newUser flag lives on the user (identity's plain table), so the handler clears it
 * once a trial starts or a payment is verified, not a projection: a rebuild of the payments read
 * model never writes to users, and the next request already sees it. Should the process stop in
 * between, the stream itself still refuses a second trial (`hadAccess`).
 */
async function afterAppend(db: Sql, userId: string, events: SubscriptionEvent[]): Promise<void> {
  if (events.some((e) => e.type === 'TrialStarted' || e.type === 'PaymentVerified')) {
    await db.query('UPDATE users SET new_user = false WHERE id = $1 AND new_user', [userId]);
  }
}
