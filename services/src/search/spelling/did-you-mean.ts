import { caseNumberKeys, partyNameVariants } from '@qanoon/contracts';
import { formatKeyword, parseKeyword, type KeywordOperand, type SearchEngine } from '@qanoon/infra';

/** The runs of Latin letters in an operand, three or more long: `sutsainable,` and `e-Shhaadat` hold a word each. */
const wordRuns = /[a-z]{3,}/gi;

/**
 * The keyword with each word the library does not hold written as the nearest word it does
 * (`murdr` → `murder`, ADR 0061), or null when every word is held. Words are the runs of letters
 * in what was typed, so one next to punctuation (`sutsainable,`, `Qanun-e-Shhaadat`,
 * `Prospective/Rertospective`) is read too; a run of one or two letters (`S.489-F`, `Cr.P.C.`),
 * a citation, a case number, a quoted phrase or an exclusion is never corrected, nor a term of the
 * legal synonyms or a spelling of a name, which are searched as typed.
 */
export async function correctedKeyword(engine: SearchEngine, keyword: string, known: ReadonlySet<string>): Promise<string | null> {
  if (caseNumberKeys(keyword).length > 0) return null;
  const clauses = parseKeyword(keyword);
  const readable = (o: KeywordOperand) => !o.phrase && !o.negated;
  const words = [
    ...new Set(clauses.flat().flatMap((o) => (readable(o) ? (o.text.match(wordRuns) ?? []).filter((word) => !known.has(word.toLowerCase())) : []))),
  ];
  if (words.length === 0) return null;
  const nearest = await engine.nearestSpellings('case', words);
  let changed = false;
  const corrected = clauses.map((clause) =>
    clause.map((o) => {
      if (!readable(o)) return o;
      const text = o.text.replace(wordRuns, (word) => {
        const better = known.has(word.toLowerCase()) ? undefined : nearest[word.toLowerCase()];
        if (!better) return word;
        changed = true;
        return better;
      });
      return text === o.text ? o : { ...o, text };
    }),
  );
  return changed ? formatKeyword(corrected) : null;
}

/** The words of the legal synonyms and of the names' spellings: searched as typed, never "corrected". */
export const knownWords = (groups: readonly (readonly string[])[]): Set<string> =>
  new Set([...groups, ...partyNameVariants].flat().flatMap((term) => term.toLowerCase().split(/[^a-z]+/)).filter(Boolean));
