import { describe, expect, it } from 'vitest';
import { parseForm } from '../identity/form.ts';
import { messages } from '../messages.ts';
import { packageEditSchema, packageFormSchema } from './package-schemas.ts';
import { isFreePackage } from './packages.ts';
import { parseMoment, paymentAccountSchema, paymentAmendSchema, receiptSubmissionSchema } from './payment-schemas.ts';

const gold = { package: ' Gold  Plan ', duration: '30', fee: '1,500', registration: 500, total: '2000.50' };

describe('the package form', () => {
  it('gives a package with a tidy name, whole days and amounts as numbers', () => {
    expect(parseForm(packageFormSchema, gold)).toEqual({
      ok: true,
      data: { package: 'Gold Plan', duration: 30, fee: 1500, registration: 500, total: 2000.5 },
    });
  });

  it.each(['package', 'duration', 'fee', 'registration', 'total'])('asks for every field when %s is empty', (field) => {
    expect(parseForm(packageFormSchema, { ...gold, [field]: '' })).toEqual({ ok: false, message: messages.fillAllFields, field });
  });

  it.each([['0'], ['1.5'], ['ten'], ['-3']])('refuses %s as a duration', (duration) => {
    expect(parseForm(packageFormSchema, { ...gold, duration })).toMatchObject({ ok: false, message: messages.durationInvalid });
  });

  it.each([['-1'], ['abc'], ['1.234']])('refuses %s as a fee', (fee) => {
    expect(parseForm(packageFormSchema, { ...gold, fee })).toMatchObject({ ok: false, message: messages.amountInvalid, field: 'fee' });
  });

  it('refuses a name longer than 60 characters, in an add and in an edit', () => {
    const tooLong = { ok: false, message: 'Package name is too long: at most 60 characters.', field: 'package' };
    expect(parseForm(packageFormSchema, { ...gold, package: 'x'.repeat(61) })).toEqual(tooLong);
    expect(parseForm(packageEditSchema, { package: 'x'.repeat(61) })).toEqual(tooLong);
    expect(parseForm(packageFormSchema, { ...gold, package: 'x'.repeat(60) })).toMatchObject({ ok: true });
  });

  it('accepts a free package costing nothing', () => {
    expect(parseForm(packageFormSchema, { package: 'Free', duration: 7, fee: 0, registration: 0, total: 0 })).toMatchObject({ ok: true });
  });

  it('leaves empty fields of an edit alone, and gives nothing when all are empty', () => {
    expect(parseForm(packageEditSchema, { fee: '2000', package: '' })).toEqual({ ok: true, data: { fee: 2000 } });
    expect(parseForm(packageEditSchema, {})).toEqual({ ok: true, data: {} });
    expect(parseForm(packageEditSchema, { duration: 'x' })).toMatchObject({ ok: false, message: messages.durationInvalid });
  });

  it('knows the free package by its name in any case', () => {
    expect(isFreePackage('FREE')).toBe(true);
    expect(isFreePackage(' free ')).toBe(true);
    expect(isFreePackage('Free Plus')).toBe(false);
  });
});

describe("the admin's payment edit", () => {
  it('reads a date or a local time in Pakistan time, and an ISO time as it says', () => {
    expect(parseMoment('2025-03-01')?.toISOString()).toBe('2025-02-28T19:00:00.000Z');
    expect(parseMoment('2025-03-01T10:30')?.toISOString()).toBe('2025-03-01T05:30:00.000Z');
    expect(parseMoment('2025-03-01T10:30:00Z')?.toISOString()).toBe('2025-03-01T10:30:00.000Z');
    expect(parseMoment('2025-02-30')).toBeNull();
    expect(parseMoment('tomorrow')).toBeNull();
  });

  it('gives only the fields filled in, and nothing when all are empty', () => {
    expect(parseForm(paymentAmendSchema, { expireAt: '', isPaid: '' })).toEqual({ ok: true, data: {} });
    expect(parseForm(paymentAmendSchema, { isPaid: 'expire' })).toEqual({ ok: true, data: { isPaid: 'expire' } });
    expect(parseForm(paymentAmendSchema, { expireAt: '2025-03-01' })).toEqual({
      ok: true,
      data: { expireAt: new Date('2025-02-28T19:00:00.000Z') },
    });
  });

  it('says so when the date or status is not one it knows', () => {
    expect(parseForm(paymentAmendSchema, { expireAt: '31/02/2025' })).toMatchObject({ ok: false, message: messages.dateInvalid });
    expect(parseForm(paymentAmendSchema, { isPaid: 'yes' })).toMatchObject({ ok: false, message: messages.isPaidInvalid });
  });
});

describe('the receipt submission', () => {
  it("needs a stored receipt's key, else 'No receipt found!'", () => {
    expect(parseForm(receiptSubmissionSchema, { packageId: 'p' })).toMatchObject({ ok: false, message: messages.noReceipt });
    expect(parseForm(receiptSubmissionSchema, { packageId: 'p', receiptKey: '../etc/passwd' })).toMatchObject({ ok: false, message: messages.noReceipt });
    expect(parseForm(receiptSubmissionSchema, { packageId: 'p', receiptKey: 'receipts/a1b2.png' })).toMatchObject({ ok: true });
  });
});

describe('the payment account form', () => {
  it('marks the form empty when its three text fields are, whatever the type', () => {
    expect(parseForm(paymentAccountSchema, { account_type: '' })).toMatchObject({ ok: true, data: { empty: true } });
  });

  it('needs a known account type once anything is filled in', () => {
    expect(parseForm(paymentAccountSchema, { user_name: 'Ali', account_type: 'paypal' })).toMatchObject({
      ok: false,
      message: messages.chooseAccountType,
    });
    expect(parseForm(paymentAccountSchema, { user_name: ' Ali ', account_type: 'JazzCash' })).toEqual({
      ok: true,
      data: { empty: false, accountType: 'jazzcash', userName: 'Ali', accountName: '', accountNumber: '' },
    });
  });
});
