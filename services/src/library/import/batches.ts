import { csvHeaders, parseRow, type ImportKind } from '@qanoon/contracts';
import type { SearchDocument } from '@qanoon/infra';
import type { ContentTable, LineRow } from './content-tables.ts';
import { readRecords, type ReadPosition } from './csv-reader.ts';
import { fieldsByColumn, type ColumnIndex } from './header.ts';

/** A refused row: where it is (a text editor's line and a spreadsheet's row) and why. */
export interface Rejection {
  line: number;
  row: number;
  reason: string;
  fields: string[];
}

/** Rows read together and committed together, with the position just after them. */
export interface Batch<K extends ImportKind> {
  rows: LineRow<K>[];
  rejections: Rejection[];
  endByte: number;
  nextLine: number;
  /** The rows' search documents, in row order, when built ahead ({@link buildAhead}). */
  documents?: SearchDocument[];
}

/**
 * Do a batch's work that reads nothing stored before it is written (its search documents, its
 * table's `prepare`): the import does it for the batch read ahead while the one before is being
 * written, so neither the search connections nor the batch's transaction wait for it.
 */
export function buildAhead<K extends ImportKind>(table: ContentTable<K>, batch: Batch<K>): void {
  const { searchDocument: document, prepare } = table;
  if (document && !batch.documents) batch.documents = batch.rows.map(({ row }) => document(row));
  if (prepare) for (const { row } of batch.rows) prepare(row);
}

export interface BatchLimits {
  maxRows: number;
  /** Text in a batch, in characters: judgments are large, so a batch of them is short. */
  maxChars: number;
  maxRecordBytes: number;
}

const notUtf8 = 'The row is not UTF-8 text: save the file as "CSV UTF-8"';

// A rejected row is kept whole for the admin to fix, unless it is huge (a misread file).
const keptChars = 1_000_000;
const fieldCut = 10_000;
// PostgreSQL text cannot hold NUL: a binary row is kept with its NULs shown as U+FFFD.
const keepFields = (fields: string[]) => {
  const whole = fields.reduce((n, f) => n + f.length, 0) <= keptChars;
  return fields.map((f) => (whole || f.length <= fieldCut ? f : `${f.slice(0, fieldCut)}…`).replaceAll('\u0000', '\uFFFD'));
};

/**
 * The file's rows from a position on, validated and grouped into batches. Memory holds one batch.
 * `row` numbers count the header as row 1, as a spreadsheet does; rowsBefore is how many data
 * rows precede the position.
 */
export async function* readBatches<K extends ImportKind>(
  kind: K,
  table: ContentTable<K>,
  file: string,
  header: { index: ColumnIndex; length: number },
  from: ReadPosition & { rowsBefore: number },
  limits: BatchLimits,
): AsyncGenerator<Batch<K>> {
  let batch: Batch<K> = { rows: [], rejections: [], endByte: from.byte, nextLine: from.line };
  let keys = new Set<string>();
  let chars = 0;
  let row = from.rowsBefore + 1;
  const fresh = (): Batch<K> => {
    keys = new Set();
    chars = 0;
    return { rows: [], rejections: [], endByte: batch.endByte, nextLine: batch.nextLine };
  };

  try {
    for await (const record of readRecords(file, { ...from, bom: false }, limits.maxRecordBytes)) {
      row += 1;
      const mapped = fieldsByColumn(header.index, header.length, record.fields);
      const parsed = record.invalidUtf8 ? { ok: false as const, reason: notUtf8 } : mapped.ok ? parseRow(kind, mapped.record) : mapped;
      if (parsed.ok) {
        const key = table.batchKey(parsed.row);
        if (key !== null && keys.has(key)) {
          yield batch;
          batch = fresh();
        }
        if (key !== null) keys.add(key);
        batch.rows.push({ row: parsed.row, line: record.line });
      } else {
        // In the kind's column order when the row could be read, so the rejected-rows download, fixed, imports as it is.
        const fields = mapped.ok ? csvHeaders[kind].map((column) => mapped.record[column] ?? '') : record.fields;
        batch.rejections.push({ line: record.line, row, reason: parsed.reason, fields: keepFields(fields) });
      }
      for (const field of record.fields) chars += field.length;
      batch.endByte = record.endByte;
      batch.nextLine = record.nextLine;
      if (batch.rows.length + batch.rejections.length >= limits.maxRows || chars >= limits.maxChars) {
        yield batch;
        batch = fresh();
      }
    }
  } catch (error) {
    // The file breaks off here (a quote never closed, a row too large): the rows before it still count.
    if (batch.rows.length + batch.rejections.length > 0) yield batch;
    throw error;
  }
  if (batch.rows.length + batch.rejections.length > 0) yield batch;
}
