/**
 * Where a judgment's sentences end, the one rule the citing sentence and the treatment reader
 * share: at . ? ! ; before a capital, a quote, a bracket or a reference's year, or at a blank line
 * after a closing mark (a scanned judgment's blank lines fall inside sentences too). A reference's
 * dots (`Kar. 697`, `S.C. 823`) are followed by a digit and so end nothing; a party's or a
 * title's abbreviation (`Khan v. The State`, `Khan v . The State`, `Mr. Justice`, `Art. 199`, an initial, `S.M. Ayub`) ends nothing
 * either. `semicolons: false` reads a `;` as inside the sentence (a list of references).
 */
const abbreviations = 'i\\.e|e\\.g|viz|v|vs|Vs|VS|Mr|Mrs|Ms|Mst|Dr|No|Nos|NO|Art|Arts|Sec|Secs|Ss|p|pp|para|paras|cl|Cr|Crl|Ch|Messrs|Pvt|Ltd|Co|Corp|Corpn|Inc|Bros|Deptt|Dept|Govt|Gen|Lt|Col|Maj|Capt|Brig|Retd|Hon|Honble|Sr|Jr|St|Vol|[A-Z]|[A-Z]\\.[A-Z]';
// An abbreviation stands as a word of its own: `Cr.P.C.` still ends a sentence, `M. Anwar` does not.
// A scanned judgment often spaces a party's `v` from its dot (`Manjeet Singh v . The State`): that ends nothing either.
const sentenceEnd = `(?<!(?:^|[\\s(,"“'‘])(?:${abbreviations})|(?:^|[\\s(,])(?:v|vs|Vs|VS|V)[^\\S\\n])\\.`;
// After . ? ! a sentence opens with a capital, a quote, a bracket or a reference that starts with its year (`2003 SCMR 1419 rel.`); after ; only with the first three (`1988 SCMR 691; 2008 CLC 10` is one list).
const opening = `["'”’)]?\\s+(?=[A-Z"'“‘(]|(?:1[89]|20)\\d\\d\\s+[A-Z]{2})`;
const afterSemicolon = `;["'”’)]?\\s+(?=[A-Z"'“‘(])`;
// A blank line ends a sentence only after a closing mark (`.`, `:` …): a scanned judgment has blank
// lines between its lines and pages, inside sentences and names (a party's `v.` or an initial before one ends nothing). The mark is looked for only behind
// a line break and never across one, so a long run of spaces or blank lines is read once.
const blankLine = `\\n(?<=(?:[?!:;]|${sentenceEnd})["'”’)]?[^\\S\\n]*\\n)\\s*\\n\\s*`;
const withSemicolons = new RegExp(`(?:[?!]|${sentenceEnd})${opening}|${afterSemicolon}|${blankLine}`, 'g');
const withoutSemicolons = new RegExp(`(?:[?!]|${sentenceEnd})${opening}|${blankLine}`, 'g');

/** A fresh global pattern of the sentence ends (each caller keeps its own `lastIndex`). */
export function sentenceEnds(options: { semicolons?: boolean } = {}): RegExp {
  return new RegExp(options.semicolons === false ? withoutSemicolons : withSemicolons);
}

/**
 * The sentence holding `text[index, end)`, searched no further than `from` and `to`: where it
 * starts and where it stops (after its closing mark, before the space that follows).
 */
export function sentenceAround(
  text: string,
  index: number,
  end: number,
  bounds: { from?: number; to?: number; semicolons?: boolean } = {},
): { start: number; stop: number } {
  const from = Math.max(0, bounds.from ?? 0);
  const to = Math.min(text.length, bounds.to ?? text.length);
  // The module's own pattern, its lastIndex set before each use (cloning one per call cost more than the search).
  const ends = bounds.semicolons === false ? withoutSemicolons : withSemicolons;
  let start = from;
  // The pattern looks a little past `index` to see what opens the next sentence (a reference's year and letters).
  const head = text.slice(from, Math.min(to, index + 12));
  ends.lastIndex = 0;
  for (let found = ends.exec(head); found; found = ends.exec(head)) {
    const after = from + found.index + found[0].length;
    if (after <= index) start = after;
    else break;
  }
  const tail = text.slice(end, to);
  ends.lastIndex = 0;
  const next = ends.exec(tail);
  return { start, stop: next ? end + next.index + 1 : to };
}
