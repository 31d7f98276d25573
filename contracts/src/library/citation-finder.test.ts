import { describe, expect, it } from 'vitest';
import { findCitations } from './citation-finder.ts';

const texts = (text: string) => findCitations(text).map((found) => found.text);

describe('finding citations in running text', () => {
  it('finds each citation of a sentence in its written form, parallel citations one by one', () => {
    expect(texts('As held in PLD 2019 SC 1 = 2019 SCMR 5, and in PLD 1960 Kar. 697; see 2021 YLR Note 53 (DB).')).toEqual([
      'PLD 2019 SC 1',
      '2019 SCMR 5',
      'PLD 1960 Kar. 697',
      '2021 YLR Note 53',
    ]);
  });

  it('reads spaced and dotted journals and bracketed ones', () => {
    expect(texts('See P Cr. L J 2011 123 and 2016 PLC (C.S.) 1.')).toEqual(['P Cr. L J 2011 123', '2016 PLC (C.S.) 1']);
  });

  it('keeps an unknown journal that looks like one, and leaves plain sentences with years alone', () => {
    expect(texts('In 2019 the Court held 5 times that 2019 XYZ 55 was wrong. The PLD 2020 Lahore 9 applies.')).toEqual([
      '2019 XYZ 55',
      'PLD 2020 Lahore 9',
    ]);
  });

  it('gives the offsets of each citation in the text', () => {
    const text = 'Relying on 2018 SCMR 762.';
    const [found] = findCitations(text);
    expect(found && text.slice(found.start, found.end)).toBe('2018 SCMR 762');
  });
});
