import { z } from 'zod';
import { criteria, limits, type Criteria } from '../constants.ts';
import { messages } from '../messages.ts';
import { accountFieldMax as max, boundedTextField, checkboxField, fail, isEmail, reportMissing, secretField } from './form.ts';
import { normalizePakistaniPhone } from './phone.ts';

export type SelfChosenCriteria = (typeof criteria)[number];

const isCriteria = (value: string): value is SelfChosenCriteria => (criteria as readonly string[]).includes(value);

const phone = (text: string) => normalizePakistaniPhone(text) ?? '';

/** The fields every account form has: sign-up, admin account creation, an admin's edit. */
const accountFields = {
  firstName: boundedTextField('First name', max.firstName),
  lastName: boundedTextField('Last name', max.lastName),
  email: boundedTextField('Email', max.email),
  contact: boundedTextField('Contact', max.contact),
  address: boundedTextField('Address', max.address),
  city: boundedTextField('City', max.city),
  speciality: boundedTextField('Speciality', max.speciality),
};

/** Sign up (docs/product-rules.md#accounts). The phone's verification is checked by the service, which can see it. */
export const signUpSchema = z
  .object({
    criteria: boundedTextField('Role', max.criteria),
    ...accountFields,
    university: boundedTextField('University', max.university),
    intake: boundedTextField('Intake', max.intake),
    password: secretField,
    confirmPassword: secretField,
    terms: checkboxField,
    newsletter: checkboxField,
  })
  .superRefine((v, ctx) => {
    const required = ['criteria', 'firstName', 'lastName', 'email', 'contact', 'address', 'city', 'speciality', 'password'];
    if (reportMissing(ctx, v, required)) return;
    if (!isCriteria(v.criteria)) return fail(ctx, 'criteria', messages.chooseRole);
    if (!isEmail(v.email)) return fail(ctx, 'email', messages.emailInvalid);
    if (!normalizePakistaniPhone(v.contact)) return fail(ctx, 'contact', messages.phoneInvalid);
    if (v.password.length < limits.minPasswordLength) return fail(ctx, 'password', messages.passwordTooShort);
    if (v.password !== v.confirmPassword) return fail(ctx, 'confirmPassword', messages.passwordsDoNotMatch);
    if (!v.terms) return fail(ctx, 'terms', messages.acceptTerms);
  })
  .transform(({ confirmPassword: _, ...v }) => {
    const student = v.criteria === 'student';
    return {
      ...v,
      criteria: v.criteria as SelfChosenCriteria,
      contact: phone(v.contact),
      university: student && v.university ? v.university : null,
      intake: student && v.intake ? v.intake : null,
    };
  });
export type SignUpInput = z.output<typeof signUpSchema>;

/** An administrator creates another administrator (docs/product-rules.md#admin-screens). */
export const adminAccountSchema = z
  .object({
    ...accountFields,
    password: secretField,
    confirmPassword: secretField,
  })
  .superRefine((v, ctx) => {
    if (reportMissing(ctx, v, ['firstName', 'lastName', 'email', 'contact', 'address', 'city', 'password'])) return;
    if (!isEmail(v.email)) return fail(ctx, 'email', messages.emailInvalid);
    if (!normalizePakistaniPhone(v.contact)) return fail(ctx, 'contact', messages.phoneInvalid);
    if (v.password.length < limits.minPasswordLength) return fail(ctx, 'password', messages.passwordTooShort);
    if (v.password !== v.confirmPassword) return fail(ctx, 'confirmPassword', messages.passwordsDoNotMatch);
  })
  .transform(({ confirmPassword: _, ...v }) => ({
    ...v,
    criteria: 'admin' as const satisfies Criteria,
    contact: phone(v.contact),
    university: null,
    intake: null,
  }));
export type AdminAccountInput = z.output<typeof adminAccountSchema>;

const dropEmpty = <T extends Record<string, string>>(v: T): Partial<T> =>
  Object.fromEntries(Object.entries(v).filter(([, value]) => value !== '')) as Partial<T>;

/**
 * A user's own account info. Email, phone and role are not here: changing them would skip the
 * checks sign-up makes. Empty fields are left as they are.
 */
export const profileUpdateSchema = z
  .object({
    firstName: accountFields.firstName,
    lastName: accountFields.lastName,
    address: accountFields.address,
    city: accountFields.city,
    speciality: accountFields.speciality,
  })
  .transform(dropEmpty);
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

/** An administrator's inline edit of a user. Empty fields are left as they are. */
export const userUpdateSchema = z
  .object({
    ...accountFields,
  })
  .superRefine((v, ctx) => {
    if (v.email !== '' && !isEmail(v.email)) return fail(ctx, 'email', messages.emailInvalid);
    if (v.contact !== '' && !normalizePakistaniPhone(v.contact)) return fail(ctx, 'contact', messages.phoneInvalid);
  })
  .transform((v) => dropEmpty({ ...v, contact: v.contact === '' ? '' : phone(v.contact) }));
export type UserUpdateInput = z.output<typeof userUpdateSchema>;
