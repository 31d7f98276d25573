import { foldPartyNames } from '@qanoon/contracts';

/** How far before a citation its case name is looked for: a long name fits, a paragraph does not. */
const reach = 160;
const maxNameWords = 14;

/** The words between two parties' names. */
const versus = new Set(['v', 'vs', 'versus']);
/** Lower-case words a party's name holds (`Government of the Punjab and others`). */
const joiners = new Set(['of', 'the', 'and', '&', 'through', 'thr', 'others', 'another', 'ors', 'anr', 'etc', 'bin', 'ul', 'ud', 'ur', 'al', 'el', 'de', 'e', 'i']);
/** Words that lead into a name without being one (`In`, `See`, `Relying on`). */
const leads = new Set(['in', 'see', 'also', 'cf', 'relying', 'relied', 'on', 'upon', 'per', 'reliance', 'placed', 'followed', 'as', 'held', 'and', 'but', 'while', 'case', 'judgment', 'vide', 'e.g']);
/** Words of a name that say nothing of who the parties are. */
const insignificant = new Set([...versus, ...joiners, 'case', 's']);

const plain = (word: string) => word.replace(/^[("'“‘[]+|[)"'”’\],;:]+$/g, '');
const capitalised = (word: string) => /^\p{Lu}/u.test(plain(word));
const bare = (word: string) => plain(word).toLowerCase().replace(/\.$/, '');
const possessive = /['’]s$|s['’]$/;

/**
 * The case name a text writes just before a citation that starts at `start` (`Muhammad Ajmal v.
 * The State (2019 SCMR 123)`, `in Ghulam Rasool's case (PLD 2001 SC 95)`, `State v. Ali, 2019
 * SCMR 123`), looking no further back than `from` (the end of the citation before it); null when
 * it writes none. Reads a bounded window, so the whole text is read in linear time.
 */
export function writtenCaseName(text: string, start: number, from = 0): string | null {
  const before = text.slice(Math.max(from, start - reach), start).replace(/[\s(,:[–—-]+$/u, '');
  const words = before.split(/\s+/).filter(Boolean);
  const last = words.at(-1);
  if (!last) return null;
  const name: string[] = [];
  if (bare(last) === 'case' && possessive.test(plain(words.at(-2) ?? ''))) {
    // "Ghulam Rasool's case": the name is the capitalised words before "case".
    for (let at = words.length - 2; at >= 0 && name.length < maxNameWords; at--) {
      const word = words[at] ?? '';
      if (at < words.length - 2 && /[,;:.)]$/.test(word) && !/^\p{Lu}\.$/u.test(word)) break;
      if (!capitalised(word) && !joiners.has(bare(word)) && !versus.has(bare(word))) break;
      name.unshift(at === words.length - 2 ? plain(word).replace(possessive, '') : word);
    }
  } else {
    // "A v. B": capitalised words with a "v." among them, ending at the citation.
    for (let at = words.length - 1; at >= 0 && name.length < maxNameWords; at--) {
      const word = words[at] ?? '';
      // A clause or sentence before the name ends it (`…by the Court. The State v. Ali`); `v.`, `Mst.` and `Govt.` do not.
      if (at < words.length - 1 && (/[,;:)]$/.test(word) || (/\.$/.test(word) && plain(word).length > 5))) break;
      if (!capitalised(word) && !joiners.has(bare(word)) && !versus.has(bare(word))) break;
      name.unshift(word);
    }
    const split = name.findIndex((word) => versus.has(bare(word)));
    if (split <= 0 || split === name.length - 1) return null;
  }
  const leading = (word: string) => leads.has(bare(word)) || (joiners.has(bare(word)) && bare(word) !== 'the');
  while (name.length > 0 && leading(name[0] ?? '')) name.shift();
  const written = name.map(plain).join(' ').trim();
  return significantWords(written).length > 0 ? written : null;
}

/** The words of a name that tell its parties apart, every spelling of a name folded to one. */
function significantWords(name: string): string[] {
  return foldPartyNames(name)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !insignificant.has(word));
}

/**
 * Whether a written case name names the parties of a judgment: every word of it that tells
 * parties apart is in the parties (spelling variants aside, `Govt.` for `Government`).
 */
export function namesParties(written: string, parties: string): boolean {
  const theirs = significantWords(parties);
  return significantWords(written).every((word) => theirs.some((their) => their === word || (word.length >= 3 && their.startsWith(word))));
}
