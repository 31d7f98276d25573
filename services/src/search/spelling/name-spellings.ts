import { partyNameVariants } from '@qanoon/contracts';
import { parseKeyword } from '@qanoon/infra';
import type { SynonymGroup } from '../synonyms/expand.ts';

/**
 * How many spellings of a name a keyword also searches besides the one typed: the first of each
 * group are those the law reports use most (`Muhammad`, `Mohammad`, `Muhammed`), and every one
 * more multiplies the alternatives the engine is asked.
 */
const spellingsSearched = 3;

const plainWord = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\./g, '');

const groupOf: ReadonlyMap<string, readonly string[]> = new Map(
  partyNameVariants.flatMap((group) => group.filter((spelling) => !spelling.includes(' ')).map((spelling) => [spelling, group] as const)),
);

/** `Zia-ul-Haq`: a name joined by ul, ud, ur or us, which reports also write as one word and the next (`Ziaul Haq`). */
const joinedName = /^(\p{L}{2,30})-(ul|ud|ur|us|un)-(\p{L}{2,30})$/iu;

/**
 * The other spellings of the names in a keyword, as synonym groups for expandSynonyms: a name
 * typed `Mohammad` or `Mohd.` is also searched as `Muhammad`, `Mohammad` and `Muhammed`, `Mst.`
 * as `Mussammat`, `Zia-ul-Haq` as `Ziaul Haq`. The same list as party search folds (ADR 0035),
 * so the keyword box and the Parties field agree on what one name is.
 */
export function nameSpellingGroups(keyword: string): SynonymGroup[] {
  const groups: SynonymGroup[] = [];
  const seen = new Set<string>();
  for (const operand of parseKeyword(keyword).flat()) {
    if (operand.phrase || operand.negated) continue;
    const typed = plainWord(operand.text);
    if (seen.has(typed)) continue;
    seen.add(typed);
    const group = groupOf.get(typed);
    if (group) {
      groups.push([operand.text, ...group.slice(0, spellingsSearched).filter((spelling) => spelling !== typed)]);
      continue;
    }
    const joined = joinedName.exec(operand.text);
    if (joined) groups.push([operand.text, `${joined[1]}${joined[2]} ${joined[3]}`]);
  }
  return groups;
}

/** Whether a term added to a keyword is one of its names' spellings, which the page need not list. */
export function isNameSpelling(term: string, groups: readonly SynonymGroup[]): boolean {
  return groups.some((group) => group.includes(term));
}
