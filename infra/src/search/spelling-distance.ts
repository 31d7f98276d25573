/**
 * Nearness of spelling for "Did you mean …" (ADR 0061), the same on both engines: a word is a
 * candidate when it is one edit from what was typed (a letter left out, added, changed, or two
 * swapped: `murdr`, `qatal`, `bial`), two for words longer than four letters.
 */

/** The words a "Did you mean" considers: plain lowercase letters, three to thirty of them. */
export const isSpellable = (word: string): boolean => /^[a-z]{3,30}$/.test(word);

/** How many words of one keyword are looked up at most (a pasted headnote has hundreds). */
export const spellableWordsAsked = 12;

/** The most edits a suggestion may be from the word typed. */
export const editsAllowed = (word: string): number => (word.length <= 4 ? 1 : 2);

/** The words to look up: spellable, each once, lowercase, at most {@link spellableWordsAsked}. */
export const spellableWords = (words: readonly string[]): string[] =>
  [...new Set(words.map((word) => word.toLowerCase()))].filter(isSpellable).slice(0, spellableWordsAsked);

const letters = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one edit from a word (deleted, swapped, changed or added letter). */
export function oneEditFrom(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of letters) {
      if (tail) out.add(head + letter + tail.slice(1));
      out.add(head + letter + tail);
    }
  }
  out.delete(word);
  return [...out];
}

/** Edits between two words, a swap of neighbours counting one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The nearest of the candidates (word and how many documents hold it) within the edits allowed: fewest edits, then commonest. */
export function nearestOf(word: string, candidates: readonly { word: string; documents: number }[]): string | undefined {
  const allowed = editsAllowed(word);
  let best: { word: string; documents: number; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate.word === word) continue;
    const distance = editDistance(word, candidate.word);
    if (distance > allowed) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate.documents > best.documents)) best = { ...candidate, distance };
  }
  return best?.word;
}
