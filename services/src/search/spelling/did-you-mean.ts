import { caseNumberKeys, partyNameVariants } from '@qanoon/contracts';
import { parseKeyword, type KeywordOperand, type SearchEngine } from '@qanoon/infra';

/** The runs of Latin letters in an operand, three or more long: `sutsainable,` and `e-Shhaadat` hold a word each. */
const wordRuns = /[a-z]{3,}/gi;

/**
 * The keyword with each word the library does not hold written as the nearest word it does
 * (`murdr` → `murder`, ADR 0061), or null when every word is held. Words are the runs of letters
 * in what was typed, so one next to punctuation (`sutsainable,`, `Qanun-e-Shhaadat`,
 * `Prospective/Rertospective`) or inside a quoted phrase (`"Date of heraing"`) is read too; a run
 * of one or two letters (`S.489-F`, `Cr.P.C.`), a citation, a case number or an excluded word is
 * never corrected, nor a term of the legal synonyms or a spelling of a name, which are searched as
 * typed. Only the misspelt words change: the rest of the keyword, its brackets and marks, stays as
 * it was typed.
 */
export async function correctedKeyword(engine: SearchEngine, keyword: string, known: ReadonlySet<string>): Promise<string | null> {
  if (caseNumberKeys(keyword).length > 0) return null;
  const operands = parseKeyword(keyword).flat();
  const runsOf = (o: KeywordOperand) => (o.text.match(wordRuns) ?? []).map((word) => word.toLowerCase());
  const excluded = new Set(operands.flatMap((o) => (o.negated ? runsOf(o) : [])));
  const words = [...new Set(operands.flatMap((o) => (o.negated ? [] : runsOf(o))))].filter((word) => !known.has(word) && !excluded.has(word));
  if (words.length === 0) return null;
  const nearest = await engine.nearestSpellings('case', words);
  const misspelt = new Set(words.filter((word) => nearest[word]));
  if (misspelt.size === 0) return null;
  return keyword.replace(wordRuns, (word) => {
    const better = misspelt.has(word.toLowerCase()) ? nearest[word.toLowerCase()] : undefined;
    if (!better) return word;
    // Written as the word was: `Inofrmation` → `Information`, `heraing` → `hearing`.
    return /^\p{Lu}/u.test(word) ? better.charAt(0).toUpperCase() + better.slice(1) : better;
  });
}

/** The words of the legal synonyms and of the names' spellings: searched as typed, never "corrected". */
export const knownWords = (groups: readonly (readonly string[])[]): Set<string> =>
  new Set([...groups, ...partyNameVariants].flat().flatMap((term) => term.toLowerCase().split(/[^a-z]+/)).filter(Boolean));
