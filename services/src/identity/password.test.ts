import { attemptRules, limitMessages, messages } from '@qanoon/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { identityTestKit, localForm, wrongCode } from './test-kit.ts';

const kit = identityTestKit();
const { identity } = kit;
afterAll(() => kit.close());

async function resetTicket(user: { email: string; contact: string }) {
  expect(await identity.sendResetCode({ email: user.email, contact: localForm(user.contact) })).toEqual({
    ok: true,
    message: messages.codeNotReceived,
  });
  const confirmed = await identity.confirmResetCode({ email: user.email, code: await kit.lastCode(user.contact) });
  if (!confirmed.ok) throw new Error(confirmed.message);
  expect(confirmed.message).toBe(messages.createNewPassword);
  return confirmed.resetToken;
}

async function accessToken(user: { userId: string }) {
  const created = await identity.createAccessToken({ userId: user.userId }, { name: 'Chamber script', 'scope:search:read': 'on' });
  if (!created.ok) throw new Error(created.message);
  return created.token;
}

describe('resetting a forgotten password', () => {
  it('refuses an email and phone that do not belong together', async () => {
    const user = await kit.signedUpUser();
    const other = await kit.signedUpUser();
    expect(await identity.sendResetCode({ email: user.email, contact: other.contact })).toMatchObject({
      ok: false,
      message: messages.invalidContact,
    });
    expect(await identity.sendResetCode({ email: 'nobody@example.pk', contact: user.contact })).toMatchObject({
      ok: false,
      message: messages.invalidContact,
    });
    expect(await identity.sendResetCode({ email: user.email, contact: '' })).toMatchObject({ ok: false, message: messages.fillAllFields });
  });

  it('says a wrong code is wrong', async () => {
    const user = await kit.signedUpUser();
    await identity.sendResetCode({ email: user.email, contact: user.contact });
    const code = await kit.lastCode(user.contact);
    expect(await identity.confirmResetCode({ email: user.email, code: wrongCode(code) })).toMatchObject({
      ok: false,
      message: messages.wrongOtpReset,
    });
  });

  it.each([
    ['the confirmation differs', { newPassword: 'new-secret', confirmPassword: 'new-secreT' }, messages.passwordDoesNotMatch],
    ['the password is short', { newPassword: 'abc', confirmPassword: 'abc' }, messages.passwordTooShort],
    ['a field is empty', { newPassword: '', confirmPassword: '' }, messages.fillAllFields],
  ])('says so when %s, and keeps the ticket', async (_, passwords, message) => {
    const user = await kit.signedUpUser();
    const resetToken = await resetTicket(user);
    expect(await identity.resetPassword({ resetToken, ...passwords })).toMatchObject({ ok: false, message });
    expect(await identity.resetPassword({ resetToken, newPassword: 'new-secret', confirmPassword: 'new-secret' })).toMatchObject({ ok: true });
  });

  it('sets the new password, ends every session and uses the ticket once', async () => {
    const user = await kit.signedUpUser();
    const { sessionToken, deviceToken } = await kit.signIn(user, true);
    const resetToken = await resetTicket(user);
    const passwords = { resetToken, newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' };
    expect(await identity.resetPassword(passwords)).toEqual({ ok: true, message: messages.passwordChanged, userId: user.userId });
    expect(await identity.getSessionUser(sessionToken)).toBeNull();
    expect(await identity.resetPassword(passwords)).toMatchObject({ ok: false, message: messages.resetExpired });
    expect(await identity.login({ email: user.email, password: user.password }, { deviceToken })).toMatchObject({ status: 'invalid' });
    expect(await identity.login({ email: user.email, password: 'brand-new-secret' }, { deviceToken })).toMatchObject({ status: 'signed-in' });
  });

  it('revokes the account\'s access tokens with the old password, and says so', async () => {
    const user = await kit.signedUpUser();
    const token = await accessToken(user);
    const resetToken = await resetTicket(user);
    expect(await identity.resetPassword({ resetToken, newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' })).toEqual({
      ok: true,
      message: messages.passwordChangedTokensRevoked,
      userId: user.userId,
    });
    expect(await identity.getTokenUser(token)).toBeNull();
    expect(await identity.listAccessTokens({ userId: user.userId })).toEqual([]);
  });

  it('refuses a made-up ticket', async () => {
    expect(await identity.resetPassword({ resetToken: 'made-up', newPassword: 'new-secret', confirmPassword: 'new-secret' })).toMatchObject({
      ok: false,
      message: messages.resetExpired,
    });
  });
});

describe('changing the password from the profile', () => {
  it.each([
    ['the confirmation differs', { oldPassword: 'secret-123', newPassword: 'new-secret', confirmPassword: 'other' }, messages.passwordDoesNotMatch],
    ['the new password is short', { oldPassword: 'secret-123', newPassword: 'abc', confirmPassword: 'abc' }, messages.passwordTooShort],
    ['the old password is wrong', { oldPassword: 'not-mine', newPassword: 'new-secret', confirmPassword: 'new-secret' }, messages.wrongOldPassword],
    ['a field is empty', { oldPassword: '', newPassword: 'new-secret', confirmPassword: 'new-secret' }, messages.fillAllFields],
  ])('says so when %s, and keeps the old one', async (_, form, message) => {
    const user = await kit.signedUpUser();
    expect(await identity.changePassword({ userId: user.userId }, form)).toMatchObject({ ok: false, message });
    expect(await kit.signIn(user)).toMatchObject({ sessionToken: expect.any(String) });
  });

  it('stops checking old passwords after 5 wrong ones, and says when to try again', async () => {
    const user = await kit.signedUpUser();
    const rule = attemptRules.oldPasswordFailsPerAccount;
    const wrong = { oldPassword: 'not-mine', newPassword: 'new-secret', confirmPassword: 'new-secret' };
    for (let i = 0; i < rule.points - 1; i++) {
      expect(await identity.changePassword({ userId: user.userId }, wrong)).toMatchObject({ message: messages.wrongOldPassword });
    }
    const locked = limitMessages.tooManyAttempts(rule.blockSeconds);
    expect(await identity.changePassword({ userId: user.userId }, wrong)).toMatchObject({ ok: false, message: locked });
    const right = { ...wrong, oldPassword: user.password };
    expect(await identity.changePassword({ userId: user.userId }, right)).toMatchObject({ ok: false, message: locked });
  });

  it('revokes the account\'s access tokens, and says so, leaving another account\'s alone', async () => {
    const user = await kit.signedUpUser();
    const other = await kit.signedUpUser();
    const tokens = [await accessToken(user), await accessToken(user)];
    const othersToken = await accessToken(other);
    const form = { oldPassword: user.password, newPassword: 'new-secret', confirmPassword: 'new-secret' };
    expect(await identity.changePassword({ userId: user.userId }, form)).toEqual({ ok: true, message: messages.passwordChangedTokensRevoked });
    for (const token of tokens) expect(await identity.getTokenUser(token)).toBeNull();
    expect(await identity.listAccessTokens({ userId: user.userId })).toEqual([]);
    expect((await identity.getTokenUser(othersToken))?.user.id).toBe(other.userId);
  });

  it('changes it when the old one is right', async () => {
    const user = await kit.signedUpUser();
    const form = { oldPassword: user.password, newPassword: 'new-secret', confirmPassword: 'new-secret' };
    expect(await identity.changePassword({ userId: user.userId }, form)).toEqual({ ok: true, message: messages.passwordChanged });
    expect(await kit.signIn({ ...user, password: 'new-secret' })).toMatchObject({ sessionToken: expect.any(String) });
  });
});
