import { diaryMessages, pakistanDay, type CaseFile, type DiaryCaseEvent } from '@qanoon/contracts';
import { failure, type Failure } from '../../shared/outcome.ts';
import type { CaseDetails, CaseDetailValues, DiaryCaseCommand, DiaryCaseState } from './diary-case.ts';

/** The events a command causes (none when it changes nothing), or the reason it is refused. */
export type Decision = DiaryCaseEvent[] | Failure;

type Command<T extends DiaryCaseCommand['type']> = Extract<DiaryCaseCommand, { type: T }>['data'];
type Owned = Exclude<DiaryCaseState, { status: 'none' }>;

const common = (data: { caseId: string; userId: string; at: Date }) => ({
  version: 1 as const,
  caseId: data.caseId,
  userId: data.userId,
  at: data.at.toISOString(),
});

const attached = (data: { caseId: string; userId: string; at: Date }, hearingId: string | null, files: CaseFile[]): DiaryCaseEvent[] =>
  files.length > 0 ? [{ type: 'CaseFilesAttached', data: { ...common(data), hearingId, files } }] : [];

/** A case form's details, as the events name them. */
const detailsOf = (form: CaseDetails): CaseDetailValues => ({
  title: form.case_title,
  number: form.case_number,
  type: form.case_type,
  caseDate: form.case_date,
  court: form.case_court,
  city: form.case_city,
});

function openCase(command: Command<'OpenCase'>, state: DiaryCaseState): Decision {
  if (state.status !== 'none') return failure(diaryMessages.noSuchCase);
  const { form } = command;
  return [
    {
      type: 'CaseOpened',
      data: {
        ...common(command),
        clientId: command.clientId,
        ...detailsOf(form),
        hearingId: command.hearingId,
        date: form.hearing_date,
        time: form.hearing_time,
        description: form.case_desc,
        notes: form.case_notes,
      },
    },
    ...attached(command, null, command.file ? [command.file] : []),
  ];
}

/** Revise the details; the same details again (a second click, a form saved unchanged) change nothing. */
function reviseDetails(command: Command<'ReviseCaseDetails'>, state: Owned): Decision {
  const details = detailsOf(command.form);
  const unchanged = (Object.keys(details) as (keyof CaseDetailValues)[]).every((key) => details[key] === state[key]);
  if (unchanged) return [];
  return [{ type: 'CaseDetailsRevised', data: { ...common(command), ...details } }];
}

function scheduleHearing(command: Command<'ScheduleHearing'>, state: Owned): Decision {
  if (state.status === 'closed') return failure(diaryMessages.closedCaseNoHearing);
  const { form } = command;
  // How a hearing went is known only once its day has come (in Pakistan, where the courts sit).
  const held = state.current.date;
  if (form.previous_outcome !== null && held !== null && held > pakistanDay(command.at)) {
    return failure(diaryMessages.notHeldYet, 'previous_outcome');
  }
  return [
    {
      type: 'HearingScheduled',
      data: {
        ...common(command),
        hearingId: command.hearingId,
        date: form.hearing_date,
        time: form.hearing_time,
        description: form.case_desc,
        notes: form.case_notes,
        previousOutcome: form.previous_outcome,
      },
    },
    ...attached(command, command.hearingId, command.file ? [command.file] : []),
  ];
}

function attachJudgment(command: Command<'AttachJudgment'>, state: Owned): Decision {
  if (state.judgments.includes(command.citationId)) return failure(diaryMessages.judgmentAlreadyAttached);
  if (!command.bookmarked) return failure(diaryMessages.judgmentNotBookmarked);
  return [{ type: 'JudgmentAttached', data: { ...common(command), citationId: command.citationId } }];
}

function detachJudgment(command: Command<'DetachJudgment'>, state: Owned): Decision {
  if (!state.judgments.includes(command.citationId)) return failure(diaryMessages.judgmentNotAttached);
  return [{ type: 'JudgmentDetached', data: { ...common(command), citationId: command.citationId } }];
}

/** Choose the sections followed; the same list again changes nothing. */
function chooseFollowedSections(command: Command<'ChooseFollowedSections'>, state: Owned): Decision {
  const same = state.followedSections !== null && state.followedSections.join('|') === command.sections.join('|');
  return same ? [] : [{ type: 'FollowedSectionsChosen', data: { ...common(command), sections: command.sections } }];
}

/**
 * Decide a command against a case. A case that does not exist and a case of another user are
 * refused alike, so nobody learns of another user's case. Closing a closed case, reopening an
 * open one and revising details to what they are change nothing (a double click is not an error).
 */
export function decide(command: DiaryCaseCommand, state: DiaryCaseState): Decision {
  if (command.type === 'OpenCase') return openCase(command.data, state);
  if (state.status === 'none' || state.userId !== command.data.userId) return failure(diaryMessages.noSuchCase);
  switch (command.type) {
    case 'ReviseCaseDetails':
      return reviseDetails(command.data, state);
    case 'ScheduleHearing':
      return scheduleHearing(command.data, state);
    case 'CloseCase':
      return state.status === 'closed' ? [] : [{ type: 'CaseClosed', data: common(command.data) }];
    case 'ReopenCase':
      return state.status === 'open' ? [] : [{ type: 'CaseReopened', data: common(command.data) }];
    case 'AttachJudgment':
      return attachJudgment(command.data, state);
    case 'DetachJudgment':
      return detachJudgment(command.data, state);
    case 'ChooseFollowedSections':
      return chooseFollowedSections(command.data, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown diary case command ${JSON.stringify(unknown)}`);
    }
  }
}
