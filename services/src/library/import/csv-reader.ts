import { createReadStream } from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import { importMessages } from '@qanoon/contracts';
import { CsvError, parse, type Options } from 'csv-parse';
import { Utf8Watch } from './utf8-watch.ts';

/** A deterministic reason an import cannot go on (bad header, broken file): retrying the same file fails the same way. */
export class ImportFailure extends Error {
  override readonly name = 'ImportFailure';
}

/** One CSV record and where it sits in the file. */
export interface CsvRecord {
  fields: string[];
  /** The line the record starts on, as a text editor counts lines. */
  line: number;
  /** The byte just after the record: where a reader resumes. */
  endByte: number;
  /** The line the next record starts on (blank lines aside). */
  nextLine: number;
  /** The record's bytes are not all UTF-8 (its text holds U+FFFD where they were). */
  invalidUtf8: boolean;
}

export interface ReadPosition {
  /** Byte offset to start reading at (past the header). */
  byte: number;
  /** The line at that offset. */
  line: number;
}

// Lenient where a spreadsheet's export is sloppy (a stray quote inside a field, a short or long
// row: the row is refused later with a reason), strict where the rest of the file would be
// misread (a quote never closed, a record over the size limit: the import stops).
const options = (maxRecordBytes: number): Options => ({
  info: true,
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
  max_record_size: maxRecordBytes,
});

const lineBreaks = (fields: readonly string[]) => {
  let n = 0;
  for (const field of fields) n += field.match(/\r\n|\r|\n/g)?.length ?? 0;
  return n;
};

function explain(error: unknown, line: number, maxRecordBytes: number): unknown {
  // The file went between the import's check and its read (removed, or its folder cleared).
  if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return new ImportFailure(importMessages.fileMissing);
  if (!(error instanceof CsvError)) return error;
  const reason =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quoted field is never closed, so the rest of the file cannot be read'
      : error.code === 'CSV_MAX_RECORD_SIZE'
        ? `the row is larger than ${Math.round(maxRecordBytes / 1024 / 1024)} MB (is a quote left open?)`
        : error.message;
  return new ImportFailure(importMessages.brokenCsv(line, reason));
}

/**
 * A stream's items, then its error: a stream's own async iterator drops what it had read but not
 * yet handed on when it fails, so a quote never closed at the end of a large file lost the last
 * rows before it and named a line before the broken one.
 */
async function* untilFailure<T>(stream: Readable): AsyncGenerator<T> {
  let failure: { error: unknown } | null = null;
  let ended = false;
  let wake: (() => void) | null = null;
  const settle = () => wake?.();
  stream.on('readable', settle);
  stream.once('end', () => ((ended = true), settle()));
  stream.once('error', (error) => ((failure = { error }), settle()));
  for (;;) {
    for (let item = stream.read() as T | null; item !== null; item = stream.read() as T | null) yield item;
    if (failure) throw (failure as { error: unknown }).error;
    if (ended) return;
    await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
  }
}

/**
 * The records of a CSV file from a byte offset on, streamed: one record in memory at a time
 * (plus the parser's small buffer), whatever the file's size.
 */
export async function* readRecords(
  file: string,
  from: ReadPosition & { bom: boolean; to?: number },
  maxRecordBytes: number,
): AsyncGenerator<CsvRecord> {
  const source = createReadStream(file, { start: from.byte });
  const watch = new Utf8Watch(from.byte);
  const parser = parse({ ...options(maxRecordBytes), bom: from.bom, ...(from.to ? { to: from.to } : {}) });
  // A failure anywhere (the file cannot be read, a stage breaks) reaches the parser, so the reader
  // below sees it: a bare pipe() left the file's error with no listener, and it took the process down.
  // The callback's own error is that same one, or the early close when a caller stops reading.
  pipeline(source, watch, parser, () => {});
  let line = from.line;
  let emptyLines = 0;
  try {
    for await (const { record, info } of untilFailure<{ record: string[]; info: { bytes: number; empty_lines: number } }>(parser)) {
      const start = line + (info.empty_lines - emptyLines);
      emptyLines = info.empty_lines;
      line = start + 1 + lineBreaks(record);
      const endByte = from.byte + info.bytes;
      yield { fields: record, line: start, endByte, nextLine: line, invalidUtf8: watch.claimUpTo(endByte) };
    }
  } catch (error) {
    throw explain(error, line, maxRecordBytes);
  } finally {
    parser.destroy();
    watch.destroy();
    source.destroy();
  }
}

/** The header record (BOM dropped), or null for a file with no records at all. */
export async function readHeader(file: string, maxRecordBytes: number): Promise<CsvRecord | null> {
  for await (const record of readRecords(file, { byte: 0, line: 1, bom: true, to: 1 }, maxRecordBytes)) return record;
  return null;
}
