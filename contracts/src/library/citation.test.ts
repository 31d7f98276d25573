import { describe, expect, it } from 'vitest';
import { courtName, formatCitation, parseCitation, sameCourt } from './citation.ts';

const parts = (raw: string) => {
  const { journal, year, court, page, note } = parseCitation(raw);
  return { journal, year, court, page, note };
};
const cite = (journal: string, year: number, court: string | null, page: number, note = false) => ({ journal, year, court, page, note });

describe('a Pakistani citation', () => {
  it.each([
    ['PLD 2006 Supreme Court 602', cite('PLD', 2006, 'Supreme Court', 602)],
    ['PLD 2019 SC 1', cite('PLD', 2019, 'Supreme Court', 1)],
    ['PLD 2016 S.C. 64', cite('PLD', 2016, 'Supreme Court', 64)],
    ['P L D 2016 SC 471', cite('PLD', 2016, 'Supreme Court', 471)],
    ['2024 PLD SC 286', cite('PLD', 2024, 'Supreme Court', 286)],
    ['PLD 2014 120', cite('PLD', 2014, null, 120)],
    ['PLD 2021 Balochistan 172', cite('PLD', 2021, 'Balochistan', 172)],
    ['PLD 2011 Quetta 57.', cite('PLD', 2011, 'Quetta', 57)],
    ['PLD 2013 Qta 59', cite('PLD', 2013, 'Quetta', 59)],
    ['PLD 1990 Lah. 12', cite('PLD', 1990, 'Lahore', 12)],
    ['PLD 1985 Kar. 7', cite('PLD', 1985, 'Karachi', 7)],
    ['PLD 2001 Pesh. 3', cite('PLD', 2001, 'Peshawar', 3)],
    ['PLD 1989 FSC 1', cite('PLD', 1989, 'Federal Shariat Court', 1)],
    ['PLD 2010 Azad J&K 9', cite('PLD', 2010, 'AJ&K', 9)],
  ])('reads the journal-first form %s', (raw, expected) => {
    expect(parts(raw)).toEqual(expected);
  });

  it.each([
    ['2018 SCMR 762', cite('SCMR', 2018, 'Supreme Court', 762)],
    ['2017 S C M R 192', cite('SCMR', 2017, 'Supreme Court', 192)],
    ['2020 CLC 567', cite('CLC', 2020, null, 567)],
    ['2021 CLC Balochistan 3', cite('CLC', 2021, 'Balochistan', 3)],
    ['2015 YLR 88', cite('YLR', 2015, null, 88)],
    ['2011 PCrLJ 123', cite('PCrLJ', 2011, null, 123)],
    ['2019 P Cr. L J 45', cite('PCrLJ', 2019, null, 45)],
    ['2020 PCr.LJ 9', cite('PCrLJ', 2020, null, 9)],
    ['2019 MLD 45', cite('MLD', 2019, null, 45)],
    ['2016 PLC (C.S.) 1', cite('PLC (C.S.)', 2016, null, 1)],
    ['2015 PLC(CS) 73', cite('PLC (C.S.)', 2015, null, 73)],
    ['2015 PLC 195', cite('PLC', 2015, null, 195)],
    ['2024 SCP 260', cite('SCP', 2024, 'Supreme Court', 260)],
    ['2014 PSC (Crl.) 569', cite('PSC (Crl.)', 2014, 'Supreme Court', 569)],
    ['2025 PLJ Quetta 42 (DB)', cite('PLJ', 2025, 'Quetta', 42)],
    ['2018 PLJ Cr.C. (Quetta) 116', cite('PLJ Cr.C.', 2018, 'Quetta', 116)],
    ['2018 KLR Criminal Cases 82', cite('KLR Criminal Cases', 2018, null, 82)],
    ['2019 KLR Supreme Court 264', cite('KLR', 2019, 'Supreme Court', 264)],
    ['AIR 1950 SC 27', cite('AIR', 1950, 'Supreme Court', 27)],
  ])('reads the year-first form %s', (raw, expected) => {
    expect(parts(raw)).toEqual(expected);
  });

  it.each([
    ['2021 YLR Note 53', cite('YLR', 2021, null, 53, true)],
    ['2024 PLJ Cr.C. (Note) 89', cite('PLJ Cr.C.', 2024, null, 89, true)],
    ['PLC (C.S) 2023 Note 47', cite('PLC (C.S.)', 2023, null, 47, true)],
    ['2022 PLJ Quetta (Note) 29', cite('PLJ', 2022, 'Quetta', 29, true)],
  ])('marks a note %s', (raw, expected) => {
    expect(parts(raw)).toEqual(expected);
  });

  it.each([
    ['PLD 2019 Supreme Court 1', cite('PLD', 2019, 'Supreme Court', 1)],
    ['P L D 2010 Federal Shariat Court 1', cite('PLD', 2010, 'Federal Shariat Court', 1)],
    ['CLC 2021 708', cite('CLC', 2021, null, 708)],
    ['PCr.LJ 2019 45', cite('PCrLJ', 2019, null, 45)],
    ['SCMR 2019 1234', cite('SCMR', 2019, 'Supreme Court', 1234)],
    ['2017 PTD 9', cite('PTD', 2017, null, 9)],
    ['2016 CLD 33', cite('CLD', 2016, null, 33)],
    ['2019 C L C 708', cite('CLC', 2019, null, 708)],
    ['P.L.D. 2019 S.C. 1', cite('PLD', 2019, 'Supreme Court', 1)],
    ['PLD 2019 LHC 5', cite('PLD', 2019, 'Lahore', 5)],
    ['PLD 2019 Lahore High Court 5', cite('PLD', 2019, 'Lahore', 5)],
    ['PLD 2019 Peshawar High Court 7', cite('PLD', 2019, 'Peshawar', 7)],
    ['PLD 2019 SHC 7', cite('PLD', 2019, 'Sindh', 7)],
    ['PLD 2019 Isl. 7', cite('PLD', 2019, 'Islamabad', 7)],
    ['PLD 2019 IHC 7', cite('PLD', 2019, 'Islamabad', 7)],
    ['PLD 2019 Bal. 7', cite('PLD', 2019, 'Balochistan', 7)],
  ])('reads the form %s as typed in a search box', (raw, expected) => {
    expect(parts(raw)).toEqual(expected);
  });

  it.each([
    ['PLD2019SC1', cite('PLD', 2019, 'Supreme Court', 1)],
    ['2019SCMR1234', cite('SCMR', 2019, 'Supreme Court', 1234)],
    ['2021YLR88', cite('YLR', 2021, null, 88)],
  ])('reads %s typed without spaces', (raw, expected) => {
    expect(parts(raw)).toEqual(expected);
  });

  it('names the court a name or abbreviation stands for, as the library names it', () => {
    const named: [string, string][] = [
      ['SC', 'Supreme Court of Pakistan'],
      ['S.C.', 'Supreme Court of Pakistan'],
      ['Supreme Court', 'Supreme Court of Pakistan'],
      ['Supreme Court of Pakistan', 'Supreme Court of Pakistan'],
      ['FSC', 'Federal Shariat Court'],
      ['Lah.', 'Lahore High Court'],
      ['Lahore High Court, Multan Bench', 'Lahore High Court'],
      ['Kar.', 'Sindh High Court'],
      ['High Court of Sindh', 'Sindh High Court'],
      ['Pesh.', 'Peshawar High Court'],
      ['Quetta', 'Balochistan High Court'],
      ['Balochistan High Court', 'Balochistan High Court'],
      ['Isl.', 'Islamabad High Court'],
    ];
    for (const [text, court] of named) expect(courtName(text), text).toBe(court);
    expect(courtName('District Court Sialkot')).toBeNull();
    expect(sameCourt('Quetta', 'Balochistan High Court')).toBe(true);
    expect(sameCourt('Karachi', 'Lahore High Court')).toBe(false);
    expect(sameCourt('Family Court', 'family court')).toBe(true);
  });

  it('reads the first of parallel citations and keeps the whole raw text', () => {
    const citation = parseCitation('2024 SCMR 942, 2024 PLC (c.S) 803');
    expect(citation).toEqual({ raw: '2024 SCMR 942, 2024 PLC (c.S) 803', ...cite('SCMR', 2024, 'Supreme Court', 942) });
  });

  it('reads Eastern Arabic digits that OCR leaves in a page number', () => {
    expect(parts('PLD 2019 ٥٨١')).toEqual(cite('PLD', 2019, null, 581));
  });

  it('leaves case numbers and stray words raw, with no parts', () => {
    for (const raw of ['C.P.L.A.1002-2025', 'Crl.P.L.A.147-K-2025', 'J.P.286-2020', 'alias', 'cum', 'Nawabzada 2019 5', '', 'NLR 2004']) {
      expect(parseCitation(raw)).toEqual({ raw, journal: null, year: null, court: null, page: null, note: false });
    }
  });

  it('writes a parsed citation the standard way and an unparsed one as it came', () => {
    expect(formatCitation(parseCitation('P L D 2016 S.C. 471'))).toBe('2016 PLD Supreme Court 471');
    expect(formatCitation(parseCitation('2018 S C M R 762'))).toBe('2018 SCMR 762');
    expect(formatCitation(parseCitation('C.A.209-2025'))).toBe('C.A.209-2025');
  });
});
