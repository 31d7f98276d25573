import { messages, readSubscriptionEvent, type SubscriptionEvent } from '@qanoon/contracts';
import type { EventStore } from '@qanoon/infra';
import { commandHandler, type CommandSource, type Handled } from '../../shared/command-handler.ts';
import type { Failure } from '../../shared/outcome.ts';
import type { UserDirectory } from '../../shared/user-directory.ts';
import type { ActedBy } from '../deps.ts';
import { decide } from './decide.ts';
import { evolve, initialState, subscriptionStream, type SubscriptionCommand, type SubscriptionState } from './subscription.ts';

/**
 * A user's subscription. A command refused on a second look (someone appended in between) gets
 * {@link messages.paymentChangedElsewhere}, since it was fine when the user asked; commands are
 * built afresh for each look, so the facts they carry are as fresh as the stream.
 */
const subscription = commandHandler({
  streamOf: subscriptionStream,
  read: readSubscriptionEvent,
  initialState,
  evolve,
  decide,
  changedElsewhere: messages.paymentChangedElsewhere,
  refusedOnRetry: 'changedElsewhere',
});

/** A user's subscription as its stream tells it, and the revision to append after. */
export const loadSubscription = (eventStore: EventStore, userId: string) => subscription.load(eventStore, userId);

/** Run one command against a user's subscription through the one command handler. */
export async function handleSubscription(
  deps: { users: UserDirectory; eventStore: EventStore },
  userId: string,
  by: ActedBy,
  command: CommandSource<SubscriptionCommand>,
): Promise<Handled<SubscriptionEvent, SubscriptionState> | Failure> {
  const handled = await subscription.handle(deps.eventStore, userId, command, { by: by === 'system' ? 'system' : by.userId });
  if (handled.ok) await afterAppend(deps.users, userId, handled.events);
  return handled;
}

/**
 * The spec's newUser flag lives on the user, in identity's table, so the handler asks identity to
 * clear it once a trial starts or a payment is verified, not a projection: a rebuild of the
 * payments read model never touches users, and the next request already sees it. Should the
 * process stop in between, the stream itself still refuses a second trial (`hadAccess`).
 */
async function afterAppend(users: UserDirectory, userId: string, events: SubscriptionEvent[]): Promise<void> {
  if (events.some((e) => e.type === 'TrialStarted' || e.type === 'PaymentVerified')) {
    await users.markNotNew(userId);
  }
}
