import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { messages } from '@qanoon/contracts';
import { createDatabase, parseEnv, storeEnvShape, type Database } from '@qanoon/infra';
import { dropDatabase, ownDatabaseName, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIdentity } from '../identity/identity.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const databaseName = ownDatabaseName('qanoon_test_create_admin');
const databaseUrl = (() => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/qanoon_test');
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
// No SMTP_URL or SMS_URL: the sign-in code stays in the outbox, where the test reads it.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: testRedisUrl,
  QUEUE_PREFIX: uniqueId('test-'),
  SMTP_URL: '',
  SMS_URL: '',
};

/** The command as an operator types it, from the repository folder. */
async function createAdmin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'create-admin', '--', ...args], { cwd: repositoryRoot, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** Sign in as a new browser would: password, the texted code (with the password step's ticket), then the login ticket. */
async function signIn(email: string, password: string) {
  const store = openIdentity(parseEnv(storeEnvShape, env), db);
  try {
    const first = await store.identity.login({ email, password });
    if (first.status !== 'code-required') return first;
    const [sms] = await store.outbox.list({ limit: 1 });
    const code = sms?.body.match(/\b\d{6}\b/)?.[0] ?? '';
    const confirmed = await store.identity.confirmLoginCode({ email, code }, { codeTicket: first.codeTicket });
    if (!confirmed.ok) return confirmed;
    return await store.identity.login({ email, password }, { loginTicket: confirmed.loginTicket });
  } finally {
    await store.close();
  }
}

let db: Database;
beforeAll(async () => {
  // An empty server: the command creates and migrates the database itself.
  await dropDatabase(databaseName);
  db = createDatabase(databaseUrl, { max: 2 });
});
afterAll(async () => {
  await db.close();
  await dropDatabase(databaseName);
});

describe('npm run create-admin', () => {
  it('creates the first administrator of an empty database, with a strong password shown once, who can sign in', async () => {
    const created = await createAdmin('--email', 'first.admin@qanoon.pk', '--phone', '0300-7654321', '--name', 'Sana Iqbal');
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain('Administrator first.admin@qanoon.pk created');
    const password = created.stdout.match(/^Password \(shown only this once\): (\S+)$/m)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);

    const signedIn = await signIn('first.admin@qanoon.pk', password);
    expect(signedIn).toMatchObject({
      ok: true,
      status: 'signed-in',
      user: { email: 'first.admin@qanoon.pk', isAdmin: true, criteria: 'admin', firstName: 'Sana', lastName: 'Iqbal', contact: '+923007654321' },
    });
  });

  it('takes the password it is given and does not print it', async () => {
    const created = await createAdmin('--email', 'second.admin@qanoon.pk', '--phone', '+923007654322', '--password', 'chosen-secret');
    expect(created.code).toBe(0);
    expect(created.stdout).not.toContain('chosen-secret');
    expect(await signIn('second.admin@qanoon.pk', 'chosen-secret')).toMatchObject({ ok: true, user: { isAdmin: true } });
  });

  it('refuses an email that already has an account, changing nothing', async () => {
    const again = await createAdmin('--email', 'first.admin@qanoon.pk', '--phone', '0300-7654329', '--password', 'another-secret');
    expect(again).toEqual({ code: 1, stdout: '', stderr: `create-admin: --email first.admin@qanoon.pk: ${messages.emailAlreadyRegistered}\n` });
    const { rows } = await db.query('SELECT contact FROM users WHERE email = $1', ['first.admin@qanoon.pk']);
    expect(rows).toEqual([{ contact: '+923007654321' }]);
  });

  it.concurrent.each([
    ['no email', ['--phone', '03001234567'], 'create-admin: --email is required (see --help)'],
    ['a malformed email', ['--email', 'admin.qanoon.pk', '--phone', '03001234567'], `create-admin: --email: ${messages.emailInvalid}`],
    ['a malformed phone', ['--email', 'admin@qanoon.pk', '--phone', '12345'], `create-admin: --phone: ${messages.phoneInvalid}`],
    ['a short password', ['--email', 'admin@qanoon.pk', '--phone', '03001234567', '--password', 'abc'], `create-admin: --password: ${messages.passwordTooShort}`],
    ['an unknown option', ['--email', 'admin@qanoon.pk', '--admin'], "create-admin: Unknown option '--admin' (see --help)"],
  ])('says what is wrong in one line when given %s', async (_, args, line) => {
    expect(await createAdmin(...args)).toEqual({ code: 2, stdout: '', stderr: `${line}\n` });
  });
});
