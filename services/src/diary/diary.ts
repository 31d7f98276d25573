import { diaryLimits, diaryProjectionName } from '@qanoon/contracts';
import { readYourWrites } from '../shared/await-projection.ts';
import type { Actor } from '../shared/outcome.ts';
import { fileIntake } from '../shared/uploads.ts';
import { addClient, updateClient } from './commands/clients.ts';
import { attachJudgment, chooseFollowedSections, detachJudgment, openCase, reviseCase, scheduleHearing, setCaseClose, type UploadedCaseFile } from './commands/cases.ts';
import type { DiaryDeps } from './deps.ts';
import { calendarFeed, feedOwner, feedToken, resetFeedToken } from './feed.ts';
import { causeList, type CauseListAsk, getCase, listCases, openCaseFile } from './queries/cases.ts';
import { getClient, listClients } from './queries/clients.ts';
import { findInDiary } from './queries/find.ts';
import { newSinceLastHearing } from './queries/new-since-last-hearing.ts';
import { caseRevision, offlineSnapshot } from './queries/offline.ts';
import type { CommandGuard } from '../shared/command-handler.ts';
import { deliverReminder, resyncReminders, type ReminderJob } from './reminders.ts';

/**
 * The Lawyer's Diary: clients (a plain table), cases (one event stream each) and their read
 * models, reminders and the calendar feed. Every call takes the acting user from the session;
 * a user reaches only their own clients, cases, files and feed. A case command answers once the
 * lists show it (read-your-writes, ADR 0068), or with `caughtUp: false` when they did not in time.
 */
export function createDiary(deps: DiaryDeps) {
  const settled = readYourWrites(deps.db, diaryProjectionName, deps.readYourWritesMs);
  return {
    /** The one file a case or hearing form takes: a picture or a PDF. A refused command discards it. */
    caseFiles: fileIntake(deps.blobs, { area: 'case-files', allowed: ['png', 'jpeg', 'gif', 'webp', 'pdf'], maxBytes: diaryLimits.fileBytes }),
    listClients: (actor: Actor) => listClients(deps, actor),
    getClient: (actor: Actor, clientId: string) => getClient(deps, actor, clientId),
    addClient: (actor: Actor, input: unknown) => addClient(deps, actor, input),
    updateClient: (actor: Actor, clientId: string, input: unknown) => updateClient(deps, actor, clientId, input),

    listCases: (actor: Actor, clientId: string) => listCases(deps, actor, clientId),
    getCase: (actor: Actor, caseId: string) => getCase(deps, actor, caseId),
    /** The cause list of the days and court asked for (today when nothing is asked). */
    causeList: (actor: Actor, ask?: CauseListAsk) => causeList(deps, actor, ask),
    /** Find in my diary: the actor's clients and cases by name, case number (any written form), court or city. */
    find: (actor: Actor, query: unknown) => findInDiary(deps, actor, query),
    /** The judgments the library took in since the case's last hearing that cite its attached ones or apply its sections. */
    newSinceLastHearing: (actor: Actor, caseId: string) => newSinceLastHearing(deps, actor, caseId),
    openCaseFile: (actor: Actor, key: string) => openCaseFile(deps, actor, key),
    /** The actor's whole diary with each case's revision, for reading on a device without a connection. */
    offlineSnapshot: (actor: Actor) => offlineSnapshot(deps, actor),
    /** The revision one case's stream is at (the caller has checked the case is the actor's). */
    caseRevision: (caseId: string) => caseRevision(deps, caseId),

    openCase: (actor: Actor, clientId: string, input: unknown, file?: UploadedCaseFile | null) =>
      settled(openCase(deps, actor, clientId, input, file ?? null)),
    reviseCase: (actor: Actor, caseId: string, input: unknown) => settled(reviseCase(deps, actor, caseId, input)),
    /** With a guard, a command id is applied once and a stale revision answers a conflict (ADR 0067). */
    scheduleHearing: (actor: Actor, caseId: string, input: unknown, file?: UploadedCaseFile | null, guard?: CommandGuard) =>
      settled(scheduleHearing(deps, actor, caseId, input, file ?? null, guard)),
    setCaseClose: (actor: Actor, caseId: string, value: unknown) => settled(setCaseClose(deps, actor, caseId, value)),
    attachJudgment: (actor: Actor, caseId: string, citationId: unknown) => settled(attachJudgment(deps, actor, caseId, citationId)),
    detachJudgment: (actor: Actor, caseId: string, citationId: unknown) => settled(detachJudgment(deps, actor, caseId, citationId)),
    chooseFollowedSections: (actor: Actor, caseId: string, sections: unknown) => settled(chooseFollowedSections(deps, actor, caseId, sections)),

    feedToken: (actor: Actor) => feedToken(deps, actor),
    resetFeedToken: (actor: Actor) => resetFeedToken(deps, actor),
    /** The iCalendar text of a feed token's owner; null for an unknown token. */
    async calendarFeed(token: string, origin: string): Promise<string | null> {
      const owner = await feedOwner(deps, token);
      return owner ? calendarFeed(deps, owner, origin) : null;
    },
    /** Whose feed a token opens (the web checks their package is paid before serving it). */
    feedOwner: (token: string) => feedOwner(deps, token),

    deliverReminder: (job: ReminderJob) => deliverReminder(deps, job),
    /** The hourly sweep: queue what reminders a stopped process may have missed. */
    resyncReminders: () => resyncReminders(deps),
  };
}

export type Diary = ReturnType<typeof createDiary>;
