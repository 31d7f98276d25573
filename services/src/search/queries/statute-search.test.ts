import { describe, expect, it } from 'vitest';
import { sectionReference } from './statute-search.ts';

describe('a section typed in a statute search', () => {
  it('is read in every form lawyers write it', () => {
    expect(
      ['302', 's.302', 'S. 302 PPC', 'section 302-B', 'Sec. 489-F P.P.C.', '302(b)', 'PPC 302', 'section 302 of the Pakistan Penal Code', 'u/s 337-N PPC', 'section 302 PPC', 'section 489-F'].map(
        (q) => sectionReference(q),
      ),
    ).toEqual([
      { section: '302', act: null, rest: '' },
      { section: '302', act: null, rest: '' },
      { section: '302', act: 'PPC', rest: '' },
      { section: '302-B', act: null, rest: '' },
      { section: '489-F', act: 'PPC', rest: '' },
      { section: '302', act: null, rest: '' },
      { section: '302', act: 'PPC', rest: '' },
      { section: '302', act: 'PPC', rest: '' },
      { section: '337-N', act: 'PPC', rest: '' },
      { section: '302', act: 'PPC', rest: '' },
      { section: '489-F', act: null, rest: '' },
    ]);
  });

  it('is not found in a heading or in words', () => {
    expect(sectionReference('Counterfeiting Pakistan coin')).toBeNull();
    expect(sectionReference('Mischief by fire or explosive substance with intent to destroy house, etc')).toBeNull();
  });
});
