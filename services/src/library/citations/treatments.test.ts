import { randomUUID } from 'node:crypto';
import { csvHeaders, treatmentMethod } from '@qanoon/contracts';
import { createElasticsearchSearchEngine, createKeyValueStore, createSearchEngine, type SearchEngine } from '@qanoon/infra';
import { testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearch } from '../../search/search.ts';
import { newLawyer } from '../bookmarks/bookmarks.test-support.ts';
import { csv, libraryTestKit, type LibraryTestKit } from '../test-kit.ts';

const caseRow = (citation: string, parties: string, caseRefs: string, caseDesc: string) => [
  citation,
  parties,
  'Mr. Justice Athar Minallah',
  'Mr. Salman Akram Raja, ASC',
  'Supreme Court of Pakistan',
  caseRefs,
  '',
  'Criminal',
  caseDesc,
];

// Sentences any treatment reader must read alike.
const overrules = (citation: string) => `In view of the above, the judgment in ${citation} is hereby overruled.`;
const distinguishes = (citation: string) => `The judgment in ${citation} is clearly distinguishable on facts.`;
const follows = (citation: string) => `We are fortified in our view by ${citation}, which we follow.`;

const rows = [
  caseRow('2001 SCMR 1', 'Ghulam Rasool v. The State', '', 'Bail was refused on the ground of the heinous nature of the offence.'),
  caseRow('2003 SCMR 7', 'Muhammad Ajmal v. The State', '', 'A confession retracted needs independent corroboration.'),
  caseRow('2004 SCMR 8', 'Mst. Zainab Bibi v. Federation of Pakistan', '', 'The writ petition was dismissed.'),
  caseRow('2005 SCMR 2', 'Abdul Hameed v. The State', '2001 SCMR 1', `Heard. ${overrules('2001 SCMR 1')} The appeal is allowed.`),
  caseRow('2010 SCMR 3', 'Nazir Ahmed v. The State', '2001 SCMR 1', `Heard. ${distinguishes('2001 SCMR 1')} The petition is dismissed.`),
  caseRow('2011 SCMR 10', 'Shahid Iqbal v. The State', '2003 SCMR 7', `The confession stood alone. ${follows('2003 SCMR 7')}`),
  caseRow('2012 SCMR 4', 'Riaz Hussain v. The State', '2001 SCMR 1', `Heard the parties. ${follows('2001 SCMR 1')}`),
  caseRow('2014 SCMR 5', 'Amjad Ali v. The State', '2001 SCMR 1', 'Learned counsel for the petitioner has referred to 2001 SCMR 1 in his arguments.'),
  caseRow('2016 SCMR 6', 'Khalid Mehmood v. The State', '2001 SCMR 1, 2001 S.C.M.R. 1', `${overrules('2001 SCMR 1')} See also 2001 S.C.M.R. 1 at page 3.`),
];

const elasticsearchUrl = process.env.ELASTICSEARCH_URL;

describe('treatments: how later judgments treat a case, stored at import and served', () => {
  let kit: LibraryTestKit;
  const engines: { name: string; engine: SearchEngine }[] = [];
  let prefix: string | undefined;
  const reader = () => ({ userId: randomUUID() });

  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_treatments');
    expect(await kit.importFile('cases', csv(csvHeaders.cases, rows))).toMatchObject({ state: 'done', rejected: 0n });
    engines.push({ name: 'PostgreSQL', engine: kit.searchEngine });
    if (elasticsearchUrl) {
      prefix = uniqueId(`${process.env.ELASTICSEARCH_INDEX_PREFIX ?? 'qt'}-treatments-`);
      const engine = createElasticsearchSearchEngine(elasticsearchUrl, { indexPrefix: prefix });
      await createSearch({ db: kit.db, searchEngine: engine, users: kit.users }).reindex('case');
      engines.push({ name: 'Elasticsearch', engine });
    }
  }, 120_000);
  afterAll(async () => {
    for (const { name, engine } of engines) if (name === 'Elasticsearch') await engine.close();
    if (elasticsearchUrl && prefix) await fetch(`${elasticsearchUrl}/${prefix}-*`, { method: 'DELETE' });
    await kit?.close();
  });

  const overruledFlag = {
    negative: { kind: 'overruled', citationId: '2016 SCMR 6', parties: 'Khalid Mehmood v. The State' },
    negativeCount: 2,
    distinguished: 1,
    positive: 1,
  };

  it("flags a case red naming the latest judgment that overruled it, on the case page and for a list of ids; a case nobody evaluated has no flag", async () => {
    expect((await kit.library.caseById('2001 SCMR 1'))?.flag).toEqual(overruledFlag);
    expect((await kit.library.caseById('2003 SCMR 7'))?.flag).toEqual({ negative: null, negativeCount: 0, distinguished: 0, positive: 1 });
    expect((await kit.library.caseById('2004 SCMR 8'))?.flag).toBeNull();
    const flags = await kit.library.treatmentFlags(['2001 SCMR 1', '2003 SCMR 7', '2004 SCMR 8', '1999 SCMR 404']);
    expect(Object.fromEntries(flags)).toEqual({ '2001 SCMR 1': overruledFlag, '2003 SCMR 7': { negative: null, negativeCount: 0, distinguished: 0, positive: 1 } });
  });

  it('stores the treatment, its deciding sentence and words and the method that read them with every reference', async () => {
    const { rows: stored } = await kit.db.query<{ citing_id: string; treatment: string; negative_kind: string | null; treatment_sentence: string; treatment_method: number }>(
      "SELECT citing_id, treatment, negative_kind, treatment_sentence, treatment_method FROM case_citations WHERE citation_key = 'SCMR 2001 1' ORDER BY citing_id, written",
    );
    expect(stored.map((row) => [row.citing_id, row.treatment, row.negative_kind])).toEqual([
      ['2005 SCMR 2', 'negative', 'overruled'],
      ['2010 SCMR 3', 'distinguished', null],
      ['2012 SCMR 4', 'positive', null],
      ['2014 SCMR 5', 'neutral', null],
      // The second form of the reference is only mentioned: the judgment's strongest treatment counts.
      ['2016 SCMR 6', 'neutral', null],
      ['2016 SCMR 6', 'negative', 'overruled'],
    ]);
    expect(stored.every((row) => row.treatment_method === treatmentMethod)).toBe(true);
    expect(stored[0]?.treatment_sentence).toContain('is hereby overruled');
  });

  it("counts, filters and sorts the citator's citing judgments by treatment, each row saying how and why", async () => {
    const outcome = await kit.library.citator('2001 SCMR 1', { sort: 'treatment' });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.view.treatment).toBe('all');
    expect(outcome.view.treatmentCounts).toEqual({ negative: 2, distinguished: 1, positive: 1, neutral: 1 });
    expect(outcome.view.flag).toEqual(overruledFlag);
    expect(outcome.view.citing.rows.map((row) => [row.citationId, row.treatment?.treatment])).toEqual([
      ['2016 SCMR 6', 'negative'],
      ['2005 SCMR 2', 'negative'],
      ['2010 SCMR 3', 'distinguished'],
      ['2012 SCMR 4', 'positive'],
      ['2014 SCMR 5', 'neutral'],
    ]);
    const overruling = outcome.view.citing.rows[1]?.treatment;
    expect(overruling).toMatchObject({ negativeKind: 'overruled', sentence: expect.stringContaining('is hereby overruled') });
    expect(overruling?.words && overruling.sentence.includes(overruling.words)).toBe(true);

    const negative = await kit.library.citator('2001 SCMR 1', { treatment: 'negative' });
    if (!negative.ok) throw new Error(negative.message);
    expect(negative.view).toMatchObject({ treatment: 'negative', treatmentCounts: { negative: 2, distinguished: 1, positive: 1, neutral: 1 } });
    expect(negative.view.citing.count).toBe(2);
    expect(negative.view.citing.rows.map((row) => row.citationId)).toEqual(['2016 SCMR 6', '2005 SCMR 2']);
    const distinguished = await kit.library.citator('2001 SCMR 1', { treatment: 'distinguished' });
    expect(distinguished.ok && distinguished.view.citing.rows.map((row) => row.citationId)).toEqual(['2010 SCMR 3']);
    // A filter the screen does not know lists every citing judgment.
    const unknown = await kit.library.citator('2001 SCMR 1', { treatment: 'sideways' });
    expect(unknown.ok && [unknown.view.treatment, unknown.view.citing.count]).toEqual(['all', 5]);
  });

  it('shows the same flags on search result rows whichever engine answered', async () => {
    for (const { name, engine } of engines) {
      const search = createSearch({ db: kit.db, searchEngine: engine, users: kit.users });
      const outcome = await search.search('advance', { parties: 'State' });
      if (outcome.kind !== 'results') throw new Error(`${name}: ${outcome.kind}`);
      const flags = Object.fromEntries(outcome.results.rows.map((row) => [row.citationId, row.flag]));
      expect(flags['2001 SCMR 1'], name).toEqual(overruledFlag);
      expect(flags['2003 SCMR 7'], name).toEqual({ negative: null, negativeCount: 0, distinguished: 0, positive: 1 });
      expect(flags['2014 SCMR 5'], name).toBeNull();
    }
  });

  it("writes each result's flag in words in the search export's Treatment column, whichever engine answered", async () => {
    for (const { name, engine } of engines) {
      const search = createSearch({ db: kit.db, searchEngine: engine, users: kit.users });
      const exported = await search.exportCsv('advance', { parties: 'State' }, (id) => id);
      if (!exported.ok) throw new Error(`${name}: ${exported.message}`);
      let text = '';
      for await (const line of exported.lines) text += line;
      const [header, ...lines] = text.trimEnd().split('\r\n');
      expect(header?.split(',').at(-1), name).toBe('Treatment');
      // The citation is the second field, the treatment the last: neither holds a comma here.
      const treatmentOf = new Map(lines.map((line): [string, string] => [line.split(',')[1] ?? '', line.slice(line.lastIndexOf(',') + 1)]));
      expect(treatmentOf.get('2001 SCMR 1'), name).toBe('Overruled by 2016 SCMR 6 +1 more');
      expect(treatmentOf.get('2003 SCMR 7'), name).toBe('Followed by 1');
      expect(treatmentOf.get('2014 SCMR 5'), name).toBe('');
    }
  });

  it('flags a case at once when a later import overrules it', async () => {
    const later = [caseRow('2020 SCMR 9', 'Tariq Mehmood v. The State', '2003 SCMR 7', overrules('2003 SCMR 7'))];
    expect(await kit.importFile('cases', csv(csvHeaders.cases, later))).toMatchObject({ state: 'done' });
    expect((await kit.library.caseById('2003 SCMR 7'))?.flag).toEqual({
      negative: { kind: 'overruled', citationId: '2020 SCMR 9', parties: 'Tariq Mehmood v. The State' },
      negativeCount: 1,
      distinguished: 0,
      positive: 1,
    });
  });

  it('flags a case the court names again by its party paragraphs later and declares per incuriam there', async () => {
    const filler = 'The facts and the evidence need not be set out again here. '.repeat(20);
    const later = [
      caseRow('2002 SCMR 11', 'Zahoor Ahmed v. Muhammad Sadiq', '', 'The complaint was maintainable.'),
      caseRow(
        '2021 SCMR 12',
        'Nasir Mehmood v. The State',
        '2002 SCMR 11',
        `3. Learned counsel for the respondent relied on Zahoor Ahmed v. Muhammad Sadiq (2002 SCMR 11). ${filler}` +
          "7. With respect, the judgment in Zahoor Ahmed's case (supra), rendered without noticing section 3 of the Act, is per incuriam. The appeal is allowed.",
      ),
    ];
    expect(await kit.importFile('cases', csv(csvHeaders.cases, later))).toMatchObject({ state: 'done' });
    expect((await kit.library.caseById('2002 SCMR 11'))?.flag).toMatchObject({
      negative: { kind: 'per-incuriam', citationId: '2021 SCMR 12', parties: 'Nasir Mehmood v. The State' },
      negativeCount: 1,
    });
  });

  it('reads every treatment an older method read again, and a stopped run continues where it stopped', async () => {
    const snapshot = () => kit.db.query('SELECT * FROM case_citations ORDER BY citing_id, written').then((result) => result.rows);
    const before = await snapshot();
    await kit.db.query('UPDATE case_citations SET treatment = NULL, negative_kind = NULL, treatment_sentence = NULL, treatment_words = NULL, treatment_method = NULL');
    await kit.db.query("UPDATE case_citations SET treatment_method = $1 WHERE citing_id = '2005 SCMR 2'", [treatmentMethod - 1]);
    const citing = new Set(before.map((row) => row.citing_id)).size;

    const seen: number[] = [];
    const first = await kit.library.rereadTreatments({ batchSize: 2, maxBatches: 1, onProgress: (p) => seen.push(p.remaining) });
    expect(first).toMatchObject({ cases: 2, remaining: citing - 2 });
    expect(seen).toEqual([citing - 2]);
    // Not read yet: the citator lists it without a treatment.
    const waiting = await kit.library.citator('2001 SCMR 1');
    expect(waiting.ok && waiting.view.citing.rows.find((row) => row.citationId === '2014 SCMR 5')?.treatment).toBeNull();

    let asked = 0;
    const stoppedRun = await kit.library.rereadTreatments({ batchSize: 1, stopped: () => asked++ >= 1 });
    expect(stoppedRun).toMatchObject({ cases: 1, remaining: citing - 3 });
    const rest = await kit.library.rereadTreatments({ batchSize: 2 });
    expect(rest).toMatchObject({ cases: citing - 3, remaining: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await kit.library.rereadTreatments()).toEqual({ cases: 0, references: 0, remaining: 0 });
  });

  it("checks a text's citations with each found case's flag", async () => {
    const outcome = await kit.library.checkCitations(reader(), { text: 'Relying on 2001 SCMR 1 and 2004 SCMR 8.' });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.citations.map((c) => [c.text, c.flag])).toEqual([
      ['2001 SCMR 1', overruledFlag],
      ['2004 SCMR 8', null],
    ]);
  });

  it('warns when the name written with a citation is not its judgment\'s, spelling variants aside, and not when no name is written', async () => {
    const check = async (text: string) => {
      const outcome = await kit.library.checkCitations(reader(), { text });
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.citations.map((c) => c.nameMismatch ?? null);
    };
    // Right names, however spelt and written.
    expect(await check('As held in Mohammad Ajmal v. The State (2003 SCMR 7), a retracted confession needs support.')).toEqual([null]);
    expect(await check("As held in Ghulam Rasool's case (2001 SCMR 1), bail is refused.")).toEqual([null]);
    expect(await check('See State v. Ajmal, 2003 SCMR 7.')).toEqual([null]);
    expect(await check('See 2003 SCMR 7 and 2001 SCMR 1.')).toEqual([null, null]);
    // A wrong name on a right citation, and a right name on a wrong citation.
    expect(await check('As held in Muhammad Ajmal v. The State (2001 SCMR 1), bail is refused.')).toEqual([
      { written: 'Muhammad Ajmal v. The State', parties: 'Ghulam Rasool v. The State' },
    ]);
    expect(await check("In Zainab Bibi's case (2003 SCMR 7) the writ was dismissed.")).toEqual([
      { written: 'Zainab Bibi', parties: 'Muhammad Ajmal v. The State' },
    ]);
  });

  it('flags every list of judgments the library shows: cited by, a statute’s cases, a term’s cases, similar cases, case references and bookmarks', async () => {
    const judgment = (citation: string, parties: string, caseRefs: string, caseDesc: string) => {
      const row = caseRow(citation, parties, caseRefs, `${caseDesc} The doctrine of qanunflag restraint applies.`);
      row[6] = 'PPC-302';
      return row;
    };
    const later = [
      judgment('PLD 1995 SC 20', 'Sardar Khan v. The State', '', 'Bail was refused.'),
      judgment('PLD 2015 SC 21', 'Bashir Ahmed v. The State', 'PLD 1995 SC 20', `Heard. ${overrules('PLD 1995 SC 20')} The appeal is allowed.`),
      judgment('PLD 2017 SC 24', 'Karim Bux v. The State', 'PLD 2015 SC 21', `Heard. ${distinguishes('PLD 2015 SC 21')} The petition is dismissed.`),
    ];
    expect(await kit.importFile('cases', csv(csvHeaders.cases, later))).toMatchObject({ state: 'done', rejected: 0n });
    const overruled = {
      negative: { kind: 'overruled', citationId: 'PLD 2015 SC 21', parties: 'Bashir Ahmed v. The State' },
      negativeCount: 1,
      distinguished: 0,
      positive: 0,
    };
    const distinguished = { negative: null, negativeCount: 0, distinguished: 1, positive: 0 };
    const flagsOf = (rows: readonly { citationId: string; flag?: unknown }[]) => Object.fromEntries(rows.map((row) => [row.citationId, row.flag]));
    const expected = { 'PLD 1995 SC 20': overruled, 'PLD 2015 SC 21': distinguished, 'PLD 2017 SC 24': null };

    expect(flagsOf((await kit.library.citedBy('PLD 1995 SC 20')).rows)).toEqual({ 'PLD 2015 SC 21': distinguished });
    expect(flagsOf((await kit.library.statuteCases('PPC-302')).rows)).toEqual(expected);
    expect(flagsOf((await kit.library.casesByLegalTerm('qanunflag restraint')).rows)).toEqual(expected);
    expect(flagsOf(await kit.library.similarCases('PLD 2017 SC 24'))).toMatchObject({ 'PLD 1995 SC 20': overruled, 'PLD 2015 SC 21': distinguished });
    expect((await kit.library.caseById('PLD 2017 SC 24'))?.caseRefs).toEqual([
      { citationId: 'PLD 2015 SC 21', heldAs: 'PLD 2015 SC 21', parties: 'Bashir Ahmed v. The State', flag: distinguished },
    ]);
    const lawyer = await newLawyer(kit, 'Sana');
    for (const citationId of Object.keys(expected)) expect(await kit.library.addBookmark(lawyer, citationId)).toMatchObject({ ok: true });
    expect(flagsOf((await kit.library.bookmarks(lawyer)).rows)).toEqual(expected);
  });
});

describe('treatment flags kept with the search answers until the library changes', () => {
  let kit: LibraryTestKit;
  const kv = createKeyValueStore(testRedisUrl);

  beforeAll(async () => {
    // As the app runs: its engine keeps answers in Redis under the library's generation (ADR 0044).
    kit = await libraryTestKit('qanoon_test_library_treatments_kept', {
      searchEngine: (db) => createSearchEngine({ ELASTICSEARCH_URL: undefined, DATABASE_URL: `postgres://kept/${uniqueId('library-')}` }, db, kv),
    });
    expect(await kit.importFile('cases', csv(csvHeaders.cases, rows))).toMatchObject({ state: 'done', rejected: 0n });
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
    await kv.close();
  });

  it('shows a page of results the flags its cases have once their treatments are read again', async () => {
    const resultFlags = async () => {
      const search = createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users });
      const outcome = await search.search('caselaw', { keyword: 'heinous', from: '1990', to: '2020' });
      if (outcome.kind !== 'results') throw new Error(outcome.kind);
      return outcome.results.rows.map((row) => [row.citationId, row.flag?.negativeCount ?? null]);
    };
    expect(await resultFlags()).toEqual([['2001 SCMR 1', 2]]);
    // Treatments lost (as by a reading method that is now older), then read again by the command.
    await kit.db.query('UPDATE case_citations SET treatment = NULL, negative_kind = NULL, treatment_method = NULL');
    await kit.searchEngine.changed();
    expect(await resultFlags()).toEqual([['2001 SCMR 1', null]]);
    expect(await kit.library.rereadTreatments()).toMatchObject({ remaining: 0 });
    // Without the command retiring what was kept, the page would go on showing no flag.
    expect(await resultFlags()).toEqual([['2001 SCMR 1', 2]]);
  });
});
