import {
  caseDetailsSchema,
  caseFormSchema,
  diaryLimits,
  diaryMessages,
  hearingFormSchema,
  parseForm,
  type CaseClose,
  type CaseFile,
} from '@qanoon/contracts';
import { failure, type Actor, type Failure, type Outcome } from '../../shared/outcome.ts';
import { isConflict, type CommandGuard, type Conflict } from '../../shared/command-handler.ts';
import type { DiaryCaseCommand } from '../case/diary-case.ts';
import { handleDiaryCase } from '../case/handle.ts';
import { now, type DiaryDeps } from '../deps.ts';
import { syncReminders } from '../reminders.ts';
import { isId, newId } from '../../shared/ids.ts';
import { namedSections } from '../queries/named-sections.ts';

/** A file the web already streamed into the blob store, checked for kind and size. */
export interface UploadedCaseFile {
  key: string;
  kind: string;
  size: number;
  /** The name it had on the user's computer. */
  name: string;
}

/** What a case command answers: its case, and the position to wait on before reading the lists. */
export type CaseOutcome = Outcome<{ caseId: string; position: bigint | null }>;

/** A command made against a revision the case has since moved on from: nothing was recorded. */
export type CaseConflict = Conflict;
export { isConflict };

const caseFileKinds = ['png', 'jpeg', 'gif', 'webp', 'pdf'] as const;

function toCaseFile(file: UploadedCaseFile): CaseFile | null {
  const kind = caseFileKinds.find((k) => k === file.kind);
  if (!kind || !file.key.startsWith('case-files/')) return null;
  // The user's own name for it, without folders, for showing only.
  const name = file.name.split(/[\\/]/).pop()?.slice(0, 200) ?? '';
  return { key: file.key, kind, size: file.size, name };
}

/** A refused command keeps nothing: the file uploaded with it is deleted. */
async function refuse(deps: DiaryDeps, upload: UploadedCaseFile | null, refusal: Failure): Promise<Failure> {
  if (upload) await deps.blobs.delete(upload.key);
  return refusal;
}

/** Run a case command, keep the reminders in line, and drop an uploaded file the case did not take. */
async function run(
  deps: DiaryDeps,
  caseId: string,
  command: DiaryCaseCommand,
  message: string,
  file: UploadedCaseFile | null,
  guard: CommandGuard = {},
): Promise<CaseOutcome | CaseConflict> {
  if (!isId(caseId)) return refuse(deps, file, failure(diaryMessages.noSuchCase));
  const handled = await handleDiaryCase(deps.eventStore, caseId, command, guard);
  if (!handled.ok) {
    await refuse(deps, file, handled);
    return handled;
  }
  await syncReminders(deps, handled.before, handled.after);
  return { ok: true, message, caseId, position: handled.position };
}

const fileOf = (file: UploadedCaseFile | null): { file: CaseFile | null } | null => {
  if (!file) return { file: null };
  const caseFile = toCaseFile(file);
  return caseFile ? { file: caseFile } : null;
};

/** Open a case for one of the actor's clients (docs/product-rules.md#diary): nothing required, all bounded. */
export async function openCase(
  deps: DiaryDeps,
  actor: Actor,
  clientId: string,
  input: unknown,
  upload: UploadedCaseFile | null = null,
): Promise<CaseOutcome> {
  const form = parseForm(caseFormSchema, input);
  if (!form.ok) return refuse(deps, upload, failure(form.message, form.field));
  const file = fileOf(upload);
  if (!file) return refuse(deps, upload, failure(diaryMessages.fileRefused, 'case_files'));
  const owned = await deps.db.query('SELECT 1 FROM diary_clients WHERE user_id = $1 AND client_id = $2', [actor.userId, clientId]);
  if (owned.rowCount === 0) return refuse(deps, upload, failure(diaryMessages.noSuchClient));
  const caseId = newId();
  const command: DiaryCaseCommand = {
    type: 'OpenCase',
    data: { caseId, userId: actor.userId, at: now(deps), clientId, hearingId: newId(), form: form.data, file: file.file },
  };
  return run(deps, caseId, command, diaryMessages.caseSaved, upload);
}

/**
 * Edit Case: correct the details of one of the actor's cases (title, number, type, date, court,
 * city) as the form sends them all; its hearings stay as they are. Nothing required, all bounded,
 * as on the case form. Details saved as they are answer ok with no position: nothing was recorded.
 */
export async function reviseCase(deps: DiaryDeps, actor: Actor, caseId: string, input: unknown): Promise<CaseOutcome> {
  if (!isId(caseId)) return failure(diaryMessages.noSuchCase);
  const form = parseForm(caseDetailsSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const command: DiaryCaseCommand = { type: 'ReviseCaseDetails', data: { caseId, userId: actor.userId, at: now(deps), form: form.data } };
  return run(deps, caseId, command, diaryMessages.caseUpdated, null);
}

/**
 * Save Hearing: the next hearing of one of the actor's open cases. A form sent again from a
 * device that was offline carries its command id (applied once) and the revision it was made
 * against: a case changed since answers a conflict and records nothing (ADR 0067).
 */
export async function scheduleHearing(
  deps: DiaryDeps,
  actor: Actor,
  caseId: string,
  input: unknown,
  upload: UploadedCaseFile | null = null,
  guard: CommandGuard = {},
): Promise<CaseOutcome | CaseConflict> {
  if (!isId(caseId)) return refuse(deps, upload, failure(diaryMessages.noSuchCase));
  const form = parseForm(hearingFormSchema, input);
  if (!form.ok) return refuse(deps, upload, failure(form.message, form.field));
  const file = fileOf(upload);
  if (!file) return refuse(deps, upload, failure(diaryMessages.fileRefused, 'case_files'));
  const command: DiaryCaseCommand = {
    type: 'ScheduleHearing',
    data: { caseId, userId: actor.userId, at: now(deps), hearingId: newId(), form: form.data, file: file.file },
  };
  return run(deps, caseId, command, diaryMessages.hearingSaved, upload, guard);
}

/**
 * The Case closed toggle (docs/product-rules.md#diary): `closed` closes the case, `close` reopens it. The
 * value is the one the toggle sends, so a second click of a stale page changes nothing.
 */
export async function setCaseClose(deps: DiaryDeps, actor: Actor, caseId: string, value: unknown): Promise<CaseOutcome> {
  if (value !== 'close' && value !== 'closed') return failure(diaryMessages.noSuchCase);
  const target: CaseClose = value;
  const data = { caseId, userId: actor.userId, at: now(deps) };
  const command: DiaryCaseCommand = target === 'closed' ? { type: 'CloseCase', data } : { type: 'ReopenCase', data };
  return run(deps, caseId, command, target === 'closed' ? diaryMessages.caseClosed : diaryMessages.caseReopened, null);
}

/** Attach one of the actor's bookmarked judgments to their case. */
export async function attachJudgment(deps: DiaryDeps, actor: Actor, caseId: string, citationId: unknown): Promise<CaseOutcome> {
  if (typeof citationId !== 'string' || citationId.trim() === '') return failure(diaryMessages.judgmentNotBookmarked);
  const id = citationId.trim();
  const bookmarked = (await deps.bookmarkedAt(actor, id)) !== null;
  const command: DiaryCaseCommand = {
    type: 'AttachJudgment',
    data: { caseId, userId: actor.userId, at: now(deps), citationId: id, bookmarked },
  };
  return run(deps, caseId, command, diaryMessages.judgmentAttached, null);
}

export async function detachJudgment(deps: DiaryDeps, actor: Actor, caseId: string, citationId: unknown): Promise<CaseOutcome> {
  if (typeof citationId !== 'string') return failure(diaryMessages.judgmentNotAttached);
  const command: DiaryCaseCommand = { type: 'DetachJudgment', data: { caseId, userId: actor.userId, at: now(deps), citationId: citationId.trim() } };
  return run(deps, caseId, command, diaryMessages.judgmentDetached, null);
}

/**
 * The sections a case follows for "New since the last hearing", as the lawyer writes them
 * (`302 PPC, PPC-34, 497 Cr.P.C.`, ADR 0063); an empty list follows none. Each part must name
 * a section, else nothing changes and the lawyer is told how to write one.
 */
export async function chooseFollowedSections(deps: DiaryDeps, actor: Actor, caseId: string, input: unknown): Promise<CaseOutcome> {
  const text = typeof input === 'string' ? input : '';
  if (text.length > diaryLimits.sections * 40) return failure(diaryMessages.sectionsUnreadable, 'sections');
  const parts = text.split(/[,;\n]/).map((p) => p.trim()).filter((p) => p !== '');
  const sections: string[] = [];
  for (const part of parts) {
    const named = namedSections(part);
    if (named.length === 0) return failure(diaryMessages.sectionsUnreadable, 'sections');
    for (const one of named) if (!sections.includes(one)) sections.push(one);
  }
  if (sections.length > diaryLimits.sections) return failure(diaryMessages.sectionsUnreadable, 'sections');
  const command: DiaryCaseCommand = { type: 'ChooseFollowedSections', data: { caseId, userId: actor.userId, at: now(deps), sections } };
  return run(deps, caseId, command, diaryMessages.sectionsSaved, null);
}
