import { describe, expect, it } from 'vitest';
import { namedSections } from './named-sections.ts';

describe('the sections a case names', () => {
  it.each([
    ['Appeal against conviction under 302 PPC', ['PPC-302']],
    ['s. 302 PPC', ['PPC-302']],
    ['Murder, section 302-B PPC', ['PPC-302-B']],
    ['State v. Aslam (PPC-302)', ['PPC-302']],
    ['FIR 112/2025 u/s 302/34 PPC', ['PPC-302', 'PPC-34']],
    ['Bail under 497 Cr.P.C.', ['CRPC-497']],
    ['Petition u/s 561-A CrPC', ['CRPC-561-A']],
    ['302(b) PPC', ['PPC-302']],
    ['Section 9(c) CNSA and 302 PPC, again 302 PPC', ['CNSA-9', 'PPC-302']],
  ])('reads %j', (text, sections) => {
    expect(namedSections(text)).toEqual(sections);
  });

  it.each(['Crl. A. 412/2025', 'Criminal Appeal', 'Muhammad Aslam v. The State', 'W.P. No. 1234 of 2024', 'Suit 12 of 2024 in Civil Court', 'WP-123/2025', 'CP-45/24', 'ICA-12 of 2024', ''])(
    'finds none in %j',
    (text) => {
      expect(namedSections(text)).toEqual([]);
    },
  );
});
