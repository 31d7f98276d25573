import { describe, expect, it } from 'vitest';
import { similarityReasons } from './views.ts';

describe('why a case is like another', () => {
  it('names the shared sections as lawyers write them, not by the library ids', () => {
    expect(similarityReasons({ sharedStatutes: ['CRPC-497', 'PPC-302-B'], sharedCitations: 0, similarText: false })).toEqual(['Shares s.497 CrPC, s.302-B PPC']);
  });
});
