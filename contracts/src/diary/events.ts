import { z } from 'zod';
import { eventReader, type EventsOf } from '../event-reader.ts';
import { hearingOutcomes } from './outcomes.ts';

/** A moment in an event: ISO 8601 in UTC, as Date.toISOString() writes it. */
const moment = z.iso.datetime();
/** A calendar day in Pakistan time, `YYYY-MM-DD`. */
const day = z.iso.date();
/** A time of day in Pakistan time, `HH:MM`. */
const clockTime = z.iso.time({ precision: -1 });

/** A file attached to a case: stored under a generated key, never the uploader's name. */
export const caseFileSchema = z.object({
  key: z.string().min(1),
  /** The name the file had on the user's computer, for showing only. */
  name: z.string(),
  kind: z.enum(['png', 'jpeg', 'gif', 'webp', 'pdf']),
  size: z.number().int().nonnegative(),
});
export type CaseFile = z.output<typeof caseFileSchema>;

const common = { version: z.literal(1), caseId: z.uuid(), userId: z.uuid(), at: moment };

const details = {
  title: z.string(),
  number: z.string(),
  type: z.string(),
  caseDate: day.nullable(),
  court: z.string(),
  city: z.string(),
};

/** A hearing: its day and time (either may be unknown), and what the lawyer wrote for it. */
const hearing = {
  hearingId: z.uuid(),
  date: day.nullable(),
  time: clockTime.nullable(),
  description: z.string(),
  notes: z.string(),
};

/**
 * The events of a Diary case stream (ADR 0021), one stream per case. A new version of an event
 * gets a new schema here and an upcast in {@link readDiaryCaseEvent}; stored events are never
 * rewritten.
 */
export const diaryCaseEventSchemas = {
  /** A case was opened for one of the user's clients, with its first hearing. A new case is open. */
  CaseOpened: z.object({ ...common, clientId: z.string().min(1), ...details, ...hearing }),
  /** The case's title, number, type, date, court or city were corrected. */
  CaseDetailsRevised: z.object({ ...common, ...details }),
  /**
   * The next hearing was set; the one before it became a previous hearing, with its outcome. The
   * notes are the lawyer's notes on the hearing just held (ADR 0063), the description the next one's.
   */
  HearingScheduled: z.object({ ...common, ...hearing, previousOutcome: z.enum(hearingOutcomes).nullable() }),
  /** Files were attached to the case, at its opening or at a hearing. */
  CaseFilesAttached: z.object({ ...common, hearingId: z.uuid().nullable(), files: z.array(caseFileSchema).min(1) }),
  CaseClosed: z.object(common),
  CaseReopened: z.object(common),
  /** A judgment of the library, bookmarked by the user, was attached to the case. */
  JudgmentAttached: z.object({ ...common, citationId: z.string().min(1) }),
  JudgmentDetached: z.object({ ...common, citationId: z.string().min(1) }),
  /** The lawyer chose the statute sections the case follows for "New since the last hearing" (library ids: `PPC-302`). */
  FollowedSectionsChosen: z.object({ ...common, sections: z.array(z.string().min(1)) }),
} as const;

export type DiaryCaseEventType = keyof typeof diaryCaseEventSchemas;
export type DiaryCaseEventData<T extends DiaryCaseEventType> = z.output<(typeof diaryCaseEventSchemas)[T]>;
export type DiaryCaseEvent = EventsOf<typeof diaryCaseEventSchemas>;

export const diaryCaseEventTypes = Object.keys(diaryCaseEventSchemas) as DiaryCaseEventType[];

/**
 * A stored event as a Diary case event, upcast to the current version; null when it is another
 * stream's event. Throws when the data fits no known version: a stored event is never guessed at.
 */
export const readDiaryCaseEvent = eventReader(diaryCaseEventSchemas);

/** The stream of one diary case: `diarycase-<caseId>`. */
export const diaryCaseStream = (caseId: string) => `diarycase-${caseId}`;

/** The name of the projection that keeps the diary's read models; commands wait on its checkpoint. */
export const diaryProjectionName = 'diary';
