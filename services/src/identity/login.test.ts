import { attemptRules, identityLimits, limitMessages, messages } from '@qanoon/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { identityTestKit, wrongCode } from './test-kit.ts';

const kit = identityTestKit();
const { identity } = kit;
afterAll(() => kit.close());

/** The first sign-in step with the right password: the ticket that lets its code be tried. */
async function codeStep(user: { email: string; password: string }): Promise<{ codeTicket: string }> {
  const first = await identity.login({ email: user.email, password: user.password });
  if (first.status !== 'code-required') throw new Error(first.message);
  return { codeTicket: first.codeTicket };
}

describe('signing in', () => {
  it.each([
    ['the email is empty', { email: '', password: 'secret-123' }],
    ['the password is empty', { email: 'a@b.pk', password: '' }],
    ['nothing is sent', undefined],
  ])('asks to fill all the fields when %s', async (_, form) => {
    expect(await identity.login(form)).toMatchObject({ ok: false, status: 'invalid', message: messages.fillAllFields });
  });

  it('gives one message for a wrong password and an unknown email, and texts no code', async () => {
    const user = await kit.signedUpUser();
    const sentBefore = (await kit.outbox.list({ recipient: user.contact })).length;
    const wrongPassword = await identity.login({ email: user.email, password: 'not-it-at-all' });
    const unknownEmail = await identity.login({ email: `x${user.email}`, password: user.password });
    expect(wrongPassword).toMatchObject({ ok: false, status: 'invalid', message: messages.wrongCredentials });
    expect(unknownEmail).toEqual(wrongPassword);
    expect(await kit.outbox.list({ recipient: user.contact })).toHaveLength(sentBefore);
  });

  it('asks for a texted code on a new device, then signs in with it', async () => {
    const user = await kit.signedUpUser();
    const first = await identity.login({ email: user.email, password: user.password });
    expect(first).toEqual({ ok: false, status: 'code-required', message: messages.enterOtp, codeTicket: expect.any(String) });
    if (first.status !== 'code-required') return;
    const step = { codeTicket: first.codeTicket };
    const code = await kit.lastCode(user.contact);
    expect(await identity.confirmLoginCode({ email: user.email, code: wrongCode(code) }, step)).toMatchObject({
      ok: false,
      message: messages.wrongOtpLogin,
    });
    const confirmed = await identity.confirmLoginCode({ email: user.email, code }, step);
    expect(confirmed.ok).toBe(true);
    if (!confirmed.ok) return;
    const second = await identity.login({ email: user.email, password: user.password }, { loginTicket: confirmed.loginTicket });
    expect(second).toMatchObject({ ok: true, status: 'signed-in', message: messages.loginSuccess, deviceToken: null });
    if (!second.ok) return;
    expect(second.user).toMatchObject({ id: user.userId, email: user.email });
    expect(second.user).not.toHaveProperty('passwordHash');
    expect((await identity.getSessionUser(second.session.token))?.user.id).toBe(user.userId);
  });

  it('trusts a remembered device, so the next sign-in needs no code', async () => {
    const user = await kit.signedUpUser();
    const { sessionToken, deviceToken } = await kit.signIn(user, true);
    expect(deviceToken).toEqual(expect.any(String));
    await identity.logout(sessionToken);
    const again = await identity.login({ email: user.email, password: user.password, remember: 'on' }, { deviceToken });
    expect(again).toMatchObject({ ok: true, status: 'signed-in', deviceToken });
  });

  it('does not trust a device that was not remembered', async () => {
    const user = await kit.signedUpUser();
    const { sessionToken } = await kit.signIn(user, false);
    await identity.logout(sessionToken);
    expect(await identity.login({ email: user.email, password: user.password })).toMatchObject({ status: 'code-required' });
  });

  it("does not accept another user's login ticket", async () => {
    const alice = await kit.signedUpUser();
    const bob = await kit.signedUpUser();
    const first = await codeStep(alice);
    const confirmed = await identity.confirmLoginCode({ email: alice.email, code: await kit.lastCode(alice.contact) }, first);
    if (!confirmed.ok) throw new Error(confirmed.message);
    const asBob = await identity.login({ email: bob.email, password: bob.password }, { loginTicket: confirmed.loginTicket });
    expect(asBob).toMatchObject({ status: 'code-required' });
  });

  it('answers that the account is in use while another session lives, until the others are logged out', async () => {
    const user = await kit.signedUpUser();
    const { sessionToken: firstBrowser } = await kit.signIn(user, false);
    const first = await codeStep(user);
    const confirmed = await identity.confirmLoginCode({ email: user.email, code: await kit.lastCode(user.contact) }, first);
    if (!confirmed.ok) throw new Error(confirmed.message);
    const device = { loginTicket: confirmed.loginTicket };
    const credentials = { email: user.email, password: user.password };
    expect(await identity.login(credentials, device)).toEqual({ ok: false, status: 'already-in-use', message: messages.alreadyInUse });

    expect(await identity.logoutOtherDevices({ email: user.email, password: 'wrong-password' }, device)).toMatchObject({ ok: false });
    expect(await identity.getSessionUser(firstBrowser)).not.toBeNull();
    const loggedOut = await identity.logoutOtherDevices(credentials, device);
    expect(loggedOut).toMatchObject({ ok: true, userId: user.userId, email: user.email, revokedSessions: 1 });
    expect(await identity.getSessionUser(firstBrowser)).toBeNull();
    expect(await identity.login(credentials, device)).toMatchObject({ ok: true, status: 'signed-in' });
  });

  it('opens only one session when two browsers sign in at once', async () => {
    const user = await kit.signedUpUser();
    const { deviceToken, sessionToken } = await kit.signIn(user, true);
    await identity.logout(sessionToken);
    const credentials = { email: user.email, password: user.password, remember: true };
    const results = await Promise.all([identity.login(credentials, { deviceToken }), identity.login(credentials, { deviceToken })]);
    expect(results.map((r) => r.status).sort()).toEqual(['already-in-use', 'signed-in']);
  });

  it('locks the sign-in code after too many wrong guesses', async () => {
    const user = await kit.signedUpUser();
    const step = await codeStep(user);
    const code = await kit.lastCode(user.contact);
    for (let i = 0; i < identityLimits.codeWrongAttempts; i++) await identity.confirmLoginCode({ email: user.email, code: wrongCode(code) }, step);
    expect(await identity.confirmLoginCode({ email: user.email, code }, step)).toMatchObject({ ok: false, message: messages.codeLocked });
  });

  it('stops texting sign-in codes after the hourly limit, and says when to try again', async () => {
    const user = await kit.signedUpUser();
    const credentials = { email: user.email, password: user.password };
    for (let i = 0; i < attemptRules.codeSendsPerSubject.points; i++) {
      expect(await identity.login(credentials)).toMatchObject({ status: 'code-required' });
    }
    const refused = await identity.login(credentials);
    expect(refused).toMatchObject({ ok: false, status: 'invalid', message: limitMessages.tooManyCodes(60 * 60) });
  });
});

describe('abuse limits at sign-in', () => {
  it('let nobody try a code without the right password in the same sign-in', async () => {
    const user = await kit.signedUpUser();
    const owner = await codeStep(user);
    const code = await kit.lastCode(user.contact);
    // Someone who knows only the email posts wrong codes: none is even tried.
    for (let i = 0; i < identityLimits.codeWrongAttempts + 1; i++) {
      expect(await identity.confirmLoginCode({ email: user.email, code: wrongCode(code) })).toMatchObject({ ok: false, message: messages.signInFirst });
      expect(await identity.confirmLoginCode({ email: user.email, code: wrongCode(code) }, { codeTicket: 'made-up' })).toMatchObject({ ok: false, message: messages.signInFirst });
    }
    const other = await kit.signedUpUser();
    const othersStep = await codeStep(other);
    expect(await identity.confirmLoginCode({ email: user.email, code }, othersStep)).toMatchObject({ ok: false, message: messages.signInFirst });
    expect(await identity.confirmLoginCode({ email: user.email, code }, owner)).toMatchObject({ ok: true });
  });

  it('lock an account after 10 wrong passwords, and do not confirm the right one while locked', async () => {
    const user = await kit.signedUpUser();
    const rule = attemptRules.passwordFailsPerAccount;
    for (let i = 0; i < rule.points - 1; i++) {
      expect(await identity.login({ email: user.email, password: `guess-${i}` })).toMatchObject({ message: messages.wrongCredentials });
    }
    const locked = limitMessages.tooManyAttempts(rule.blockSeconds);
    expect(await identity.login({ email: user.email, password: 'guess-last' })).toMatchObject({ status: 'invalid', message: locked });
    const right = await identity.login({ email: user.email.toUpperCase(), password: user.password });
    expect(right).toMatchObject({ status: 'invalid', message: locked });
    // No sign-in code went out: the right password was not even looked at.
    expect((await kit.outbox.list({ recipient: user.contact })).filter((m) => m.body.includes('code'))).toHaveLength(1);
  });

  it('limit wrong passwords from one client address across accounts', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    const rule = attemptRules.passwordFailsPerAddress;
    for (let i = 0; i < rule.points - 1; i++) {
      expect(await identity.login({ email: `nobody-${i}@example.pk`, password: 'x' }, { address })).toMatchObject({ message: messages.wrongCredentials });
    }
    await identity.login({ email: 'nobody-last@example.pk', password: 'x' }, { address });
    const user = await kit.signedUpUser();
    expect(await identity.login({ email: user.email, password: user.password }, { address })).toMatchObject({
      message: limitMessages.tooManyAttempts(rule.blockSeconds),
    });
    expect(await identity.login({ email: user.email, password: user.password }, { address: 'another' })).toMatchObject({ status: 'code-required' });
  });

  it('do not count refused sign-ins as codes sent', async () => {
    const user = await kit.signedUpUser();
    const credentials = { email: user.email, password: user.password };
    const sentBefore = (await kit.outbox.list({ recipient: user.contact })).length;
    for (let i = 0; i < attemptRules.codeSendsPerSubject.points; i++) await identity.login(credentials);
    for (let i = 0; i < 3; i++) expect(await identity.login(credentials)).toMatchObject({ status: 'invalid' });
    expect(await kit.outbox.list({ recipient: user.contact })).toHaveLength(sentBefore + attemptRules.codeSendsPerSubject.points);
  });

  it('limit wrong codes per account across sign-ins, and say when to try again', async () => {
    const user = await kit.signedUpUser();
    const rule = attemptRules.codeFailsPerAccount;
    for (let tries = 0; tries < rule.points; ) {
      const step = await codeStep(user);
      const code = await kit.lastCode(user.contact);
      for (let i = 0; i < identityLimits.codeWrongAttempts && tries < rule.points; i++, tries++) {
        await identity.confirmLoginCode({ email: user.email, code: wrongCode(code) }, step);
      }
    }
    const step = await codeStep(user);
    const right = await identity.confirmLoginCode({ email: user.email, code: await kit.lastCode(user.contact) }, step);
    expect(right).toMatchObject({ ok: false, message: limitMessages.tooManyWrongCodes(rule.blockSeconds) });
  });

  it('let other devices be logged out only after the code step or from a remembered device', async () => {
    const user = await kit.signedUpUser();
    const { sessionToken, deviceToken } = await kit.signIn(user, true);
    const credentials = { email: user.email, password: user.password };
    expect(await identity.logoutOtherDevices(credentials)).toMatchObject({ ok: false, message: messages.signInFirst });
    expect(await identity.logoutOtherDevices(credentials, { loginTicket: 'made-up' })).toMatchObject({ ok: false });
    expect(await identity.getSessionUser(sessionToken)).not.toBeNull();
    expect(await identity.logoutOtherDevices(credentials, { deviceToken })).toMatchObject({ ok: true, revokedSessions: 1 });
    expect(await identity.getSessionUser(sessionToken)).toBeNull();
  });
});

describe('sessions', () => {
  it('end at logout', async () => {
    const user = await kit.signedUpUser();
    const { sessionToken } = await kit.signIn(user);
    expect(await identity.logout(sessionToken)).toEqual({ ok: true, message: messages.logoutSuccess, userId: user.userId });
    expect(await identity.getSessionUser(sessionToken)).toBeNull();
  });

  it('end when they expire', async () => {
    const user = await kit.signedUpUser();
    const { sessionToken } = await kit.signIn(user);
    await kit.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.userId]);
    expect(await identity.getSessionUser(sessionToken)).toBeNull();
  });

  it('are unknown for made-up tokens', async () => {
    expect(await identity.getSessionUser('made-up')).toBeNull();
    expect(await identity.getSessionUser('')).toBeNull();
    expect(await identity.logout('made-up')).toMatchObject({ ok: true, userId: null });
  });

  it('note when they were last seen at most once a minute', async () => {
    const user = await kit.signedUpUser();
    const { sessionToken } = await kit.signIn(user);
    const lastSeen = async () =>
      (await kit.db.query<{ t: string }>('SELECT last_seen_at::text AS t FROM sessions WHERE user_id = $1', [user.userId])).rows[0]?.t;
    const before = await lastSeen();
    await identity.getSessionUser(sessionToken);
    expect(await lastSeen()).toBe(before);
    await kit.db.query("UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE user_id = $1", [user.userId]);
    const stale = await lastSeen();
    await identity.getSessionUser(sessionToken);
    expect(await lastSeen()).not.toBe(stale);
  });

  it('store only a digest of the token', async () => {
    const user = await kit.signedUpUser();
    const { sessionToken } = await kit.signIn(user);
    const { rows } = await kit.db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1', [user.userId]);
    expect(rows[0]?.id).not.toBe(sessionToken);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });
});
