import { z } from 'zod';
import { messages } from '../messages.ts';
import { fail } from '../identity/form.ts';
import { accountTypes, isPaidValues, type AccountType, type IsPaid } from './payments.ts';

/** Times without an offset are read in Pakistan Standard Time (UTC+5, no daylight saving). */
export const pakistanUtcOffset = '+05:00';

const text = z.preprocess((v) => (v == null ? '' : v), z.string({ error: messages.fillAllFields })).transform((s) => s.trim());

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const zonedDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment as an admin types it: an ISO time with an offset, or a date (midnight) or date and
 * time (a datetime-local field) in Pakistan time. Null when it is not a real calendar moment.
 */
export function parseMoment(input: string): Date | null {
  if (zonedDateTime.test(input)) {
    const date = new Date(input);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const parts = localDateTime.exec(input);
  if (!parts) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = parts;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${pakistanUtcOffset}`);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 30 February over into March; a date that does not come back the same is not real.
  const back = new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19);
  return back === `${year}-${month}-${day}T${hour}:${minute}:${second}` ? date : null;
}

/**
 * An admin's edit of a payment (Payments screen): a new expireAt and/or isPaid. Empty fields are
 * left as they are; all empty means nothing to do (docs/product-rules.md#accounts).
 */
export const paymentAmendSchema = z
  .object({ expireAt: text, isPaid: text })
  .superRefine((v, ctx) => {
    if (v.expireAt !== '' && !parseMoment(v.expireAt)) return fail(ctx, 'expireAt', messages.dateInvalid);
    if (v.isPaid !== '' && !(isPaidValues as readonly string[]).includes(v.isPaid)) {
      return fail(ctx, 'isPaid', messages.isPaidInvalid);
    }
  })
  .transform((v) => {
    const expireAt = v.expireAt === '' ? null : parseMoment(v.expireAt);
    return {
      ...(expireAt ? { expireAt } : {}),
      ...(v.isPaid === '' ? {} : { isPaid: v.isPaid as IsPaid }),
    };
  });
export type PaymentAmendInput = z.output<typeof paymentAmendSchema>;

/** Choosing a package: the free trial's Accept & Continue. */
export const packageChoiceSchema = z.object({ packageId: text });
export type PackageChoiceInput = z.output<typeof packageChoiceSchema>;

/** A stored receipt's key, `receipts/<generated name>`: the web layer stores the upload first. */
const receiptKeyPattern = /^receipts\/[\w-]+(\.\w+)?$/;

const isAccountType = (value: string): value is AccountType => (accountTypes as readonly string[]).includes(value);

/**
 * Submit to Verify: a paid package and its receipt (docs/product-rules.md#payments), and optionally which
 * payment account the user paid into (the payment channel), one of {@link accountTypes}.
 */
export const receiptSubmissionSchema = z
  .object({ packageId: text, receiptKey: text, channel: text.optional() })
  .superRefine((v, ctx) => {
    if (!receiptKeyPattern.test(v.receiptKey)) fail(ctx, 'receiptKey', messages.noReceipt);
    if (v.channel && !isAccountType(v.channel.toLowerCase())) fail(ctx, 'channel', messages.chooseAccountType);
  })
  .transform(({ packageId, receiptKey, channel }) => {
    const named = channel?.toLowerCase() ?? '';
    return { packageId, receiptKey, ...(isAccountType(named) ? { channel: named } : {}) };
  });
export type ReceiptSubmissionInput = z.output<typeof receiptSubmissionSchema>;

const accountTextFields = ['user_name', 'account_name', 'account_number'] as const;

/**
 * Settings → payment accounts, one per account type. Nothing happens when the three text fields
 * are empty (docs/product-rules.md#payments); empty fields keep an existing account's values.
 */
export const paymentAccountSchema = z
  .object({ user_name: text, account_name: text, account_number: text, account_type: text })
  .superRefine((v, ctx) => {
    if (accountTextFields.every((name) => v[name] === '')) return;
    if (!isAccountType(v.account_type.toLowerCase())) {
      fail(ctx, 'account_type', messages.chooseAccountType);
    }
  })
  .transform((v) => ({
    empty: accountTextFields.every((name) => v[name] === ''),
    accountType: v.account_type.toLowerCase() as AccountType,
    userName: v.user_name,
    accountName: v.account_name,
    accountNumber: v.account_number,
  }));
export type PaymentAccountInput = z.output<typeof paymentAccountSchema>;

