import type { CaseFile } from './events.ts';
import type { HearingOutcome } from './outcomes.ts';

/**
 * The spec's case_close values (§4), kept on the wire and in the read model: a new case is
 * `close` (open), the toggle makes it `closed`. Users see plain Open and Closed.
 */
export type CaseClose = 'close' | 'closed';
export const isOpenCase = (value: CaseClose) => value === 'close';
export const caseStatusLabel = (value: CaseClose) => (isOpenCase(value) ? 'Open' : 'Closed');

export interface ClientView {
  clientId: string;
  name: string;
  contact: string;
  address: string;
  city: string;
  /** `YYYY-MM-DD`. */
  clientFrom: string;
  openCases: number;
  closedCases: number;
}

/** A hearing of a case: a day and time in Pakistan time (either may be unknown). */
export interface HearingView {
  hearingId: string;
  date: string | null;
  time: string | null;
  /** How it went, once the next hearing was scheduled; null for the current one or when not said. */
  outcome: HearingOutcome | null;
  description: string;
  notes: string;
  scheduledAt: Date;
}

/** A row of the client cases table (spec §4): the current hearing and the ones before it. */
export interface DiaryCaseView {
  caseId: string;
  clientId: string;
  title: string;
  number: string;
  type: string;
  caseDate: string | null;
  court: string;
  city: string;
  caseClose: CaseClose;
  hearingDate: string | null;
  hearingTime: string | null;
  /** Earlier hearings, the latest first. */
  previousHearings: HearingView[];
  openedAt: Date;
}

export interface CaseFileView extends CaseFile {
  /** The hearing the file came with; null for the case form's file. */
  hearingId: string | null;
  attachedAt: Date;
}

export interface AttachedJudgment {
  citationId: string;
  /** The library's title line, or null when the judgment has left the library. */
  title: string | null;
  attachedAt: Date;
}

/** Everything the case's read panel shows. */
export interface DiaryCaseDetail extends DiaryCaseView {
  client: { clientId: string; name: string };
  /** Every hearing, the first first, each with what was written at it. */
  hearings: HearingView[];
  /** The answers of the spec's allCasesDesc / allCasesNotes / allCasesFiles, oldest first. */
  descriptions: { text: string; at: Date; hearingDate: string | null }[];
  notes: { text: string; at: Date; hearingDate: string | null }[];
  files: CaseFileView[];
  judgments: AttachedJudgment[];
}

/** A hearing on the cause list: today's and tomorrow's hearings across all clients. */
export interface UpcomingHearing {
  caseId: string;
  clientId: string;
  clientName: string;
  title: string;
  number: string;
  court: string;
  city: string;
  date: string;
  time: string | null;
}

export interface CauseList {
  today: string;
  tomorrow: string;
  hearings: UpcomingHearing[];
}

/** A reminder of a hearing, as the browser is told it live. */
export interface HearingReminder {
  caseId: string;
  clientId: string;
  title: string;
  court: string;
  date: string;
  time: string | null;
  when: ReminderKind;
  text: string;
}

export type ReminderKind = 'day-before' | 'on-the-day';

/** The realtime event a reminder arrives as. */
export const hearingReminderEvent = 'diary:reminder';
