import { csvHeaders } from '@qanoon/contracts';
import { createElasticsearchSearchEngine } from '@qanoon/infra';
import { uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, libraryTestKit, type LibraryTestKit } from '../../library/test-kit.ts';
import { createSearch, type Search } from '../search.ts';

const elasticsearchUrl = process.env.ELASTICSEARCH_URL;

const caseRow = (citation: string, parties: string, text: string) => [
  citation,
  parties,
  'Mr. Justice Qazi Faez Isa',
  'Mr. Makhdoom Ali Khan, ASC',
  'Supreme Court of Pakistan',
  '',
  '',
  `Head notes of ${citation}`,
  text,
];

const rows = [
  caseRow('2020 SCMR 11', 'Muhammad Ajmal v. The State', 'Conviction for murder under section 302-B maintained; the appeal of Muhammad Ajmal is dismissed.'),
  caseRow('2019 SCMR 12', 'Mohammad Ajmal Khan v. The State', 'Mohammad Ajmal Khan was granted bail after arrest; no murder was alleged.'),
  caseRow('2018 SCMR 13', 'Zahid Hussain v. Province of Punjab', 'Bail refused: the accused absconded. Pre-arrest bail is an extraordinary relief.'),
  caseRow('2017 SCMR 14', 'Mst. Zainab v. Ghulam Rasool', 'Suit for recovery of dower decreed; the wife is entitled to her dower.'),
  caseRow('2016 SCMR 15', 'Gul Khan v. Ziaul Haq', 'Ejectment of the tenant ordered.'),
  // A party written short (`Ch.`, `Ahmed`), and a newer judgment naming him in passing.
  caseRow('2015 SCMR 16', 'Ch. Nazir Ahmed v. Ali Raza', 'Possession of the land was restored.'),
  caseRow('2021 SCMR 17', 'Bashir Ahmad v. The State', 'The witness Chaudhry Nazir Ahmad was examined; the appeal is dismissed.'),
];

const engines = [
  { name: 'PostgreSQL', elasticsearch: false },
  ...(elasticsearchUrl ? [{ name: 'Elasticsearch', elasticsearch: true }] : []),
];

describe.each(engines)('the keyword box read as a lawyer writes it ($name)', ({ elasticsearch }) => {
  let kit: LibraryTestKit;
  let search: Search;
  const prefix = uniqueId(`${process.env.ELASTICSEARCH_INDEX_PREFIX ?? 'qanoon-test'}-spelling-`);
  beforeAll(async () => {
    kit = await libraryTestKit(`qanoon_test_spelling_${elasticsearch ? 'es' : 'pg'}`, {
      ...(elasticsearch ? { searchEngine: () => createElasticsearchSearchEngine(elasticsearchUrl ?? '', { indexPrefix: prefix, refresh: 'wait_for' }) } : {}),
    });
    const job = await kit.importFile('cases', csv(csvHeaders.cases, rows));
    expect(job).toMatchObject({ state: 'done', rejected: 0n });
    search = createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users, listsTtlMs: 0 });
    if (elasticsearch) await search.reindex('case');
  });
  afterAll(async () => {
    if (elasticsearch) await fetch(`${elasticsearchUrl}/${prefix}-*`, { method: 'DELETE' });
    await kit.close();
  });

  const results = async (input: Record<string, string>, mode = 'caselaw') => {
    const outcome = await search.search(mode, { from: '1950', to: '2025', ...input });
    if (outcome.kind !== 'results') throw new Error(`Expected results, got ${JSON.stringify(outcome)}`);
    return outcome.results;
  };
  const ids = (found: { rows: { citationId: string }[] }) => found.rows.map((r) => r.citationId);

  it('finds a name in any common spelling, the spelling typed first, without listing the spellings', async () => {
    const typed = await results({ keyword: 'Mohammad Ajmal' });
    expect(ids(typed)).toEqual(['2019 SCMR 12', '2020 SCMR 11']);
    expect(typed.alsoSearched).toBeUndefined();
    expect(ids(await results({ keyword: 'Muhammad Ajmal' }))).toEqual(['2020 SCMR 11', '2019 SCMR 12']);
    expect(ids(await results({ keyword: 'Md. Ajmal' }))).toEqual(expect.arrayContaining(['2020 SCMR 11', '2019 SCMR 12']));
    expect(ids(await results({ keyword: 'Mussammat Zainab dower' }, 'advance'))).toEqual(['2017 SCMR 14']);
    expect(ids(await results({ keyword: 'Zia-ul-Haq' }))).toEqual(['2016 SCMR 15']);
  });

  it("finds the judgment a name typed in the keyword box is a party to first, its parties written another way", async () => {
    for (const typed of ['Chaudhry Nazir Ahmad', 'Ch. Nazir Ahmed', 'Chaudhary Nazir Ahmed']) {
      expect(ids(await results({ keyword: typed })), typed).toEqual(['2015 SCMR 16', '2021 SCMR 17']);
    }
  });

  it('searches a misspelt word as the library spells it when nothing has it, and says so', async () => {
    for (const [typed, meant, found] of [
      ['murdr', 'murder', '2020 SCMR 11'],
      ['bial', 'bail', '2018 SCMR 13'],
      ['dowr recovery', 'dower recovery', '2017 SCMR 14'],
      // A word beside punctuation is a word too.
      ['recovery of dowr, decreed', 'recovery of dower, decreed', '2017 SCMR 14'],
      ['Pre-arrst bail', 'Pre-arrest bail', '2018 SCMR 13'],
      // Inside a quoted phrase too; only the slip changes, the rest stays as typed, capitals kept.
      ['"Suit for recovery of dowr"', '"Suit for recovery of dower"', '2017 SCMR 14'],
      ['Dowr & decreed (wife)', 'Dower & decreed (wife)', '2017 SCMR 14'],
    ] as const) {
      const answer = await results({ keyword: typed });
      expect(answer, typed).toMatchObject({ didYouMean: meant, respelled: true });
      expect(ids(answer), typed).toContain(found);
    }
  });

  it('searches most of the words as the library spells them when no case has them all', async () => {
    const answer = await results({ keyword: 'dowr wife tenant' });
    expect(answer).toMatchObject({ didYouMean: 'dower wife tenant', respelled: true, mostWords: true });
    expect(ids(answer)[0]).toBe('2017 SCMR 14');
  });

  it("reads a pasted head note's dashes as its punctuation when they leave out every case, never a few words' exclusions", async () => {
    const pasted = await results({ keyword: 'Suit for recovery of dower -decreed wife' });
    expect(pasted.dashesAsText).toEqual(['decreed']);
    expect(ids(pasted)[0]).toBe('2017 SCMR 14');
    const meant = await results({ keyword: 'dower -decreed' });
    expect(meant.dashesAsText).toBeUndefined();
    expect(ids(meant)).toEqual([]);
  });

  it('offers the respelt search beside results found as typed, and never respells what the library holds', async () => {
    const answer = await results({ keyword: 'bail abscondd' }, 'advance');
    expect(answer.didYouMean).toBe('bail absconded');
    for (const held of ['Ajmal', 'Zainab', 'murder 302-B', 'Zahid', 'absconded']) {
      expect((await results({ keyword: held })).didYouMean, held).toBeUndefined();
    }
  });

  it('meets Urdu and Roman-Urdu legal words with their English synonyms, and says what else it searched', async () => {
    for (const typed of ['قتل', 'qatl', 'qatal']) {
      const answer = await results({ keyword: typed });
      expect(ids(answer), typed).toEqual(expect.arrayContaining(['2020 SCMR 11', '2019 SCMR 12']));
      expect(answer.alsoSearched, typed).toContain('murder');
    }
    expect((await results({ keyword: 'قتل' })).alsoSearched).toEqual(expect.arrayContaining(['qatl', 'murder']));
    const bail = await results({ keyword: 'ضمانت' });
    expect(ids(bail)).toEqual(expect.arrayContaining(['2018 SCMR 13', '2019 SCMR 12']));
    expect(bail.alsoSearched).toEqual(expect.arrayContaining(['bail', 'zamanat']));
    // Urdu keyed with Arabic letters (ك, ي) is the same word.
    expect(ids(await results({ keyword: 'حق مهر' }))).toEqual(['2017 SCMR 14']);
  });
});
