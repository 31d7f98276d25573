import { describe, expect, it } from 'vitest';
import { citatorLimits, writtenCitationKey } from './citator.ts';
import { checkCitationsInput, citationInput } from './citator-schemas.ts';

describe('the key of a citation', () => {
  it('is one for every written variant of a report, the court by the library name for it', () => {
    const keys = ['PLD 1960 Kar. 697', 'PLD 1960 Karachi 697', 'P L D 1960 Sindh 697', 'pld 1960 KARACHI 697'].map((text) => writtenCitationKey(text));
    expect(new Set(keys.map((k) => JSON.stringify(k)))).toEqual(new Set([JSON.stringify({ key: 'PLD 1960 697', court: 'Sindh High Court' })]));
    expect(writtenCitationKey('PLD 2006 Supreme Court 602')).toEqual(writtenCitationKey('PLD 2006 S.C. 602'));
    expect(writtenCitationKey('2018 S C M R 762')).toEqual({ key: 'SCMR 2018 762', court: 'Supreme Court of Pakistan' });
    // A journal not known by name, written with and without its dots.
    expect(writtenCitationKey('1999 Q.S.T. 44').key).toBe(writtenCitationKey('1999 QST 44').key);
    expect(writtenCitationKey('1999 QST 44').key).toBe('QST 1999 44');
  });

  it('tells reports apart by court, note and journal, and leaves the court open when none is written', () => {
    expect(writtenCitationKey('PLD 1960 Lahore 697')).not.toEqual(writtenCitationKey('PLD 1960 Karachi 697'));
    expect(writtenCitationKey('2021 YLR Note 53').key).not.toBe(writtenCitationKey('2021 YLR 53').key);
    expect(writtenCitationKey('PLD 2014 120')).toEqual({ key: 'PLD 2014 120', court: null });
    expect(writtenCitationKey('PLD 2014 120', 'Lahore High Court')).toEqual({ key: 'PLD 2014 120', court: 'Lahore High Court' });
  });

  it('keys a text that is no citation by its plain text', () => {
    expect(writtenCitationKey('C.P.L.A. 1002-2025')).toEqual({ key: 'raw:C.P.L.A.1002-2025', court: null });
  });
});

describe('the citator and checker inputs', () => {
  it('takes a citation of sensible length and a text up to the limit', () => {
    expect(citationInput.safeParse(' PLD 2019 SC 1 ')).toMatchObject({ success: true, data: 'PLD 2019 SC 1' });
    expect(citationInput.safeParse('').success).toBe(false);
    expect(citationInput.safeParse('x'.repeat(citatorLimits.maxCitation + 1)).success).toBe(false);
    expect(checkCitationsInput.safeParse({ text: 'x'.repeat(citatorLimits.maxCheckText) }).success).toBe(true);
    expect(checkCitationsInput.safeParse({ text: 'x'.repeat(citatorLimits.maxCheckText + 1) }).success).toBe(false);
    expect(checkCitationsInput.safeParse({ text: 42 }).success).toBe(false);
  });
});
