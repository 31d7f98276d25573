import { diaryCaseStream, diaryMessages, readDiaryCaseEvent } from '@qanoon/contracts';
import type { EventStore } from '@qanoon/infra';
import { commandHandler, type CommandGuard } from '../../shared/command-handler.ts';
import { decide } from './decide.ts';
import { evolve, initialDiaryCase, type DiaryCaseCommand } from './diary-case.ts';

/**
 * A diary case. When someone else appended in between (the same case open in two tabs), the
 * command is decided once more on the fresh case, and a refusal then is the decider's own.
 */
const diaryCase = commandHandler({
  streamOf: diaryCaseStream,
  read: readDiaryCaseEvent,
  initialState: initialDiaryCase,
  evolve,
  decide,
  changedElsewhere: diaryMessages.caseChangedElsewhere,
  refusedOnRetry: 'refusal',
});

/** A case as its stream tells it, and the revision to append after. */
export const loadDiaryCase = (eventStore: EventStore, caseId: string) => diaryCase.load(eventStore, caseId);

/** Run one command against a case through the one command handler; its owner is in the event's metadata. */
export const handleDiaryCase = (eventStore: EventStore, caseId: string, command: DiaryCaseCommand, guard: CommandGuard = {}) =>
  diaryCase.handle(eventStore, caseId, command, { by: command.data.userId }, guard);
