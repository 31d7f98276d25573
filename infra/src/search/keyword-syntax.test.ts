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
    expect(read('Qatl -i-amd Appreciation of evidence')).toBe('Qatl-i-amd Appreciation of evidence');
    expect(read('Qanun -e-Shahadat (10 of 1984), Art. 22')).toBe('Qanun-e-Shahadat (10 of 1984), Art. 22');
    expect(read('Qanun- e-Shahadat')).toBe('Qanun-e-Shahadat');
    expect(read('Ss.369 & 561 -A')).toBe('Ss.369 561-A');
    expect(read('Co -sharer')).toBe('Co-sharer');
    expect(read('(Re -Organization) Act')).toBe('(Re-Organization) Act');
    expect(read('Jurisdiction of Anti -Terrorism Court')).toBe('Jurisdiction of Anti-Terrorism Court');
    expect(read('qatl -e-amd')).toBe('qatl-e-amd');
  });

  it('keeps a hyphen inside a word and drops one before punctuation', () => {
    expect(read('qatl-e-amd 489-F')).toBe('qatl-e-amd 489-F');
    expect(read('Art.199 -Application')).toBe('Art.199 -Application');
    expect(read('-- bail')).toBe('bail');
    expect(read('"Man", "Woman"')).toBe('"Man" "Woman"');
    expect(read('OR "" - bail OR')).toBe('bail');
  });
});
