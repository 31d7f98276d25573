import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainSnippet } from '@qanoon/contracts';
import type { SearchDocument, SearchEngine } from './search-engine.ts';

/**
 * Urdu judgments keyed with Arabic letters (as a PDF of a Supreme Court judgment gives them: ى,
 * ك, ه, vowel marks, Arabic-Indic digits) and parties written in Roman Urdu, as the reports spell
 * them. Each is found with the other spellings a lawyer types (ADR 0035).
 */
const cases: SearchDocument[] = [
  {
    kind: 'case',
    id: '2018 SCP 9',
    // Arabic yeh (ى ي), kaf (ك), heh (ه), teh marbuta (ة), alef with hamza (أ), harakat, tatweel,
    // direction marks around words and Arabic-Indic digits, as the extracted text has them.
    title: 'محمد أسلم بنام رياست',
    body: '\u202Bعدالت عظمى پاكستان\u202C نے اپيل منظور كى۔ فيصلہ مورخہ ١٤۔٠٨۔٢٠٠٢ كو سنايا گيا۔ مُحَمَّد اسلم كا بيان قلمبند هوا، درخواست ضمانت مستردــ كى گئى۔',
    court: 'Supreme Court',
    journal: 'SCP',
    year: 2018,
    page: 9,
  },
  {
    kind: 'case',
    id: '2019 YLR 10',
    title: 'Mohammad Aslam v. The State',
    body: 'Bail granted; the complainant did not appear.',
    parties: 'Mohammad Aslam v. The State',
    court: 'Lahore High Court',
    journal: 'YLR',
    year: 2019,
    page: 10,
  },
  {
    kind: 'case',
    id: '2017 CLC 20',
    title: 'Mst. Zainab v. Ghulam Qadir',
    body: 'Suit for dissolution of marriage on the basis of khula decreed.',
    parties: 'Mst. Zainab v. Ghulam Qadir',
    court: 'Balochistan High Court',
    journal: 'CLC',
    year: 2017,
    page: 20,
  },
  {
    kind: 'case',
    id: '2016 MLD 30',
    title: 'Sayyed Hussain Shah v. Chaudhary Abdul Rehman',
    body: 'Pre-emption suit dismissed.',
    parties: 'Sayyed Hussain Shah v. Chaudhary Abdul Rehman',
    court: 'Peshawar High Court',
    journal: 'MLD',
    year: 2016,
    page: 30,
  },
];

const ids = (result: { hits: { document: { id: string } }[] }) => result.hits.map((h) => h.document.id);

export function urduSearchContract(name: string, factory: () => Promise<SearchEngine>): void {
  describe(`${name} search engine: Urdu and Roman Urdu`, () => {
    let engine: SearchEngine;
    const search = (query: Omit<Parameters<SearchEngine['query']>[0], 'kind'>) => engine.query({ kind: 'case', ...query });

    beforeAll(async () => {
      engine = await factory();
      await engine.ensureReady();
      await engine.index(cases);
    });
    afterAll(async () => {
      await engine.close();
    });

    it('finds an Urdu judgment by Urdu words typed with Urdu letters where it has Arabic ones', async () => {
      // ی for ى and ي, ک for ك, ہ for ه.
      expect(ids(await search({ keyword: 'عدالت عظمی پاکستان' }))).toEqual(['2018 SCP 9']);
      expect(ids(await search({ keyword: 'اپیل منظور کی' }))).toEqual(['2018 SCP 9']);
      expect(ids(await search({ keyword: 'درخواست ضمانت مسترد' }))).toEqual(['2018 SCP 9']);
      expect(ids(await search({ keyword: 'ہوا' }))).toEqual(['2018 SCP 9']);
    });

    it('marks the Urdu words found in the snippet', async () => {
      const [hit] = (await search({ keyword: 'درخواست ضمانت' })).hits;
      expect(hit?.snippet).toMatch(/<mark>درخواست<\/mark> <mark>ضمانت<\/mark>/);
      // Shown as the judgment has it (Elasticsearch) or folded (PostgreSQL): marked either way.
      const [other] = (await search({ keyword: 'منظور کی' })).hits;
      expect(other?.snippet).toMatch(/<mark>منظور<\/mark> <mark>(کی|كى)۔?<\/mark>/);
    });

    it('gives programs the Urdu snippet as plain text with the matches’ ranges in UTF-16 code units', async () => {
      const [hit] = (await search({ keyword: 'درخواست ضمانت' })).hits;
      const { text, highlights } = plainSnippet(hit?.snippet ?? '');
      expect(text).not.toContain('<mark>');
      expect(highlights.map(({ start, end }) => text.slice(start, end))).toEqual(expect.arrayContaining(['درخواست', 'ضمانت']));
    });

    it('reads Urdu words without regard to vowel marks, hamza forms or tatweel', async () => {
      expect(ids(await search({ keyword: 'محمد اسلم' }))).toEqual(['2018 SCP 9']);
      expect(ids(await search({ keyword: 'مُحمّد أسلم' }))).toEqual(['2018 SCP 9']);
      expect(ids(await search({ keyword: '"محمد اسلم كا بیان"' }))).toEqual(['2018 SCP 9']);
      expect(ids(await search({ keyword: 'ریاست' }))).toEqual(['2018 SCP 9']);
    });

    it('reads Arabic-Indic and Urdu digits as digits', async () => {
      expect(ids(await search({ keyword: '2002' }))).toEqual(['2018 SCP 9']);
      expect(ids(await search({ keyword: '۲۰۰۲' }))).toEqual(['2018 SCP 9']);
    });

    it('finds a party by another Roman-Urdu spelling of the name', async () => {
      expect(ids(await search({ parties: 'Muhammad Aslam' }))).toEqual(['2019 YLR 10']);
      expect(ids(await search({ parties: 'Mohd. Aslam' }))).toEqual(['2019 YLR 10']);
      expect(ids(await search({ parties: 'Mussammat Zainab' }))).toEqual(['2017 CLC 20']);
      expect(ids(await search({ parties: 'Mst Zainab', journal: 'CLC', yearFrom: 2017, yearTo: 2017 }))).toEqual(['2017 CLC 20']);
      expect(ids(await search({ parties: 'Syed Husain Shah' }))).toEqual(['2016 MLD 30']);
      expect(ids(await search({ parties: 'Ch. Abdur Rahman' }))).toEqual(['2016 MLD 30']);
    });

    it('shows the parties as the report writes them', async () => {
      const [hit] = (await search({ parties: 'Muhammad Aslam' })).hits;
      expect(hit?.document.parties).toBe('Mohammad Aslam v. The State');
    });

    it('still tells different names apart', async () => {
      expect((await search({ parties: 'Zainab Bibi Qureshi' })).total).toBe(0);
      expect((await search({ parties: 'Shahida Parveen' })).total).toBe(0);
      expect((await search({ parties: 'Aslam Pervaiz' })).total).toBe(0);
    });
  });
}
