import { describe, expect, it } from 'vitest';
import { limits } from './constants.ts';
import { chooseFileMessages, emptyTexts, messages } from './messages.ts';

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
