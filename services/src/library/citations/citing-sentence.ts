const before = 240;
const after = 240;
// A sentence ends at . ? ! ; before a capital, a quote or a bracket, or at a blank line; `Kar. 697` and `S.C. 823` do not end one.
const boundary = /[.?!;]["'”’)]?\s+(?=[A-Z"'“‘(])|\n\s*\n/g;

/**
 * A UTF-16 unit as a case-blind regular expression compares it (ECMAScript's Canonicalize for
 * patterns without the `u` flag): its upper case where that is one unit, never a non-ASCII unit
 * made ASCII (`ſ` stays apart from `s`).
 */
function canonical(unit: number): number {
  if (unit < 128) return unit >= 97 && unit <= 122 ? unit - 32 : unit;
  const upper = String.fromCharCode(unit).toUpperCase();
  if (upper.length !== 1) return unit;
  const folded = upper.charCodeAt(0);
  return folded < 128 ? unit : folded;
}

const whitespace = /\s/;
const isSpace = (unit: number) => (unit === 32 || (unit >= 9 && unit <= 13) ? true : unit > 127 && whitespace.test(String.fromCharCode(unit)));
const isDigit = (unit: number) => unit >= 48 && unit <= 57;
const isAlphanumeric = (unit: number) => isDigit(unit) || (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122);

/** Where `words` begin to match at `at`, their letters compared case-blind and any whitespace between them: the end, or -1. */
function wordsEndAt(text: string, at: number, words: readonly (readonly number[])[]): number {
  let position = at;
  for (let w = 0; w < words.length; w++) {
    if (w > 0) while (position < text.length && isSpace(text.charCodeAt(position))) position++;
    const word = words[w] as readonly number[];
    if (position + word.length > text.length) return -1;
    for (let k = 0; k < word.length; k++) if (canonical(text.charCodeAt(position + k)) !== word[k]) return -1;
    position += word.length;
  }
  return position;
}

/** The positions of the units of the text whose case-blind form is `unit`, in order. */
function* unitsOf(text: string, unit: number): Generator<number> {
  if (unit >= 128) {
    for (let at = 0; at < text.length; at++) if (canonical(text.charCodeAt(at)) === unit) yield at;
    return;
  }
  // An ASCII letter is written in either case; each case's next place is looked up once.
  const upper = String.fromCharCode(unit);
  const lower = unit >= 65 && unit <= 90 ? String.fromCharCode(unit + 32) : upper;
  let nextUpper = text.indexOf(upper);
  let nextLower = lower === upper ? -1 : text.indexOf(lower);
  while (nextUpper !== -1 || nextLower !== -1) {
    if (nextLower === -1 || (nextUpper !== -1 && nextUpper < nextLower)) {
      yield nextUpper;
      nextUpper = text.indexOf(upper, nextUpper + 1);
    } else {
      yield nextLower;
      nextLower = text.indexOf(lower, nextLower + 1);
    }
  }
}

/** At most this many places a reference is written are read for its treatment (the first ones), so reading stays linear in the text. */
export const maxWrittenPlaces = 24;

/**
 * Every place the reference is written in the text, in order and not overlapping (at most
 * `limit`): its words in order, case-blind, with or without whitespace between them, not inside a
 * longer word or number. It finds what the pattern `(?<![A-Za-z0-9])word\s*word…(?![0-9])` with
 * the `i` and `g` flags finds, without compiling one for each reference (building a pattern per
 * reference was most of the citation index's time). One pass over the text: each place of the
 * reference's first letter is tried once.
 */
export function findAllWritten(text: string, written: string, limit = maxWrittenPlaces): { index: number; end: number }[] {
  const words = written.trim().split(/\s+/).filter(Boolean).map((word) => Array.from({ length: word.length }, (_, k) => canonical(word.charCodeAt(k))));
  const first = words[0]?.[0];
  const places: { index: number; end: number }[] = [];
  if (first === undefined || limit <= 0) return places;
  let from = 0;
  for (const at of unitsOf(text, first)) {
    if (at < from) continue;
    if (at > 0 && isAlphanumeric(text.charCodeAt(at - 1))) continue;
    const end = wordsEndAt(text, at, words);
    if (end === -1 || (end < text.length && isDigit(text.charCodeAt(end)))) continue;
    places.push({ index: at, end });
    if (places.length >= limit) break;
    from = end;
  }
  return places;
}

/** The first place the reference is written in the text (as `findAllWritten` finds them), or null. */
export function findWritten(text: string, written: string): { index: number; end: number } | null {
  return findAllWritten(text, written, 1)[0] ?? null;
}

/**
 * The sentence of a judgment where it cites a reference as written (spaces and capitals aside),
 * cut at sentence ends and at most about 500 characters around it; null when the text does not
 * hold the reference as written.
 */
export function citingSentence(text: string, written: string): string | null {
  if (written.length > 200) return null;
  const found = findWritten(text, written);
  return found ? sentenceAt(text, found) : null;
}

/** The sentence of a judgment around one place it writes a reference (as `citingSentence` cuts it). */
export function sentenceAt(text: string, found: { index: number; end: number }): string {
  const from = Math.max(0, found.index - before);
  const to = Math.min(text.length, found.end + after);
  let start = from;
  for (const end of text.slice(from, found.index).matchAll(boundary)) start = from + end.index + end[0].length;
  let stop = to;
  boundary.lastIndex = 0;
  const next = boundary.exec(text.slice(found.end, to));
  if (next) stop = found.end + next.index + 1;
  const sentence = text.slice(start, stop).replace(/\s+/g, ' ').trim();
  return `${start > from || start === 0 ? '' : '…'}${sentence}${stop < to || stop === text.length ? '' : '…'}`;
}
