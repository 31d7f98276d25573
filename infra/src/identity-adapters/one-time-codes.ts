/** What a one-time code is for; each purpose has its own codes and limits per subject. */
export type CodePurpose = 'signup-phone' | 'login' | 'password-reset';

/**
 * The outcome of checking a code: `expired` also covers a code never issued or already used;
 * `locked` means too many wrong tries burnt the code, so even the right one no longer works.
 */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/** Short numeric codes sent to a person to prove they hold a phone or an account. */
export interface OneTimeCodes {
  /** A fresh code for the subject, replacing any earlier one. */
  issue(purpose: CodePurpose, subject: string): Promise<string>;
  verify(purpose: CodePurpose, subject: string, code: string): Promise<CodeCheck>;
  close(): Promise<void>;
}

export interface OneTimeCodeOptions {
  keyPrefix?: string;
  ttlSeconds?: number;
  wrongAttempts?: number;
  length?: number;
}
