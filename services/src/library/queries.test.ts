import { csvHeaders } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, libraryTestKit, type LibraryTestKit } from './test-kit.ts';

const caseRow = (citation: string, parties: string, text: string, refs: { cases?: string; laws?: string } = {}) => [
  citation,
  parties,
  'Mr. Justice Qazi Faez Isa',
  'Mr. Latif Khosa, ASC',
  'Supreme Court of Pakistan',
  refs.cases ?? '',
  refs.laws ?? '',
  `Criminal/Bail (${citation})`,
  text,
];

const citingJudgment = 'Reliance is placed on Muhammad Ashraf v. The State (PLD 2019 SC 1) and on 2018 SCMR 762, not on 2001 PLJ 9 <b>x</b>. This is 2020 SCMR 5.';

describe('the library screens\' queries', () => {
  let kit: LibraryTestKit;
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_queries');
    const bailCases = Array.from({ length: 30 }, (_, i) =>
      caseRow(`${1990 + i} SCMR ${100 + i}`, `Petitioner ${i} v. The State`, `The plea for pre-arrest bail is considered. Case ${i}.`),
    );
    const jobs = await Promise.all([
      kit.importFile(
        'cases',
        csv(csvHeaders.cases, [
          ...bailCases,
          caseRow('PLD 2019 SC 1', 'Muhammad Ashraf v. The State', 'Qatl-i-amd under section 302.', {
            cases: '2018 SCMR 762, 1990 SCMR 100',
            laws: 'PPC-302,PPC-999',
          }),
          caseRow('2021 CLC 708', 'Ayesha Bibi v. Ghulam Rasool', 'Suit for recovery of dower.', { laws: 'PPC-302' }),
          caseRow('2020 SCMR 5', 'Zafar Iqbal v. The State', citingJudgment),
        ]),
      ),
      kit.importFile(
        'statutes',
        csv(
          csvHeaders.statutes,
          ['365-A', '10', '2', '302', '365'].map((n) => [
            `PPC-${n}`,
            'Pakistan Penal Code, 1860',
            `${n}. Section ${n}`,
            'Pakistan Penal Code, 1860 (Act XLV of 1860)',
            `Definition ${n}`,
            n === '302' ? '2021 SCMR 1, 1991 SCMR 101' : '',
            `Text of section ${n}.`,
          ]),
        ),
      ),
      kit.importFile('legalTerms', csv(csvHeaders.legalTerms, [['bail'], ['Acquittal'], ['abatement of a nuisance'], ['1st degree murder'], ['amnesty']])),
      kit.importFile(
        'articles',
        csv(csvHeaders.articles, [
          ['Bail in Pakistan', 'A. Khan', 'Criminal', '2019', 'Pre-arrest bail is an extraordinary relief.'],
          ['Blasphemy laws', 'B. Ahmed', 'Criminal', '', 'A history of section 295-C.'],
          ['Arbitration reform', 'C. Malik', 'Civil', '2021', 'The Arbitration Act 1940 needs reform; bail is irrelevant here.'],
        ]),
      ),
      kit.importFile(
        'topics',
        csv(csvHeaders.topics, [
          ['Introduction', 'Pakistan Penal Code, 1860'],
          ['Of Punishments', 'Pakistan Penal Code, 1860'],
          ['General Exceptions', 'Pakistan Penal Code, 1860'],
          ['General Exceptions', 'Code of Criminal Procedure, 1898'],
        ]),
      ),
      kit.importFile('dictionary', csv(csvHeaders.dictionary, Array.from({ length: 130 }, (_, i) => [`B WORD ${String(i).padStart(3, '0')}`, `Meaning ${i}`]))),
    ]);
    expect(jobs.map((job) => job.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
  });
  afterAll(() => kit.close());

  it('lists legal terms by letter, whatever the capitals, with other first characters under #', async () => {
    expect(await kit.library.legalTerms('A')).toEqual(['abatement of a nuisance', 'Acquittal', 'amnesty']);
    expect(await kit.library.legalTerms('#')).toEqual(['1st degree murder']);
    expect(await kit.library.legalTerms('not a letter')).toEqual(await kit.library.legalTerms('A'));
  });

  it('finds the cases holding a legal term, 25 a page, newest first, with the matching text marked', async () => {
    const first = await kit.library.casesByLegalTerm('pre-arrest bail');
    expect(first).toMatchObject({ page: 1, pageSize: 25, count: 30 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({ citationId: '2019 SCMR 129', parties: 'Petitioner 29 v. The State', court: 'Supreme Court of Pakistan' });
    expect(first.rows[0]?.citation).toMatchObject({ journal: 'SCMR', year: 2019, page: 129 });
    expect(first.rows[0]?.snippet).toContain('<mark>');
    const second = await kit.library.casesByLegalTerm('pre-arrest bail', 2);
    expect(second.rows.map((r) => r.citationId)).toEqual(['1994 SCMR 104', '1993 SCMR 103', '1992 SCMR 102', '1991 SCMR 101', '1990 SCMR 100']);
    expect((await kit.library.casesByLegalTerm('pre-arrest bail', 3)).rows).toEqual([]);
    expect(await kit.library.casesByLegalTerm('')).toMatchObject({ count: 0, rows: [] });
  });

  it('gives a case with its references, marking those the library does not hold', async () => {
    const detail = await kit.library.caseById('PLD 2019 SC 1');
    expect(detail).toMatchObject({
      citationId: 'PLD 2019 SC 1',
      citation: { journal: 'PLD', year: 2019, court: 'Supreme Court', page: 1 },
      parties: 'Muhammad Ashraf v. The State',
      headNotes: 'Criminal/Bail (PLD 2019 SC 1)',
      caseRefs: [
        { citationId: '2018 SCMR 762', parties: null },
        { citationId: '1990 SCMR 100', parties: 'Petitioner 0 v. The State' },
      ],
      lawRefs: [
        { statuteId: 'PPC-302', sectionName: '302. Section 302', ordinanceName: 'Pakistan Penal Code, 1860 (Act XLV of 1860)' },
        { statuteId: 'PPC-999', sectionName: null, ordinanceName: null },
      ],
    });
    expect(await kit.library.caseDescription('PLD 2019 SC 1')).toBe('Qatl-i-amd under section 302.');
    expect(await kit.library.caseById('1800 XYZ 1')).toBeNull();
    expect(await kit.library.caseById(42)).toBeNull();
    expect(await kit.library.caseDescription(undefined)).toBeNull();
  });

  it('links the citations a judgment writes that the index resolves: to the case, or to its citator page', async () => {
    const linked = await kit.library.linkedCaseDescription('2020 SCMR 5');
    expect(linked?.text).toBe(citingJudgment);
    const shown = linked?.links.map(({ start, end, href }) => [citingJudgment.slice(start, end), href]);
    // A library case, then a citation known only from another judgment's references; an unknown one and the judgment's own stay text.
    expect(shown).toEqual([
      ['PLD 2019 SC 1', '/cases/PLD%202019%20SC%201'],
      ['2018 SCMR 762', '/citations/2018%20SCMR%20762'],
    ]);
    expect(await kit.library.linkedCaseDescription('1800 XYZ 1')).toBeNull();
  });

  it('walks statutes: ordinances by letter, their sections in section order, a section\'s text and its cases', async () => {
    expect(await kit.library.ordinances('p')).toEqual([{ ordinanceName: 'Pakistan Penal Code, 1860 (Act XLV of 1860)', sections: 5 }]);
    expect(await kit.library.ordinances('Q')).toEqual([]);
    const sections = await kit.library.ordinanceSections('Pakistan Penal Code, 1860 (Act XLV of 1860)');
    expect(sections.map((s) => s.statuteId)).toEqual(['PPC-2', 'PPC-10', 'PPC-302', 'PPC-365', 'PPC-365-A']);
    expect(sections[0]).toEqual({
      statuteId: 'PPC-2',
      statuteName: 'Pakistan Penal Code, 1860',
      sectionName: '2. Section 2',
      ordinanceName: 'Pakistan Penal Code, 1860 (Act XLV of 1860)',
      definition: 'Definition 2',
    });
    expect(await kit.library.statuteText('PPC-365-A')).toEqual({
      statuteId: 'PPC-365-A',
      sectionName: '365-A. Section 365-A',
      ordinanceName: 'Pakistan Penal Code, 1860 (Act XLV of 1860)',
      readStatute: 'Text of section 365-A.',
    });
    // Its Case_Ref names 2021 SCMR 1 (not in the library) and 1991 SCMR 101; two cases name PPC-302 in their Law_Ref.
    const cases = await kit.library.statuteCases('PPC-302');
    expect(cases).toMatchObject({ page: 1, count: 3 });
    expect(cases.rows.map((r) => r.citationId)).toEqual(['2021 CLC 708', 'PLD 2019 SC 1', '1991 SCMR 101']);
    expect(await kit.library.statuteCases('PPC-302', 2)).toMatchObject({ page: 2, count: 3, rows: [] });
  });

  it('walks topics in the file\'s order, to their statutes and the statutes\' sections', async () => {
    expect(await kit.library.topics()).toEqual([
      { topic: 'Introduction', statutes: 1 },
      { topic: 'Of Punishments', statutes: 1 },
      { topic: 'General Exceptions', statutes: 2 },
    ]);
    expect(await kit.library.topicStatutes('General Exceptions')).toEqual(['Pakistan Penal Code, 1860', 'Code of Criminal Procedure, 1898']);
    expect((await kit.library.statuteSections('Pakistan Penal Code, 1860')).map((s) => s.statuteId)).toHaveLength(5);
    expect(await kit.library.statuteSections('Code of Criminal Procedure, 1898')).toEqual([]);
  });

  it('lists articles by letter, finds them by words in any field, and reads one', async () => {
    expect((await kit.library.articlesByLetter('b')).map((a) => a.title)).toEqual(['Bail in Pakistan', 'Blasphemy laws']);
    const found = await kit.library.searchArticles('bail');
    expect(found.map((a) => a.title)).toEqual(['Bail in Pakistan', 'Arbitration reform']);
    expect((await kit.library.searchArticles('Ahmed')).map((a) => a.title)).toEqual(['Blasphemy laws']);
    expect((await kit.library.searchArticles('100%_')).length).toBe(0);
    const [bail] = found;
    expect(await kit.library.article(bail?.id)).toEqual({
      id: bail?.id,
      title: 'Bail in Pakistan',
      author: 'A. Khan',
      category: 'Criminal',
      year: 2019,
      text: 'Pre-arrest bail is an extraordinary relief.',
    });
    expect(await kit.library.article('not an id')).toBeNull();
  });

  it('pages the dictionary 100 words at a time with the letter\'s count', async () => {
    const first = await kit.library.dictionary('B');
    expect(first).toMatchObject({ letter: 'B', page: 1, pageSize: 100, count: 130 });
    expect(first.rows).toHaveLength(100);
    expect(first.rows[0]).toEqual({ word: 'B WORD 000', sense: 1, meaning: 'Meaning 0' });
    const second = await kit.library.dictionary('b', '2');
    expect(second.rows.map((r) => r.word)).toEqual(Array.from({ length: 30 }, (_, i) => `B WORD ${100 + i}`));
    expect(await kit.library.dictionary('B', -3)).toMatchObject({ page: 1 });
    expect(await kit.library.dictionary('Z')).toMatchObject({ count: 0, rows: [] });
  });
});
