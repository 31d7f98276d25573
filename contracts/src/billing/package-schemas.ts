import { z } from 'zod';
import { messages } from '../messages.ts';
import { fail, reportMissing, tooLongMessage } from '../identity/form.ts';
import type { PackageView } from './packages.ts';

/** Numbers typed in a form arrive as text, from JSON as numbers: both read as trimmed text. */
const numberText = z
  .preprocess((v) => (v == null ? '' : typeof v === 'number' ? String(v) : v), z.string({ error: messages.fillAllFields }))
  .transform((s) => s.trim());
const nameText = z
  .preprocess((v) => (v == null ? '' : v), z.string({ error: messages.fillAllFields }))
  .transform((s) => s.trim().replace(/\s+/g, ' '));

const wholeDays = /^\d{1,5}$/;
// numeric(12, 2) in the tables: up to ten digits of rupees and two of paisa.
const amount = /^\d{1,10}(\.\d{1,2})?$/;
const withoutCommas = (text: string) => text.replaceAll(',', '');

const amountFields = ['fee', 'registration', 'total'] as const;

/** A package's name is shown on cards, tables and receipts: a long one broke the admin's table. */
export const packageNameMax = 60;

function checkTerms(v: Record<'package' | 'duration' | (typeof amountFields)[number], string>, ctx: z.RefinementCtx) {
  if (v.package.length > packageNameMax) return fail(ctx, 'package', tooLongMessage('Package name', packageNameMax));
  if (v.duration !== '' && (!wholeDays.test(v.duration) || Number(v.duration) < 1)) {
    return fail(ctx, 'duration', messages.durationInvalid);
  }
  const bad = amountFields.find((name) => v[name] !== '' && !amount.test(withoutCommas(v[name])));
  if (bad) fail(ctx, bad, messages.amountInvalid);
}

const toTerms = <T extends Record<string, string>>(v: T) =>
  Object.fromEntries(
    Object.entries(v)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [name, name === 'package' ? value : Number(withoutCommas(value))]),
  );

const fields = { package: nameText, duration: numberText, fee: numberText, registration: numberText, total: numberText };

/** Package add (docs/product-rules.md#packages): every field is required; duration in whole days, amounts of zero or more. */
export const packageFormSchema = z
  .object(fields)
  .superRefine((v, ctx) => {
    if (reportMissing(ctx, v, ['package', 'duration', 'fee', 'registration', 'total'])) return;
    checkTerms(v, ctx);
  })
  .transform((v) => toTerms(v) as Omit<PackageView, 'id'>);
export type PackageFormInput = z.output<typeof packageFormSchema>;

/** Package edit: empty fields are left as they are; all empty means nothing to do. */
export const packageEditSchema = z
  .object(fields)
  .superRefine(checkTerms)
  .transform((v) => toTerms(v) as Partial<Omit<PackageView, 'id'>>);
export type PackageEditInput = z.output<typeof packageEditSchema>;
