import { createElasticsearchSearchEngine, type SearchEngine, type SearchQuery } from '@qanoon/infra';
import { uniqueId } from '@qanoon/infra/testing';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryTestKit, type LibraryTestKit } from '../library/test-kit.ts';
import { createSearch, type Search } from './search.ts';

const elasticsearchUrl = process.env.ELASTICSEARCH_URL;

const caseColumns = ['Citation_id', 'Parties', 'Judge', 'Lawyer', 'Citation_Court', 'Case_Ref', 'Law_Ref', 'Head_Notes', 'Case_Desc'];
const judgment = (id: string, lawRef: string, text: string) => [id, `Parties of ${id}`, 'A Judge', 'A Lawyer', 'Supreme Court', '', lawRef, '', text];

/** Judgments that name their sections each in its own notation, or only in Law_Ref. */
const cases = stringify([
  caseColumns,
  judgment('2020 SCMR 1', 'PPC-302', 'The murder was proved; the appellant stands convicted under section 302(b) P.P.C.'),
  judgment('2019 SCMR 2', '', 'The murder trial: charged u/s 302/34 PPC, the appellant was acquitted.'),
  judgment('2018 SCMR 3', 'PPC-302', 'A murder in the village; the witnesses were related.'),
  judgment('2017 SCMR 4', '', 'Bail under 497 Cr.P.C. in a narcotics case under section 9(c) CNSA.'),
  judgment('2016 SCMR 5', 'PPC-302', 'Bail granted under section 497 of the Code of Criminal Procedure in a murder case.'),
  judgment('2015 SCMR 6', '', 'The cheque was dishonoured, an offence under S. 489-F PPC.'),
  judgment('2014 SCMR 7', '', 'Temporary injunction under Order XXXIX Rule 1 and 2 C.P.C. was refused.'),
  judgment('2013 SCMR 8', '', 'The petition under Article 199 of the Constitution was dismissed.'),
  judgment('2012 SCMR 9', '', 'A fine of Rs. 302 was paid; section 34 was not argued.'),
  // A head note's list of sections: one judgment under all of them, a newer one under one.
  judgment('2011 SCMR 10', 'PPC-302, PPC-147, PPC-149', 'Rioting and murder by an unlawful assembly; the age of the accused was determined by a medical board.'),
  judgment('2021 SCMR 11', 'PPC-147', 'Rioting; the age of the accused was determined by an ossification test.'),
]);

const statuteColumns = ['Statute_id', 'Statute_Name', 'Section_Name', 'Ordinance_Name', 'Definition', 'Case_Ref', 'Read_Statute'];
const ppc = (id: string, heading: string, text: string) => [`PPC-${id}`, 'Pakistan Penal Code, 1860', `${id}. ${heading}`, 'Pakistan Penal Code, 1860 (Act XLV of 1860)', heading, '', text];
const statutes = stringify([
  statuteColumns,
  ppc('108', 'Abettor.', 'A person abets an offence, who abets either the commission of an offence; as where murder is abetted.'),
  ppc('302', 'Punishment of qatl-i-amd.', 'Whoever commits qatl-i-amd shall be punished with death as qisas.'),
  ppc('364', 'Kidnapping or abducting in order to murder.', 'Whoever kidnaps or abducts any person in order that such person may be murdered.'),
  ppc('489-F', 'Dishonestly issuing a cheque.', 'Whoever dishonestly issues a cheque which is dishonoured on presentation.'),
  ppc('29', 'Document.', 'Section 29 defines a document, as section 30 a valuable security.'),
]);

const ids = async (search: Search, keyword: string) => {
  const outcome = await search.search('caselaw', { keyword, from: '1990', to: '2025' });
  if (outcome.kind !== 'results') throw new Error(`${keyword}: ${outcome.kind}`);
  return outcome.results.rows.map((row) => row.citationId);
};
const reading = async (search: Search, keyword: string) => {
  const outcome = await search.search('advance', { keyword });
  return outcome.kind === 'results' ? outcome.results.sections : undefined;
};

const notations = {
  'PPC 302': ['s.302 PPC', 'S. 302 P.P.C.', 'Sec. 302-PPC', 'u/s 302 PPC', 'section 302 of the Pakistan Penal Code', '302 PPC', 'PPC-302', 'Section 302 Pakistan Penal Code'],
  'CrPC 497': ['497 CrPC', '497 Cr.P.C.', 'section 497 of the Code of Criminal Procedure', 'S. 497 Cr. P.C.'],
  'PPC 489-F': ['489F', '489-F', 'S.489-F', 's. 489-F PPC'],
  'CPC O.39 R.1': ['O.XXXIX R.1 CPC', 'Order 39 Rule 1 CPC', 'O. 39, R. 1 C.P.C.'],
  'Art. 199': ['Art. 199', 'Article 199 of the Constitution', 'Art.199 Constitution'],
};
const expected: Record<keyof typeof notations, string[]> = {
  'PPC 302': ['2020 SCMR 1', '2019 SCMR 2', '2018 SCMR 3', '2016 SCMR 5', '2011 SCMR 10'],
  'CrPC 497': ['2017 SCMR 4', '2016 SCMR 5'],
  'PPC 489-F': ['2015 SCMR 6'],
  'CPC O.39 R.1': ['2014 SCMR 7'],
  'Art. 199': ['2013 SCMR 8'],
};

describe('statute sections typed in any notation (issue 33)', () => {
  let kit: LibraryTestKit;
  const engines: { name: string; search: Search; engine: SearchEngine }[] = [];
  let prefix: string | undefined;

  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_section_search');
    expect(await kit.importFile('statutes', statutes)).toMatchObject({ state: 'done', rejected: 0n });
    expect(await kit.importFile('cases', cases)).toMatchObject({ state: 'done', rejected: 0n });
    engines.push({ name: 'postgres', engine: kit.searchEngine, search: createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users }) });
    if (elasticsearchUrl) {
      prefix = uniqueId(`${process.env.ELASTICSEARCH_INDEX_PREFIX ?? 'qsec'}-`);
      const engine = createElasticsearchSearchEngine(elasticsearchUrl, { indexPrefix: prefix });
      const search = createSearch({ db: kit.db, searchEngine: engine, users: kit.users });
      // Indexed again from the content tables, as the reindex command does.
      await search.reindex('statute');
      await search.reindex('case');
      engines.push({ name: 'elasticsearch', engine, search });
    }
  }, 180_000);

  afterAll(async () => {
    for (const { name, engine } of engines) if (name === 'elasticsearch') await engine.close();
    if (elasticsearchUrl && prefix) await fetch(`${elasticsearchUrl}/${prefix}-*`, { method: 'DELETE' });
    await kit?.close();
  });

  it('finds the same judgments in the same order for every notation of a section, on every engine', async () => {
    for (const { name, search } of engines) {
      for (const [section, typed] of Object.entries(notations) as [keyof typeof notations, string[]][]) {
        for (const keyword of typed) expect(await ids(search, keyword), `${name}: ${keyword}`).toEqual(expected[section]);
      }
    }
  });

  it('narrows to a subsection the judgments write, and never empties for one they do not', async () => {
    for (const { name, search } of engines) {
      expect(await ids(search, '302(b) PPC'), name).toEqual(['2020 SCMR 1']);
      expect(await ids(search, '302(c) PPC'), name).toEqual(expected['PPC 302']);
    }
  });

  it('keeps the other words of the query', async () => {
    for (const { name, search } of engines) {
      expect(await ids(search, 'bail 497 CrPC narcotics'), name).toEqual(['2017 SCMR 4']);
      // Ranked by the word, as any keyword is.
      expect((await ids(search, 'murder s.302 PPC')).sort(), name).toEqual([...expected['PPC 302']].sort());
    }
  });

  it("reads a head note's list of sections with its other words, the judgment under every one of them first", async () => {
    for (const { name, search } of engines) {
      expect(await ids(search, 'Penal Code (XLV of 1860), Ss.302, 147 & 149 Age of accused, determination'), name).toEqual(['2011 SCMR 10', '2021 SCMR 11']);
      expect(await ids(search, 'Penal Code (XLV of 1860), Ss.302, 147 & 149'), name).toEqual(['2011 SCMR 10', '2021 SCMR 11', '2020 SCMR 1', '2019 SCMR 2', '2018 SCMR 3', '2016 SCMR 5']);
    }
  });

  it('says which section it understood, and offers the other Acts when none was typed', async () => {
    const [{ search } = { search: undefined }] = engines;
    if (!search) throw new Error('no engine');
    expect(await reading(search, 's.302 PPC')).toEqual({ understood: ['s.302 PPC'], others: [] });
    const bare = await reading(search, '302');
    expect(bare).toMatchObject({ understood: ['s.302 PPC'], ambiguous: true });
    expect(bare?.others.map((o) => o.keyword)).toEqual(['s.302 CrPC', 's.302 CPC']);
    expect(await reading(search, 'S.489-F')).toMatchObject({ understood: ['s.489-F PPC'], ambiguous: true });
    expect(await reading(search, 'Art. 199')).toMatchObject({ understood: ['Art.199 Constitution'], ambiguous: true });
  });

  it('the Statutes box puts the section a query is about first, and a typed section never finds the word "Section"', async () => {
    for (const { name, search } of engines) {
      const murder = (await search.searchStatutes('murder')).rows.map((row) => row.statuteId);
      expect(murder[0], name).toBe('PPC-302');
      expect(murder.indexOf('PPC-302'), name).toBeLessThan(murder.indexOf('PPC-364'));
      expect((await search.searchStatutes('section 489-F')).rows.map((row) => row.statuteId), name).toEqual(['PPC-489-F']);
    }
  });

  it('beside a page of results, the Statutes box leads with the section the page’s judgments apply, the cases searched once', async () => {
    for (const { name, engine } of engines) {
      const asked: SearchQuery[] = [];
      const counted = Object.assign(Object.create(engine) as SearchEngine, {
        query: (query: SearchQuery) => {
          asked.push(query);
          return engine.query(query);
        },
      });
      const search = createSearch({ db: kit.db, searchEngine: counted, users: kit.users });
      const { outcome, statutes } = await search.searchPage('caselaw', { keyword: 'murder', from: '1990', to: '2025' });
      expect(outcome.kind, name).toBe('results');
      const box = statutes?.rows.map((row) => row.statuteId) ?? [];
      expect(box[0], name).toBe('PPC-302');
      expect(box.indexOf('PPC-302'), name).toBeLessThan(box.indexOf('PPC-364'));
      expect(asked.filter((query) => query.kind === 'case'), name).toHaveLength(1);
      // No box beside a form refused, nor beside a tab without a keyword.
      expect(await search.searchPage('caselaw', { keyword: 'murder' }), name).toMatchObject({ outcome: { kind: 'invalid' }, statutes: null });
      expect((await search.searchPage('index', { journal: 'SCMR', year: '2020' })).statutes, name).toBeNull();
    }
  });
});
