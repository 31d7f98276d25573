import { csvHeaders } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDataRecords } from '../demo/legal-data/index.ts';
import { csv, libraryTestKit, type LibraryTestKit } from './test-kit.ts';

// One plan of 2,100 judgments: the first file holds 2,000 of them, the second all.
const judgments = [...legalDataRecords('cases', { cases: 2100, seed: 'streams' })];
const column = (name: (typeof csvHeaders.cases)[number]) => csvHeaders.cases.indexOf(name);
const withField = (record: readonly string[], name: (typeof csvHeaders.cases)[number], value: string) =>
  record.map((field, i) => (i === column(name) ? value : field));

/** The generated judgments with bad rows among them and a citation the file repeats with other head notes. */
const firstFile = () => {
  const rows: string[][] = judgments.slice(0, 2000).map((record) => [...record]);
  const repeated = rows[10] ?? [];
  rows.splice(300, 0, withField(repeated, 'Head_Notes', 'Repeated further down the file with other head notes.'));
  rows.splice(500, 0, withField(rows[501] ?? [], 'Citation_id', ''));
  rows.splice(900, 0, ['PLD 2001 SC 1', 'Too', 'few', 'fields']);
  rows.splice(1400, 0, withField(rows[1401] ?? [], 'Judge', 'Bad\u0000byte'));
  rows.splice(1700, 0, withField(rows[1701] ?? [], 'Citation_id', 'PLD '.repeat(51)));
  return csv(csvHeaders.cases, rows);
};

/** The same judgments, every fiftieth with corrected head notes, and new ones after them. */
const secondFile = () => {
  const rows = judgments.map((record, i) =>
    i < 2000 && i % 50 === 7 ? withField(record, 'Head_Notes', `${record[column('Head_Notes')]} (corrected)`) : [...record],
  );
  return csv(csvHeaders.cases, rows);
};

/** What an administrator and a reader would see of an import: its report, its refused rows, the library and the search index. */
async function outcome(kit: LibraryTestKit, file: string) {
  const job = await kit.importFile('cases', file, 'Case_laws.csv', 240_000);
  const digest = async (query: string) => (await kit.db.query<{ n: bigint; digest: string }>(query)).rows[0];
  return {
    report: { state: job.state, error: job.error, rowsDone: job.rows_done, inserted: job.inserted, updated: job.updated, unchanged: job.unchanged, rejected: job.rejected },
    rejections: (
      await kit.db.query('SELECT line, row_number, reason, fields FROM import_rejections WHERE import_id = $1 ORDER BY line', [job.id])
    ).rows,
    cases: await digest(
      `SELECT count(*) AS n, md5(string_agg(row(citation_id, parties, judge, lawyer, court, case_refs, law_refs, head_notes, case_desc, journal, year,
         citation_court, page, citation_note, citation_key, citation_key_court, updated_at > imported_at)::text, E'\\n' ORDER BY citation_id)) AS digest FROM case_laws`,
    ),
    citations: await digest(`SELECT count(*) AS n, md5(string_agg(c::text, E'\\n' ORDER BY citing_id, written)) AS digest FROM case_citations c`),
    search: await digest(
      `SELECT count(*) AS n, md5(string_agg(row(kind, id, title, body, parties, judge, lawyer, court, journal, year, page, extra, cited, case_numbers,
         party_names, parties_key, judge_key, lawyer_key, document, lead)::text, E'\\n' ORDER BY kind, id)) AS digest FROM search_documents`,
    ),
  };
}

describe('indexing a batch while its rows are written', () => {
  let oneStream: LibraryTestKit;
  let overlapped: LibraryTestKit;
  // Small batches, so the repeated citation and the bad rows fall in batches of their own.
  beforeAll(async () => {
    oneStream = await libraryTestKit('qanoon_test_import_one_stream', { settings: { indexWhileWriting: false, maxChars: 300_000 } });
    overlapped = await libraryTestKit('qanoon_test_import_overlapped', { settings: { indexWhileWriting: true, maxChars: 300_000 } });
  });
  afterAll(async () => {
    await oneStream.close();
    await overlapped.close();
  });

  it('reports, refuses, stores and indexes exactly what writing then indexing does, on a first import, a changed file and the same file again', { timeout: 900_000 }, async () => {
    const files = [firstFile(), secondFile(), secondFile()];
    const results: { one: Awaited<ReturnType<typeof outcome>>; two: Awaited<ReturnType<typeof outcome>> }[] = [];
    for (const file of files) results.push({ one: await outcome(oneStream, file), two: await outcome(overlapped, file) });

    for (const { one, two } of results) expect(two).toEqual(one);
    const [first, changed, again] = results.map(({ one }) => one);
    expect(first?.report).toEqual({ state: 'done', error: null, rowsDone: 2005n, inserted: 2000n, updated: 1n, unchanged: 0n, rejected: 4n });
    expect(first?.rejections.map((r: Record<string, unknown>) => r.reason)).toEqual([
      'Citation_id is empty',
      'Expected 9 fields, found 4: a field is missing (each row needs a value, even an empty one, for every column)',
      'Judge contains a NUL character: the file may not be text',
      'Citation_id is longer than 200 characters',
    ]);
    expect(changed?.report).toMatchObject({ state: 'done', inserted: 100n, updated: 41n, unchanged: 1959n, rejected: 0n });
    expect(again?.report).toMatchObject({ state: 'done', inserted: 0n, updated: 0n, unchanged: 2100n, rejected: 0n });
    expect(again?.search).toEqual(changed?.search);
  });
});
