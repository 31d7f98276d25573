import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/** One row of `COPY … TO STDOUT` in text format: each column's text, null for SQL NULL. */
export type CopyRow = (string | null)[];

const NEWLINE = 0x0a;
const TAB = 0x09;

const escapes: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/**
 * A column as COPY's text format wrote it, back to its text. COPY TO writes a backslash before
 * itself and the control characters it names (`\n`, `\t`, …) and never writes octal or hex
 * sequences (PostgreSQL, COPY, "Text Format"); `\N` alone is NULL.
 */
export function copyColumn(raw: string): string | null {
  if (!raw.includes('\\')) return raw;
  if (raw === '\\N') return null;
  return raw.replace(/\\(.)/gs, (_, c: string) => escapes[c] ?? c);
}

/**
 * The lines of `bytes` before `end`, cut into columns. Each column is decoded from the bytes on
 * its own: a part of one large decoded string would keep the whole chunk alive for as long as
 * any caller keeps the part (a stream id as a map key, say).
 */
function rowsOf(bytes: Buffer, end: number): CopyRow[] {
  const rows: CopyRow[] = [];
  let start = 0;
  while (start < end) {
    const lineEnd = bytes.indexOf(NEWLINE, start);
    const row: CopyRow = [];
    let from = start;
    for (let tab = bytes.indexOf(TAB, from); tab !== -1 && tab < lineEnd; tab = bytes.indexOf(TAB, from)) {
      row.push(copyColumn(bytes.toString('utf8', from, tab)));
      from = tab + 1;
    }
    row.push(copyColumn(bytes.toString('utf8', from, lineEnd)));
    rows.push(row);
    start = lineEnd + 1;
  }
  return rows;
}

/**
 * The rows of `COPY (query) TO STDOUT` on a connection of its own, a chunk at a time, as the
 * server sends them: one statement and one snapshot for the whole result, so a long read pays
 * no per-page query and no per-row message parsing. The server waits while the caller works on a
 * chunk (the stream's back-pressure). The caller hands over the client and must release it:
 * after a read that stopped early the connection is mid-COPY and must be destroyed.
 */
export async function* copyOut(client: pg.PoolClient, query: string): AsyncGenerator<CopyRow[]> {
  const stream = client.query(copyTo(`COPY (${query}) TO STDOUT`));
  let rest: Buffer | undefined;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const bytes = rest ? Buffer.concat([rest, chunk]) : chunk;
      // A newline byte never occurs inside a multi-byte UTF-8 character: whole lines decode alone.
      const end = bytes.lastIndexOf(NEWLINE);
      if (end === -1) {
        rest = bytes;
        continue;
      }
      rest = end + 1 < bytes.length ? bytes.subarray(end + 1) : undefined;
      yield rowsOf(bytes, end);
    }
    if (rest) throw new Error('COPY ended in the middle of a row');
  } finally {
    if (!stream.destroyed) stream.destroy();
  }
}
