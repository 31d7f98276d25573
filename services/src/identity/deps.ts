import type { Database, ExpiringValues, Notifier, OneTimeCodes, PasswordHasher } from '@qanoon/infra';

/** The ports identity works through; the runtime passes real adapters, tests too. */
export interface IdentityDeps {
  db: Database;
  hasher: PasswordHasher;
  codes: OneTimeCodes;
  values: ExpiringValues;
  notifier: Notifier;
}

/** Names of the short-lived values identity keeps. */
export const marks = {
  phoneVerified: 'signup-phone-verified',
  loginTicket: 'login-ticket',
  resetTicket: 'reset-ticket',
} as const;
