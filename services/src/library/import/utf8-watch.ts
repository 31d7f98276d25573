import { isUtf8 } from 'node:buffer';
import { Transform, type TransformCallback } from 'node:stream';

/** Bytes at the end of a buffer that start a UTF-8 sequence the next chunk completes. */
function incompleteTail(buf: Buffer): number {
  for (let back = 1; back <= Math.min(3, buf.length); back++) {
    const byte = buf[buf.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needs > back ? back : 0;
  }
  return 0;
}

/** Offsets of the bytes where invalid UTF-8 sequences start (WHATWG rules: no overlongs, surrogates or > U+10FFFF). */
function invalidOffsets(buf: Buffer, base: number): number[] {
  const found: number[] = [];
  let i = 0;
  while (i < buf.length) {
    const b = buf[i] ?? 0;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let length = 0;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      length = 3;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      length = 4;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    }
    let ok = length > 0;
    for (let k = 1; ok && k < length; k++) {
      const c = buf[i + k];
      ok = c !== undefined && c >= (k === 1 ? low : 0x80) && c <= (k === 1 ? high : 0xbf);
    }
    if (ok) i += length;
    else {
      found.push(base + i);
      i += 1;
    }
  }
  return found;
}

/**
 * Passes bytes through unchanged and notes where they are not UTF-8, so that a row holding
 * such bytes (a spreadsheet's "CSV" in Windows-1252) is refused with a reason, while a row
 * holding the character U+FFFD itself (OCR text does) imports. Checked with the native
 * validator; only a chunk that fails is scanned byte by byte.
 */
export class Utf8Watch extends Transform {
  /** Offsets of invalid bytes not yet claimed by a record, in order. */
  private readonly invalid: number[] = [];
  private carry: Buffer = Buffer.alloc(0);
  private offset: number;

  constructor(startOffset: number) {
    super();
    this.offset = startOffset;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const buf = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const body = buf.subarray(0, buf.length - incompleteTail(buf));
    if (!isUtf8(body)) this.invalid.push(...invalidOffsets(body, this.offset));
    this.offset += body.length;
    this.carry = Buffer.from(buf.subarray(body.length));
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.carry.length > 0) this.invalid.push(this.offset);
    done();
  }

  /** Whether bytes before `endByte` (and after the previous record) were invalid; forgets them. */
  claimUpTo(endByte: number): boolean {
    let any = false;
    while (this.invalid.length > 0 && (this.invalid[0] ?? Infinity) < endByte) {
      this.invalid.shift();
      any = true;
    }
    return any;
  }
}
