import { describe, expect, it } from 'vitest';
import { limits } from './constants.ts';
import { chooseFileMessages, emptyTexts, limitMessages, messages, waitEndsAt } from './messages.ts';

describe('the specification texts', () => {
  it('keep the spec\'s exact wording, including its spelling', () => {
    expect(messages.enterOtp).toBe('Please enter the otp to verify its your account!');
    expect(messages.accountCreated).toBe('Your account is created successfully.Now Login your account.');
    expect(messages.passwordDoesNotMatch).toBe("Password Doesn't match!");
    expect(chooseFileMessages.legalTerms).toBe('Choose LegalTerms file!');
    expect(emptyTexts.clients).toBe('No Clients Exist');
  });

  it('are all distinct, so no screen shows one message for another', () => {
    const all = Object.values(messages);
    expect(new Set(all).size).toBe(all.length);
  });

  it('carry the spec\'s constants', () => {
    expect(limits.searchPageSize).toBe(25);
    expect(limits.loginResendCountdownSeconds).toBe(61);
    expect(limits.sideNavHiddenOffsetPx).toBe(-230);
  });
});

describe('a refusal that makes the user wait', () => {
  const now = new Date('2026-11-25T10:50:30Z'); // 15:50:30 in Pakistan

  it('says how long, and until when on Pakistan\'s clock, rounded up to the minute', () => {
    expect(limitMessages.tooManyCodes(15 * 60, now)).toBe('Too many codes requested. Please try again in 15 minutes (at 16:06).');
    expect(limitMessages.tooManyAttempts(60, now)).toBe('Too many attempts. Please try again in 1 minute (at 15:52).');
  });

  it('names the day when the wait runs past midnight', () => {
    expect(waitEndsAt(10 * 3600, now)).toBe('tomorrow 01:51');
    expect(waitEndsAt(40 * 3600, now)).toBe('27 Nov 07:51');
  });
});
