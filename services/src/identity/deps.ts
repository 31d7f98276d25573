import type { Limiters } from './attempts.ts';
import type { BlobStore, Database, ExpiringValues, Notifier, OneTimeCodes, PasswordHasher, RealtimeEmitter } from '@qanoon/infra';

/** The ports identity works through; the runtime passes real adapters, tests too. */
export interface IdentityDeps {
  db: Database;
  hasher: PasswordHasher;
  codes: OneTimeCodes;
  values: ExpiringValues;
  notifier: Notifier;
  /** Abuse limits on passwords, codes and sends (ADR 0026). */
  limits: Limiters;
  /** Open pages and sockets of a user whose sessions end are told and closed. */
  realtime: RealtimeEmitter;
  /** Profile pictures. */
  blobs: BlobStore;
}

/** Names of the short-lived values identity keeps. */
export const marks = {
  phoneVerified: 'signup-phone-verified',
  loginTicket: 'login-ticket',
  /** The right password was given in this sign-in: its code may now be tried. */
  codePending: 'login-code-pending',
  resetTicket: 'reset-ticket',
} as const;
