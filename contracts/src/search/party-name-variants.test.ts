import { describe, expect, it } from 'vitest';
import { foldPartyNames, partyNameVariants } from './party-name-variants.ts';

describe('Roman-Urdu party names', () => {
  it('reads every spelling of a name as one', () => {
    for (const typed of ['Muhammad Aslam', 'Mohammad Aslam', 'MUHAMMED Aslam', 'Mohd. Aslam']) {
      expect(foldPartyNames(typed)).toBe('muhammad aslam');
    }
    expect(foldPartyNames('Mussammat Zainab')).toBe(foldPartyNames('Mst. Zainab'));
    expect(foldPartyNames('Sayyed Ali Shah v. Ch. Ghulam Rasool')).toBe('syed ali Shah v. chaudhry ghulam rasool');
    expect(foldPartyNames('Abdul Rehmān')).toBe(foldPartyNames('Abdur Rahman'));
    expect(foldPartyNames('Mst. Ayesha Bi Bi')).toBe(foldPartyNames('Mussammat Aisha Bibi'));
  });

  it('leaves other words, and the text around names, as they were', () => {
    expect(foldPartyNames('Province of Punjab through Secretary, Home Department')).toBe('Province of Punjab through Secretary, Home Department');
    expect(foldPartyNames('The State v. Muhammadi Begum-Jan')).toBe('The State v. Muhammadi begum-Jan');
  });

  it('lists each spelling in one group only', () => {
    const seen = new Map<string, string>();
    for (const group of partyNameVariants) {
      for (const spelling of group) {
        expect(seen.get(spelling) ?? group[0], spelling).toBe(group[0]);
        seen.set(spelling, group[0] ?? '');
      }
    }
  });
});
