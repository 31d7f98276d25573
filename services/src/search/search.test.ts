import { csvHeaders, messages, searchMessages } from '@qanoon/contracts';
import { createKeyValueStore, createSearchEngine, type Database } from '@qanoon/infra';
import { testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, libraryTestKit, type LibraryTestKit } from '../library/test-kit.ts';
import { createSearch, type Search } from './search.ts';

const court = {
  SC: 'Supreme Court of Pakistan',
  Lah: 'Lahore High Court',
  Qta: 'Balochistan High Court',
} as const;

const caseRow = (citation: string, fields: { parties: string; judge?: string; lawyer?: string; court: string; refs?: string; text: string }) => [
  citation,
  fields.parties,
  fields.judge ?? 'Mr. Justice Qazi Faez Isa',
  fields.lawyer ?? 'Mr. Makhdoom Ali Khan, ASC',
  fields.court,
  fields.refs ?? '',
  '',
  `Head notes of ${citation}`,
  fields.text,
];

// A volume of PLD 2020 from the Balochistan High Court: thirty reports, pages 1 to 30.
const volume = Array.from({ length: 30 }, (_, i) =>
  caseRow(`PLD 2020 Balochistan ${i + 1}`, { parties: `Petitioner ${i + 1} v. Province of Balochistan`, court: court.Qta, text: 'The petition is disposed of.' }),
);

const rows = [
  ...volume,
  caseRow('PLD 2019 SC 1', {
    parties: 'Muhammad Ashraf v. The State',
    judge: 'Mr. Justice Asif Saeed Khan Khosa',
    court: court.SC,
    refs: '2019 SCMR 1234,PLD 2011 Quetta 57,CLC 2021 708',
    text: 'Bail was refused because the accused absconded after the murder.',
  }),
  caseRow('2019 SCMR 1234', {
    parties: 'Zahid Hussain v. Province of Punjab',
    court: court.SC,
    refs: 'PLD 2019 Supreme Court 1',
    text: 'The civil servant was dismissed without a show cause notice.',
  }),
  caseRow('2021 CLC 708', {
    parties: 'Mst. Ayesha Bibi v. Ghulam Rasool',
    judge: 'Mr. Justice Shahid Karim',
    court: court.Lah,
    refs: 'P L D 2019 S.C. 1,PLD 2019 SC 1',
    text: 'Suit for recovery of dower. The dower was unpaid.',
  }),
  caseRow('PLD 2011 Balochistan 57', { parties: 'Abdul Qadir v. Government of Balochistan', court: court.Qta, text: 'Service matter on dower deductions.' }),
  caseRow('PLD 2012 189', { parties: 'Gul Muhammad v. The State', court: court.Qta, text: 'Bail after arrest.' }),
  caseRow('PLD 2012 SC 189', { parties: 'Federation of Pakistan v. Gul Hassan', court: court.SC, text: 'Constitutional petition.' }),
  caseRow('C.P.L.A.1002-2025', { parties: '=HYPERLINK("x") v. Registrar', court: court.SC, text: 'Leave to appeal refused.' }),
  caseRow('2020 PCrLJ 45', {
    parties: 'Gul Khan v. The State',
    judge: 'Mr. Justice Mushīr Ālam',
    lawyer: 'Sardar Latif Khosa, ASC',
    court: court.Qta,
    text: 'Recovery of narcotics. Bail allowed on the ground of further inquiry.',
  }),
];

describe('search', () => {
  let kit: LibraryTestKit;
  let search: Search;
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_search_service');
    const job = await kit.importFile('cases', csv(csvHeaders.cases, rows));
    expect(job).toMatchObject({ state: 'done', rejected: 0n });
    search = createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users, listsTtlMs: 0 });
  });
  afterAll(() => kit.close());

  const results = async (mode: string, input: Record<string, string>) => {
    const outcome = await search.search(mode, input);
    if (outcome.kind !== 'results') throw new Error(`Expected results, got ${JSON.stringify(outcome)}`);
    return outcome.results;
  };
  const ids = (found: { rows: { citationId: string }[] }) => found.rows.map((r) => r.citationId);

  describe('a citation typed in a keyword box', () => {
    it('goes straight to the case it names, however it is written', async () => {
      const named: [string, string][] = [
        ['PLD 2019 SC 1', 'PLD 2019 SC 1'],
        ['pld 2019 sc  1', 'PLD 2019 SC 1'],
        ['PLD 2019 Supreme Court 1', 'PLD 2019 SC 1'],
        ['P L D 2019 S.C. 1', 'PLD 2019 SC 1'],
        ['PLD2019SC1', 'PLD 2019 SC 1'],
        ['CLC 2021 708', '2021 CLC 708'],
        ['2021 C.L.C. 708', '2021 CLC 708'],
        ['PLD 2011 Quetta 57', 'PLD 2011 Balochistan 57'],
        ['PLD 2012 Qta 189', 'PLD 2012 189'],
        ['PLD 2012 S.C. 189', 'PLD 2012 SC 189'],
        ['c.p.l.a.1002-2025', 'C.P.L.A.1002-2025'],
      ];
      for (const [keyword, citationId] of named) {
        expect(await search.search('caselaw', { keyword }), keyword).toEqual({ kind: 'case', citationId });
      }
      expect(await search.search('advance', { keyword: 'SCMR 2019 1234' })).toEqual({ kind: 'case', citationId: '2019 SCMR 1234' });
    });

    it('searches as words when it names no case of the library, or a court the case is not from', async () => {
      expect(await search.search('caselaw', { keyword: 'PLD 1999 SC 5', from: '1990', to: '2025' })).toMatchObject({ kind: 'results' });
      expect(await search.findCitedCase('PLD 2011 Lahore 57')).toBeNull();
      expect(await search.findCitedCase('PLD 2012 189')).toBe('PLD 2012 189');
    });
  });

  describe('the mandatory fields of each tab', () => {
    it.each([
      ['caselaw', { keyword: 'bail', from: '2010' }, 'to'],
      ['caselaw', { from: '2010', to: '2020' }, 'keyword'],
      ['index', { journal: 'PLD' }, 'year'],
      ['citation', { year: '2019' }, 'journal'],
      ['courtwise', { from: '2010', to: '2020' }, 'court'],
      ['advance', {}, 'keyword'],
    ])('%s without %j says Fill Mandatory Fields!', async (mode, input, field) => {
      expect(await search.search(mode, input)).toEqual({ kind: 'invalid', message: messages.fillMandatoryFields, field });
    });

    it('asks for years and pages as numbers', async () => {
      expect(await search.search('index', { journal: 'PLD', year: '19' })).toMatchObject({ kind: 'invalid', message: searchMessages.yearInvalid });
      expect(await search.search('citation', { journal: 'PLD', year: '2019', ref: 'one' })).toMatchObject({ kind: 'invalid', message: searchMessages.pageInvalid });
    });
  });

  describe('Case Law', () => {
    it('finds the keyword within the years, snippets marked, court optional and written any way', async () => {
      const found = await results('caselaw', { keyword: 'dower', from: '2010', to: '2021' });
      expect(found.count).toBe(2);
      expect(ids(found)[0]).toBe('2021 CLC 708');
      expect(found.rows[0]?.snippet).toContain('<mark>dower</mark>');
      expect(found.rows[0]).toMatchObject({ parties: 'Mst. Ayesha Bibi v. Ghulam Rasool', judge: 'Mr. Justice Shahid Karim', court: court.Lah });
      for (const written of ['Lahore High Court', 'Lah.', 'lahore', 'LHC']) {
        expect(ids(await results('caselaw', { keyword: 'dower', from: '2010', to: '2021', court: written })), written).toEqual(['2021 CLC 708']);
      }
      expect(ids(await results('caselaw', { keyword: 'dower', from: '2010', to: '2021', court: 'Quetta' }))).toEqual(['PLD 2011 Balochistan 57']);
    });

    it('shows the cases with most of the words when none has them all, and says so', async () => {
      const found = await results('caselaw', { keyword: 'dower unpaid R.23(b)', from: '2010', to: '2021' });
      expect(found.mostWords).toBe(true);
      expect(ids(found)[0]).toBe('2021 CLC 708');
      const exact = await results('caselaw', { keyword: 'dower unpaid', from: '2010', to: '2021' });
      expect(exact.mostWords).toBeUndefined();
      // Quotes say what they mean: a phrase no case has finds none.
      expect((await results('caselaw', { keyword: '"dower R.23(b)"', from: '2010', to: '2021' })).count).toBe(0);
    });

    it('also searches the legal synonyms of a word, says which, and follows the administrator\'s list at once', async () => {
      const before = await results('caselaw', { keyword: 'mehrana', from: '2010', to: '2021' });
      expect(before.count).toBe(0);
      const admin = { userId: kit.admin.userId };
      expect(await search.addSynonyms(admin, { terms: 'mehrana, dower' })).toEqual({ ok: true, message: searchMessages.synonymsAdded });
      const found = await results('caselaw', { keyword: 'mehrana', from: '2010', to: '2021' });
      expect(found.alsoSearched).toEqual(['dower']);
      expect(ids(found)).toEqual(['2021 CLC 708', 'PLD 2011 Balochistan 57']);
      const [group] = (await search.listSynonyms(admin)).filter((g) => g.terms.includes('mehrana'));
      expect(await search.removeSynonyms(admin, String(group?.id))).toEqual({ ok: true, message: searchMessages.synonymsRemoved });
      expect((await results('caselaw', { keyword: 'mehrana', from: '2010', to: '2021' })).count).toBe(0);
      expect(await search.addSynonyms(admin, { terms: 'only-one' })).toMatchObject({ ok: false, message: searchMessages.synonymsInvalid });
      await expect(search.addSynonyms({ userId: '00000000-0000-4000-8000-000000000000' }, { terms: 'a, b' })).rejects.toThrow(/administrators/);
    });

    it('reads the years either way round', async () => {
      expect((await results('caselaw', { keyword: 'dower', from: '2021', to: '2010' })).count).toBe(2);
    });
  });

  describe('Index', () => {
    it("lists a volume's cases by page, 25 a page", async () => {
      const first = await results('index', { journal: 'PLD', year: '2020' });
      expect(first).toMatchObject({ count: 30, page: 1, pageSize: 25 });
      expect(first.rows.map((r) => r.citation.page)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      const second = await results('index', { journal: 'PLD', year: '2020', page: '2' });
      expect(second.rows.map((r) => r.citation.page)).toEqual([26, 27, 28, 29, 30]);
      expect((await results('index', { journal: 'pld', year: '2020', court: 'Karachi' })).count).toBe(0);
      expect((await results('index', { journal: 'PLD', year: '2020', court: 'Quetta' })).count).toBe(30);
    });

    it('shows the last page of the result window for a page asked past it', async () => {
      const far = await results('index', { journal: 'PLD', year: '2020', page: '1000000' });
      expect(far).toMatchObject({ count: 30, page: 400, rows: [] });
    });
  });

  describe('Citation', () => {
    it('narrows a journal and year by page, court and names, forgiving accents and slips', async () => {
      expect(ids(await results('citation', { journal: 'PLD', year: '2012', ref: '189' }))).toEqual(['PLD 2012 189', 'PLD 2012 SC 189']);
      expect(ids(await results('citation', { journal: 'PLD', year: '2012', ref: '189', court: 'SC' }))).toEqual(['PLD 2012 SC 189']);
      expect(ids(await results('citation', { journal: 'PCrLJ', year: '2020', judge: 'mushir allam' }))).toEqual(['2020 PCrLJ 45']);
      expect(ids(await results('citation', { journal: 'PCrLJ', year: '2020', lawyer: 'LATIF KHOSA' }))).toEqual(['2020 PCrLJ 45']);
      expect(ids(await results('citation', { journal: 'CLC', year: '2021', parties: 'ayesha bibi' }))).toEqual(['2021 CLC 708']);
    });
  });

  describe('CourtWise', () => {
    it("lists a court's cases in the years, newest first, journal optional", async () => {
      const found = await results('courtwise', { court: 'SC', from: '2010', to: '2020' });
      expect(ids(found)).toEqual(['2019 SCMR 1234', 'PLD 2019 SC 1', 'PLD 2012 SC 189']);
      expect(ids(await results('courtwise', { court: 'Supreme Court', from: '2010', to: '2020', journal: 'SCMR' }))).toEqual(['2019 SCMR 1234']);
    });
  });

  describe('Advance', () => {
    it('searches any combination of its fields', async () => {
      expect(ids(await results('advance', { keyword: 'bail', journal: 'PCrLJ' }))).toEqual(['2020 PCrLJ 45']);
      expect(ids(await results('advance', { parties: 'Gul Khan' }))[0]).toBe('2020 PCrLJ 45');
      expect(ids(await results('advance', { keyword: 'bail', year: '2012', sort: 'newest' }))).toEqual(['PLD 2012 189']);
    });
  });

  describe('the lists', () => {
    it('suggests courts by name and by abbreviation', async () => {
      const names = async (typed: string) => (await search.suggestCourts(typed)).map((c) => c.name);
      expect(await names('')).toEqual([court.Qta, court.SC, court.Lah]);
      expect(await names('lah')).toEqual([court.Lah]);
      expect(await names('Quetta')).toEqual([court.Qta]);
      expect(await names('sc')).toEqual([court.SC]);
      expect(await names('high court')).toEqual([court.Qta, court.Lah]);
      expect(await names('Nowhere')).toEqual([]);
    });

    it('offers the journals the library holds, the biggest first', async () => {
      expect((await search.journals())[0]).toEqual({ journal: 'PLD', cases: 34 });
      expect((await search.journals()).map((j) => j.journal).sort()).toEqual(['CLC', 'PCrLJ', 'PLD', 'SCMR']);
    });
  });

  describe('most cited', () => {
    it('counts each citing case once, in any written variant, and orders by it', async () => {
      expect(await search.recountCitations()).toMatchObject({ cases: rows.length, cited: 4 });
      const found = await results('advance', { year: '2019', sort: 'cited' });
      expect(ids(found)).toEqual(['PLD 2019 SC 1', '2019 SCMR 1234']);
    });
  });

  describe('a library imported before the search engine was switched', () => {
    it('is indexed at the next start when the index is empty, and left alone when it is not', async () => {
      expect(await search.reindexIfEmpty('case')).toBeNull();
      // A new engine's empty index (test-only SQL: the PostgreSQL engine's own table).
      await kit.db.query(`DELETE FROM search_documents WHERE kind = 'case'`);
      expect((await results('caselaw', { keyword: 'narcotics', from: '1990', to: '2030' })).count).toBe(0);
      expect(await search.reindexIfEmpty('case')).toMatchObject({ indexed: rows.length });
      expect((await results('caselaw', { keyword: 'narcotics', from: '1990', to: '2030' })).count).toBeGreaterThan(0);
      // No statutes in this library: nothing to index.
      expect(await search.reindexIfEmpty('statute')).toBeNull();
    });
  });

  describe('CSV export', () => {
    it('writes every result with a link, formulas kept as text', async () => {
      const exported = await search.exportCsv('index', { journal: 'PLD', year: '2020' }, (id) => `https://qanoon.test/cases/${encodeURIComponent(id)}`);
      if (!exported.ok) throw new Error(exported.message);
      let text = '';
      for await (const line of exported.lines) text += line;
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0]).toBe('#,Citation,Parties,Judge,Lawyer,Court,Journal,Year,Page,Case Law,Treatment');
      expect(lines).toHaveLength(31);
      expect(lines[1]).toBe(
        '1,PLD 2020 Balochistan 1,Petitioner 1 v. Province of Balochistan,Mr. Justice Qazi Faez Isa,"Mr. Makhdoom Ali Khan, ASC",Balochistan High Court,PLD,2020,1,https://qanoon.test/cases/PLD%202020%20Balochistan%201,',
      );
      const guarded = await search.exportCsv('advance', { parties: 'HYPERLINK' }, (id) => id);
      if (!guarded.ok) throw new Error(guarded.message);
      let guardedText = '';
      for await (const line of guarded.lines) guardedText += line;
      expect(guardedText).toContain(`"'=HYPERLINK(""x"") v. Registrar"`);
    });

    it('refuses a form with its mandatory fields empty', async () => {
      expect(await search.exportCsv('citation', { journal: 'PLD' }, (id) => id)).toEqual({ ok: false, message: messages.fillMandatoryFields });
    });
  });

  describe('answers kept whole until the library changes (ADR 0076)', () => {
    it('answers a page asked again without reading the database, and a synonym added in one process changes the next search in another', async () => {
      const kv = createKeyValueStore(testRedisUrl);
      // Two web processes of one library: each keeps answers, and shares them through Redis.
      const library = { ELASTICSEARCH_URL: undefined, DATABASE_URL: `postgres://library/${uniqueId('kept-')}` };
      let reads = 0;
      const counted = Object.assign(Object.create(kit.db) as Database, {
        query: ((...args: Parameters<Database['query']>) => {
          reads += 1;
          return kit.db.query(...args);
        }),
      });
      const one = createSearch({ db: counted, searchEngine: createSearchEngine(library, kit.db, kv), users: kit.users });
      const other = createSearch({ db: kit.db, searchEngine: createSearchEngine(library, kit.db, kv), users: kit.users });
      const admin = { userId: kit.admin.userId };
      const form = { keyword: 'haqmehar', from: '2010', to: '2021' };
      const found = async () => {
        const outcome = await one.search('caselaw', form);
        if (outcome.kind !== 'results') throw new Error(`Expected results, got ${JSON.stringify(outcome)}`);
        return outcome.results;
      };
      try {
        expect((await found()).count).toBe(0);
        expect(reads).toBeGreaterThan(0);
        reads = 0;
        expect((await found()).count).toBe(0);
        expect(reads).toBe(0);
        await one.searchStatutes('dower');
        reads = 0;
        await one.searchStatutes('dower');
        expect(reads).toBe(0);

        expect(await other.addSynonyms(admin, { terms: 'haqmehar, dower' })).toEqual({ ok: true, message: searchMessages.synonymsAdded });
        const grown = await found();
        expect(grown.alsoSearched).toEqual(['dower']);
        expect(ids(grown)).toEqual(['2021 CLC 708', 'PLD 2011 Balochistan 57']);

        const [group] = (await other.listSynonyms(admin)).filter((g) => g.terms.includes('haqmehar'));
        expect(await other.removeSynonyms(admin, String(group?.id))).toEqual({ ok: true, message: searchMessages.synonymsRemoved });
        expect((await found()).count).toBe(0);
      } finally {
        await kv.close();
      }
    });
  });
});
