import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importMessages } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFailure, readHeader, readRecords } from './csv-reader.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'qanoon-csv-reader-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the CSV reader, when the file is gone', () => {
  it('fails the read with the file-missing message instead of an error nobody hears', async () => {
    const gone = path.join(dir, 'removed-after-its-check.csv');
    const read = async () => {
      for await (const record of readRecords(gone, { byte: 0, line: 1, bom: true }, 1024 * 1024)) void record;
    };
    await expect(read()).rejects.toEqual(new ImportFailure(importMessages.fileMissing));
    await expect(readHeader(gone, 1024 * 1024)).rejects.toThrow(importMessages.fileMissing);
  });

  it('still reads a file that is there: its header alone, then every row', async () => {
    const file = path.join(dir, 'terms.csv');
    await writeFile(file, 'Words,Meaning\nbail,release\nwrit,order\n');
    expect((await readHeader(file, 1024 * 1024))?.fields).toEqual(['Words', 'Meaning']);
    const rows = [];
    for await (const record of readRecords(file, { byte: 0, line: 1, bom: true }, 1024 * 1024)) rows.push(record.fields);
    expect(rows).toEqual([['Words', 'Meaning'], ['bail', 'release'], ['writ', 'order']]);
  });
});
