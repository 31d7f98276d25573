import { describe, expect, it } from 'vitest';
import { caseNumberKeys, ownCaseNumberKeys } from './case-number.ts';

describe('a case number in any written form', () => {
  it.each([
    ['C.A.468-2010', ['ca-468-2010']],
    ['CIVIL APPEALS NO.468 OF 2010', ['ca-468-2010']],
    ['Civil Appeal No. 468/2010', ['ca-468-2010']],
    ['C.A. No.468/10', ['ca-468-2010']],
    ['CA 468 of 2010', ['ca-468-2010']],
    ['Crl.A.22-P-2014', ['crla-22-p-2014']],
    ['Criminal Appeal No.22-P/2014', ['crla-22-p-2014']],
    ['CRL.A. No. 22-P of 2014', ['crla-22-p-2014']],
    ['C.P.L.A.689-L-2015', ['cpla-689-l-2015']],
    ['C.P.L.A. No.689-L of 2015', ['cpla-689-l-2015']],
    ['Civil Petition for Leave to Appeal No. 689-L of 2015', ['cpla-689-l-2015']],
    ['Crl.P.L.A.634-2015', ['crlpla-634-2015']],
    ['Criminal Petition No.634 of 2015', ['crlpla-634-2015']],
    ['Crl.P. 634/2015', ['crlpla-634-2015']],
    ['W.P. No. 1234 of 2019', ['wp-1234-2019']],
    ['Writ Petition No.1234/2019', ['wp-1234-2019']],
    ['R.F.A. No. 55 of 1999', ['rfa-55-1999']],
    ['Regular First Appeal No.55/99', ['rfa-55-1999']],
    ['Const.P.14/2013', ['constp-14-2013']],
    ['CONSTITUTION PETITION NO.48 OF 2019', ['constp-48-2019']],
    ['J.P.559-2017', ['jp-559-2017']],
    ['Jail Petition No.559 of 2017', ['jp-559-2017']],
    ['Crl.O.P.6-2024', ['crlop-6-2024']],
    ['Criminal Original No.6 of 2024', ['crlop-6-2024']],
    ['CRIMINAL ORIGINAL PETITION NO. 70 OF 2012', ['crlop-70-2012']],
    ['S.M.C.1-2014', ['smc-1-2014']],
    ['Suo Motu Case No. 1 of 2014', ['smc-1-2014']],
    ['C. M. A. NO.490 OF 2021', ['cma-490-2021']],
    ['C.R.P. No.100 of 2016', ['crp-100-2016']],
    ['H.C.A. No. 12 of 2020', ['hca-12-2020']],
    ['I.C.A.7-2019', ['ica-7-2019']],
  ])('%s is read as %j', (written, keys) => {
    expect(caseNumberKeys(written)).toEqual(keys);
  });

  it('reads C.P. as both a Constitution Petition and a Civil Petition', () => {
    expect(caseNumberKeys('C.P.6-2023').sort()).toEqual(['constp-6-2023', 'cpla-6-2023']);
  });

  it('reads the lists and short ranges of a heading, each number with the year written after it', () => {
    expect(caseNumberKeys('Civil Appeal Nos. 842 and 843 of 2024')).toEqual(['ca-842-2024', 'ca-843-2024']);
    expect(caseNumberKeys('Civil Appeal Nos.1109 of 2013 to 1111 of 2013')).toEqual(['ca-1109-2013', 'ca-1110-2013', 'ca-1111-2013']);
    expect(caseNumberKeys('Constitution Petitions No. 6 to 8, 10 and 12 of 2023')).toEqual(
      ['constp-6-2023', 'constp-7-2023', 'constp-8-2023', 'constp-10-2023', 'constp-12-2023'],
    );
    expect(caseNumberKeys('C.M.A. Nos. 2335-2337 of 2013')).toEqual(['cma-2335-2013', 'cma-2336-2013', 'cma-2337-2013']);
  });

  it('finds no case number in ordinary words, citations or sections', () => {
    expect(caseNumberKeys('bail before arrest under section 497 Cr.P.C. PLD 2016 SC 64')).toEqual([]);
    expect(caseNumberKeys('the case was decided in 2010')).toEqual([]);
    expect(caseNumberKeys('I.C.A. 7 of 2019')).not.toContain('ca-7-2019');
  });

  it('reads a kind of case only where a word begins, whatever script the letter before is in', () => {
    // A letter, a digit or a dot just before makes it part of something longer; a space, a
    // bracket or a symbol does not, and a letter outside the basic plane is one letter (two units).
    expect(caseNumberKeys('xC.A. 7 of 2019, 9C.A. 8 of 2019, .C.A. 9 of 2019, éC.A. 10 of 2019, 𝐀C.A. 11 of 2019')).toEqual([]);
    expect(caseNumberKeys('(C.A. 7 of 2019) 😀C.A. 8 of 2019 —C.A. 9 of 2019')).toEqual(['ca-7-2019', 'ca-8-2019', 'ca-9-2019']);
    // A candidate refused is not the end of the search: the same letters further on still count.
    expect(caseNumberKeys('PC.A. 12 of 2010 and C.A. 13 of 2010')).toEqual(['ca-13-2010']);
  });

  it("takes a judgment's own numbers from its head notes and heading, not the case appealed from", () => {
    const keys = ownCaseNumberKeys(
      'Election/of National Assembly (decided 2016-04-20, C.A.1002-2014)',
      'IN THE SUPREME COURT OF PAKISTAN\nCivil Appeal No. 1002/2014\n(On appeal against the judgment dated 18.7.2014 in W. P. No. 13/2013)',
    );
    expect(keys).toEqual(['ca-1002-2014']);
    // An application is made in a case: that case is not the judgment's own number, and is kept apart.
    expect(ownCaseNumberKeys('Miscellaneous (decided 2022-01-14, C.M.A.4821-2018)', 'C.M.A. No.4821 of 2018 in S.M.C. No.1 of 2014')).toEqual(['cma-4821-2018', 'in:smc-1-2014']);
    expect(caseNumberKeys('C.M.A. No.4821 of 2018 in S.M.C. No.1 of 2014')).toEqual(['cma-4821-2018', 'smc-1-2014']);
  });
});

describe('case numbers in the remaining written forms (issue 33)', () => {
  it.each([
    ['Crl. Misc. No. 577 of 1998', 'crlma-577-1998'],
    ['Crl. Misc. 577/1998', 'crlma-577-1998'],
    ['Crl.M. 577-1998', 'crlma-577-1998'],
    ['Cr. Misc. No. 577 of 1998', 'crlma-577-1998'],
    ['Criminal Miscellaneous No. 577 of 1998', 'crlma-577-1998'],
    ['Crl.M.A. 577/1998', 'crlma-577-1998'],
    ['C.M. No. 12 of 2020', 'cma-12-2020'],
    ['Civil Misc. 12/2020', 'cma-12-2020'],
    ['Crl. Appeal No. 22-P/2014', 'crla-22-p-2014'],
    ['Crl. Petition 14-2013', 'crlpla-14-2013'],
    ['Crl. Revision No. 9 of 2001', 'crlrev-9-2001'],
    ['Const. Petition 14/2013', 'constp-14-2013'],
  ])('reads %s', (written, key) => {
    expect(caseNumberKeys(written)).toEqual([key]);
  });
});
