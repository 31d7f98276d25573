import {
  hearingReminderEvent,
  newJudgmentReason,
  newSinceLastHearingLimits,
  pakistanDay,
  pakistanMoment,
  reminderMoments,
  reminderText,
  type HearingReminder,
  type NewSinceLastHearing,
  type ReminderKind,
} from '@qanoon/contracts';
import { rooms } from '@qanoon/infra';
import type { CurrentHearing, DiaryCaseState } from './case/diary-case.ts';
import { loadDiaryCase } from './case/handle.ts';
import { now, reminderJobName, type DiaryDeps } from './deps.ts';
import { newSinceLastHearing } from './queries/new-since-last-hearing.ts';
import { findUser } from '../shared/user-directory.ts';

/** A reminder job's data: which hearing of which case, and which of its two reminders. */
export interface ReminderJob {
  caseId: string;
  userId: string;
  hearingId: string;
  when: ReminderKind;
}

const kinds: readonly ReminderKind[] = ['day-before', 'on-the-day'];

/** One job id per reminder, so scheduling twice never reminds twice and a move can cancel it. */
export const reminderJobId = (caseId: string, hearingId: string, when: ReminderKind) => `reminder-${caseId}-${hearingId}-${when}`;

/**
 * The reminders a hearing gets, seen from `at`: those still to come, each at its time; and, for a
 * hearing just set (`justSet`), when one is already past but the hearing is not (a hearing for
 * tomorrow, entered this evening), the latest of them at once.
 */
export function remindersDue(hearing: CurrentHearing, at: Date, justSet = false): { when: ReminderKind; delayMs: number }[] {
  if (!hearing.date) return [];
  if (pakistanMoment(hearing.date, hearing.time ?? '23:59') <= at) return [];
  const moments = reminderMoments(hearing.date, hearing.time);
  const past = moments.filter((m) => m.at <= at);
  const latestPast = justSet ? past[past.length - 1] : undefined;
  return [
    ...(latestPast ? [{ when: latestPast.when, delayMs: 0 }] : []),
    ...moments.filter((m) => m.at > at).map((m) => ({ when: m.when, delayMs: m.at.getTime() - at.getTime() })),
  ];
}

type Open = Extract<DiaryCaseState, { status: 'open' | 'closed' }>;
const currentOf = (state: DiaryCaseState): Open | null => (state.status === 'open' ? state : null);

/**
 * Bring a case's reminder jobs in line with a command's effect: the reminders of a hearing that
 * is no longer current (moved) or of a case now closed are taken off the queue, and the current
 * hearing of an open case gets its reminders. The job checks the stream again when it runs, so a
 * reminder that could not be taken off (already running) still says nothing out of date.
 */
export async function syncReminders(deps: DiaryDeps, before: DiaryCaseState, after: DiaryCaseState): Promise<void> {
  const was = currentOf(before);
  const is = currentOf(after);
  const queue = deps.reminderQueue();
  const same = was && is && was.current.hearingId === is.current.hearingId && was.current.date === is.current.date && was.current.time === is.current.time;
  if (same) return;
  if (was) await Promise.all(kinds.map((when) => queue.remove(reminderJobId(was.caseId, was.current.hearingId, when))));
  if (!is) return;
  // A reopened case's hearing was reminded of before it closed: only reminders still to come.
  const justSet = before.status === 'none' || before.current.hearingId !== is.current.hearingId;
  for (const { when, delayMs } of remindersDue(is.current, now(deps), justSet)) {
    const data: ReminderJob = { caseId: is.caseId, userId: is.userId, hearingId: is.current.hearingId, when };
    await queue.enqueue(reminderJobName, data, { jobId: reminderJobId(is.caseId, is.current.hearingId, when), delayMs, attempts: 3 });
  }
}

/**
 * Queue every reminder still to come of the current hearings of open cases, from the read model.
 * It closes the gap where a process stopped between a command's append and its reminders: job ids
 * make a reminder already queued (or sent, while its job is kept) a no-op. Reminders already due
 * are left to the commands, so a sweep never sends one a second time.
 */
export async function resyncReminders(deps: DiaryDeps): Promise<{ queued: number }> {
  const at = now(deps);
  const queue = deps.reminderQueue();
  const { rows } = await deps.db.query<{ case_id: string; user_id: string; hearing_id: string; hearing_date: string; hearing_time: string | null }>(
    `SELECT case_id, user_id, hearing_id, hearing_date::text AS hearing_date, hearing_time FROM diary_cases
     WHERE case_close = 'close' AND hearing_id IS NOT NULL AND hearing_date >= $1::date`,
    [pakistanDay(at)],
  );
  let queued = 0;
  for (const row of rows) {
    const hearing = { hearingId: row.hearing_id, date: row.hearing_date, time: row.hearing_time };
    for (const { when, delayMs } of remindersDue(hearing, at)) {
      const data: ReminderJob = { caseId: row.case_id, userId: row.user_id, hearingId: row.hearing_id, when };
      await queue.enqueue(reminderJobName, data, { jobId: reminderJobId(row.case_id, row.hearing_id, when), delayMs, attempts: 3 });
      queued += 1;
    }
  }
  return { queued };
}

/**
 * The email's lines on the judgments new since the last hearing: the newest few, each with why it
 * bears on the case, and how many more the case page lists. Nothing when none is new.
 */
export function researchLines(research: NewSinceLastHearing | null): string[] {
  if (!research || research.count === 0) return [];
  const named = research.judgments.slice(0, newSinceLastHearingLimits.reminded);
  const more = research.count - named.length;
  return [
    '',
    `New since the last hearing (${research.count}):`,
    ...named.map((j) => `- ${j.citationId}, ${j.parties} (${j.court}): ${newJudgmentReason(j)}`),
    ...(more > 0 ? [`and ${more} more on the case's page.`] : []),
    '',
  ];
}

/**
 * Deliver one reminder, with the judgments new since the last hearing: live to the user's open
 * browsers and by email. Skipped when the case is closed or the hearing is no longer its current
 * one (moved since the job was queued).
 */
export async function deliverReminder(deps: DiaryDeps, job: ReminderJob): Promise<{ delivered: boolean; emailed?: boolean; reason?: string }> {
  const { state } = await loadDiaryCase(deps.eventStore, job.caseId);
  if (state.status !== 'open') return { delivered: false, reason: 'case closed or gone' };
  if (state.userId !== job.userId || state.current.hearingId !== job.hearingId || !state.current.date) {
    return { delivered: false, reason: 'hearing moved' };
  }
  const email = (await findUser(deps.users, state.userId))?.email;
  if (!email) return { delivered: false, reason: 'user gone' };
  const text = reminderText(job.when, { title: state.title, court: state.court, time: state.current.time });
  const research = await newSinceLastHearing(deps, { userId: state.userId }, state.caseId);
  const named = (research?.judgments ?? []).slice(0, newSinceLastHearingLimits.reminded);
  const reminder: HearingReminder = {
    caseId: state.caseId,
    clientId: state.clientId,
    title: state.title,
    court: state.court,
    date: state.current.date,
    time: state.current.time,
    when: job.when,
    text,
    newSinceLastHearing: { count: research?.count ?? 0, judgments: named.map((j) => ({ citationId: j.citationId, parties: j.parties })) },
  };
  deps.realtime.emit(rooms.user(state.userId), hearingReminderEvent, reminder);
  const hearing = `Hearing date: ${reminder.date}${reminder.time ? ` at ${reminder.time}` : ''}`;
  const body = [text, '', hearing, ...researchLines(research), "Open your Lawyer's Dairy in Qanoon to read the case."].join('\n');
  try {
    await deps.notifier.send({ channel: 'email', to: email, subject: text, body });
  } catch {
    // Already shown live: a retry of the job would show it twice. The job's result says so.
    return { delivered: true, emailed: false };
  }
  return { delivered: true, emailed: true };
}
