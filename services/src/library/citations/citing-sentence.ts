const before = 240;
const after = 240;
// A sentence ends at . ? ! ; before a capital, a quote or a bracket, or at a blank line; `Kar. 697` and `S.C. 823` do not end one.
const boundary = /[.?!;]["'”’)]?\s+(?=[A-Z"'“‘(])|\n\s*\n/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sentence of a judgment where it cites a reference as written (spaces and capitals aside),
 * cut at sentence ends and at most about 500 characters around it; null when the text does not
 * hold the reference as written.
 */
export function citingSentence(text: string, written: string): string | null {
  const words = written.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || written.length > 200) return null;
  const found = new RegExp(`(?<![A-Za-z0-9])${words.map(escape).join('\\s*')}(?![0-9])`, 'i').exec(text);
  if (!found) return null;
  const from = Math.max(0, found.index - before);
  const to = Math.min(text.length, found.index + found[0].length + after);
  let start = from;
  for (const end of text.slice(from, found.index).matchAll(boundary)) start = from + end.index + end[0].length;
  let stop = to;
  boundary.lastIndex = 0;
  const next = boundary.exec(text.slice(found.index + found[0].length, to));
  if (next) stop = found.index + found[0].length + next.index + 1;
  const sentence = text.slice(start, stop).replace(/\s+/g, ' ').trim();
  return `${start > from || start === 0 ? '' : '…'}${sentence}${stop < to || stop === text.length ? '' : '…'}`;
}
