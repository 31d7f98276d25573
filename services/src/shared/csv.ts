import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | boolean | Date | null;

// With CRLF rows csv-stringify quotes only fields holding CRLF; a bare LF must be quoted too.
const options = {
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
  cast: { date: (value: Date) => value.toISOString(), boolean: (value: boolean) => String(value) },
} as const;

/** CSV text of some records (RFC 4180, CRLF), optionally opening with a UTF-8 BOM for spreadsheets. */
export const toCsv = (records: readonly (readonly CsvValue[])[], { bom = false } = {}) =>
  stringify(records as CsvValue[][], { ...options, bom });

// A spreadsheet runs a cell starting with = + - @ as a formula; a quote in front keeps it text.
// Phone numbers (+92…) and plain numbers stay as they are.
const formula = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?\d+(\.\d+)?$/;

/** A value people typed, made safe to open in a spreadsheet (no formula injection). */
export function spreadsheetSafe(value: CsvValue): CsvValue {
  if (typeof value !== 'string') return value;
  return formula.test(value) && !plainNumber.test(value) ? `'${value}` : value;
}

/** CSV text for people to open in a spreadsheet: every value made {@link spreadsheetSafe}. */
export const spreadsheetCsv = (records: readonly (readonly CsvValue[])[]) => toCsv(records.map((record) => record.map(spreadsheetSafe)));
