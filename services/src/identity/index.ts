export type { LoginDevice, LoginOutcome, LoginCodeOutcome } from './commands/login.ts';
export type { IdentityDeps } from './deps.ts';
export { createIdentity, openIdentity, type Identity } from './identity.ts';
export { createUserDirectory } from './user-directory.ts';
export type { SessionUser } from './queries/session-user.ts';
export type { TokenUser } from './queries/access-tokens.ts';
