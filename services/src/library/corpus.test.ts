import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCitation, type ImportKind } from '@qanoon/contracts';
import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryTestKit, type LibraryTestKit } from './test-kit.ts';

// The real corpus lives beside the repository, never in it (its README says why).
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const corpus = path.join(repoRoot, '..', 'shared', 'data', 'legal-corpus');
const present = existsSync(path.join(corpus, 'Statutes.csv'));
const title = present ? 'importing the real legal corpus' : 'importing the real legal corpus (skipped: no corpus at ../shared/data/legal-corpus)';

const records = async (file: string) => parse<Record<string, string>>(await readFile(path.join(corpus, file)), { bom: true, columns: true });

describe.skipIf(!present)(title, () => {
  let kit: LibraryTestKit;
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_corpus');
  });
  afterAll(() => kit.close());

  const importCorpusFile = (kind: ImportKind, file: string) => kit.importFile(kind, createReadStream(path.join(corpus, file)), file);

  it('imports Statutes.csv whole, indexed for search, sections in order', async () => {
    const rows = await records('Statutes.csv');
    const job = await importCorpusFile('statutes', 'Statutes.csv');
    expect(job).toMatchObject({ state: 'done', rows_done: BigInt(rows.length), inserted: BigInt(rows.length), rejected: 0n });
    const ordinance = rows[0]?.Ordinance_Name ?? '';
    expect(await kit.library.ordinances(ordinance[0])).toContainEqual({ ordinanceName: ordinance, sections: rows.length });
    const sections = await kit.library.ordinanceSections(ordinance);
    expect(sections.slice(0, 3).map((s) => s.statuteId)).toEqual(['PPC-1', 'PPC-2', 'PPC-3']);
    const found = await kit.searchEngine.query({ kind: 'statute', keyword: 'qatl-i-amd punishment' });
    expect(found.hits.map((h) => h.document.id)).toContain('PPC-302');
  });

  it('imports Legal_Terms.csv, keeping each of its repeated terms once', async () => {
    const terms = (await records('Legal_Terms.csv')).map((r) => r.Legal_Terms ?? '');
    const distinct = new Set(terms.map((t) => t.trim().toLowerCase())).size;
    expect(distinct).toBeLessThan(terms.length);
    const job = await importCorpusFile('legalTerms', 'Legal_Terms.csv');
    expect(job).toMatchObject({ state: 'done', rows_done: BigInt(terms.length), inserted: BigInt(distinct), rejected: 0n });
    expect(job.updated + job.unchanged).toBe(BigInt(terms.length - distinct));
    expect(await kit.library.legalTerms('a')).toContain('acquittal');
  });

  it('imports Topics.csv in its chapters\' order', async () => {
    const rows = await records('Topics.csv');
    const job = await importCorpusFile('topics', 'Topics.csv');
    expect(job).toMatchObject({ state: 'done', inserted: BigInt(rows.length), rejected: 0n });
    const topics = await kit.library.topics();
    expect(topics.map((t) => t.topic)).toEqual([...new Set(rows.map((r) => r.Topics))]);
    expect(await kit.library.topicStatutes(rows[0]?.Topics)).toEqual([rows[0]?.Statute]);
  });

  it('imports Dictionary.csv, one entry a row, and pages it by letter', async () => {
    const rows = await records('Dictionary.csv');
    const job = await importCorpusFile('dictionary', 'Dictionary.csv');
    expect(job).toMatchObject({ state: 'done', inserted: BigInt(rows.length), rejected: 0n });
    const aWords = rows.filter((r) => r.Words?.toUpperCase().startsWith('A')).length;
    expect(await kit.library.dictionary('A')).toMatchObject({ count: aWords, pageSize: 100 });
  });

  it('parses every Citation_id of Case_laws.csv that is a citation; the rest are case numbers or stray words', async () => {
    const ids: string[] = [];
    const rows = createReadStream(path.join(corpus, 'Case_laws.csv')).pipe(parseStream({ bom: true, columns: true }));
    for await (const row of rows as AsyncIterable<Record<string, string>>) {
      ids.push(row.Citation_id ?? '');
    }
    const unparsed = ids.filter((id) => parseCitation(id).journal === null);
    expect(unparsed.filter((id) => !/^(C\.P\.L\.A|Crl\.P\.L\.A|J\.P|C\.A|Crl\.A)\.\d/.test(id) && /\d/.test(id))).toEqual([]);
    expect(unparsed.length / ids.length).toBeLessThan(0.02);
  });
});
