export { createDiary, type Diary } from './diary.ts';
export type { UploadedCaseFile, CaseOutcome } from './commands/cases.ts';
export type { ReminderJob } from './reminders.ts';
export { reminderJobName, resyncRemindersJob, type DiaryDeps } from './deps.ts';
