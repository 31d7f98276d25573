import { csvHeaders } from '@qanoon/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenError } from '../shared/outcome.ts';
import { csv, libraryTestKit, type LibraryTestKit } from './test-kit.ts';

const statute = (n: number, overrides: Partial<Record<string, string>> = {}) => {
  const row: Record<string, string> = {
    Statute_id: `PPC-${n}`,
    Statute_Name: 'Pakistan Penal Code, 1860',
    Section_Name: `${n}. Section ${n}`,
    Ordinance_Name: 'Pakistan Penal Code, 1860 (Act XLV of 1860)',
    Definition: `Definition of section ${n}`,
    Case_Ref: n % 2 ? '2018 SCMR 762, PLD 2019 SC 1' : '',
    Read_Statute: `Whoever commits offence ${n} shall be punished.\nWith a second line.`,
    ...overrides,
  };
  return csvHeaders.statutes.map((column) => row[column] ?? '');
};
const statutesFile = (rows: string[][], eol = '\n') => csv(csvHeaders.statutes, rows, eol);

/** Every row of a table as text, to prove a re-import leaves contents identical. */
const snapshot = async (kit: LibraryTestKit, from: string, order: string) =>
  (await kit.db.query<{ row: string }>(`SELECT t::text AS row FROM (SELECT * FROM ${from}) t ORDER BY ${order}`)).rows.map((r) => r.row);

describe('importing a CSV file', () => {
  let kit: LibraryTestKit;
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_import', { settings: { maxRows: 4 } });
  });
  afterAll(() => kit.close());

  it('imports every row in batches, indexes statutes for search and reports progress to the admins', async () => {
    const file = statutesFile(Array.from({ length: 10 }, (_, i) => statute(i + 1)));
    const job = await kit.importFile('statutes', file);
    expect(job).toMatchObject({ state: 'done', error: null, rows_done: 10n, inserted: 10n, updated: 0n, unchanged: 0n, rejected: 0n });
    const { rows } = await kit.db.query<{ n: bigint }>("SELECT count(*) AS n FROM statutes WHERE statute_id LIKE 'PPC-%'");
    expect(rows[0]?.n).toBe(10n);
    const found = await kit.searchEngine.query({ kind: 'statute', keyword: '"offence 7"' });
    expect(found.hits.map((h) => h.document.id)).toEqual(['PPC-7']);

    const progress = kit.progressOf(job.id);
    expect(progress.at(0)).toMatchObject({ state: 'running', rowsDone: 0 });
    expect(progress.map((p) => p.rowsDone)).toEqual(expect.arrayContaining([4, 8, 10]));
    expect(progress.at(-1)).toMatchObject({ state: 'done', rowsDone: 10, inserted: 10, percent: 100, secondsLeft: 0, estimatedRows: 10 });
    expect(progress.find((p) => p.rowsDone === 4)).toMatchObject({ state: 'running', estimatedRows: expect.any(Number) });
    expect(kit.notices.every((n) => n.room === 'admins')).toBe(true);
  });

  it('refreshes the planner statistics of what it wrote, and ends done even while another session holds the table past the wait', async () => {
    const analyzed = async () =>
      (await kit.db.query<{ n: bigint }>("SELECT analyze_count AS n FROM pg_stat_user_tables WHERE relname = 'statutes'")).rows[0]?.n ?? 0n;
    const before = await analyzed();
    const first = await kit.importFile('statutes', statutesFile([statute(31), statute(32)]));
    expect(first).toMatchObject({ state: 'done', inserted: 2n });
    // The statistics collector reports a moment later.
    for (let tries = 0; tries < 50 && (await analyzed()) === before; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await analyzed()).toBeGreaterThan(before);

    // Another session keeps ANALYZE from the table (as a second ANALYZE of it would): the import
    // still writes every row and ends done, its statistics left for the next one.
    let release = () => {};
    const holding = kit.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE statutes IN SHARE UPDATE EXCLUSIVE MODE');
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      const second = await kit.importFile('statutes', statutesFile([statute(33)]));
      expect(second).toMatchObject({ state: 'done', inserted: 1n });
    } finally {
      release();
      await holding;
    }
  });

  it('lets only administrators import', async () => {
    const key = await kit.upload(statutesFile([statute(1)]));
    await expect(kit.imports.startImport({ userId: '00000000-0000-4000-8000-000000000000' }, { kind: 'statutes', blobKey: key, fileName: 'x.csv' })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  it('fails a file whose header is not the kind chosen, naming both headers, and writes nothing', async () => {
    const before = await snapshot(kit, 'statutes', 'statute_id');
    const topics = csv(csvHeaders.topics, [['Of Punishments', 'Pakistan Penal Code, 1860']]);
    const job = await kit.importFile('statutes', topics);
    expect(job).toMatchObject({ state: 'failed', rows_done: 0n, inserted: 0n, rejected: 0n });
    expect(job.error).toBe(
      'This is not a Statutes file. Expected the columns Statute_id, Statute_Name, Section_Name, Ordinance_Name, Definition, Case_Ref, Read_Statute; found Topics, Statute. It looks like a Topics file.',
    );
    const missing = await kit.importFile('statutes', csv(csvHeaders.statutes.filter((c) => c !== 'Definition'), [statute(1).slice(0, 6)]));
    expect(missing.error).toMatch(/^This is not a Statutes file\. Expected the columns .*; found Statute_id, Statute_Name, Section_Name, Ordinance_Name, Case_Ref, Read_Statute\.$/);
    expect(await snapshot(kit, 'statutes', 'statute_id')).toEqual(before);
    const { rows } = await kit.db.query('SELECT 1 FROM import_rejections WHERE import_id = ANY($1::uuid[])', [[job.id, missing.id]]);
    expect(rows).toHaveLength(0);
  });

  it('accepts the columns in any order and capitals, and ignores extra columns', async () => {
    const file = 'read_statute, STATUTE_ID ,Statute_Name,Section_Name,Ordinance_Name,Definition,Case_Ref,Row number\nText,PPC-900,PPC,900. Odd,Ordinance,Def,,17\n';
    const job = await kit.importFile('statutes', file);
    expect(job).toMatchObject({ state: 'done', inserted: 1n });
    expect(await kit.library.statuteText('PPC-900')).toMatchObject({ readStatute: 'Text', sectionName: '900. Odd' });
  });

  it('refuses bad rows with their line, row and reason, and imports the good rows around them', async () => {
    const rows = [
      statute(101, { Read_Statute: 'one\ntwo\nthree' }),
      statute(102, { Statute_id: '  ' }),
      ['PPC-103', 'Too', 'few', 'fields'],
      statute(104, { Definition: 'CP1252_BYTE' }),
      statute(105, { Definition: 'bad \u0000 byte' }),
      statute(106, { Statute_Name: '', Ordinance_Name: '' }),
    ];
    // The blob store refuses binary or non-UTF-8 bytes at the start of a file; deeper in, rows meet the importer.
    const padding = 'x'.repeat(8000);
    const text = statutesFile([statute(100, { Read_Statute: padding }), ...rows]);
    const [before, after] = text.split('CP1252_BYTE');
    const job = await kit.importFile('statutes', Buffer.concat([Buffer.from(before ?? ''), Buffer.from([0x92]), Buffer.from(after ?? '')]));
    expect(job).toMatchObject({ state: 'done', rows_done: 7n, inserted: 2n, rejected: 5n });
    const { rows: rejections } = await kit.db.query<{ line: bigint; row_number: bigint; reason: string }>(
      'SELECT line, row_number, reason FROM import_rejections WHERE import_id = $1 ORDER BY line',
      [job.id],
    );
    expect(rejections.map((r) => [Number(r.line), Number(r.row_number), r.reason])).toEqual([
      [6, 4, 'Statute_id is empty'],
      [8, 5, 'Expected 7 fields, found 4: a field is missing (each row needs a value, even an empty one, for every column)'],
      [9, 6, 'The row is not UTF-8 text: save the file as "CSV UTF-8"'],
      [11, 7, 'Definition contains a NUL character: the file may not be text'],
      [13, 8, 'Statute_Name and Ordinance_Name are both empty'],
    ]);
    expect(await kit.library.statuteText('PPC-101')).toMatchObject({ readStatute: 'one\ntwo\nthree' });

    const download = await kit.imports.rejectedRowsCsv(kit.admin, job.id);
    expect(download?.fileName).toBe('Statutes-rejected-rows.csv');
    let downloaded = '';
    for await (const chunk of download?.lines ?? []) downloaded += chunk;
    // No byte-order mark: the download adds the one spreadsheets need (a second would show in the first cell).
    expect(downloaded.slice(0, downloaded.indexOf('\r\n') + 2)).toBe('Line,Row,Reason,Statute_id,Statute_Name,Section_Name,Ordinance_Name,Definition,Case_Ref,Read_Statute\r\n');
    const records = parse(downloaded, { relax_column_count: true });
    expect(records).toHaveLength(6);
    expect(records[1]).toEqual(['6', '4', 'Statute_id is empty', ...statute(102, { Statute_id: '  ' })]);
    expect(records[2]).toEqual(['8', '5', 'Expected 7 fields, found 4: a field is missing (each row needs a value, even an empty one, for every column)', 'PPC-103', 'Too', 'few', 'fields']);
    expect(records[4]?.[7]).toBe('bad \uFFFD byte');
  });

  it('changes nothing when the same file is imported again, and counts a changed row as updated', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => statute(i + 201));
    const first = await kit.importFile('statutes', statutesFile(rows));
    expect(first).toMatchObject({ state: 'done', inserted: 6n });
    const order = 'statute_id';
    const before = await snapshot(kit, 'statutes', order);
    const indexedBefore = await snapshot(kit, "search_documents WHERE kind = 'statute' AND id LIKE 'PPC-2__'", 'id');

    const again = await kit.importFile('statutes', statutesFile(rows, '\r\n'));
    expect(again).toMatchObject({ state: 'done', inserted: 0n, updated: 0n, unchanged: 6n, rejected: 0n });
    expect(await snapshot(kit, 'statutes', order)).toEqual(before);
    expect(await snapshot(kit, "search_documents WHERE kind = 'statute' AND id LIKE 'PPC-2__'", 'id')).toEqual(indexedBefore);

    const edited = rows.map((row, i) => (i === 2 ? statute(203, { Definition: 'Amended definition' }) : row));
    const third = await kit.importFile('statutes', statutesFile(edited));
    expect(third).toMatchObject({ inserted: 0n, updated: 1n, unchanged: 5n });
    expect((await kit.searchEngine.query({ kind: 'statute', keyword: 'amended' })).hits.map((h) => h.document.id)).toEqual(['PPC-203']);
  });

  it('keeps one legal term however often and in whatever capitals the file lists it', async () => {
    const terms = ['docket', 'Habeas corpus', 'plea', 'docket', 'eviction', 'habeas corpus', 'docket', 'amnesty'];
    const job = await kit.importFile('legalTerms', csv(csvHeaders.legalTerms, terms.map((t) => [t]), '\r\n'));
    expect(job).toMatchObject({ state: 'done', rows_done: 8n, inserted: 5n, updated: 1n, unchanged: 2n });
    expect(await kit.library.legalTerms('d')).toEqual(['docket']);
    expect(await kit.library.legalTerms('H')).toEqual(['habeas corpus']);
  });

  it('keeps each row of a word the dictionary repeats, as its senses in file order, and re-imports them unchanged', async () => {
    const file = csv(csvHeaders.dictionary, [
      ['ABANDON', 'To desert.'],
      ['ABATE', 'To throw down.'],
      ['ABANDON', 'To relinquish a right.'],
      ['ABATOR', 'One who abates.'],
      ['ABATE', 'To diminish.'],
      ['ABANDON', 'Third sense.'],
    ]);
    const first = await kit.importFile('dictionary', file);
    expect(first).toMatchObject({ inserted: 6n });
    const page = await kit.library.dictionary('a');
    expect(page.rows.map((r) => `${r.word} ${r.sense}: ${r.meaning}`)).toEqual([
      'ABANDON 1: To desert.',
      'ABANDON 2: To relinquish a right.',
      'ABANDON 3: Third sense.',
      'ABATE 1: To throw down.',
      'ABATE 2: To diminish.',
      'ABATOR 1: One who abates.',
    ]);
    const again = await kit.importFile('dictionary', file);
    expect(again).toMatchObject({ inserted: 0n, updated: 0n, unchanged: 6n });
    expect((await kit.library.dictionary('A')).rows).toEqual(page.rows);
  });

  it('stops a running import when cancelled, and a retry resumes it to exactly the file\'s rows', async () => {
    const terms = Array.from({ length: 1000 }, (_, i) => [`cancel term ${String(i).padStart(5, '0')}`]);
    const started = await kit.imports.startImport(kit.admin, { kind: 'legalTerms', blobKey: await kit.upload(csv(csvHeaders.legalTerms, terms)), fileName: 'terms.csv' });
    if (!started.ok) throw new Error(started.message);
    while ((await kit.job(started.importId)).rows_done === 0n) await new Promise((r) => setTimeout(r, 5));
    expect(await kit.imports.cancelImport(kit.admin, started.importId)).toMatchObject({ ok: true, message: 'Cancelling: rows imported so far stay', state: 'running' });
    const cancelled = await kit.settled(started.importId);
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.rows_done).toBeLessThan(1000n);
    expect(await kit.imports.cancelImport(kit.admin, started.importId)).toEqual({ ok: false, message: 'This import has already finished', field: undefined });

    expect(await kit.imports.retryImport(kit.admin, started.importId)).toMatchObject({ ok: true, message: 'Legal_Terms import restarted: it continues where it stopped' });
    const done = await kit.settled(started.importId);
    expect(done).toMatchObject({ state: 'done', rows_done: 1000n, inserted: 1000n, updated: 0n, unchanged: 0n });
    const { rows } = await kit.db.query<{ n: bigint }>("SELECT count(*) AS n FROM legal_terms WHERE term LIKE 'cancel term %'");
    expect(rows[0]?.n).toBe(1000n);
    expect(await kit.imports.retryImport(kit.admin, started.importId)).toMatchObject({ ok: false, message: 'Only a failed or cancelled import can be retried' });
  });

  it('lists the history with the latest import of each kind', async () => {
    const history = await kit.imports.listImports(kit.admin, { kind: 'dictionary' });
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ kind: 'dictionary', fileName: 'dictionary.csv', state: 'done', unchanged: 6, createdBy: { userId: kit.admin.userId, name: 'Ayesha Admin' } });
    const latest = await kit.imports.latestImports(kit.admin);
    expect(latest.articles).toBeNull();
    expect(latest.dictionary?.id).toBe(history[0]?.id);
  });
});

// Kinds and files of their own: the history above counts the imports of its kit.
describe('what an import says about a file', () => {
  let kit: LibraryTestKit;
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_import_texts');
  });
  afterAll(() => kit.close());

  it('names the kind chosen and the kind the file looks like, each with its article', async () => {
    const articles = await kit.importFile('articles', csv(csvHeaders.topics, [['Of Punishments', 'Pakistan Penal Code, 1860']]));
    expect(articles).toMatchObject({ state: 'failed', rows_done: 0n });
    expect(articles.error).toBe(
      'This is not an Articles file. Expected the columns Title, Author, Category, Year, Article_text; found Topics, Statute. It looks like a Topics file.',
    );
    const words = await kit.importFile('dictionary', csv(csvHeaders.articles, [['Bail in Pakistan', 'A. Khan', 'Criminal', '2019', 'Text.']]));
    expect(words.error).toBe(
      'This is not a Dictionary file. Expected the columns Words, Meaning; found Title, Author, Category, Year, Article_text. It looks like an Articles file.',
    );
  });

  it('tells a row with a field missing from one with a field too many', async () => {
    const file = 'Words,Meaning\n0fields Bail\n0fields Qisas,Retribution, in kind\n0fields Diyat,Compensation,\n0fields Arsh,Compensation for hurt\n';
    const job = await kit.importFile('dictionary', file);
    expect(job).toMatchObject({ state: 'done', rows_done: 4n, inserted: 2n, rejected: 2n });
    const rejections = await kit.imports.firstRejections(kit.admin, job.id);
    expect(rejections.map((r) => [r.line, r.reason])).toEqual([
      [2, 'Expected 2 fields, found 1: a field is missing (each row needs a value, even an empty one, for every column)'],
      [3, 'Expected 2 fields, found 3: a comma inside a field needs the field in double quotes'],
    ]);
  });

  it('refuses a judgment whose Citation_id is not a citation and publishes none under it', async () => {
    const judgment = (id: string) => [id, 'A v. B', 'J', '', 'Supreme Court of Pakistan', '', '', 'Criminal', 'JUDGMENT.'];
    const job = await kit.importFile('cases', csv(csvHeaders.cases, [judgment('PLD 2019 SC 1'), judgment('not a citation'), judgment('C.P.L.A.1002-2025')]));
    expect(job).toMatchObject({ state: 'done', rows_done: 3n, inserted: 2n, rejected: 1n });
    const rejections = await kit.imports.firstRejections(kit.admin, job.id);
    expect(rejections.map((r) => [r.line, r.reason])).toEqual([
      [3, 'Citation_id must be a citation such as PLD 2019 SC 1 or a case number such as C.A.468-2010, found "not a citation"'],
    ]);
    const { rows } = await kit.db.query('SELECT citation_id FROM case_laws ORDER BY citation_id');
    expect(rows).toEqual([{ citation_id: 'C.P.L.A.1002-2025' }, { citation_id: 'PLD 2019 SC 1' }]);
  });

  it('says an empty file is empty, starts no import and keeps nothing', async () => {
    const file = await kit.imports.files.take((async function* () {})(), 'empty.csv');
    const before = await kit.db.query('SELECT id FROM import_jobs');
    expect(await kit.imports.startImport(kit.admin, { kind: 'dictionary' }, file)).toEqual({
      ok: false,
      message: 'empty.csv is empty: it has no header row and no rows.',
      field: undefined,
    });
    expect((await kit.db.query('SELECT id FROM import_jobs')).rows).toEqual(before.rows);
    expect(await kit.blobs.open(file.key)).toBeNull();
  });
});

describe('starting an import', () => {
  let kit: LibraryTestKit;
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_start', { worker: false });
  });
  afterAll(() => kit.close());

  it('allows one import of a kind at a time, and any number of kinds side by side', async () => {
    const file = await kit.upload(statutesFile([statute(1)]));
    const first = await kit.imports.startImport(kit.admin, { kind: 'statutes', blobKey: file, fileName: 'Statutes.csv' });
    expect(first).toMatchObject({ ok: true, message: 'Statutes file received: importing in the background' });
    const second = await kit.imports.startImport(kit.admin, { kind: 'statutes', blobKey: file, fileName: 'Statutes.csv' });
    expect(second).toEqual({ ok: false, message: 'A Statutes import is already in progress: wait for it to finish or cancel it', field: undefined });
    const terms = await kit.upload(csv(csvHeaders.legalTerms, [['plea']]));
    expect(await kit.imports.startImport(kit.admin, { kind: 'legalTerms', blobKey: terms, fileName: 'terms.csv' })).toMatchObject({ ok: true });

    if (!first.ok) throw new Error(first.message);
    expect(await kit.imports.cancelImport(kit.admin, first.importId)).toMatchObject({ ok: true, message: 'Import cancelled', state: 'cancelled' });
    expect(await kit.imports.startImport(kit.admin, { kind: 'statutes', blobKey: file, fileName: 'Statutes.csv' })).toMatchObject({ ok: true });
  });

  it('refuses what is not an uploaded CSV file', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    await expect(kit.upload(png)).rejects.toThrow('Only CSV files are accepted');
    await expect(kit.upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).rejects.toThrow('Only CSV files are accepted');
    const uuid = '0b7c6a3e-5d7f-4e0a-9d1e-8f2b3c4d5e6f';
    expect(await kit.imports.startImport(kit.admin, { kind: 'topics', blobKey: `imports/${uuid}.png`, fileName: 'x.png' })).toMatchObject({
      ok: false,
      message: 'Only CSV files can be imported',
    });
    expect(await kit.imports.startImport(kit.admin, { kind: 'topics', blobKey: `imports/${uuid}.csv`, fileName: 'x.csv' })).toMatchObject({
      ok: false,
      message: 'The uploaded file was not found: upload it again',
    });
    expect(await kit.imports.startImport(kit.admin, { kind: 'laws', blobKey: `imports/${uuid}.csv`, fileName: 'x.csv' })).toMatchObject({ ok: false });
  });

  it('frees a kind whose import\'s worker is gone for good, as failed and resumable', async () => {
    const file = await kit.upload(csv(csvHeaders.topics, [['Of Abetment', 'Pakistan Penal Code, 1860']]));
    const started = await kit.imports.startImport(kit.admin, { kind: 'topics', blobKey: file, fileName: 'Topics.csv' });
    if (!started.ok) throw new Error(started.message);
    await kit.db.query(`UPDATE import_jobs SET state = 'running', queue_job_id = 'gone', resume_line = 40, heartbeat_at = now() - interval '1 hour' WHERE id = $1`, [
      started.importId,
    ]);
    const [listed] = await kit.imports.listImports(kit.admin, { kind: 'topics' });
    expect(listed).toMatchObject({ id: started.importId, state: 'failed', error: 'The import stopped unexpectedly; retry to continue from line 40' });
    expect(await kit.imports.startImport(kit.admin, { kind: 'topics', blobKey: file, fileName: 'Topics.csv' })).toMatchObject({ ok: true });
  });
});

describe('an import that grows a table far past what the planner knows of it', () => {
  let kit: LibraryTestKit;
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_import_statistics');
  });
  afterAll(() => kit.close());

  it('tells the planner how far it has grown the table on the way, not only at the end', async () => {
    // The dictionary as a first small import, or a cleared library, leaves it: analyzed nearly empty.
    await kit.db.query('DELETE FROM dictionary');
    await kit.db.query('ANALYZE dictionary');
    const words = Array.from({ length: 12_000 }, (_, n) => `grown word ${n},A meaning of word ${n}`);
    // A quote never closed ends the import failed after its rows: only what happened on the way is left.
    const job = await kit.importFile('dictionary', `Words,Meaning\n${words.join('\n')}\nBROKEN,"never closed\n`, 'grown.csv', 60_000);
    expect(job).toMatchObject({ state: 'failed', inserted: 12_000n });

    // What the planner believes the table holds: it plans each batch's lookups from that.
    const { rows } = await kit.db.query<{ n: number }>("SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'dictionary'::regclass");
    expect(rows[0]?.n).toBeGreaterThanOrEqual(5_000);
  });
});
