import { z } from 'zod';
import { messages } from '../messages.ts';

/** A text field of a form: missing becomes empty, surrounding spaces are dropped. */
export const textField = z
  .preprocess((v) => (v == null ? '' : v), z.string({ error: messages.fillAllFields }))
  .transform((s) => s.trim());

/** The longest value each account field takes (ADR 0026); the spec sets none. */
export const accountFieldMax = {
  criteria: 20,
  firstName: 100,
  lastName: 100,
  email: 254,
  contact: 32,
  address: 300,
  city: 100,
  speciality: 100,
  university: 200,
  intake: 50,
  password: 256,
} as const;

/** What a too-long field is told. */
export const tooLongMessage = (label: string, max: number) => `${label} is too long: at most ${max} characters.`;

/** A text field of at most `max` characters (after trimming). */
export const boundedTextField = (label: string, max: number) =>
  textField.refine((s) => s.length <= max, { error: tooLongMessage(label, max) });

/** A password field: kept exactly as typed, spaces included, at most 256 characters. */
export const secretField = z
  .preprocess((v) => (v == null ? '' : v), z.string({ error: messages.fillAllFields }))
  .refine((s) => s.length <= accountFieldMax.password, { error: tooLongMessage('Password', accountFieldMax.password) });

/** A checkbox as browsers and JSON send it: `on`, `true`, `1` or true mean ticked. */
export const checkboxField = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

export const isEmail = (text: string) => z.regexes.email.test(text);

export type FormResult<T> = { ok: true; data: T } | { ok: false; message: string; field: string | undefined };

/**
 * Parse a form with one of the schemas here. On failure the message is the first rule broken,
 * in the order the spec lists the rules, as the spec's alert shows one message at a time.
 * Anything but an object reads as an empty form.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): FormResult<z.output<S>> {
  const fields = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return { ok: false, message: issue?.message ?? messages.fillAllFields, field: typeof field === 'string' ? field : undefined };
}

/** Report every empty field among `names`; true when there was one. */
export function reportMissing(
  ctx: z.RefinementCtx,
  values: Record<string, unknown>,
  names: readonly string[],
): boolean {
  const missing = names.filter((name) => values[name] === '');
  for (const name of missing) ctx.addIssue({ code: 'custom', path: [name], message: messages.fillAllFields });
  return missing.length > 0;
}

export const fail = (ctx: z.RefinementCtx, field: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [field], message });
