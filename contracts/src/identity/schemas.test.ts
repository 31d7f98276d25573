import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { adminAccountSchema, profileUpdateSchema, signUpSchema, userUpdateSchema } from './account-schemas.ts';
import { accountFieldMax, parseForm, tooLongMessage } from './form.ts';
import { changePasswordSchema, loginSchema, resetPasswordSchema } from './sign-in-schemas.ts';

const signUp = {
  criteria: 'student',
  firstName: ' Ayesha ',
  lastName: 'Khan',
  email: 'ayesha@example.pk',
  contact: '0300-1234567',
  address: 'Hostel 3',
  city: 'Lahore',
  speciality: 'Law',
  university: 'Punjab University',
  intake: '2024',
  password: ' secret ',
  confirmPassword: ' secret ',
  terms: 'on',
};

describe('the identity forms', () => {
  it('give sign-up data in stored form: trimmed names, E.164 phone, passwords as typed', () => {
    expect(parseForm(signUpSchema, signUp)).toEqual({
      ok: true,
      data: expect.objectContaining({ firstName: 'Ayesha', contact: '+923001234567', password: ' secret ', terms: true, newsletter: false }),
    });
  });

  it('report the first broken rule in the order the spec lists them', () => {
    const result = parseForm(signUpSchema, { ...signUp, email: 'bad', password: '1', terms: false });
    expect(result).toEqual({ ok: false, message: messages.emailInvalid, field: 'email' });
  });

  it('drop study fields for anyone but a student', () => {
    const result = parseForm(signUpSchema, { ...signUp, criteria: 'judge' });
    expect(result).toMatchObject({ ok: true, data: { university: null, intake: null } });
  });

  it.each([
    ['login without a password', loginSchema, { email: 'a@b.pk' }, messages.fillAllFields],
    ['admin account with a short password', adminAccountSchema, { ...signUp, password: 'abc', confirmPassword: 'abc' }, messages.passwordTooShort],
    ['reset with different passwords', resetPasswordSchema, { resetToken: 't', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, messages.passwordDoesNotMatch],
    ['change with a short password', changePasswordSchema, { oldPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' }, messages.passwordTooShort],
    ['user edit with a bad phone', userUpdateSchema, { contact: '12345' }, messages.phoneInvalid],
    ['a form that is not an object', loginSchema, 'email=a', messages.fillAllFields],
  ] as const)('refuse %s', (_, schema, input, message) => {
    expect(parseForm(schema, input)).toMatchObject({ ok: false, message });
  });

  it('refuse a field sent as something other than text, with the spec message', () => {
    expect(parseForm(loginSchema, { email: ['a@b.pk'], password: 'x' })).toMatchObject({ ok: false, message: messages.fillAllFields });
  });
});

describe('maximum lengths of account fields', () => {
  const megabyte = 'x'.repeat(1024 * 1024);

  it('refuses a 1 MB first name on the profile, with a message naming the field and its limit', () => {
    expect(parseForm(profileUpdateSchema, { firstName: megabyte })).toEqual({
      ok: false,
      message: tooLongMessage('First name', accountFieldMax.firstName),
      field: 'firstName',
    });
    expect(parseForm(profileUpdateSchema, { firstName: 'x'.repeat(accountFieldMax.firstName) }).ok).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email', 'contact', 'address', 'city', 'speciality', 'university', 'intake', 'criteria'])(
    'refuses an overlong %s at sign-up',
    (field) => {
      const form = { ...signUp, [field]: megabyte };
      expect(parseForm(signUpSchema, form)).toMatchObject({ ok: false, field });
    },
  );

  it.each([
    ['an admin edit', userUpdateSchema, { address: megabyte }],
    ['a new admin', adminAccountSchema, { firstName: 'A', lastName: 'B', email: 'a@b.pk', contact: '0300-1234567', address: megabyte, city: 'C', password: 'secret-1', confirmPassword: 'secret-1' }],
    ['a sign-in', loginSchema, { email: 'a@b.pk', password: megabyte }],
    ['a password change', changePasswordSchema, { oldPassword: megabyte, newPassword: 'secret-1', confirmPassword: 'secret-1' }],
  ] as const)('refuses an overlong field in %s', (_, schema, form) => {
    expect(parseForm(schema, form).ok).toBe(false);
  });
});
