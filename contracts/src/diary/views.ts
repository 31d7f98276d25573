import type { CaseFile } from './events.ts';
import type { HearingOutcome } from './outcomes.ts';

/**
 * The case_close values (docs/product-rules.md#diary), kept on the wire and in the read model: a new case is
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

/** A row of the client cases table (docs/product-rules.md#diary): the current hearing and the ones before it. */
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

/** Which days a cause list covers: a named span from today, or the days asked for. */
export const causeListSpans = ['today', 'tomorrow', 'week', 'upcoming', 'range'] as const;
export type CauseListSpan = (typeof causeListSpans)[number];

/** The hearings of the actor's open cases on some days, by day and hour, a page at a time. */
export interface CauseList {
  span: CauseListSpan;
  today: string;
  tomorrow: string;
  /** The first and last day listed; `to` is null for every hearing from `from` on. */
  from: string;
  to: string | null;
  /** The court asked for (matched within the court's name), or '' for every court. */
  court: string;
  /** The courts of the actor's open cases, to choose from. */
  courts: string[];
  page: number;
  pages: number;
  total: number;
  hearings: UpcomingHearing[];
}

/** What Find in my diary answers: the actor's clients and cases that match. */
export interface DiaryFound {
  query: string;
  clients: Pick<ClientView, 'clientId' | 'name' | 'contact' | 'city'>[];
  cases: (Pick<DiaryCaseView, 'caseId' | 'clientId' | 'title' | 'number' | 'court' | 'city' | 'caseClose' | 'hearingDate'> & { clientName: string })[];
}

/** A judgment the library took in since the case's last hearing that bears on the case, and why. */
export interface NewJudgment {
  citationId: string;
  parties: string;
  court: string;
  importedAt: Date;
  /** The case's attached judgments it cites. */
  cites: string[];
  /** The sections the case follows that it is decided under (`PPC-302`). */
  sections: string[];
}

/** "New since the last hearing" on a diary case: what it follows and the newest judgments bearing on it. */
export interface NewSinceLastHearing {
  /** The day of the last hearing before today; null when the window opens at the case's opening. */
  lastHearing: string | null;
  /** When the window opens: the start of that day in Pakistan, or the case's opening. */
  since: Date;
  /** The attached judgments and the sections followed. */
  following: { judgments: string[]; sections: string[] };
  /** How many judgments are new in all; `judgments` holds the newest of them. */
  count: number;
  judgments: NewJudgment[];
}

/** How many new judgments the case page lists, and how many a reminder names. */
export const newSinceLastHearingLimits = { listed: 20, reminded: 5 } as const;

/** A new judgment's reason, in the words of a reminder's email. */
export function newJudgmentReason(judgment: Pick<NewJudgment, 'cites' | 'sections'>): string {
  const reasons = [
    ...(judgment.cites.length > 0 ? [`cites ${judgment.cites.join(', ')}`] : []),
    ...(judgment.sections.length > 0 ? [`decided under ${judgment.sections.join(', ')}`] : []),
  ];
  return reasons.join('; ');
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
  /** The judgments new since the last hearing: how many, and the newest few. */
  newSinceLastHearing: { count: number; judgments: { citationId: string; parties: string }[] };
}

export type ReminderKind = 'day-before' | 'on-the-day';

/** The realtime event a reminder arrives as. */
export const hearingReminderEvent = 'diary:reminder';
