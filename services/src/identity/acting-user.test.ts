import { messages } from '@qanoon/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ForbiddenError } from '../shared/outcome.ts';
import { identityTestKit } from './test-kit.ts';

const kit = identityTestKit();
const { identity } = kit;
afterAll(() => kit.close());

describe('the acting user', () => {
  it('changes only their own profile, whatever ids the form carries', async () => {
    const alice = await kit.signedUpUser();
    const bob = await kit.signedUpUser();
    const form = { id: bob.userId, userId: bob.userId, user_id: bob.userId, firstName: 'Hacked', isAdmin: true, email: 'x@y.pk' };
    const result = await identity.updateProfile({ userId: alice.userId }, form);
    expect(result).toMatchObject({ ok: true, user: { id: alice.userId, firstName: 'Hacked', isAdmin: false, email: alice.email } });
    expect(await identity.getOwnProfile({ userId: bob.userId })).toMatchObject({ firstName: 'Ayesha' });
  });

  it('changes only their own password, whatever ids the form carries', async () => {
    const alice = await kit.signedUpUser();
    const bob = await kit.signedUpUser({ password: 'bobs-secret', confirmPassword: 'bobs-secret' });
    const form = { id: bob.userId, userId: bob.userId, oldPassword: bob.password, newPassword: 'taken-over', confirmPassword: 'taken-over' };
    expect(await identity.changePassword({ userId: alice.userId }, form)).toMatchObject({ ok: false, message: messages.wrongOldPassword });
    expect(await kit.signIn(bob)).toMatchObject({ sessionToken: expect.any(String) });
  });

  it('cannot sign up as an administrator', async () => {
    const user = await kit.signedUpUser({ isAdmin: true, is_admin: true, criteria: 'lawyer' });
    expect(await identity.getOwnProfile({ userId: user.userId })).toMatchObject({ isAdmin: false, criteria: 'lawyer' });
  });

  it.each([
    ['list users', (actor: { userId: string }) => identity.listUsers(actor)],
    ['search users', (actor: { userId: string }) => identity.searchUsers(actor, { name: 'a' })],
    ['edit a user', (actor: { userId: string }) => identity.updateUser(actor, actor.userId, { city: 'X' })],
    ['delete a user', (actor: { userId: string }) => identity.deleteUser(actor, '00000000-0000-0000-0000-000000000000')],
    ['download users', (actor: { userId: string }) => identity.exportUsersCsv(actor)],
  ])('may not %s without being an administrator', async (_, act) => {
    const user = await kit.signedUpUser();
    await expect(act({ userId: user.userId })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(act({ userId: 'not-a-uuid' })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('skips a profile update whose fields are all empty', async () => {
    const user = await kit.signedUpUser();
    expect(await identity.updateProfile({ userId: user.userId }, { firstName: ' ', city: '' })).toMatchObject({ ok: true, changed: false });
  });
});
