import { diaryCaseStream, diaryMessages, readDiaryCaseEvent, type DiaryCaseEvent } from '@qanoon/contracts';
import { WrongExpectedVersionError, type EventStore } from '@qanoon/infra';
import { loadStream } from '../../event-sourcing/load-stream.ts';
import { failure, type Failure } from '../../identity/outcome.ts';
import { decide } from './decide.ts';
import { evolve, initialDiaryCase, type DiaryCaseCommand, type DiaryCaseState } from './diary-case.ts';

/** A case as its stream tells it, and the revision to append after. */
export const loadDiaryCase = (eventStore: EventStore, caseId: string) =>
  loadStream(eventStore, diaryCaseStream(caseId), readDiaryCaseEvent, evolve, initialDiaryCase());

export interface Handled {
  ok: true;
  /** The case before and after the command. */
  before: DiaryCaseState;
  after: DiaryCaseState;
  events: DiaryCaseEvent[];
  /** Global position of the last event appended; null when the command changed nothing. */
  position: bigint | null;
}

/**
 * Run one command against a case: read, decide, append at the revision read. When someone else
 * appended in between (the same case open in two tabs), read and decide once more.
 */
export async function handleDiaryCase(eventStore: EventStore, caseId: string, command: DiaryCaseCommand): Promise<Handled | Failure> {
  for (let look = 1; look <= 2; look++) {
    const { state, expected } = await loadDiaryCase(eventStore, caseId);
    const decision = decide(command, state);
    if (!Array.isArray(decision)) return decision;
    if (decision.length === 0) return { ok: true, before: state, after: state, events: [], position: null };
    try {
      const appended = await eventStore.appendToStream(
        diaryCaseStream(caseId),
        decision.map((event) => ({ type: event.type, data: event.data, metadata: { by: command.data.userId } })),
        expected,
      );
      return { ok: true, before: state, after: decision.reduce(evolve, state), events: decision, position: appended.lastGlobalPosition };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
  return failure(diaryMessages.caseChangedElsewhere);
}
