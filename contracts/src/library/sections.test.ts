import { describe, expect, it } from 'vitest';
import { judgmentSectionKeys, sectionLabel, sectionMentions } from './sections.ts';

const keys = (text: string, loose = true) => sectionMentions(text, { loose }).map((m) => m.key);

describe('statute sections in any notation', () => {
  it.each([
    's.302 PPC',
    'S. 302 P.P.C.',
    'Sec. 302-PPC',
    'u/s 302 PPC',
    'section 302 of the Pakistan Penal Code',
    '302 PPC',
    'PPC-302',
    '302 P.P.C.',
  ])('reads %s as PPC-302', (typed) => {
    expect(keys(typed)).toEqual(['PPC-302']);
  });

  it('reads a subsection as its section, the clause kept apart', () => {
    expect(sectionMentions('302(b) PPC', { loose: true })).toMatchObject([{ key: 'PPC-302', subsection: 'PPC-302(b)' }]);
  });

  it.each([
    ['489F', 'PPC-489-F'],
    ['S.489-F', 'PPC-489-F'],
  ])('reads a lettered section without its Act (%s) as a section to resolve', (typed, key) => {
    const [mention] = sectionMentions(typed, { loose: true });
    expect(mention).toMatchObject({ act: null, section: key.replace('PPC-', '') });
  });

  it.each(['497 CrPC', '497 Cr.P.C.', 'section 497 of the Code of Criminal Procedure', 'S. 497 Cr. P.C.'])('reads %s as CRPC-497', (typed) => {
    expect(keys(typed)).toEqual(['CRPC-497']);
  });

  it.each(['O.XXXIX R.1 CPC', 'Order 39 Rule 1 CPC', 'O. 39, R. 1 C.P.C.', 'O.XXXIX, Rr. 1&2'])('reads %s as CPC-O39-R1', (typed) => {
    expect(keys(typed)).toEqual(['CPC-O39-R1']);
  });

  it.each(['Art. 199', 'Article 199 of the Constitution', 'Article 199 of the Constitution of Pakistan'])('reads %s as CONST-199', (typed) => {
    expect(keys(typed)).toEqual(['CONST-199']);
  });

  it('reads Rules written in the plural, and a section read with an Order', () => {
    expect(keys('Order XXXIX Rules 1 & 2 read with Section 151 CPC')).toEqual(['CPC-O39-R1', 'CPC-151']);
  });

  it('keeps the other words of a query where they are', () => {
    const [mention] = sectionMentions('bail 497 CrPC narcotics', { loose: true });
    expect(mention).toMatchObject({ key: 'CRPC-497', start: 5, end: 13 });
  });

  it('places each mention where the text as written has it, whatever dots, blanks and letters come before it', () => {
    const written = (text: string) => sectionMentions(text).map((mention) => text.slice(mention.start, mention.end));
    const text = ' . \n The  appellant,\u00a0convicted u/s. 302(b)  P.P.C.\r\nwas granted\tbail.. under\n\nS. 497 Cr.P.C.\f';
    // A mention ends with its last letter: an abbreviation's closing dot may end the sentence.
    expect(written(text)).toEqual(['u/s. 302(b)  P.P.C', 'S. 497 Cr.P.C']);
    // A letter lowercased into two (the dotted İ) shifts nothing after it.
    expect(written(`İİ ${text}`)).toEqual(['u/s. 302(b)  P.P.C', 'S. 497 Cr.P.C']);
  });

  it('reads a list of sections under one Act', () => {
    expect(keys('convicted under sections 302, 324 and 34 PPC')).toEqual(['PPC-302', 'PPC-324', 'PPC-34']);
    expect(keys('u/s 302/34 P.P.C.')).toEqual(['PPC-302', 'PPC-34']);
  });

  it('reads a law report head note, the Act before its sections', () => {
    expect(keys('Penal Code (XLV of 1860)---Ss.419, 420, 471, 489-F & 34---Cheating', false)).toEqual(['PPC-419', 'PPC-420', 'PPC-471', 'PPC-489-F', 'PPC-34']);
    expect(keys('Criminal Procedure Code (V of 1898)---S. 561-A---Quashing', false)).toEqual(['CRPC-561-A']);
    expect(keys('Criminal Procedure Code (V of 1898)---      ----S. 561-A---Penal Code', false)).toEqual(['CRPC-561-A']);
  });

  it('leaves a section of an Act it does not know to that Act', () => {
    expect(keys('Word "political activity" mentioned in S.14, Balochistan Zakat and Ushr Act, 2012')).toEqual([]);
    expect(keys('Registration Act (XVI of 1908), S.17 compulsory registration')).toEqual([]);
    expect(keys('Qanun -e-Shahadat (10 of 1984), Art. 22 Robbery')).toEqual(['QSO-22']);
  });

  it('never takes a case number, a year or a citation for a section', () => {
    expect(keys('Crl.A. 302/2014 PPC', false)).toEqual([]);
    expect(keys('2019 SCMR 302', true)).toEqual([]);
    expect(keys('decided in 2019', true)).toEqual([]);
  });

  it('indexes a judgment by its Law_Ref and by the sections its text names with their Act', () => {
    expect(judgmentSectionKeys(['PPC-324'], 'convicted under section 302(b) P.P.C. and 497 Cr.P.C. bail')).toEqual([
      'CRPC-497',
      'PPC-302',
      'PPC-302(b)',
      'PPC-324',
    ]);
    expect(judgmentSectionKeys([], 'section 302 was argued')).toEqual([]);
  });

  it('names a section the way a page shows it', () => {
    expect(sectionLabel('PPC-302')).toBe('s.302 PPC');
    expect(sectionLabel('CONST-199')).toBe('Art.199 Constitution');
    expect(sectionLabel('CPC-O39-R1')).toBe('O.39 R.1 CPC');
  });

  it('reads 64 KB of hostile punctuation in linear time', () => {
    for (const unit of ['s.1,', 'u/s 1/', 'o.i r', '1-a(', 'section 1 and ', ' ,. ']) {
      const text = unit.repeat(Math.ceil(65_536 / unit.length));
      const started = performance.now();
      sectionMentions(text, { loose: true });
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
