import { expect } from 'vitest';
import type { Failure } from '../outcome.ts';

interface Decider<Command, Event, State> {
  decide: (command: Command, state: State) => Event[] | Failure;
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
}

/**
 * The one way to test a decider, as Emmett's DeciderSpecification: given the events so far, when
 * a command arrives, then these events are decided (`then`, or `thenMatches` for the fields that
 * matter) or the command is refused with the spec's message (`thenFails`).
 */
export function deciderSpec<Command, Event, State>(decider: Decider<Command, Event, State>) {
  return (history: Event[]) => ({
    when(command: Command) {
      const decision = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
      return {
        then(expected: Event[]) {
          expect(decision()).toEqual(expected);
        },
        thenMatches(expected: Array<Record<string, unknown>>) {
          const decided = decision();
          expect(Array.isArray(decided), `refused: ${Array.isArray(decided) ? '' : decided.message}`).toBe(true);
          expect(decided).toMatchObject(expected);
        },
        thenFails(message: string) {
          const decided = decision();
          expect(Array.isArray(decided) ? decided : decided.message).toBe(message);
        },
      };
    },
  });
}
