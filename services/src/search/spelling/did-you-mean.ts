import { caseNumberKeys, partyNameVariants } from '@qanoon/contracts';
import { formatKeyword, parseKeyword, type SearchEngine } from '@qanoon/infra';

const letters = /^[a-z]+$/i;

/**
 * The keyword with each word the library does not hold written as the nearest word it does
 * (`murdr` → `murder`, ADR 0061), or null when every word is held. Only plain words of letters
 * are read: a citation, a case number, a section (`302-B`, `S.489-F`), a quoted phrase or an
 * exclusion is never corrected, nor a term of the legal synonyms or a spelling of a name, which
 * are searched as typed.
 */
export async function correctedKeyword(engine: SearchEngine, keyword: string, known: ReadonlySet<string>): Promise<string | null> {
  if (caseNumberKeys(keyword).length > 0) return null;
  const clauses = parseKeyword(keyword);
  const words = clauses.flat().flatMap((o) => (!o.phrase && !o.negated && letters.test(o.text) && !known.has(o.text.toLowerCase()) ? [o.text] : []));
  if (words.length === 0) return null;
  const nearest = await engine.nearestSpellings('case', words);
  let changed = false;
  const corrected = clauses.map((clause) =>
    clause.map((o) => {
      const better = !o.phrase && !o.negated ? nearest[o.text.toLowerCase()] : undefined;
      if (!better) return o;
      changed = true;
      return { ...o, text: better };
    }),
  );
  return changed ? formatKeyword(corrected) : null;
}

/** The words of the legal synonyms and of the names' spellings: searched as typed, never "corrected". */
export const knownWords = (groups: readonly (readonly string[])[]): Set<string> =>
  new Set([...groups, ...partyNameVariants].flat().flatMap((term) => term.toLowerCase().split(/[^a-z]+/)).filter(Boolean));
