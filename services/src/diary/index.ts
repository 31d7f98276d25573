export { createDiary, type Diary } from './diary.ts';
export type { UploadedCaseFile, CaseOutcome } from './commands/cases.ts';
export type { ReminderJob } from './reminders.ts';
export { reminderJobName, resyncRemindersJob, type DiaryDeps } from './deps.ts';
export { isConflict } from './commands/cases.ts';
export type { OfflineSnapshot, OfflineCase } from './queries/offline.ts';
export type { CommandGuard } from '../shared/command-handler.ts';
