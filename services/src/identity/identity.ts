import { identityLimits } from '@qanoon/contracts';
import {
  createArgon2PasswordHasher,
  createRedisAttemptLimits,
  createNotifier,
  createRedisExpiringValues,
  createRedisOneTimeCodes,
  type AttemptLimits,
  type Database,
  type Notifier,
  type Outbox,
  type StoreEnv,
} from '@qanoon/infra';
import { createAdmin, deleteUser, provisionAdmin, updateUser } from './commands/admin-users.ts';
import type { Client } from './attempts.ts';
import { createLimiters } from './attempts.ts';
import { confirmLoginCode, login, type CodeStep, type LoginDevice } from './commands/login.ts';
import { logout, logoutOtherDevices } from './commands/logout.ts';
import { confirmResetCode, resetPassword, sendResetCode } from './commands/password-reset.ts';
import { provisionAccount, type ProvisionedAccount } from './commands/provision-account.ts';
import { changePassword, updatePicture, updateProfile } from './commands/profile.ts';
import { confirmPhoneCode, requestPhoneCode, signUp } from './commands/sign-up.ts';
import type { IdentityDeps } from './deps.ts';
import type { Actor } from './outcome.ts';
import { getSessionUser } from './queries/session-user.ts';
import { exportUsersCsv } from './queries/users-csv.ts';
import { getOwnProfile, listUsers, searchUsers } from './queries/users.ts';

type Page = { limit?: number; offset?: number };

/**
 * Identity's commands and queries over its ports. Form input is `unknown` and parsed with the
 * contracts' schemas; the acting user is always the separate `actor`, taken from the session.
 */
export function createIdentity(deps: IdentityDeps) {
  return {
    requestPhoneCode: (input: unknown, client?: Client) => requestPhoneCode(deps, input, client),
    confirmPhoneCode: (input: unknown, client?: Client) => confirmPhoneCode(deps, input, client),
    signUp: (input: unknown) => signUp(deps, input),
    login: (input: unknown, device?: LoginDevice) => login(deps, input, device),
    confirmLoginCode: (input: unknown, step?: CodeStep) => confirmLoginCode(deps, input, step),
    logoutOtherDevices: (input: unknown, device?: LoginDevice) => logoutOtherDevices(deps, input, device),
    logout: (sessionToken: string | null | undefined) => logout(deps, sessionToken),
    getSessionUser: (sessionToken: string | null | undefined) => getSessionUser(deps, sessionToken),
    sendResetCode: (input: unknown, client?: Client) => sendResetCode(deps, input, client),
    confirmResetCode: (input: unknown, client?: Client) => confirmResetCode(deps, input, client),
    resetPassword: (input: unknown) => resetPassword(deps, input),
    getOwnProfile: (actor: Actor) => getOwnProfile(deps, actor),
    changePassword: (actor: Actor, input: unknown) => changePassword(deps, actor, input),
    updateProfile: (actor: Actor, input: unknown) => updateProfile(deps, actor, input),
    updatePicture: (actor: Actor, picture: string | null) => updatePicture(deps, actor, picture),
    listUsers: (actor: Actor, page?: Page) => listUsers(deps, actor, page),
    searchUsers: (actor: Actor, input: unknown, page?: Page) => searchUsers(deps, actor, input, page),
    updateUser: (actor: Actor, userId: string, input: unknown) => updateUser(deps, actor, userId, input),
    deleteUser: (actor: Actor, userId: string) => deleteUser(deps, actor, userId),
    createAdmin: (actor: Actor, input: unknown) => createAdmin(deps, actor, input),
    exportUsersCsv: (actor: Actor) => exportUsersCsv(deps, actor),
    provisionAccount: (account: ProvisionedAccount) => provisionAccount(deps, account),
    provisionAdmin: (input: unknown) => provisionAdmin(deps, input),
  };
}

export type Identity = ReturnType<typeof createIdentity>;

/** Identity over the real adapters chosen by the environment, for a process's runtime. */
export function openIdentity(
  env: StoreEnv,
  db: Database,
): { identity: Identity; outbox: Outbox; notifier: Notifier; attemptLimits: AttemptLimits; close(): Promise<void> } {
  const keyPrefix = `${env.QUEUE_PREFIX}:`;
  const codes = createRedisOneTimeCodes(env.REDIS_URL, {
    keyPrefix,
    ttlSeconds: identityLimits.codeTtlSeconds,
    wrongAttempts: identityLimits.codeWrongAttempts,
    length: identityLimits.codeLength,
  });
  const values = createRedisExpiringValues(env.REDIS_URL, { keyPrefix });
  const attemptLimits = createRedisAttemptLimits(env.REDIS_URL, { keyPrefix });
  const { notifier, outbox } = createNotifier(env, db);
  const limits = createLimiters(attemptLimits);
  const identity = createIdentity({ db, hasher: createArgon2PasswordHasher(), codes, values, notifier, limits });
  return {
    identity,
    outbox,
    // Billing emails the admins through the same notifier (services/src/runtime.ts).
    notifier,
    // The click counter counts per client address on the same limits (services/src/runtime.ts).
    attemptLimits,
    async close() {
      await Promise.allSettled([codes.close(), values.close(), attemptLimits.close(), notifier.close()]);
    },
  };
}
