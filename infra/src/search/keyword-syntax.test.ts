import { describe, expect, it } from 'vitest';
import { parseKeyword, toWebsearchText } from './keyword-syntax.ts';

const read = (input: string) => toWebsearchText(parseKeyword(input));

describe('the keyword syntax', () => {
  it('keeps the researcher\'s phrases, OR in capitals and -word exclusions', () => {
    expect(read('bail "pre-arrest bail" -murder')).toBe('bail "pre-arrest bail" -murder');
    expect(read('khula OR talaq | divorce')).toBe('khula OR talaq OR divorce');
    expect(read('bail -"show cause"')).toBe('bail -"show cause"');
  });

  it('reads lowercase "or" and "and" as words, never as operators', () => {
    expect(parseKeyword('khula or talaq and divorce')).toEqual([
      ['khula', 'or', 'talaq', 'and', 'divorce'].map((text) => ({ text, phrase: false, negated: false })),
    ]);
    expect(read('khula or talaq')).toBe('khula talaq');
  });

  it('joins a hyphen pasted from a head note to the word it continues', () => {
    expect(parseKeyword('Qatl -i-amd Appreciation')[0]?.[0]?.text).toBe('Qatl-i-amd');
    expect(read('Qatl -i-amd Appreciation of evidence')).toBe('Qatl i amd Appreciation of evidence');
    expect(read('Qanun -e-Shahadat (10 of 1984), Art. 22')).toBe('Qanun e Shahadat (10 of 1984), Art. 22');
    expect(read('Qanun- e-Shahadat')).toBe('Qanun e Shahadat');
    expect(read('Ss.369 & 561 -A')).toBe('Ss.369 561-A');
    expect(read('Co -sharer')).toBe('Co sharer');
    expect(read('Petitioner/Ex -wife got a decree')).toBe('Petitioner/Ex wife got a decree');
    expect(read('(Re -Organization) Act')).toBe('(Re Organization) Act');
    expect(read('Jurisdiction of Anti -Terrorism Court')).toBe('Jurisdiction of Anti Terrorism Court');
    expect(read('qatl -e-amd')).toBe('qatl e amd');
    expect(read('taxpre -wife')).toBe('taxpre -wife');
  });

  it('gives PostgreSQL the letters of a compound as words of their own, keeps a hyphen at a digit and drops one before punctuation', () => {
    expect(read('qatl-e-amd 489-F 22-P')).toBe('qatl e amd 489-F 22-P');
    expect(read('Art.199 -Application')).toBe('Art.199 -Application');
    expect(read('-- bail')).toBe('bail');
    expect(read('"Man", "Woman"')).toBe('"Man" "Woman"');
    expect(read('OR "" - bail OR')).toBe('bail');
  });
});
