// npm run create-admin -- --email … --phone … [--password …] [--name …]: the first administrator
// of a deployment, which has nobody yet to create one on the dashboard.
import { randomBytes } from 'node:crypto';
import { adminAccountSchema, parseForm } from '@qanoon/contracts';
import { createDatabase, loadEnv, migrate, storeEnvShape } from '@qanoon/infra';
import { openIdentity } from '../identity/identity.ts';
import { commandOptions, failWith } from './command-line.ts';

const usage = `Usage: npm run create-admin -- --email <address> --phone <number> [options]
  --email <address>   the administrator's email, used to sign in
  --phone <number>    a Pakistani mobile number (0300-1234567 or +923001234567); sign-in codes go to it
  --password <text>   at least 6 characters; without it a strong one is made and printed once
  --name <text>       first and last name (default: Qanoon Administrator)
  --address <text>    (default: Not given)
  --city <text>       (default: Not given)`;

const optionOf: Record<string, string> = {
  email: '--email',
  contact: '--phone',
  password: '--password',
  confirmPassword: '--password',
  firstName: '--name',
  lastName: '--name',
  address: '--address',
  city: '--city',
};

const fail: (message: string, exitCode?: number) => never = failWith('create-admin');

const values = commandOptions('create-admin', usage, {
  email: { type: 'string' },
  phone: { type: 'string' },
  password: { type: 'string' },
  name: { type: 'string' },
  address: { type: 'string' },
  city: { type: 'string' },
});

const text = (name: string) => (typeof values[name] === 'string' ? values[name].trim() : undefined);
const email = text('email');
const phone = text('phone');
if (!email) fail('--email is required (see --help)');
if (!phone) fail('--phone is required (see --help)');

const generatedPassword = text('password') === undefined ? randomBytes(18).toString('base64url') : undefined;
const password = text('password') ?? generatedPassword ?? '';
const words = (text('name') || 'Qanoon Administrator').split(/\s+/);
const lastName = words.length > 1 ? (words.pop() ?? '') : 'Administrator';
const form = {
  firstName: words.join(' '),
  lastName,
  email,
  contact: phone,
  address: text('address') || 'Not given',
  city: text('city') || 'Not given',
  speciality: 'Administration',
  password,
  confirmPassword: password,
};

// The Settings screen's own schema: the same checks and messages, before any connection opens.
const checked = parseForm(adminAccountSchema, form);
if (!checked.ok) fail(`${checked.field ? `${optionOf[checked.field] ?? checked.field}: ` : ''}${checked.message}`);

const env = loadEnv(storeEnvShape);
await migrate(env.DATABASE_URL, { log: () => {} });
const db = createDatabase(env.DATABASE_URL, { applicationName: 'qanoon-create-admin' });
const identity = openIdentity(env, db);
try {
  const created = await identity.identity.provisionAdmin(form);
  if (!created.ok) {
    const subject = created.field === 'email' ? `--email ${email}: ` : created.field === 'contact' ? `--phone ${phone}: ` : '';
    process.stderr.write(`create-admin: ${subject}${created.message}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`Administrator ${email} created: sign in at /login with this email.\n`);
    if (generatedPassword) process.stdout.write(`Password (shown only this once): ${generatedPassword}\n`);
  }
} finally {
  await identity.close();
  await db.close();
}
