import { describe, expect, it } from 'vitest';
import { expandSynonyms } from './expand.ts';

const groups = [
  ['qatl', 'murder'],
  ['qatl-i-amd', 'qatl-e-amd', 'intentional murder'],
  ['FIR', 'first information report'],
  ['pre-arrest bail', 'bail before arrest'],
];

describe('legal synonyms in a keyword', () => {
  it('also searches each synonym of a word typed, and says which', () => {
    expect(expandSynonyms('qatl bail', groups)).toEqual({ keyword: 'qatl bail OR murder bail', alsoSearched: ['murder'] });
    expect(expandSynonyms('Murder appeal', groups)).toEqual({ keyword: 'Murder appeal OR qatl appeal', alsoSearched: ['qatl'] });
  });

  it('reads a term of several words or hyphens however it is joined, longest first', () => {
    expect(expandSynonyms('Qatl-i-Amd conviction', groups).keyword).toBe(
      'Qatl-i-Amd conviction OR qatl-e-amd conviction OR "intentional murder" conviction',
    );
    expect(expandSynonyms('first information report delay', groups)).toEqual({
      keyword: '"first information report" delay OR FIR delay',
      alsoSearched: ['FIR'],
    });
    expect(expandSynonyms('bail before arrest', groups).alsoSearched).toEqual(['pre-arrest bail']);
  });

  it('leaves quotes, exclusions and words with no synonym as they were typed', () => {
    expect(expandSynonyms('"qatl" bail', groups)).toEqual({ keyword: '"qatl" bail', alsoSearched: [] });
    expect(expandSynonyms('bail -qatl', groups)).toEqual({ keyword: 'bail -qatl', alsoSearched: [] });
    expect(expandSynonyms('dower unpaid', groups)).toEqual({ keyword: 'dower unpaid', alsoSearched: [] });
  });

  it('expands each alternative of an OR, and stops growing past sixteen alternatives', () => {
    expect(expandSynonyms('qatl OR FIR', groups).keyword).toBe('qatl OR murder OR FIR OR "first information report"');
    const many = expandSynonyms('qatl murder qatl murder qatl', groups);
    expect(many.keyword.split(' OR ').length).toBeLessThanOrEqual(16);
  });

  it('gives every place one term is typed the same synonym at once, one alternative a synonym', () => {
    const witness = [['witness', 'gawah', 'گواہ']];
    expect(expandSynonyms('Witness related witness statement of related witness', witness).keyword).toBe(
      'Witness related witness statement of related witness OR gawah related gawah statement of related gawah OR گواہ related گواہ statement of related گواہ',
    );
  });
});
