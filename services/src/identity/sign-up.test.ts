import { attemptRules, identityLimits, limitMessages, messages } from '@qanoon/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { identityTestKit, localForm, uniquePhone, wrongCode } from './test-kit.ts';

const kit = identityTestKit();
const { identity } = kit;
afterAll(() => kit.close());

describe('signing up', () => {
  it.each([
    ['a required field is empty', { city: '' }, messages.fillAllFields],
    ['the role is missing', { criteria: undefined }, messages.fillAllFields],
    ['the email is malformed', { email: 'ayesha@nowhere' }, messages.emailInvalid],
    ['the password is short', { password: '12345', confirmPassword: '12345' }, messages.passwordTooShort],
    ['the confirmation differs', { confirmPassword: 'secret-124' }, messages.passwordsDoNotMatch],
    ['the terms are not accepted', { terms: false }, messages.acceptTerms],
    ['the role is not one people may choose', { criteria: 'admin' }, messages.chooseRole],
  ])('says so when %s, and creates nobody', async (_, overrides, message) => {
    const form = kit.signUpForm(overrides);
    await kit.verifyPhone(String(form.contact));
    expect(await identity.signUp(form)).toMatchObject({ ok: false, message });
    const { rowCount } = await kit.db.query('SELECT 1 FROM users WHERE contact = $1', [form.contact]);
    expect(rowCount).toBe(0);
  });

  it('is refused until the phone is verified', async () => {
    const form = kit.signUpForm();
    expect(await identity.signUp(form)).toMatchObject({ ok: false, message: messages.verifyPhone });
    await identity.requestPhoneCode({ contact: form.contact });
    expect(await identity.signUp(form)).toMatchObject({ ok: false, message: messages.verifyPhone });
  });

  it('asks for the phone check before the password and terms rules, in the order the product rules list them', async () => {
    const form = kit.signUpForm({ password: '123', confirmPassword: '456', terms: false });
    expect(await identity.signUp(form)).toMatchObject({ ok: false, message: messages.verifyPhone });
    expect(await identity.signUp({ ...form, email: 'not-an-email' })).toMatchObject({ ok: false, message: messages.emailInvalid });
    await kit.verifyPhone(String(form.contact));
    expect(await identity.signUp(form)).toMatchObject({ ok: false, message: messages.passwordTooShort });
  });

  it('verifies the phone with the texted code and then creates the account', async () => {
    const form = kit.signUpForm({ contact: localForm(uniquePhone()) });
    const sent = await identity.requestPhoneCode({ contact: form.contact });
    expect(sent).toMatchObject({ ok: true, message: messages.codeSent });
    if (!sent.ok) return;
    const code = await kit.lastCode(sent.contact);
    expect(await identity.confirmPhoneCode({ contact: form.contact, code: wrongCode(code) })).toMatchObject({
      ok: false,
      message: messages.contactNotVerified,
    });
    expect(await identity.confirmPhoneCode({ contact: form.contact, code })).toMatchObject({ ok: true, message: messages.contactVerified });
    const created = await identity.signUp(form);
    expect(created).toMatchObject({ ok: true, message: messages.accountCreated });
    const { rows } = await kit.db.query('SELECT contact, is_admin, new_user FROM users WHERE email = $1', [form.email]);
    expect(rows).toEqual([{ contact: sent.contact, is_admin: false, new_user: true }]);
  });

  it('refuses a phone already registered, however it is written', async () => {
    const user = await kit.signedUpUser();
    expect(await identity.requestPhoneCode({ contact: localForm(user.contact) })).toMatchObject({
      ok: false,
      message: messages.phoneAlreadyRegistered,
    });
    const other = kit.signUpForm({ contact: user.contact.replace('+92', '92') });
    await kit.values.put('signup-phone-verified', user.contact, '1', 60);
    expect(await identity.signUp(other)).toMatchObject({ ok: false, message: messages.phoneAlreadyRegistered });
  });

  it('refuses an email already registered, whatever its capitals', async () => {
    const user = await kit.signedUpUser();
    const form = kit.signUpForm({ email: user.email.toUpperCase() });
    await kit.verifyPhone(String(form.contact));
    expect(await identity.signUp(form)).toMatchObject({ ok: false, message: messages.emailAlreadyRegistered });
  });

  it('refuses a number that is not a Pakistani mobile', async () => {
    expect(await identity.requestPhoneCode({ contact: '042-35761234' })).toMatchObject({ ok: false, message: messages.phoneInvalid });
    expect(await identity.requestPhoneCode({ contact: '' })).toMatchObject({ ok: false, message: messages.fillAllFields });
  });

  it('keeps university and intake for students only', async () => {
    const student = await kit.signedUpUser({ criteria: 'student', university: 'Punjab University', intake: '2024' });
    const lawyer = await kit.signedUpUser({ criteria: 'lawyer', university: 'Punjab University', intake: '2024' });
    const { rows } = await kit.db.query('SELECT id, university, intake FROM users WHERE id = ANY($1) ORDER BY criteria DESC', [
      [student.userId, lawyer.userId],
    ]);
    expect(rows).toEqual([
      { id: student.userId, university: 'Punjab University', intake: '2024' },
      { id: lawyer.userId, university: null, intake: null },
    ]);
  });

  it('limits how many codes one phone is sent in an hour', async () => {
    const contact = uniquePhone();
    for (let i = 0; i < attemptRules.codeSendsPerSubject.points; i++) {
      expect(await identity.requestPhoneCode({ contact })).toMatchObject({ ok: true });
    }
    expect(await identity.requestPhoneCode({ contact })).toMatchObject({ ok: false, message: limitMessages.tooManyCodes(60 * 60) });
  });

  it('limits how many codes one client address asks for, whatever the phones', async () => {
    const address = `203.0.113.7-${Date.now()}`;
    for (let i = 0; i < attemptRules.signUpCodesPerAddress.points; i++) {
      expect(await identity.requestPhoneCode({ contact: uniquePhone() }, { address })).toMatchObject({ ok: true });
    }
    const contact = uniquePhone();
    expect(await identity.requestPhoneCode({ contact }, { address })).toMatchObject({ ok: false, message: limitMessages.tooManyCodes(60 * 60) });
    expect(await kit.outbox.list({ recipient: contact })).toHaveLength(0);
    expect(await identity.requestPhoneCode({ contact }, { address: `${address}-elsewhere` })).toMatchObject({ ok: true });
  });

  it('burns a code after too many wrong guesses, so even the right code fails', async () => {
    const contact = uniquePhone();
    await identity.requestPhoneCode({ contact });
    const code = await kit.lastCode(contact);
    const answers = [];
    for (let i = 0; i < identityLimits.codeWrongAttempts; i++) {
      answers.push((await identity.confirmPhoneCode({ contact, code: wrongCode(code) })).message);
    }
    expect(answers.at(-1)).toBe(messages.codeLocked);
    expect(answers.slice(0, -1).every((m) => m === messages.contactNotVerified)).toBe(true);
    expect(await identity.confirmPhoneCode({ contact, code })).toMatchObject({ ok: false, message: messages.codeLocked });
    expect(await identity.signUp(kit.signUpForm({ contact }))).toMatchObject({ ok: false, message: messages.verifyPhone });
  });

  it('uses a verification once', async () => {
    const user = await kit.signedUpUser();
    expect(await kit.values.get('signup-phone-verified', user.contact)).toBeNull();
  });
});
