import { z } from 'zod';
import { limits } from '../constants.ts';
import { messages } from '../messages.ts';
import { accountFieldMax, boundedTextField, checkboxField, fail, reportMissing, secretField, textField } from './form.ts';
import { normalizePakistaniPhone } from './phone.ts';

/** Sign in (docs/product-rules.md#accounts): email and password required. */
const emailField = boundedTextField('Email', accountFieldMax.email);

export const loginSchema = z
  .object({ email: emailField, password: secretField, remember: checkboxField })
  .superRefine((v, ctx) => void reportMissing(ctx, v, ['email', 'password']));
export type LoginInput = z.output<typeof loginSchema>;

/** Email and the credentials again, to log out every other device. */
export const credentialsSchema = z
  .object({ email: emailField, password: secretField })
  .superRefine((v, ctx) => void reportMissing(ctx, v, ['email', 'password']));

/** A one-time code typed for an account (login second step, password reset step 2). */
export const accountCodeSchema = z
  .object({ email: emailField, code: boundedTextField('Code', 12) })
  .superRefine((v, ctx) => void reportMissing(ctx, v, ['email', 'code']));

const contactField = textField.superRefine((v, ctx) => {
  if (v === '') ctx.addIssue({ code: 'custom', message: messages.fillAllFields });
  else if (!normalizePakistaniPhone(v)) ctx.addIssue({ code: 'custom', message: messages.phoneInvalid });
});
const toPhone = (text: string) => normalizePakistaniPhone(text) ?? '';

/** Sign-up phone check, step 1: the number to send a code to. */
export const phoneSchema = z.object({ contact: contactField.transform(toPhone) });

/** Sign-up phone check, step 2: the number and the code it received. */
export const phoneCodeSchema = z
  .object({ contact: contactField.transform(toPhone), code: boundedTextField('Code', 12) })
  .superRefine((v, ctx) => void reportMissing(ctx, v, ['code']));

/** Password reset step 1: the account's email and phone, which must belong together. */
export const resetRequestSchema = z
  .object({ email: emailField, contact: boundedTextField('Contact', accountFieldMax.contact) })
  .superRefine((v, ctx) => void reportMissing(ctx, v, ['email', 'contact']))
  .transform((v) => ({ email: v.email, contact: normalizePakistaniPhone(v.contact) }));

const newPassword = (v: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (v.newPassword !== v.confirmPassword) return fail(ctx, 'confirmPassword', messages.passwordDoesNotMatch);
  if (v.newPassword.length < limits.minPasswordLength) return fail(ctx, 'newPassword', messages.passwordTooShort);
};

/** Password reset step 3 (docs/product-rules.md#accounts), with the ticket step 2 handed out. */
export const resetPasswordSchema = z
  .object({ resetToken: boundedTextField('Reset ticket', 128), newPassword: secretField, confirmPassword: secretField })
  .superRefine((v, ctx) => {
    if (reportMissing(ctx, v, ['newPassword', 'confirmPassword'])) return;
    newPassword(v, ctx);
  });
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** Change password from the profile (docs/product-rules.md#accounts). */
export const changePasswordSchema = z
  .object({ oldPassword: secretField, newPassword: secretField, confirmPassword: secretField })
  .superRefine((v, ctx) => {
    if (reportMissing(ctx, v, ['oldPassword', 'newPassword', 'confirmPassword'])) return;
    newPassword(v, ctx);
  });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
