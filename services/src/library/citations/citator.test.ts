import { randomUUID } from 'node:crypto';
import { attemptRules, citatorLimits, csvHeaders } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearch } from '../../search/search.ts';
import { csv, libraryTestKit, type LibraryTestKit } from '../test-kit.ts';

const caseRow = (citation: string, court: string, caseRefs: string, caseDesc = 'Judgment text.') => [
  citation,
  `Parties of ${citation}`,
  'Mr. Justice Athar Minallah',
  'Mr. Salman Akram Raja, ASC',
  court,
  caseRefs,
  '',
  'Constitutional/Writ',
  caseDesc,
];

const rows = [
  caseRow('PLD 1960 Karachi 697', 'Sindh High Court', ''),
  caseRow('PLD 2014 Lahore 120', 'Lahore High Court', ''),
  caseRow('PLD 2014 Karachi 120', 'Sindh High Court', ''),
  caseRow(
    '2019 SCMR 10',
    'Supreme Court of Pakistan',
    'PLD 1960 Kar. 697, 1999 SCMR 5',
    'The appellant relied on PLD 1960 Kar. 697 to say the suit was time-barred. We do not agree. Nothing else.',
  ),
  caseRow('2021 SCMR 20', 'Supreme Court of Pakistan', 'PLD 1960 Karachi 697, 2019 SCMR 10', 'As held in PLD 1960\nKarachi 697, the rule is settled.'),
  caseRow('2015 SCMR 30', 'Supreme Court of Pakistan', '1999 SCMR 5, 2019 SCMR 10, 2021 SCMR 20'),
  caseRow('2016 SCMR 40', 'Supreme Court of Pakistan', '2019 SCMR 10, PLD 1975 Lahore 10', 'The view in PLD 1975 Lahore 10 was followed.'),
  caseRow('2017 SCMR 50', 'Supreme Court of Pakistan', 'PLD 1975 Lah. 10', 'Reliance is placed on PLD 1975 Lah. 10 here.'),
];

describe('the citation index and the citator', () => {
  let kit: LibraryTestKit;
  // Each asks as an account of its own, so no test meets another's limit.
  const reader = () => ({ userId: randomUUID() });
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_citator');
    expect((await kit.importFile('cases', csv(csvHeaders.cases, rows))).state).toBe('done');
  });
  afterAll(() => kit.close());

  it('merges the written variants of a citation and finds the sentence where each judgment cites it', async () => {
    const outcome = await kit.library.citator('PLD 1960 Kar. 697');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.view.held.map((c) => c.citationId)).toEqual(['PLD 1960 Karachi 697']);
    expect(outcome.view.variants).toEqual(['PLD 1960 Karachi 697', 'PLD 1960 Kar. 697']);
    expect(outcome.view.citing.rows.map((row) => [row.citationId, row.sentence])).toEqual([
      ['2021 SCMR 20', 'As held in PLD 1960 Karachi 697, the rule is settled.'],
      ['2019 SCMR 10', 'The appellant relied on PLD 1960 Kar. 697 to say the suit was time-barred.'],
    ]);
    expect((await kit.library.citedBy('PLD 1960 Karachi 697')).rows.map((row) => row.citationId)).toEqual(['2021 SCMR 20', '2019 SCMR 10']);
  });

  it('lists the cases citing a citation the library does not hold', async () => {
    const outcome = await kit.library.citator('1999 S C M R 5');
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.view).toMatchObject({ citation: '1999 S C M R 5', held: [], variants: ['1999 SCMR 5'] });
    expect(outcome.view.citing.rows.map((row) => row.citationId)).toEqual(['2019 SCMR 10', '2015 SCMR 30']);
  });

  it('sorts the citing cases by date either way and by how often they are cited themselves', async () => {
    const ids = async (sort: string) => {
      const outcome = await kit.library.citator('2019 SCMR 10', { sort });
      return outcome.ok ? outcome.view.citing.rows.map((row) => [row.citationId, row.citedCount]) : [];
    };
    expect(await ids('newest')).toEqual([['2021 SCMR 20', 1], ['2016 SCMR 40', 0], ['2015 SCMR 30', 0]]);
    expect(await ids('oldest')).toEqual([['2015 SCMR 30', 0], ['2016 SCMR 40', 0], ['2021 SCMR 20', 1]]);
    expect((await ids('most-cited'))[0]).toEqual(['2021 SCMR 20', 1]);
  });

  it('pages the citing cases 25 at a time', async () => {
    const outcome = await kit.library.citator('2019 SCMR 10', { page: 2 });
    expect(outcome).toMatchObject({ ok: true, view: { citing: { page: 2, pageSize: 25, count: 3, rows: [] } } });
  });

  it('answers an unknown citation with an empty page and refuses an empty or oversized one', async () => {
    expect(await kit.library.citator('PLD 1901 Lahore 1')).toMatchObject({ ok: true, view: { held: [], variants: [], citing: { count: 0 } } });
    expect(await kit.library.citator('  ')).toMatchObject({ ok: false });
    expect(await kit.library.citator('P'.repeat(citatorLimits.maxCitation + 1))).toMatchObject({ ok: false });
  });

  it('rebuilds to the same index the import wrote', async () => {
    const before = await kit.library.citator('2019 SCMR 10');
    expect(await kit.library.rebuildCitationIndex()).toEqual({ cases: rows.length });
    expect(await kit.library.citator('2019 SCMR 10')).toEqual(before);
  });

  it('indexes at start only the cases a library imported before the index has no key for', async () => {
    const before = await kit.library.citator('PLD 1960 Karachi 697');
    await kit.db.query("UPDATE case_laws SET citation_key = NULL WHERE citation_id = '2021 SCMR 20'");
    await kit.db.query("DELETE FROM case_citations WHERE citing_id = '2021 SCMR 20'");
    expect(await kit.library.rebuildCitationIndex({ onlyMissing: true })).toEqual({ cases: 1 });
    expect(await kit.library.rebuildCitationIndex({ onlyMissing: true })).toEqual({ cases: 0 });
    expect(await kit.library.citator('PLD 1960 Karachi 697')).toEqual(before);
  });

  it('keeps the index as it was when the same file is imported again, and replaces a changed case\'s references', async () => {
    const before = await kit.db.query('SELECT * FROM case_citations ORDER BY citing_id, written');
    expect((await kit.importFile('cases', csv(csvHeaders.cases, rows))).state).toBe('done');
    expect((await kit.db.query('SELECT * FROM case_citations ORDER BY citing_id, written')).rows).toEqual(before.rows);

    const changed = rows.map((row) => (row[0] === '2015 SCMR 30' ? caseRow('2015 SCMR 30', 'Supreme Court of Pakistan', '2021 SCMR 20') : row));
    expect((await kit.importFile('cases', csv(csvHeaders.cases, changed))).state).toBe('done');
    const outsider = await kit.library.citator('1999 SCMR 5');
    expect(outsider.ok && outsider.view.citing.rows.map((row) => row.citationId)).toEqual(['2019 SCMR 10']);
    expect((await kit.importFile('cases', csv(csvHeaders.cases, rows))).state).toBe('done');
  });

  it('marks each citation of a text found, reference, unrecognised or ambiguous', async () => {
    const text = 'Relying on PLD 1960 Kar. 697 and 1999 SCMR 5; see PLD 2014 120, and 2001 SCMR 77 and 2019 XYZ 55.';
    const outcome = await kit.library.checkCitations(reader(), { text });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.citations.map((c) => [c.text, c.status, text.slice(c.start, c.end)])).toEqual([
      ['PLD 1960 Kar. 697', 'found', 'PLD 1960 Kar. 697'],
      ['1999 SCMR 5', 'reference', '1999 SCMR 5'],
      ['PLD 2014 120', 'ambiguous', 'PLD 2014 120'],
      ['2001 SCMR 77', 'unrecognised', '2001 SCMR 77'],
      ['2019 XYZ 55', 'unrecognised', '2019 XYZ 55'],
    ]);
    expect(outcome.citations[0]).toMatchObject({ citationId: 'PLD 1960 Karachi 697', href: '/cases/PLD%201960%20Karachi%20697' });
    expect(outcome.citations[1]).toMatchObject({ href: '/citations/1999%20SCMR%205' });
    expect(outcome.citations[2]?.candidates?.map((c) => c.citationId)).toEqual(['PLD 2014 Karachi 120', 'PLD 2014 Lahore 120']);
  });

  it('finds the judgments citing a reference in any written form from the search keyword box, and offers its citator page', async () => {
    const search = createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users });
    const outcome = await search.search('advance', { keyword: 'PLD 1975 Lah. 10' });
    if (outcome.kind !== 'results') throw new Error(outcome.kind);
    expect(outcome.results.rows.map((row) => row.citationId).sort()).toEqual(['2016 SCMR 40', '2017 SCMR 50']);
    expect(outcome.results).toMatchObject({
      alsoSearched: ['PLD 1975 Lahore 10'],
      citator: { citation: 'PLD 1975 Lah. 10', href: '/citations/PLD%201975%20Lah.%2010' },
    });
    expect(await search.search('advance', { keyword: 'PLD 1960 Kar. 697' })).toEqual({ kind: 'case', citationId: 'PLD 1960 Karachi 697' });
  });

  it('checks texts for one account and one address only so often a minute, then says how long to wait', async () => {
    const checks = (asker: { userId: string; address?: string }, times: number) =>
      Promise.all(Array.from({ length: times }, () => kit.library.checkCitations(asker, { text: 'Relying on 1999 SCMR 5.' })));
    const { points: perUser } = attemptRules.citationChecksPerUser;
    const { points: perAddress } = attemptRules.citationChecksPerAddress;

    const lawyer = reader();
    expect((await checks(lawyer, perUser)).every((outcome) => outcome.ok)).toBe(true);
    const refused = await kit.library.checkCitations(lawyer, { text: 'Relying on 1999 SCMR 5.' });
    expect(refused).toMatchObject({ ok: false, status: 429, message: expect.stringMatching(/^Too many attempts\. Please try again in 1 minute/) });
    expect(refused.ok || (refused.status === 429 && refused.retryAfter > 0 && refused.retryAfter <= 60)).toBe(true);
    expect((await kit.library.checkCitations(reader(), { text: 'Relying on 1999 SCMR 5.' })).ok).toBe(true);

    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const office = Array.from({ length: Math.ceil(perAddress / perUser) }, () => ({ ...reader(), address }));
    const outcomes = (await Promise.all(office.map((asker) => checks(asker, perUser)))).flat();
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(perAddress);
    expect(await kit.library.checkCitations({ ...reader(), address }, { text: 'Relying on 1999 SCMR 5.' })).toMatchObject({ ok: false, status: 429 });
  });

  it('refuses an empty text with 400 and a text over the limit with 413', async () => {
    expect(await kit.library.checkCitations(reader(), { text: ' ' })).toMatchObject({ ok: false, status: 400 });
    expect(await kit.library.checkCitations(reader(), {})).toMatchObject({ ok: false, status: 400 });
    expect(await kit.library.checkCitations(reader(), { text: 'x'.repeat(citatorLimits.maxCheckText + 1) })).toMatchObject({ ok: false, status: 413 });
  });
});
