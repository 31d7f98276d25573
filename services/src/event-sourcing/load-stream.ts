import type { EventStore, ExpectedVersion } from '@qanoon/infra';

/**
 * An aggregate as its stream tells it: the stored events read (`read` answers null for another
 * stream kind's), folded from `initial`, and the revision to append after.
 */
export async function loadStream<Event, State>(
  eventStore: EventStore,
  stream: string,
  read: (event: { type: string; data: unknown }) => Event | null,
  evolve: (state: State, event: Event) => State,
  initial: State,
): Promise<{ state: State; expected: ExpectedVersion }> {
  const recorded = await eventStore.readStream(stream);
  const state = recorded.reduce((folded, stored) => {
    const event = read(stored);
    return event === null ? folded : evolve(folded, event);
  }, initial);
  const last = recorded[recorded.length - 1];
  return { state, expected: last ? last.revision : 'no_stream' };
}
