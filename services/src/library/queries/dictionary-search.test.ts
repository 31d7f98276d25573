import { csvHeaders } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDataRecords } from '../../demo/legal-data/generate.ts';
import { csv, libraryTestKit, type LibraryTestKit } from '../test-kit.ts';

describe('the dictionary read as a lawyer types it', () => {
  let kit: LibraryTestKit;
  const words = async (q: string) => (await kit.library.searchDictionary(q)).rows.map((entry) => entry.word);

  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_dictionary_spellings');
    const job = await kit.importFile(
      'dictionary',
      csv(csvHeaders.dictionary, [
        ['BONA FIDE', 'In or with good faith; honestly, openly, and sincerely.'],
        ['MALA FIDE', 'In bad faith.'],
        ['FIDE-COMMISSARY', 'One who has the beneficial interest in an estate.'],
        ['MALA IN SE', 'Wrongs in themselves.'],
        ['CAVEAT', 'A warning.'],
      ]),
    );
    expect(job).toMatchObject({ state: 'done' });
  });
  afterAll(() => kit.close());

  it('finds a two-word headword typed as one word', async () => {
    expect((await words('malafide'))[0]).toBe('MALA FIDE');
    expect((await words('Bonafide'))[0]).toBe('BONA FIDE');
  });

  it('never lists as a match an entry sharing only one word of the phrase typed', async () => {
    expect(await words('mala fides')).not.toContain('BONA FIDE');
    expect(await words('nala fide')).toEqual(['MALA FIDE']);
    expect(await words('mala fide')).toEqual(['MALA FIDE']);
  });

  it('has each demo headword once', () => {
    const headwords = [...legalDataRecords('dictionary')].map(([word]) => word?.toLowerCase());
    expect(headwords.length).toBeGreaterThan(50);
    expect(new Set(headwords).size).toBe(headwords.length);
    expect(headwords).toContain('mala fide');
  });
});
