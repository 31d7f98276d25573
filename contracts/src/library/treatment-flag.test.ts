import { describe, expect, it } from 'vitest';
import { treatmentFlagWords, type TreatmentFlag } from './treatment.ts';

const flag = (over: Partial<TreatmentFlag>): TreatmentFlag => ({ negative: null, negativeCount: 0, distinguished: 0, positive: 0, ...over });

describe('a case’s flag in words', () => {
  it('names the latest negative judgment, and how many more treated the case so', () => {
    const negative = { kind: 'overruled', citationId: 'PLD 2010 SC 1', parties: 'Muhammad Aslam v. The State' } as const;
    expect(treatmentFlagWords(flag({ negative, negativeCount: 1, positive: 4 }))).toBe('Overruled by PLD 2010 SC 1');
    expect(treatmentFlagWords(flag({ negative, negativeCount: 3 }))).toBe('Overruled by PLD 2010 SC 1 +2 more');
    expect(treatmentFlagWords(flag({ negative: { ...negative, kind: 'per-incuriam' }, negativeCount: 1 }))).toBe('Declared per incuriam in PLD 2010 SC 1');
  });

  it('counts the judgments that distinguished or followed a case no judgment treated negatively', () => {
    expect(treatmentFlagWords(flag({ distinguished: 2, positive: 5 }))).toBe('Distinguished by 2');
    expect(treatmentFlagWords(flag({ positive: 3 }))).toBe('Followed by 3');
  });

  it('is empty when no judgment has evaluated the case', () => {
    expect(treatmentFlagWords(null)).toBe('');
    expect(treatmentFlagWords(flag({}))).toBe('');
  });
});
