import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createArgon2PasswordHasher,
  createDatabase,
  createLocalBlobStore,
  createOutboxNotifier,
  createRedisAttemptLimits,
  createRedisExpiringValues,
  createRedisEmitter,
  createRedisOneTimeCodes,
} from '@qanoon/infra';
import { testDatabaseUrl, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { createLimiters } from './attempts.ts';
import { createIdentity } from './identity.ts';

export const uniquePhone = () => `+923${String(randomInt(0, 1e9)).padStart(9, '0')}`;
export const uniqueEmail = () => `${uniqueId('user')}@example.pk`;
/** A code that is certainly not this one. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
/** The same number as a person would type it: 0300-1234567. */
export const localForm = (phone: string) => `0${phone.slice(3, 6)}-${phone.slice(6)}`;

/** Identity over real PostgreSQL and Redis, with codes read back from the dev outbox. */
export function identityTestKit() {
  const db = createDatabase(testDatabaseUrl, { max: 4 });
  const keyPrefix = `${uniqueId('test-')}:`;
  const codes = createRedisOneTimeCodes(testRedisUrl, { keyPrefix });
  const values = createRedisExpiringValues(testRedisUrl, { keyPrefix });
  const outbox = createOutboxNotifier(db);
  const attemptLimits = createRedisAttemptLimits(testRedisUrl, { keyPrefix });
  const realtime = createRedisEmitter(testRedisUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qanoon-identity-'));
  const blobs = createLocalBlobStore(dataDir);
  const identity = createIdentity({ db, hasher: createArgon2PasswordHasher(), codes, values, notifier: outbox, limits: createLimiters(attemptLimits), realtime, blobs });

  /** The code in the newest SMS to this phone. */
  async function lastCode(phone: string): Promise<string> {
    const [message] = await outbox.list({ recipient: phone, limit: 1 });
    const code = message?.body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`No code was sent to ${phone}`);
    return code;
  }

  const signUpForm = (overrides: Record<string, unknown> = {}) => ({
    criteria: 'lawyer',
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: uniqueEmail(),
    contact: uniquePhone(),
    address: 'Chamber 12, District Courts',
    city: 'Lahore',
    speciality: 'Civil',
    password: 'secret-123',
    confirmPassword: 'secret-123',
    terms: true,
    newsletter: false,
    ...overrides,
  });

  async function verifyPhone(contact: string): Promise<void> {
    const sent = await identity.requestPhoneCode({ contact });
    if (!sent.ok) throw new Error(sent.message);
    const confirmed = await identity.confirmPhoneCode({ contact, code: await lastCode(sent.contact) });
    if (!confirmed.ok) throw new Error(confirmed.message);
  }

  /** A signed-up user with a verified phone. */
  async function signedUpUser(overrides: Record<string, unknown> = {}) {
    const form = signUpForm(overrides);
    await verifyPhone(String(form.contact));
    const created = await identity.signUp(form);
    if (!created.ok) throw new Error(created.message);
    return { ...form, email: String(form.email), password: String(form.password), contact: String(form.contact), userId: created.userId };
  }

  /** Sign in through the code step; returns the session token and the device's remember cookie. */
  async function signIn(user: { email: string; password: string; contact: string }, remember = false) {
    const credentials = { email: user.email, password: user.password, remember };
    const first = await identity.login(credentials);
    if (first.status !== 'code-required') throw new Error(first.message);
    const code = await identity.confirmLoginCode({ email: user.email, code: await lastCode(user.contact) }, { codeTicket: first.codeTicket });
    if (!code.ok) throw new Error(code.message);
    const second = await identity.login(credentials, { loginTicket: code.loginTicket });
    if (!second.ok) throw new Error(second.message);
    return { sessionToken: second.session.token, deviceToken: second.deviceToken };
  }

  async function admin() {
    const user = await signedUpUser();
    await db.query('UPDATE users SET is_admin = true, criteria = $2 WHERE id = $1', [user.userId, 'admin']);
    return { ...user, actor: { userId: user.userId } };
  }

  return {
    db,
    codes,
    values,
    outbox,
    blobs,
    identity,
    lastCode,
    signUpForm,
    verifyPhone,
    signedUpUser,
    signIn,
    admin,
    async close() {
      await Promise.all([codes.close(), values.close(), attemptLimits.close(), realtime.close()]);
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
