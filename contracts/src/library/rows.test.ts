import { describe, expect, it } from 'vitest';
import { libraryLetter, pageNumber } from './views.ts';
import { parseRow } from './rows.ts';
import { startImportSchema } from './import-schemas.ts';

describe('a CSV row of the library', () => {
  it('is trimmed, with its reference lists split, each reference once', () => {
    const row = parseRow('cases', {
      Citation_id: ' PLD 2019 SC 1 ',
      Parties: 'A v. B',
      Judge: 'J',
      Lawyer: '',
      Citation_Court: 'Supreme Court of Pakistan',
      Case_Ref: '2018 SCMR 762, ,PLD 2006 Supreme Court 602,2018 SCMR 762',
      Law_Ref: 'PPC-302,PPC-34',
      Head_Notes: 'Criminal',
      Case_Desc: '  text\n',
    });
    expect(row).toEqual({
      ok: true,
      row: {
        citationId: 'PLD 2019 SC 1',
        parties: 'A v. B',
        judge: 'J',
        lawyer: '',
        court: 'Supreme Court of Pakistan',
        caseRefs: ['2018 SCMR 762', 'PLD 2006 Supreme Court 602'],
        lawRefs: ['PPC-302', 'PPC-34'],
        headNotes: 'Criminal',
        caseDesc: 'text',
      },
    });
  });

  it('names every problem of a refused row', () => {
    expect(parseRow('articles', { Title: ' ', Author: 'x', Category: '', Year: '19', Article_text: '' })).toEqual({
      ok: false,
      reason: 'Title is empty; Year must be a year such as 2019, found "19"; Article_text is empty',
    });
    expect(parseRow('legalTerms', { Legal_Terms: 'x'.repeat(501) })).toEqual({ ok: false, reason: 'Legal_Terms is longer than 500 characters' });
    expect(parseRow('dictionary', { Words: 'BAIL', Meaning: 'a\u0000b' })).toEqual({ ok: false, reason: 'Meaning contains a NUL character: the file may not be text' });
  });

  it('takes the statute name for a missing ordinance name and the other way round', () => {
    const base = { Statute_id: 'X-1', Section_Name: '1.', Definition: '', Case_Ref: '', Read_Statute: '' };
    expect(parseRow('statutes', { ...base, Statute_Name: 'Act', Ordinance_Name: '' })).toMatchObject({ row: { statuteName: 'Act', ordinanceName: 'Act' } });
    expect(parseRow('statutes', { ...base, Statute_Name: '', Ordinance_Name: 'Ord' })).toMatchObject({ row: { statuteName: 'Ord', ordinanceName: 'Ord' } });
  });

  it('keeps an article without a year, and reads a year', () => {
    expect(parseRow('articles', { Title: 'T', Author: '', Category: '', Year: '', Article_text: 'x' })).toMatchObject({ row: { year: null } });
    expect(parseRow('articles', { Title: 'T', Author: '', Category: '', Year: '2019', Article_text: 'x' })).toMatchObject({ row: { year: 2019 } });
  });
});

describe('what the screens send the library', () => {
  it('reads a letter as A–Z or #, and anything else as A', () => {
    expect([libraryLetter('b'), libraryLetter('#'), libraryLetter('ab'), libraryLetter(undefined), libraryLetter('é')]).toEqual(['B', '#', 'A', 'A', 'A']);
  });

  it('reads a page as a positive whole number, and anything else as 1', () => {
    expect([pageNumber('3'), pageNumber(2), pageNumber('0'), pageNumber('x'), pageNumber(1.5), pageNumber(undefined)]).toEqual([3, 2, 1, 1, 1, 1]);
  });

  it('takes only an uploaded CSV key for an import', () => {
    const key = 'imports/0b7c6a3e-5d7f-4e0a-9d1e-8f2b3c4d5e6f.csv';
    expect(startImportSchema.safeParse({ kind: 'cases', blobKey: key, fileName: ' Case_laws.csv ' })).toMatchObject({ success: true, data: { fileName: 'Case_laws.csv' } });
    expect(startImportSchema.safeParse({ kind: 'cases', blobKey: '../etc/passwd', fileName: 'x' }).success).toBe(false);
    expect(startImportSchema.safeParse({ kind: 'laws', blobKey: key, fileName: 'x' }).success).toBe(false);
  });
});
