export type { LoginDevice, LoginOutcome, LoginCodeOutcome } from './commands/login.ts';
export type { IdentityDeps } from './deps.ts';
export { createIdentity, openIdentity, type Identity } from './identity.ts';
export { ForbiddenError, type Actor, type Failure, type Outcome, type Success } from './outcome.ts';
export type { SessionUser } from './queries/session-user.ts';
