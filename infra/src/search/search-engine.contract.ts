import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainSnippet } from '@qanoon/contracts';
import { searchResultWindow, type SearchDocument, type SearchEngine } from './search-engine.ts';
import { caseNumberContract } from './case-number.contract.ts';
import { searchModesContract } from './search-modes.contract.ts';
import { similarTextContract } from './similar-text.contract.ts';
import { spellingContract } from './spelling.contract.ts';
import { standingQueryContract } from './standing-query.contract.ts';
import { urduSearchContract } from './urdu-search.contract.ts';

const cases: SearchDocument[] = [
  {
    kind: 'case',
    id: 'PLD 2019 SC 1',
    title: 'Muhammad Ashraf v. The State',
    body: 'Bail was refused because the accused absconded after the murder. Pre-arrest bail requires mala fide.',
    parties: 'Muhammad Ashraf v. The State',
    judge: 'Asif Saeed Khan Khosa',
    lawyer: 'Sardar Latif Khosa',
    court: 'Supreme Court',
    journal: 'PLD',
    year: 2019,
    page: 1,
  },
  {
    kind: 'case',
    id: '2019 SCMR 1234',
    title: 'Zahid Hussain v. Province of Punjab',
    body: 'Service matter: the civil servant was dismissed without a show cause notice. Reinstated with back benefits.',
    parties: 'Zahid Hussain v. Province of Punjab',
    judge: 'Gulzar Ahmed',
    court: 'Supreme Court',
    journal: 'SCMR',
    year: 2019,
    page: 1234,
  },
  {
    kind: 'case',
    id: '2021 CLC 708',
    title: 'Mst. Ayesha Bibi v. Ghulam Rasool',
    body: 'Suit for recovery of dower. The family court decreed the suit; bail is not relevant to a civil suit.',
    parties: 'Mst. Ayesha Bibi v. Ghulam Rasool',
    judge: 'Shahid Karim',
    court: 'Lahore High Court',
    journal: 'CLC',
    year: 2021,
    page: 708,
  },
  {
    kind: 'case',
    id: '2015 YLR 88',
    title: 'Qadir Bakhsh v. The State',
    body: 'Murder trial. Conviction upheld; the ocular account was corroborated by the medical evidence.',
    parties: 'Qadir Bakhsh v. The State',
    judge: 'Muhammad Ali Mazhar',
    court: 'Sindh High Court',
    journal: 'YLR',
    year: 2015,
    page: 88,
  },
];

const statute: SearchDocument = {
  kind: 'statute',
  id: 'PPC-302',
  title: 'Punishment of qatl-i-amd',
  body: 'Whoever commits qatl-i-amd shall be punished with death as qisas.',
  extra: { section: '302' },
};

const ids = (result: { hits: { document: { id: string } }[] }) => result.hits.map((h) => h.document.id);

/**
 * The behaviour every SearchEngine adapter must show over a fixed corpus. The factory must
 * return an engine with an empty index; it is called once for each part of the suite.
 */
export function searchEngineContract(name: string, factory: () => Promise<SearchEngine>): void {
  searchModesContract(name, factory);
  caseNumberContract(name, factory);
  similarTextContract(name, factory);
  spellingContract(name, factory);
  urduSearchContract(name, factory);
  standingQueryContract(name, factory);
  describe(`${name} search engine`, () => {
    let engine: SearchEngine;
    beforeAll(async () => {
      engine = await factory();
      await engine.ensureReady();
      await engine.index([...cases, statute]);
    });
    afterAll(async () => {
      await engine.close();
    });

    it('finds cases by keyword and ranks the best match first', async () => {
      const result = await engine.query({ kind: 'case', keyword: 'bail' });
      expect(result.total).toBe(2);
      expect(ids(result)[0]).toBe('PLD 2019 SC 1');
    });

    it('keeps case law and statutes apart', async () => {
      expect(ids(await engine.query({ kind: 'statute', keyword: 'qatl' }))).toEqual(['PPC-302']);
      expect((await engine.query({ kind: 'case', keyword: 'qatl' })).total).toBe(0);
    });

    it('matches quoted phrases, OR and exclusion', async () => {
      expect(ids(await engine.query({ kind: 'case', keyword: '"show cause notice"' }))).toEqual(['2019 SCMR 1234']);
      expect(new Set(ids(await engine.query({ kind: 'case', keyword: 'dower OR dismissed' })))).toEqual(
        new Set(['2021 CLC 708', '2019 SCMR 1234']),
      );
      expect(ids(await engine.query({ kind: 'case', keyword: 'bail -dower' }))).toEqual(['PLD 2019 SC 1']);
    });

    it('reads a hyphen that continues a pasted word as part of it, and -word after a space as an exclusion', async () => {
      expect(ids(await engine.query({ kind: 'case', keyword: 'Pre -arrest bail' }))).toEqual(['PLD 2019 SC 1']);
      expect(ids(await engine.query({ kind: 'statute', keyword: 'qatl -i-amd' }))).toEqual(['PPC-302']);
      expect(ids(await engine.query({ kind: 'case', keyword: 'murder -bail' }))).toEqual(['2015 YLR 88']);
    });

    it('reads a lowercase "or" as a word: only OR in capitals, or |, offers alternatives', async () => {
      expect((await engine.query({ kind: 'case', keyword: 'dower or dismissed' })).total).toBe(0);
      expect((await engine.query({ kind: 'case', keyword: 'dower | dismissed' })).total).toBe(2);
    });

    it('finds a statute with most of the words typed plainly, ranking the one with most of them first', async () => {
      expect(ids(await engine.query({ kind: 'statute', keyword: 'qatl punishment poisoning' }))).toEqual(['PPC-302']);
      expect((await engine.query({ kind: 'case', keyword: 'murder trial poisoning' })).total).toBe(0);
    });

    it('finds cases with most of the words when asked, the case with more of them first', async () => {
      const most = await engine.query({ kind: 'case', keyword: 'murder trial poisoning', words: 'most' });
      expect(ids(most)[0]).toBe('2015 YLR 88');
      expect(new Set(ids(most))).toEqual(new Set(['2015 YLR 88', 'PLD 2019 SC 1']));
      expect(ids(await engine.query({ kind: 'case', keyword: 'absconded poisoning', words: 'most' }))).toEqual(['PLD 2019 SC 1']);
      // Quotes, OR and exclusions say what they mean: they are never relaxed.
      expect((await engine.query({ kind: 'case', keyword: '"murder poisoning"', words: 'most' })).total).toBe(0);
    });

    it('matches the keyword grown by synonyms, the keyword as typed ranking first', async () => {
      const found = await engine.query({ kind: 'case', keyword: 'dower', alsoMatching: 'dower OR absconded' });
      expect(ids(found)).toEqual(['2021 CLC 708', 'PLD 2019 SC 1']);
      const [, synonymOnly] = found.hits;
      expect(synonymOnly?.snippet).toContain('<mark>absconded</mark>');
    });

    it('ranks a judgment whose opening holds the catchwords above one using them deep in its text, however its compounds are written', async () => {
      const heard = 'The learned counsel for the parties were heard at length and the file was gone through with care. '.repeat(30);
      const opening: SearchDocument = {
        kind: 'case',
        id: '2023 YLR 1094',
        title: 'Nazeer Ahmed v. The State',
        body: `Qanun- e-Shahadat (10 of 1984), Art. 22---Robbery---Appreciation of evidence---Identification parade. ${heard}`,
        year: 2023,
      };
      const deep: SearchDocument = {
        kind: 'case',
        id: '2025 YLR 1075',
        title: 'Gul Khan v. The State',
        body: `${heard} Qanun -e-Shahadat (10 of 1984), Art. 22---Robbery---Appreciation of evidence---Identification parade.`,
        year: 2025,
      };
      await engine.index([opening, deep]);
      try {
        expect(ids(await engine.query({ kind: 'case', keyword: 'Qanun -e-Shahadat (10 of 1984), Art. 22 Robbery Appreciation of evidence' }))).toEqual([
          '2023 YLR 1094',
          '2025 YLR 1075',
        ]);
      } finally {
        await engine.delete('case', [opening.id, deep.id]);
      }
    });

    it('highlights the matching words in a snippet, unless asked for none', async () => {
      const marked = await engine.query({ kind: 'case', keyword: 'absconded' });
      expect(marked.hits[0]?.snippet).toContain('<mark>absconded</mark>');
      const bare = await engine.query({ kind: 'case', keyword: 'absconded', snippets: false });
      expect(bare.hits.map((hit) => hit.document.id)).toEqual(marked.hits.map((hit) => hit.document.id));
      expect(bare.total).toBe(marked.total);
      expect(bare.hits.some((hit) => hit.snippet !== undefined)).toBe(false);
    });

    it('gives a snippet a program reads as plain text, with the matches as ranges', async () => {
      const [hit] = (await engine.query({ kind: 'case', keyword: 'bail absconded' })).hits;
      const { text, highlights } = plainSnippet(hit?.snippet ?? '');
      expect(text).not.toMatch(/<\/?mark>/);
      expect(text).toContain('the accused absconded after the murder');
      expect(highlights.map(({ start, end }) => text.slice(start, end).toLowerCase())).toEqual(expect.arrayContaining(['bail', 'absconded']));
      for (const [i, { start, end }] of highlights.entries()) {
        expect(start).toBeLessThan(end);
        expect(start).toBeGreaterThanOrEqual(highlights[i - 1]?.end ?? 0);
      }
    });

    it('filters by court, journal, year range and page', async () => {
      expect(ids(await engine.query({ kind: 'case', court: 'supreme court', sort: 'newest' })).sort()).toEqual(
        ['2019 SCMR 1234', 'PLD 2019 SC 1'].sort(),
      );
      expect(ids(await engine.query({ kind: 'case', journal: 'CLC', yearFrom: 2021, yearTo: 2021 }))).toEqual([
        '2021 CLC 708',
      ]);
      expect(ids(await engine.query({ kind: 'case', journal: 'SCMR', page: 1234 }))).toEqual([
        '2019 SCMR 1234',
      ]);
      expect((await engine.query({ kind: 'case', yearFrom: 2016, yearTo: 2020 })).total).toBe(2);
    });

    it('compares courts without regard to capitals or accents', async () => {
      expect(ids(await engine.query({ kind: 'case', court: ' SUPRÊME Court ', sort: 'newest' })).sort()).toEqual(
        ['2019 SCMR 1234', 'PLD 2019 SC 1'].sort(),
      );
      expect(ids(await engine.query({ kind: 'case', court: ['lahore high court', 'Sindh Hígh Court'], sort: 'newest' }))).toEqual([
        '2021 CLC 708',
        '2015 YLR 88',
      ]);
    });

    it('matches names forgiving case and small misspellings', async () => {
      expect(ids(await engine.query({ kind: 'case', judge: 'gulzar ahmad' }))).toEqual(['2019 SCMR 1234']);
      expect(ids(await engine.query({ kind: 'case', parties: 'AYESHA BIBI' }))).toEqual(['2021 CLC 708']);
    });

    it('pages results and reports the total of all pages', async () => {
      const first = await engine.query({ kind: 'case', sort: 'newest', pageSize: 3, resultPage: 1 });
      const second = await engine.query({ kind: 'case', sort: 'newest', pageSize: 3, resultPage: 2 });
      expect(first.total).toBe(4);
      expect(second.total).toBe(4);
      expect(first.hits).toHaveLength(3);
      expect(ids(second)).toEqual(['2015 YLR 88']);
      expect(first.hits[0]?.document.year).toBe(2021);
    });

    it('answers a page past the result window with the total and no hits, not an error', async () => {
      for (const resultPage of [Math.ceil(searchResultWindow / 25) + 1, 1_000_000]) {
        const result = await engine.query({ kind: 'case', keyword: 'bail', sort: 'relevance', pageSize: 25, resultPage });
        expect(result).toMatchObject({ total: 2, hits: [] });
        expect((await engine.query({ kind: 'case', sort: 'newest', pageSize: 25, resultPage })).hits).toEqual([]);
      }
    });

    it('replaces a document indexed again under the same id, keeping nothing of the old one', async () => {
      await engine.index([{ ...statute, body: 'Whoever commits qatl-i-amd shall be punished with imprisonment.', extra: { chapter: 'XVI' } }]);
      const result = await engine.query({ kind: 'statute', keyword: 'imprisonment' });
      expect(ids(result)).toEqual(['PPC-302']);
      expect(result.hits[0]?.document.extra).toEqual({ chapter: 'XVI' });
      expect((await engine.query({ kind: 'statute', keyword: 'death' })).total).toBe(0);
    });

    it('deletes documents and rebuilds a kind from its source', async () => {
      await engine.delete('case', ['2015 YLR 88']);
      expect((await engine.query({ kind: 'case', keyword: 'murder' })).total).toBe(1);
      async function* source() {
        yield cases.slice(0, 2);
        yield cases.slice(2);
      }
      expect(await engine.rebuild('case', source())).toEqual({ indexed: 4 });
      expect((await engine.query({ kind: 'case', keyword: 'murder' })).total).toBe(2);
      expect((await engine.query({ kind: 'statute', keyword: 'qatl' })).total).toBe(1);
    });
  });
}
