import type { CaseDetailsForm, CaseFile, CaseForm, DiaryCaseEvent, DiaryCaseEventData, HearingForm } from '@qanoon/contracts';

export { diaryCaseStream } from '@qanoon/contracts';

/** A case's hearing as the decider needs it: which one is current, and when. */
export interface CurrentHearing {
  hearingId: string;
  date: string | null;
  time: string | null;
}

/** A case's details as its events name them: what Edit Case corrects. */
export type CaseDetailValues = Pick<DiaryCaseEventData<'CaseDetailsRevised'>, 'title' | 'number' | 'type' | 'caseDate' | 'court' | 'city'>;

/** The details of a CaseOpened or CaseDetailsRevised event, and nothing else of it. */
const detailValuesOf = ({ title, number, type, caseDate, court, city }: CaseDetailValues): CaseDetailValues => ({ title, number, type, caseDate, court, city });

/**
 * One diary case, folded from its stream. `none` until it is opened; the owner is fixed at
 * opening, and every command names the user it comes from. The details are kept so a revision
 * that changes nothing records nothing.
 */
export type DiaryCaseState =
  | { status: 'none' }
  | ({
      status: 'open' | 'closed';
      caseId: string;
      userId: string;
      clientId: string;
      current: CurrentHearing;
      hearings: number;
      judgments: readonly string[];
      /** The sections the lawyer chose to follow; null until they choose (the case's own are followed). */
      followedSections: readonly string[] | null;
    } & CaseDetailValues);

export const initialDiaryCase = (): DiaryCaseState => ({ status: 'none' });

/** The fields of the case form that describe the case rather than a hearing. */
export type CaseDetails = CaseDetailsForm;

interface Acting {
  caseId: string;
  userId: string;
  at: Date;
}

/** What may be asked of a diary case. Ids and time come in with the command. */
export type DiaryCaseCommand =
  | { type: 'OpenCase'; data: Acting & { clientId: string; hearingId: string; form: CaseForm; file: CaseFile | null } }
  | { type: 'ReviseCaseDetails'; data: Acting & { form: CaseDetails } }
  | { type: 'ScheduleHearing'; data: Acting & { hearingId: string; form: HearingForm; file: CaseFile | null } }
  | { type: 'CloseCase'; data: Acting }
  | { type: 'ReopenCase'; data: Acting }
  /** `bookmarked`: whether the user has bookmarked the judgment, read by the handler. */
  | { type: 'AttachJudgment'; data: Acting & { citationId: string; bookmarked: boolean } }
  | { type: 'DetachJudgment'; data: Acting & { citationId: string } }
  | { type: 'ChooseFollowedSections'; data: Acting & { sections: string[] } };

export function evolve(state: DiaryCaseState, event: DiaryCaseEvent): DiaryCaseState {
  switch (event.type) {
    case 'CaseOpened': {
      const { caseId, userId, clientId, hearingId, date, time } = event.data;
      return { status: 'open', caseId, userId, clientId, ...detailValuesOf(event.data), current: { hearingId, date, time }, hearings: 1, judgments: [], followedSections: null };
    }
    case 'CaseDetailsRevised':
      return state.status === 'none' ? state : { ...state, ...detailValuesOf(event.data) };
    case 'HearingScheduled': {
      if (state.status === 'none') return state;
      const { hearingId, date, time } = event.data;
      return { ...state, current: { hearingId, date, time }, hearings: state.hearings + 1 };
    }
    case 'CaseFilesAttached':
      return state;
    case 'CaseClosed':
      return state.status === 'none' ? state : { ...state, status: 'closed' };
    case 'CaseReopened':
      return state.status === 'none' ? state : { ...state, status: 'open' };
    case 'JudgmentAttached':
      return state.status === 'none' ? state : { ...state, judgments: [...state.judgments, event.data.citationId] };
    case 'JudgmentDetached':
      return state.status === 'none' ? state : { ...state, judgments: state.judgments.filter((c) => c !== event.data.citationId) };
    case 'FollowedSectionsChosen':
      return state.status === 'none' ? state : { ...state, followedSections: event.data.sections };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown diary case event ${JSON.stringify(unknown)}`);
    }
  }
}
