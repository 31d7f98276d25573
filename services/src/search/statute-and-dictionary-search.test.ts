import { csvHeaders } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, libraryTestKit, type LibraryTestKit } from '../library/test-kit.ts';
import { createSearch, type Search } from './search.ts';

const penalCode = 'Pakistan Penal Code, 1860 (Act XLV of 1860)';
const section = (id: string, heading: string, text: string, ordinance = penalCode) => [id, 'Pakistan Penal Code, 1860', heading, ordinance, heading.replace(/^[\d-A-Z]+\.\s*/, ''), '', text];

describe('statute and dictionary search', () => {
  let kit: LibraryTestKit;
  let search: Search;

  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_research_screens_search');
    search = createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users });
    const jobs = await Promise.all([
      kit.importFile(
        'statutes',
        csv(csvHeaders.statutes, [
          section('PPC-302', '302. Punishment of qatl-i-amd.', 'Whoever commits qatl-i-amd shall be punished with death as qisas.'),
          section('PPC-231', '231. Counterfeiting coin.', 'Whoever counterfeits or knowingly performs any part of the process of counterfeiting coin.'),
          section('PPC-232', '232. Counterfeiting Pakistan coin.', 'Whoever counterfeits or knowingly performs any part of the process of counterfeiting Pakistan coin.'),
          section('PPC-489-F', '489-F. Dishonestly issuing a cheque.', 'Whoever dishonestly issues a cheque towards repayment of a loan which is dishonoured.'),
          section('PPC-3', '3. Punishment of offences committed beyond, but which by law may be tried within Pakistan.', 'Any person liable by law to be tried for an offence committed beyond Pakistan.'),
          section('CRPC-302', '302. Permission to conduct prosecution.', 'Any Magistrate inquiring into or trying any case may permit the prosecution.', 'Code of Criminal Procedure, 1898'),
        ]),
      ),
      kit.importFile(
        'dictionary',
        csv(csvHeaders.dictionary, [
          ['HOLIDAY', 'A religious festival; a day set apart for commemorating some important event.\nLegal holiday. A day designated by law as exempt from\ncourt proceedings, issuance of process, etc.'],
          ['LEGAL', 'Conforming to the law; according to law. Legal holiday, see HOLIDAY.'],
          ['VETO', 'The refusal of assent by the executive officer.\nPocket veto. A veto by the executive who keeps the bill unsigned.'],
          ['HOLIDAYS', 'Plural of holiday.'],
          ['HOLD', 'To possess in virtue of a lawful title.'],
          ['VÉTÉRAN', 'One who has served long.'],
        ]),
      ),
    ]);
    expect(jobs.map((job) => job.state)).toEqual(['done', 'done']);
  });
  afterAll(() => kit.close());

  const sectionIds = async (q: string) => (await search.searchStatutes(q)).rows.map((hit) => hit.statuteId);

  it('finds a section in every form a lawyer writes it, the Act typed with it first', async () => {
    for (const q of ['section 302 PPC', 'S. 302 PPC', 's.302 P.P.C.', '302(b) PPC', 'PPC 302', 'section 302 of the Pakistan Penal Code']) {
      expect((await sectionIds(q))[0], q).toBe('PPC-302');
    }
    expect((await sectionIds('Sec. 489-F P.P.C.'))[0]).toBe('PPC-489-F');
    expect((await sectionIds('section 302 CrPC'))[0]).toBe('CRPC-302');
    expect(new Set((await sectionIds('302')).slice(0, 2))).toEqual(new Set(['PPC-302', 'CRPC-302']));
  });

  it('finds a section by words of its heading, forgiving a word it does not have', async () => {
    expect((await sectionIds('Counterfeiting Pakistan coin'))[0]).toBe('PPC-232');
    expect((await sectionIds('cheque issued dishonestly for a debt'))[0]).toBe('PPC-489-F');
  });

  it('gives each section with its Act, a marked snippet, a count and pages', async () => {
    const found = await search.searchStatutes('qatl-i-amd punishment');
    expect(found).toMatchObject({ q: 'qatl-i-amd punishment', page: 1, pageSize: 25 });
    expect(found.count).toBeGreaterThanOrEqual(1);
    expect(found.rows[0]).toMatchObject({ statuteId: 'PPC-302', sectionName: '302. Punishment of qatl-i-amd.', ordinanceName: penalCode });
    expect(found.rows[0]?.snippet).toContain('<mark>');
    expect(await search.searchStatutes('   ')).toMatchObject({ count: 0, rows: [] });
    expect(await search.searchStatutes(42)).toMatchObject({ count: 0, rows: [] });
  });

  const words = async (q: string) => (await kit.library.searchDictionary(q)).rows.map((entry) => entry.word);

  it('finds a headword whatever its capitals and accents, then the headwords it starts', async () => {
    expect((await words('holiday')).slice(0, 2)).toEqual(['HOLIDAY', 'HOLIDAYS']);
    expect((await words('Hol'))[0]).toBe('HOLD');
    expect(await words('veteran')).toEqual(['VÉTÉRAN']);
  });

  it('finds a phrase defined inside an entry, the entry defining it first', async () => {
    expect(await words('legal holiday')).toEqual(['HOLIDAY', 'LEGAL']);
    expect(await words('Pocket  Veto')).toEqual(['VETO']);
  });

  it('offers the headwords most like a misspelt word, and nothing for an empty box', async () => {
    expect((await words('holliday'))[0]).toBe('HOLIDAY');
    expect(await kit.library.searchDictionary('')).toMatchObject({ count: 0, rows: [] });
    expect(await kit.library.searchDictionary('%')).toMatchObject({ count: 0 });
  });
});
