import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument, SearchEngine, SearchQuery } from './search-engine.ts';

const court = {
  SC: 'Supreme Court of Pakistan',
  Lah: 'Lahore High Court',
  Kar: 'Sindh High Court',
  Qta: 'Balochistan High Court',
} as const;
const seats = ['SC', 'Lah', 'Kar', 'Qta'] as const;

/** A volume of a law report: PLD 2019, thirty reports on pages 1, 11, 21, …, from the four courts in turn. */
const volume: SearchDocument[] = Array.from({ length: 30 }, (_, i) => {
  const seat = seats[i % 4] ?? 'SC';
  const page = 10 * i + 1;
  return {
    kind: 'case',
    id: `PLD 2019 ${seat} ${page}`,
    title: `Appellant ${i} v. Respondent ${i}`,
    body: 'The petition is disposed of in the above terms.',
    parties: `Appellant ${i} v. Respondent ${i}`,
    judge: 'Umar Ata Bandial',
    lawyer: 'Makhdoom Ali Khan',
    court: court[seat],
    journal: 'PLD',
    year: 2019,
    page,
  };
});

const reported = (id: string, fields: Omit<SearchDocument, 'kind' | 'id' | 'title'>): SearchDocument => ({
  kind: 'case',
  id,
  title: fields.parties ?? id,
  ...fields,
});

const topical: SearchDocument[] = [
  reported('2021 CLC 708', {
    body: 'Suit for recovery of dower. The dower was unpaid; the family court decreed the dower with maintenance.',
    parties: 'Mst. Ayesha Bibi v. Ghulam Rasool',
    judge: 'Shahid Karim',
    lawyer: 'Hina Jilani',
    court: court.Lah,
    journal: 'CLC',
    year: 2021,
    page: 708,
  }),
  reported('2018 CLC 100', {
    body: 'Khula granted on the wife restoring the dower she had received.',
    parties: 'Mst. Saima v. Imran Ali',
    judge: 'Nadeem Akhtar',
    lawyer: 'Abdul Hafeez Pirzada',
    court: court.Kar,
    journal: 'CLC',
    year: 2018,
    page: 100,
  }),
  reported('2015 YLR 88', {
    body: 'Murder trial. Bail was declined as the ocular account was corroborated by medical evidence.',
    parties: 'Qadir Bakhsh v. The State',
    judge: 'Muhammad Ali Mazhar',
    lawyer: 'Farooq H. Naek',
    court: court.Kar,
    journal: 'YLR',
    year: 2015,
    page: 88,
  }),
  reported('2010 SCMR 5', {
    body: 'Maintenance of the minors; the dower is a separate debt of the husband.',
    parties: 'Shahida Parveen v. Muhammad Aslam',
    judge: 'Tassaduq Hussain Jillani',
    lawyer: 'Khalid Anwar',
    court: court.SC,
    journal: 'SCMR',
    year: 2010,
    page: 5,
  }),
  reported('2020 PCrLJ 45', {
    body: 'Recovery of narcotics. Bail after arrest allowed on the ground of further inquiry.',
    parties: 'Gul Khan v. The State',
    judge: 'Mushīr Ālam',
    lawyer: 'Sardar Latif Khosa',
    court: court.Qta,
    journal: 'PCrLJ',
    year: 2020,
    page: 45,
  }),
  reported('PLD 2016 SC 64', {
    body: 'Pre-arrest bail in a murder case requires mala fide of the complainant or the police.',
    parties: 'Rana Muhammad Arshad v. Muhammad Rafique',
    judge: 'Asif Saeed Khan Khosa',
    lawyer: 'Aitzaz Ahsan',
    court: court.SC,
    journal: 'PLD',
    year: 2016,
    page: 64,
  }),
];

const ids = (result: { hits: { document: { id: string } }[] }) => result.hits.map((h) => h.document.id);
const sorted = (list: string[]) => [...list].sort();

/**
 * The five search modes of the Search screen as engine queries, over a fixed corpus: the results,
 * their order, paging and counts every adapter must give. The factory returns an empty engine.
 */
export function searchModesContract(name: string, factory: () => Promise<SearchEngine>): void {
  describe(`${name} search engine: the five search modes`, () => {
    let engine: SearchEngine;
    const search = (query: Omit<SearchQuery, 'kind'>) => engine.query({ kind: 'case', ...query });

    beforeAll(async () => {
      engine = await factory();
      await engine.ensureReady();
      await engine.index([...volume, ...topical]);
    });
    afterAll(async () => {
      await engine.close();
    });

    describe('Case Law: keyword and a range of years, court optional', () => {
      it('finds the keyword within the years, the best match first, with marked snippets', async () => {
        const result = await search({ keyword: 'dower', yearFrom: 2010, yearTo: 2021 });
        expect(result.total).toBe(3);
        expect(result.estimated).toBeFalsy();
        expect(sorted(ids(result))).toEqual(['2010 SCMR 5', '2018 CLC 100', '2021 CLC 708']);
        expect(ids(result)[0]).toBe('2021 CLC 708');
        for (const hit of result.hits) expect(hit.snippet).toMatch(/<mark>dower<\/mark>/i);
      });

      it('leaves out cases outside the years', async () => {
        expect(sorted(ids(await search({ keyword: 'dower', yearFrom: 2011, yearTo: 2021 })))).toEqual(['2018 CLC 100', '2021 CLC 708']);
      });

      it('narrows to a court, or to any of several', async () => {
        expect(ids(await search({ keyword: 'dower', yearFrom: 2010, yearTo: 2021, court: 'lahore high court' }))).toEqual(['2021 CLC 708']);
        expect(sorted(ids(await search({ keyword: 'dower', yearFrom: 2010, yearTo: 2021, court: [court.Lah, court.SC] })))).toEqual([
          '2010 SCMR 5',
          '2021 CLC 708',
        ]);
      });

      it('lists the same matches newest first when asked', async () => {
        expect(ids(await search({ keyword: 'bail', yearFrom: 2000, yearTo: 2024, sort: 'newest' }))).toEqual([
          '2020 PCrLJ 45',
          'PLD 2016 SC 64',
          '2015 YLR 88',
        ]);
      });
    });

    describe('Index: a journal and a year, court optional — the volume by page', () => {
      it('lists the volume in page order, 25 a page, counting all of it on every page', async () => {
        const first = await search({ journal: 'PLD', yearFrom: 2019, yearTo: 2019, sort: 'page', pageSize: 25, resultPage: 1 });
        const second = await search({ journal: 'PLD', yearFrom: 2019, yearTo: 2019, sort: 'page', pageSize: 25, resultPage: 2 });
        expect([first.total, second.total]).toEqual([30, 30]);
        expect(ids(first)).toEqual(volume.slice(0, 25).map((d) => d.id));
        expect(ids(second)).toEqual(volume.slice(25).map((d) => d.id));
      });

      it('reads the journal whatever its capitals and narrows to a court', async () => {
        const result = await search({ journal: 'pld', yearFrom: 2019, yearTo: 2019, court: court.Lah, sort: 'page' });
        expect(result.total).toBe(8);
        expect(result.hits.map((h) => h.document.page)).toEqual([11, 51, 91, 131, 171, 211, 251, 291]);
      });

      it('answers a page past the end with no hits and the same count', async () => {
        const result = await search({ journal: 'PLD', yearFrom: 2019, yearTo: 2019, sort: 'page', pageSize: 25, resultPage: 3 });
        expect(result).toMatchObject({ total: 30, hits: [] });
      });

      it('pages through every match once, whatever the page size', async () => {
        const seen: string[] = [];
        for (let page = 1; page <= 5; page++) {
          seen.push(...ids(await search({ journal: 'PLD', yearFrom: 2019, yearTo: 2019, sort: 'page', pageSize: 7, resultPage: page })));
        }
        expect(seen).toEqual(volume.map((d) => d.id));
      });
    });

    describe('Citation: a journal and a year; court, page and names narrow it', () => {
      it('finds the one report on a page', async () => {
        expect(ids(await search({ journal: 'PLD', yearFrom: 2019, yearTo: 2019, page: 41 }))).toEqual(['PLD 2019 SC 41']);
      });

      it('matches names whatever their capitals and accents, and with a small misspelling', async () => {
        for (const judge of ['mushir alam', 'MUSHIR ALAM', 'Mushir Allam']) {
          expect(ids(await search({ journal: 'PCrLJ', yearFrom: 2020, yearTo: 2020, judge }))).toEqual(['2020 PCrLJ 45']);
        }
        expect(ids(await search({ journal: 'CLC', yearFrom: 2021, yearTo: 2021, parties: 'AYESHA bibi' }))).toEqual(['2021 CLC 708']);
        expect(ids(await search({ journal: 'PCrLJ', yearFrom: 2020, yearTo: 2020, lawyer: 'latif khosa' }))).toEqual(['2020 PCrLJ 45']);
        expect((await search({ journal: 'CLC', yearFrom: 2021, yearTo: 2021, parties: 'Zulfiqar Bhutto' })).total).toBe(0);
      });

      it('narrows the volume to courts', async () => {
        const result = await search({ journal: 'PLD', yearFrom: 2019, yearTo: 2019, court: [court.Kar, court.Qta], sort: 'page' });
        expect(result.total).toBe(14);
        expect(new Set(result.hits.map((h) => h.document.court))).toEqual(new Set([court.Kar, court.Qta]));
      });
    });

    describe('CourtWise: a court and a range of years, journal optional', () => {
      it("lists the court's cases in the years, newest first", async () => {
        const result = await search({ court: court.Kar, yearFrom: 2015, yearTo: 2019, sort: 'newest' });
        expect(result.total).toBe(9);
        expect(result.hits.map((h) => h.document.year)).toEqual([2019, 2019, 2019, 2019, 2019, 2019, 2019, 2018, 2015]);
        expect(ids(result).slice(-2)).toEqual(['2018 CLC 100', '2015 YLR 88']);
      });

      it('narrows to a journal', async () => {
        expect(ids(await search({ court: court.Kar, yearFrom: 2015, yearTo: 2019, journal: 'CLC' }))).toEqual(['2018 CLC 100']);
      });
    });

    describe('Advanced: any combination', () => {
      it('combines a keyword with a journal, a judge or years', async () => {
        expect(ids(await search({ keyword: 'bail', journal: 'PCrLJ' }))).toEqual(['2020 PCrLJ 45']);
        expect(ids(await search({ keyword: 'bail', judge: 'khosa' }))).toEqual(['PLD 2016 SC 64']);
        expect(ids(await search({ yearFrom: 2016, yearTo: 2016 }))).toEqual(['PLD 2016 SC 64']);
      });

      it('finds by a name alone, the closest first', async () => {
        const result = await search({ parties: 'Muhammad Aslam' });
        expect(ids(result)[0]).toBe('2010 SCMR 5');
      });
    });

    describe('most cited first', () => {
      it('orders by the counts set, keeps a count when a document is indexed again, and ignores unknown ids', async () => {
        await engine.setCitedCounts('case', [
          { id: '2015 YLR 88', cited: 5 },
          { id: '2010 SCMR 5', cited: 2 },
          { id: 'PLD 1900 SC 1', cited: 9 },
        ]);
        const reindexed = topical.find((d) => d.id === '2015 YLR 88');
        if (reindexed) await engine.index([reindexed]);
        const result = await search({ keyword: 'dower OR murder', sort: 'cited' });
        expect(ids(result)).toEqual(['2015 YLR 88', '2010 SCMR 5', '2021 CLC 708', '2018 CLC 100', 'PLD 2016 SC 64']);
        expect(result.hits[0]?.document.cited).toBe(5);
      });
    });
  });
}
