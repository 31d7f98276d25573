import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csvHeaders, importFileLabels, importKinds, type ImportKind } from '@qanoon/contracts';
import { stringify } from 'csv-stringify/sync';
import { articleRecord } from './article-rows.ts';
import { caseRecord } from './case-rows.ts';
import { dictionaryRecord, legalTermRecord } from './glossary.ts';
import { makePlan, type LegalDataOptions, type Plan } from './plan.ts';
import { statuteCiters, statuteRecord, topicMaker } from './statute-rows.ts';

function rowMaker(kind: ImportKind, plan: Plan): (i: number) => string[] {
  switch (kind) {
    case 'cases':
      return (i) => caseRecord(plan, i);
    case 'statutes': {
      const citers = statuteCiters(plan);
      return (i) => statuteRecord(plan, i, citers);
    }
    case 'legalTerms':
      return legalTermRecord;
    case 'articles':
      return (i) => articleRecord(plan, i);
    case 'topics':
      return topicMaker(plan);
    case 'dictionary':
      return dictionaryRecord;
  }
}

/** A kind's rows, one at a time, in the CSV's column order (csvHeaders). */
export function* legalDataRecords(kind: ImportKind, options: LegalDataOptions = {}): Generator<string[]> {
  const plan = makePlan(options);
  const make = rowMaker(kind, plan);
  for (let i = 0; i < plan.sizes[kind]; i++) yield make(i);
}

const rowsPerChunk = 50;

function* csvChunks(kind: ImportKind, options: LegalDataOptions): Generator<Buffer> {
  yield Buffer.from(stringify([[...csvHeaders[kind]]]));
  let chunk: string[][] = [];
  for (const record of legalDataRecords(kind, options)) {
    chunk.push(record);
    if (chunk.length === rowsPerChunk) {
      yield Buffer.from(stringify(chunk));
      chunk = [];
    }
  }
  if (chunk.length > 0) yield Buffer.from(stringify(chunk));
}

/**
 * A kind's CSV file (header and rows, UTF-8, quoted where needed) as a stream made on demand:
 * memory stays flat whatever the size. The same seed and sizes give the same bytes.
 */
export function legalDataCsv(kind: ImportKind, options: LegalDataOptions = {}): Readable {
  return Readable.from(csvChunks(kind, options));
}

/** The file name a kind's CSV has, as the real corpus names it: `Case_laws.csv`. */
export const legalDataFileName = (kind: ImportKind) => `${importFileLabels[kind]}.csv`;

export interface WrittenFile {
  kind: ImportKind;
  file: string;
  rows: number;
  bytes: number;
}

/** Write the kinds' CSV files into `outDir` (made if missing), one stream each. */
export async function writeLegalData(
  outDir: string,
  options: LegalDataOptions = {},
  kinds: readonly ImportKind[] = importKinds,
): Promise<WrittenFile[]> {
  await mkdir(outDir, { recursive: true });
  const plan = makePlan(options);
  const written: WrittenFile[] = [];
  for (const kind of kinds) {
    const file = path.join(outDir, legalDataFileName(kind));
    await pipeline(legalDataCsv(kind, options), createWriteStream(file));
    written.push({ kind, file, rows: plan.sizes[kind], bytes: (await stat(file)).size });
  }
  return written;
}
