import { identityLimits, messages, pictureUpload } from '@qanoon/contracts';
import {
  createArgon2PasswordHasher,
  createRedisAttemptLimits,
  createNotifier,
  createRedisExpiringValues,
  createRedisOneTimeCodes,
  createLocalBlobStore,
  createRedisEmitter,
  rooms,
  type AttemptLimits,
  type BlobStore,
  type Database,
  type RealtimeEmitter,
  type Notifier,
  type Outbox,
  type StoreEnv,
} from '@qanoon/infra';
import { createAccessToken, revokeAccessToken } from './commands/access-tokens.ts';
import { createAdmin, deleteUser, provisionAdmin, updateUser } from './commands/admin-users.ts';
import type { Client } from './attempts.ts';
import { createLimiters } from './attempts.ts';
import { confirmLoginCode, login, type CodeStep, type LoginDevice } from './commands/login.ts';
import { logout, logoutOtherDevices } from './commands/logout.ts';
import { confirmResetCode, resetPassword, sendResetCode } from './commands/password-reset.ts';
import { provisionAccount, type ProvisionedAccount } from './commands/provision-account.ts';
import { changePassword, chooseLanguage, updatePicture, updateProfile } from './commands/profile.ts';
import { confirmPhoneCode, requestPhoneCode, signUp } from './commands/sign-up.ts';
import type { IdentityDeps } from './deps.ts';
import { failure, type Actor, type Outcome } from '../shared/outcome.ts';
import { fileIntake, openInArea, type ReceivedFile } from '../shared/uploads.ts';
import { endLiveSessions } from './live-sessions.ts';
import { findUserById } from './users-table.ts';
import { countTokenRequest, getTokenUser, listAccessTokens } from './queries/access-tokens.ts';
import { getSessionUser } from './queries/session-user.ts';
import { exportUsersCsv } from './queries/users-csv.ts';
import { getOwnProfile, listUsers, searchUsers } from './queries/users.ts';

type Page = { limit?: number; offset?: number };

/**
 * Identity's commands and queries over its ports. Form input is `unknown` and parsed with the
 * contracts' schemas; the acting user is always the separate `actor`, taken from the session.
 */
export function createIdentity(deps: IdentityDeps) {
  /** Profile pictures: an image, recognised by its bytes. */
  const pictures = fileIntake(deps.blobs, { area: 'pictures', allowed: pictureUpload.kinds, maxBytes: pictureUpload.maxBytes });
  return {
    requestPhoneCode: (input: unknown, client?: Client) => requestPhoneCode(deps, input, client),
    confirmPhoneCode: (input: unknown, client?: Client) => confirmPhoneCode(deps, input, client),
    signUp: (input: unknown) => signUp(deps, input),
    login: (input: unknown, device?: LoginDevice) => login(deps, input, device),
    confirmLoginCode: (input: unknown, step?: CodeStep) => confirmLoginCode(deps, input, step),
    /** Ends the account's other session; its open pages are told and its sockets closed. */
    async logoutOtherDevices(input: unknown, device?: LoginDevice) {
      const out = await logoutOtherDevices(deps, input, device);
      if (out.ok) endLiveSessions(deps.realtime, { id: out.userId, email: out.email });
      return out;
    },
    /**
     * Ends this browser's session and closes the user's sockets. Other tabs of this browser find
     * the cookie gone on their next request and go to /login (a notice here would also reload this
     * tab and lose its notice).
     */
    async logout(sessionToken: string | null | undefined) {
      const out = await logout(deps, sessionToken);
      if (out.userId) deps.realtime.disconnect(rooms.user(out.userId));
      return out;
    },
    getSessionUser: (sessionToken: string | null | undefined) => getSessionUser(deps, sessionToken),
    /** Personal access tokens for programs (ADR 0043): made, listed and revoked by their owner only. */
    createAccessToken: (actor: Actor, input: unknown) => createAccessToken(deps, actor, input),
    revokeAccessToken: (actor: Actor, tokenId: unknown) => revokeAccessToken(deps, actor, tokenId),
    listAccessTokens: (actor: Actor) => listAccessTokens(deps, actor),
    /** The owner of a bearer token, or null; the caller applies the access table to the user. */
    getTokenUser: (token: string | null | undefined) => getTokenUser(deps, token),
    /** Seconds a token must wait before its next request; 0 when it may go on (the request is counted). */
    countTokenRequest: (tokenId: string) => countTokenRequest(deps, tokenId),
    sendResetCode: (input: unknown, client?: Client) => sendResetCode(deps, input, client),
    confirmResetCode: (input: unknown, client?: Client) => confirmResetCode(deps, input, client),
    /** A new password ends every session: browsers still showing the account leave at once. */
    async resetPassword(input: unknown) {
      const reset = await resetPassword(deps, input);
      const user = reset.ok ? await findUserById(deps.db, reset.userId) : null;
      if (user) endLiveSessions(deps.realtime, user);
      return reset;
    },
    getOwnProfile: (actor: Actor) => getOwnProfile(deps, actor),
    changePassword: (actor: Actor, input: unknown) => changePassword(deps, actor, input),
    updateProfile: (actor: Actor, input: unknown) => updateProfile(deps, actor, input),
    chooseLanguage: (actor: Actor, input: unknown) => chooseLanguage(deps, actor, input),
    updatePicture: (actor: Actor, picture: string | null) => updatePicture(deps, actor, picture),
    pictures,
    /** The picture taken in through `pictures` becomes the user's own, and the one it replaces goes; refused, it is discarded. */
    async replacePicture(actor: Actor, picture: ReceivedFile): Promise<Outcome> {
      const before = await findUserById(deps.db, actor.userId);
      const changed = before ? await updatePicture(deps, actor, picture.key) : failure(messages.userNotFound);
      if (!changed.ok) {
        await pictures.discard(picture);
        return changed;
      }
      if (before?.picture) await deps.blobs.delete(before.picture);
      return { ok: true, message: messages.pictureUpdated };
    },
    /** Back to the default image; the stored file goes too. */
    async removePicture(actor: Actor): Promise<Outcome> {
      const before = await findUserById(deps.db, actor.userId);
      const changed = before ? await updatePicture(deps, actor, null) : failure(messages.userNotFound);
      if (!changed.ok) return changed;
      if (before?.picture) await deps.blobs.delete(before.picture);
      return { ok: true, message: messages.pictureRemoved };
    },
    /** A picture, to its owner and to admins only. */
    openPicture: (viewer: { picture: string | null; isAdmin: boolean }, key: string) =>
      viewer.picture === key || viewer.isAdmin ? openInArea(deps.blobs, 'pictures', key) : Promise.resolve(null),
    listUsers: (actor: Actor, page?: Page) => listUsers(deps, actor, page),
    searchUsers: (actor: Actor, input: unknown, page?: Page) => searchUsers(deps, actor, input, page),
    updateUser: (actor: Actor, userId: string, input: unknown) => updateUser(deps, actor, userId, input),
    /** The deleted user's open pages leave at once (docs/product-rules.md#accounts: a 'message' with their email and id). */
    async deleteUser(actor: Actor, userId: string) {
      const outcome = await deleteUser(deps, actor, userId);
      if (outcome.ok) endLiveSessions(deps.realtime, { id: outcome.userId, email: outcome.email });
      return outcome;
    },
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
  /** The process's own realtime emitter and blob store; a command-line tool gets its own. */
  ports?: { realtime: RealtimeEmitter; blobs: BlobStore },
): { identity: Identity; outbox: Outbox; notifier: Notifier; attemptLimits: AttemptLimits; close(): Promise<void> } {
  const realtime = ports?.realtime ?? createRedisEmitter(env.REDIS_URL);
  const blobs = ports?.blobs ?? createLocalBlobStore(env.DATA_DIR);
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
  const identity = createIdentity({ db, hasher: createArgon2PasswordHasher(), codes, values, notifier, limits, realtime, blobs });
  return {
    identity,
    outbox,
    // Billing emails the admins through the same notifier (services/src/runtime.ts).
    notifier,
    // The click counter counts per client address on the same limits (services/src/runtime.ts).
    attemptLimits,
    async close() {
      await Promise.allSettled([codes.close(), values.close(), attemptLimits.close(), notifier.close(), ...(ports ? [] : [realtime.close()])]);
    },
  };
}
