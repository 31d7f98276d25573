import { sentenceAround } from '@qanoon/contracts';

const before = 240;
const after = 240;

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

/** The positions of the units of the text from `from` on whose case-blind form is `unit`, in order. */
function* unitsOf(text: string, unit: number, from: number): Generator<number> {
  if (unit >= 128) {
    for (let at = from; at < text.length; at++) if (canonical(text.charCodeAt(at)) === unit) yield at;
    return;
  }
  // An ASCII letter is written in either case; each case's next place is looked up once.
  const upper = String.fromCharCode(unit);
  const lower = unit >= 65 && unit <= 90 ? String.fromCharCode(unit + 32) : upper;
  let nextUpper = text.indexOf(upper, from);
  let nextLower = lower === upper ? -1 : text.indexOf(lower, from);
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

/**
 * The first place the reference is written in the text: its words in order, case-blind, with or
 * without whitespace between them, not inside a longer word or number. It finds what the pattern
 * `(?<![A-Za-z0-9])word\s*word…(?![0-9])` with the `i` flag finds, without compiling one for each
 * reference (building a pattern per reference was most of the citation index's time). `from`
 * starts the search further on.
 */
export function findWritten(text: string, written: string, from = 0): { index: number; end: number } | null {
  const words = written.trim().split(/\s+/).filter(Boolean).map((word) => Array.from({ length: word.length }, (_, k) => canonical(word.charCodeAt(k))));
  const first = words[0]?.[0];
  if (first === undefined) return null;
  for (const at of unitsOf(text, first, from)) {
    if (at > 0 && isAlphanumeric(text.charCodeAt(at - 1))) continue;
    const end = wordsEndAt(text, at, words);
    if (end !== -1 && !(end < text.length && isDigit(text.charCodeAt(end)))) return { index: at, end };
  }
  return null;
}

/** At most this many places a reference is written are read for its treatment (the first ones), so reading stays linear in the text. */
export const maxWrittenPlaces = 24;

/**
 * Every place the text writes the reference, in order, none overlapping (what the treatment
 * reader is given), the first `limit` of them.
 */
export function placesWritten(text: string, written: string, limit = maxWrittenPlaces): { index: number; end: number }[] {
  const places: { index: number; end: number }[] = [];
  if (written.length > 200) return places;
  for (let found = findWritten(text, written); found && places.length < limit; found = findWritten(text, written, found.end)) places.push(found);
  return places;
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
  // The product's one rule of where a sentence ends (shared with the treatment reader).
  const { start, stop } = sentenceAround(text, found.index, found.end, { from, to });
  const sentence = text.slice(start, stop).replace(/\s+/g, ' ').trim();
  return `${start > from || start === 0 ? '' : '…'}${sentence}${stop < to || stop === text.length ? '' : '…'}`;
}
