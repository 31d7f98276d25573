import { randomInt } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { parseEnv, storeEnvShape } from '@qanoon/services';
import { createRuntime, type Runtime } from '@qanoon/services/runtime';
import { localPhone } from '@qanoon/contracts';
import { uniqueId } from '@qanoon/infra/testing';
import type { Page } from 'playwright-core';
import { createCookies } from '../../app/auth/cookies.server.ts';
import { testEnv, testSessionSecret } from './paths.ts';

/** The stores the app under test uses, for arranging accounts and reading the outbox; `env` adds to testEnv as the app's does. */
export function useTestRuntime(env: Record<string, string> = {}): { runtime: Runtime } {
  const holder = {} as { runtime: Runtime };
  beforeAll(() => {
    holder.runtime = createRuntime(parseEnv(storeEnvShape, { ...process.env, ...testEnv, ...env }), {
      applicationName: 'qanoon-e2e',
      // The projector shares two cores with the browser and the app: commands wait longer for it.
      readYourWritesMs: 20_000,
    });
  });
  afterAll(async () => {
    await holder.runtime?.close();
  });
  return holder;
}

export const uniquePhone = () => `+923${String(randomInt(0, 1e9)).padStart(9, '0')}`;
/** The way a person types a number: 0300-1234567. */
export const localForm = localPhone;

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
  contact: string;
  firstName: string;
}

/** A user account made directly through the identity service (not through sign-up). */
export async function newAccount(runtime: Runtime, options: { isAdmin?: boolean; firstName?: string } = {}): Promise<TestAccount> {
  const account = {
    criteria: options.isAdmin ? ('admin' as const) : ('lawyer' as const),
    firstName: options.firstName ?? 'Bilal',
    lastName: 'Ahmed',
    email: `${uniqueId('e2e')}@example.pk`,
    contact: uniquePhone(),
    address: 'Chamber 7, High Court',
    city: 'Lahore',
    speciality: 'Civil',
    university: null,
    intake: null,
    isAdmin: options.isAdmin ?? false,
    newsletter: false,
    terms: true,
    password: 'secret-123',
  };
  const { userId } = await runtime.identity.provisionAccount(account);
  return { userId, email: account.email, password: account.password, contact: account.contact, firstName: account.firstName };
}

/** The one-time code in the newest text message to `contact`, as the dev outbox holds it. */
export async function latestCode(runtime: Runtime, contact: string, after = 0): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [message] = await runtime.devOutbox.list({ recipient: contact, limit: 1 });
    const code = message && Number(message.id) > after ? /\b\d{6}\b/.exec(message.body)?.[0] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code reached ${contact}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sign in through the login page, with the code step a new browser goes through. */
export async function signIn(page: Page, url: string, runtime: Runtime, account: TestAccount): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Code').waitFor();
  await page.getByLabel('Code').fill(await latestCode(runtime, account.contact));
  await codeSignInButton(page).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** The code step's own Sign in button, the second one on /login once a code is asked for. */
export function codeSignInButton(page: Page) {
  return page.getByRole('group', { name: 'Second step' }).getByRole('button', { name: 'Sign in' });
}

/** The free package (docs/product-rules.md#packages: named free, any case), added by `admin` when there is none. */
export async function freePackageId(runtime: Runtime, admin: TestAccount): Promise<string> {
  const find = async () => (await runtime.billing.listPackages()).find((p) => p.package.toLowerCase() === 'free')?.id;
  const existing = await find();
  if (existing) return existing;
  await runtime.billing.addPackage({ userId: admin.userId }, { package: 'Free', duration: '14', fee: '0', registration: '0', total: '0' });
  const added = await find();
  if (!added) throw new Error('Could not add the free package');
  return added;
}

/** A user on the free trial, once the payments read model shows it. */
export async function paidAccount(runtime: Runtime, admin: TestAccount, options: { firstName?: string } = {}): Promise<TestAccount> {
  const account = await newAccount(runtime, options);
  const trial = await runtime.billing.startTrial({ userId: account.userId }, { packageId: await freePackageId(runtime, admin) });
  if (!trial.ok) throw new Error(trial.message);
  return account;
}

/** A session cookie for `account`, opened through the same steps as the login page. */
export async function sessionCookie(runtime: Runtime, account: TestAccount): Promise<string> {
  const credentials = { email: account.email, password: account.password };
  const first = await runtime.identity.login(credentials);
  if (first.status !== 'code-required') throw new Error(`Expected a code step, got ${first.status}`);
  const matched = await runtime.identity.confirmLoginCode(
    { email: account.email, code: await latestCode(runtime, account.contact) },
    { codeTicket: first.codeTicket },
  );
  if (!matched.ok) throw new Error(matched.message);
  const signedIn = await runtime.identity.login(credentials, { loginTicket: matched.loginTicket });
  if (signedIn.status !== 'signed-in') throw new Error(`Expected to sign in, got ${signedIn.status}`);
  const serialized = await createCookies(testSessionSecret).session.serialize(signedIn.session.token);
  return serialized.split(';')[0] ?? '';
}
