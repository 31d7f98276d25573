import { messages } from '@qanoon/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ForbiddenError } from '../shared/outcome.ts';
import { identityTestKit, localForm, uniqueEmail, uniquePhone } from './test-kit.ts';

const kit = identityTestKit();
const { identity } = kit;
afterAll(() => kit.close());

const adminForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Bilal',
  lastName: 'Ahmed',
  email: uniqueEmail(),
  contact: localForm(uniquePhone()),
  address: 'Head office',
  city: 'Karachi',
  password: 'admin-secret',
  confirmPassword: 'admin-secret',
  ...overrides,
});

async function collect(lines: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const line of lines) all.push(line);
  return all;
}

describe('creating an admin account', () => {
  it.each([
    ['a required field is empty', { address: '' }, messages.fillAllFields],
    ['the email is malformed', { email: 'bilal.example.pk' }, messages.emailInvalid],
    ['the password is short', { password: 'abc', confirmPassword: 'abc' }, messages.passwordTooShort],
    ['the confirmation differs', { confirmPassword: 'admin-secreT' }, messages.passwordsDoNotMatch],
  ])('says so when %s', async (_, overrides, message) => {
    const { actor } = await kit.admin();
    expect(await identity.createAdmin(actor, adminForm(overrides))).toMatchObject({ ok: false, message });
  });

  it('creates an administrator who signs in like anyone else', async () => {
    const { actor } = await kit.admin();
    const form = adminForm();
    const created = await identity.createAdmin(actor, form);
    expect(created).toMatchObject({ ok: true, message: messages.adminCreated });
    const { rows } = await kit.db.query('SELECT criteria, is_admin, university, intake FROM users WHERE email = $1', [form.email]);
    expect(rows).toEqual([{ criteria: 'admin', is_admin: true, university: null, intake: null }]);
  });

  it('is refused to someone who is not an administrator', async () => {
    const user = await kit.signedUpUser();
    await expect(identity.createAdmin({ userId: user.userId }, adminForm())).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('the users screen', () => {
  it('finds users by name and by phone written either way', async () => {
    const { actor } = await kit.admin();
    const surname = `Qureshi${Date.now()}`;
    const user = await kit.signedUpUser({ lastName: surname });
    expect((await identity.searchUsers(actor, { name: surname.toLowerCase() })).map((u) => u.id)).toEqual([user.userId]);
    expect((await identity.searchUsers(actor, { contact: localForm(user.contact) })).map((u) => u.id)).toEqual([user.userId]);
    expect(await identity.searchUsers(actor, { name: surname, contact: '0399' })).toEqual([]);
    expect((await identity.listUsers(actor, { limit: 1000 })).some((u) => u.id === user.userId)).toBe(true);
  });

  it('edits only the fields filled in, and does nothing when all are empty', async () => {
    const { actor } = await kit.admin();
    const user = await kit.signedUpUser();
    expect(await identity.updateUser(actor, user.userId, { city: '' })).toMatchObject({ ok: true, changed: false, message: messages.nothingToUpdate });
    const updated = await identity.updateUser(actor, user.userId, { city: 'Multan', firstName: '' });
    expect(updated).toMatchObject({ ok: true, message: messages.userUpdated, user: { city: 'Multan', firstName: 'Ayesha' } });
    expect(await identity.updateUser(actor, user.userId, { email: 'broken' })).toMatchObject({ ok: false, message: messages.emailInvalid });
  });

  it("refuses to give a user someone else's phone", async () => {
    const { actor } = await kit.admin();
    const user = await kit.signedUpUser();
    const other = await kit.signedUpUser();
    expect(await identity.updateUser(actor, user.userId, { contact: localForm(other.contact) })).toMatchObject({
      ok: false,
      message: messages.phoneAlreadyRegistered,
    });
  });

  it('deletes a user with their sessions, but not the acting admin', async () => {
    const { actor } = await kit.admin();
    const user = await kit.signedUpUser();
    const { sessionToken } = await kit.signIn(user);
    expect(await identity.deleteUser(actor, user.userId)).toEqual({
      ok: true,
      message: messages.userDeleted,
      userId: user.userId,
      email: user.email,
    });
    expect(await identity.getSessionUser(sessionToken)).toBeNull();
    expect(await identity.deleteUser(actor, user.userId)).toMatchObject({ ok: false, message: messages.userNotFound });
    expect(await identity.deleteUser(actor, actor.userId)).toMatchObject({ ok: false, message: messages.cannotDeleteSelf });
    expect(await identity.deleteUser(actor, 'not-a-uuid')).toMatchObject({ ok: false, message: messages.userNotFound });
  });

  it('downloads every user as CSV, with awkward values quoted and no password hashes', async () => {
    const { actor } = await kit.admin();
    const user = await kit.signedUpUser({ address: 'House 5, "Street" 7\nDHA', firstName: '=HYPERLINK("x")' });
    const lines = await collect(await identity.exportUsersCsv(actor));
    expect(lines[0]).toBe('id,criteria,firstName,lastName,email,contact,address,city,speciality,university,intake,isAdmin,newUser,newsletter,terms,createdAt\r\n');
    const line = lines.find((l) => l.startsWith(user.userId));
    expect(line).toContain(`,"'=HYPERLINK(""x"")",Khan,${user.email},${user.contact},"House 5, ""Street"" 7\nDHA",Lahore,`);
    expect(lines.join('')).not.toContain('$argon2id$');
    const { rows } = await kit.db.query<{ n: bigint }>('SELECT count(*) AS n FROM users');
    expect(lines.length).toBeGreaterThanOrEqual(Number(rows[0]?.n ?? 0) + 1);
  });
});
