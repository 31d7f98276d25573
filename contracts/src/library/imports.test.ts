import { describe, expect, it } from 'vitest';
import { csvHeaders, importKinds } from './import-kinds.ts';
import { importMessages } from './imports.ts';

describe('the texts of imports', () => {
  it('name each kind of file with the article its name takes', () => {
    const wrong = importKinds.map((kind) => importMessages.wrongHeader(kind, csvHeaders[kind], [], null));
    expect(wrong).toEqual([
      'This is not a Statutes file. Expected the columns Statute_id, Statute_Name, Section_Name, Ordinance_Name, Definition, Case_Ref, Read_Statute; found none.',
      'This is not a Case_laws file. Expected the columns Citation_id, Parties, Judge, Lawyer, Citation_Court, Case_Ref, Law_Ref, Head_Notes, Case_Desc; found none.',
      'This is not a Legal_Terms file. Expected the columns Legal_Terms; found none.',
      'This is not an Articles file. Expected the columns Title, Author, Category, Year, Article_text; found none.',
      'This is not a Topics file. Expected the columns Topics, Statute; found none.',
      'This is not a Dictionary file. Expected the columns Words, Meaning; found none.',
    ]);
    expect(importMessages.wrongHeader('dictionary', csvHeaders.dictionary, csvHeaders.articles, 'articles')).toBe(
      'This is not a Dictionary file. Expected the columns Words, Meaning; found Title, Author, Category, Year, Article_text. It looks like an Articles file.',
    );
    expect(importMessages.wrongHeader('articles', csvHeaders.articles, csvHeaders.topics, 'topics')).toBe(
      'This is not an Articles file. Expected the columns Title, Author, Category, Year, Article_text; found Topics, Statute. It looks like a Topics file.',
    );
    expect(importKinds.map((kind) => importMessages.alreadyRunning(kind))).toEqual([
      'A Statutes import is already in progress: wait for it to finish or cancel it',
      'A Case_laws import is already in progress: wait for it to finish or cancel it',
      'A Legal_Terms import is already in progress: wait for it to finish or cancel it',
      'An Articles import is already in progress: wait for it to finish or cancel it',
      'A Topics import is already in progress: wait for it to finish or cancel it',
      'A Dictionary import is already in progress: wait for it to finish or cancel it',
    ]);
  });

  it('explain a row with too many fields by a comma, and one with too few by a missing field', () => {
    expect(importMessages.wrongFieldCount(2, 3)).toBe('Expected 2 fields, found 3: a comma inside a field needs the field in double quotes');
    expect(importMessages.wrongFieldCount(2, 1)).toBe(
      'Expected 2 fields, found 1: a field is missing (each row needs a value, even an empty one, for every column)',
    );
  });

  it('say an empty file is empty, by its name', () => {
    expect(importMessages.fileEmpty('empty.csv')).toBe('empty.csv is empty: it has no header row and no rows.');
  });
});
