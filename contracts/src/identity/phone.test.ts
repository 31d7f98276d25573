import { describe, expect, it } from 'vitest';
import { localPhone, normalizePakistaniPhone, phoneSearchDigits } from './phone.ts';

describe('Pakistani mobile numbers', () => {
  it.each([
    ['0300-1234567', '+923001234567'],
    ['03001234567', '+923001234567'],
    ['+92 300 1234567', '+923001234567'],
    ['923001234567', '+923001234567'],
    ['0092 300 1234567', '+923001234567'],
    ['+92-321-7654321', '+923217654321'],
    [' (0345) 123.4567 ', '+923451234567'],
  ])('read %s as %s', (typed, e164) => {
    expect(normalizePakistaniPhone(typed)).toBe(e164);
  });

  it.each([
    ['an empty text', ''],
    ['a Lahore landline', '042-35761234'],
    ['a number one digit short', '0300-123456'],
    ['a number one digit long', '0300-12345678'],
    ['a number without its leading zero', '3001234567'],
    ['another country', '+44 7700 900123'],
    ['letters', '0300-CALLNOW'],
  ])('refuse %s', (_, typed) => {
    expect(normalizePakistaniPhone(typed)).toBeNull();
  });

  it('search by the digits as stored, from a local prefix', () => {
    expect(phoneSearchDigits('0300 12')).toBe('9230012');
    expect(phoneSearchDigits('+92 300')).toBe('92300');
    expect(phoneSearchDigits('1234567')).toBe('1234567');
  });

  it('write a stored number the way people do, and leave anything else alone', () => {
    expect(localPhone('+923001234567')).toBe('0300-1234567');
    expect(localPhone('+442071234567')).toBe('+442071234567');
  });
});
