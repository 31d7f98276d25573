/**
 * Case numbers in any written form, reduced to one key: `C.A.468-2010`, `Civil Appeal No. 468 of
 * 2010`, `CIVIL APPEALS NO.468/10` are all `ca-468-2010`; `Crl.A.22-P-2014` and `Criminal Appeal
 * No.22-P/2014` are `crla-22-p-2014`. A key is the kind of case (from the table below), the number
 * with its letter part (a registry's `22-P`, `689-L`) and the year in four digits. The search
 * engines index the keys of a judgment's own case numbers and look a typed one up by its key.
 */

/**
 * The kinds of case, each with its abbreviations (their parts, written with or without dots and
 * spaces: `C.P.L.A.`, `C. P. L. A.`, `CPLA`) and its words spelled out. An abbreviation two kinds
 * share (`C.P.`: the Supreme Court's Constitution Petition, elsewhere a Civil Petition) gives both keys.
 */
const kinds: readonly { key: string; abbreviations: readonly (readonly string[])[]; spelled: readonly string[] }[] = [
  { key: 'ca', abbreviations: [['C', 'A'], ['Civ', 'A']], spelled: ['civil appeals?'] },
  { key: 'crla', abbreviations: [['Crl', 'A'], ['Cr', 'A'], ['Crim', 'A'], ['Crl', 'Appeal'], ['Cr', 'Appeal']], spelled: ['criminal appeals?'] },
  { key: 'cpla', abbreviations: [['C', 'P', 'L', 'A'], ['C', 'P']], spelled: ['civil petitions?(?: for leave to appeal)?'] },
  { key: 'crlpla', abbreviations: [['Crl', 'P', 'L', 'A'], ['Crl', 'P'], ['Cr', 'P'], ['Crl', 'Petition'], ['Cr', 'Petition']], spelled: ['criminal petitions?(?: for leave to appeal)?'] },
  { key: 'constp', abbreviations: [['Const', 'P'], ['C', 'P'], ['Const', 'Petition'], ['Constt', 'P']], spelled: ['constitution(?:al)? petitions?'] },
  { key: 'wp', abbreviations: [['W', 'P']], spelled: ['writ petitions?'] },
  { key: 'rfa', abbreviations: [['R', 'F', 'A']], spelled: ['regular first appeals?'] },
  { key: 'rsa', abbreviations: [['R', 'S', 'A']], spelled: ['regular second appeals?'] },
  { key: 'jp', abbreviations: [['J', 'P']], spelled: ['jail petitions?'] },
  { key: 'ja', abbreviations: [['J', 'A']], spelled: ['jail appeals?'] },
  { key: 'crlop', abbreviations: [['Crl', 'O', 'P'], ['Crl', 'Org', 'P']], spelled: ['criminal original(?: petitions?)?'] },
  { key: 'smc', abbreviations: [['S', 'M', 'C']], spelled: ['suo motu(?: case)?'] },
  { key: 'cma', abbreviations: [['C', 'M', 'A'], ['C', 'Misc'], ['Civ', 'Misc'], ['C', 'M']], spelled: ['civil misc(?:ellaneous|\\.)?(?: applications?)?'] },
  // A criminal miscellaneous (a bail petition in the High Courts) is written Crl. Misc., Cr. Misc., Crl.M. or Crl.M.A.
  { key: 'crlma', abbreviations: [['Crl', 'M', 'A'], ['Crl', 'Misc'], ['Cr', 'Misc'], ['Crl', 'M'], ['Cr', 'M', 'A']], spelled: ['criminal misc(?:ellaneous|\\.)?(?: applications?)?'] },
  { key: 'crp', abbreviations: [['C', 'R', 'P']], spelled: ['civil review petitions?', 'review petitions?'] },
  { key: 'crlrp', abbreviations: [['Crl', 'R', 'P']], spelled: ['criminal review petitions?'] },
  { key: 'hrc', abbreviations: [['H', 'R', 'C']], spelled: ['human rights cases?'] },
  { key: 'ica', abbreviations: [['I', 'C', 'A']], spelled: ['intra[ -]court appeals?'] },
  { key: 'hca', abbreviations: [['H', 'C', 'A']], spelled: ['high court appeals?'] },
  { key: 'csa', abbreviations: [['C', 'Sh', 'A']], spelled: ['civil shariat appeals?'] },
  { key: 'crlrev', abbreviations: [['Crl', 'Rev'], ['Crl', 'R'], ['Crl', 'Revision'], ['Cr', 'Rev']], spelled: ['criminal revisions?(?: petitions?)?'] },
  { key: 'cr', abbreviations: [['C', 'R'], ['Civ', 'Rev']], spelled: ['civil revisions?'] },
  { key: 'crlsha', abbreviations: [['Crl', 'Sh', 'A']], spelled: ['criminal shariat appeals?'] },
  { key: 'cmappeal', abbreviations: [['C', 'M', 'Appeal'], ['CM', 'Appeal']], spelled: ['civil misc(?:ellaneous|\\.)? appeals?'] },
  { key: 'cuo', abbreviations: [['C', 'U', 'O']], spelled: [] },
  { key: 'rp', abbreviations: [['R', 'P']], spelled: [] },
  { key: 'ref', abbreviations: [['Ref']], spelled: ['references?'] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Form {
  pattern: string;
  keys: string[];
  /** Letters in the form, so longer forms are tried first (`C.P.L.A.` before `C.P.`). */
  weight: number;
}

function forms(): Form[] {
  const byPattern = new Map<string, Form>();
  for (const kind of kinds) {
    for (const parts of kind.abbreviations) {
      // Parts joined by an optional dot and space, the last dot optional too: C.P.L.A., C. P. L. A., CPLA.
      const pattern = `${parts.map(escape).join('\\.?\\s?')}\\.?`;
      const form = byPattern.get(pattern) ?? { pattern, keys: [], weight: parts.join('').length + 0.5 };
      form.keys.push(kind.key);
      byPattern.set(pattern, form);
    }
    for (const words of kind.spelled) {
      const pattern = `${words.replace(/ /g, '\\s+')}\\.?`;
      byPattern.set(pattern, { pattern, keys: [kind.key], weight: words.length + 100 });
    }
  }
  return [...byPattern.values()].sort((a, b) => b.weight - a.weight);
}

const kindForms = forms();

/**
 * A kind of case written out or abbreviated, then `No.`, `Nos.` or nothing; {@link kindMatches}
 * keeps those not in the middle of a word or of a longer abbreviation (`C.A.` inside `I.C.A.`).
 */
const kindPattern = new RegExp(
  `(?:${kindForms.map((f) => `(${f.pattern})`).join('|')})(?![\\p{L}])\\s*(?:(?:nos?|numbers?)(?![\\p{L}])\\.?\\s*(?:\\(s\\)\\s*)?)?(?=\\d)`,
  'giu',
);

/** A number, its letter part (`22-P`), and its year: `468 of 2010`, `468/2010`, `468-10`, `22-P-2014`. */
const itemPattern = /(\d{1,6})(?:\s?-\s?([a-z]{1,2})(?![\p{L}]))?(?:(?:\s+of\s+|\s*\/\s*|-)(\d{4}|\d{2})(?!\d))?/iuy;
/** The year after a range written with a hyphen: `2335-2337 of 2013`. */
const yearPattern = /(?:\s+of\s+|\s*\/\s*)(\d{4}|\d{2})(?!\d)/iy;
/** Between the numbers of a list: `842 and 843`, `6 to 8, 10 to 12`, `2335-2337`. */
const separatorPattern = /\s*(,|&|\band\b|\bto\b|-)\s*/iuy;

const firstYear = 1900;

/** A year as written: four digits, or two (up to 50 is this century, above it the last). */
function fullYear(text: string | undefined): number | null {
  if (text === undefined) return null;
  const year = Number(text);
  if (text.length === 2) return year <= 50 ? 2000 + year : 1900 + year;
  return year >= firstYear && year <= 2100 ? year : null;
}

interface Item {
  number: number;
  letter?: string;
  year: number | null;
  /** The item ends a range begun by the one before (`6 to 8`). */
  rangeEnd: boolean;
}

/** A range of numbers is listed whole only when short; a longer one keeps its two ends. */
const longestRange = 50;

/** The items of the list that starts at `from`: numbers with their letter part and year. */
function readItems(text: string, from: number): Item[] {
  const items: Item[] = [];
  let at = from;
  let rangeEnd = false;
  for (;;) {
    itemPattern.lastIndex = at;
    const item = itemPattern.exec(text);
    if (!item) break;
    const year = fullYear(item[3]);
    let letter = item[2]?.toLowerCase();
    // `2335-2337`: a "year" that is none is the end of a range.
    if (item[3] !== undefined && year === null) {
      items.push({ number: Number(item[1]), ...(letter ? { letter } : {}), year: null, rangeEnd });
      at = item.index + item[0].length;
      yearPattern.lastIndex = at;
      const after = yearPattern.exec(text);
      if (after) at = yearPattern.lastIndex;
      items.push({ number: Number(item[3]), year: fullYear(after?.[1]), rangeEnd: true });
      rangeEnd = false;
    } else {
      if (letter === 'of' || letter === 'to') letter = undefined;
      items.push({ number: Number(item[1]), ...(letter ? { letter } : {}), year, rangeEnd });
      at = item.index + item[0].length;
    }
    separatorPattern.lastIndex = at;
    const separator = separatorPattern.exec(text);
    if (!separator || !/^\d/.test(text.slice(separatorPattern.lastIndex))) break;
    rangeEnd = /^(to|-)$/i.test(separator[1] ?? '');
    at = separatorPattern.lastIndex;
    if (items.length > 60) break;
  }
  // A list's year is written once, after its last number: `842 and 843 of 2024`.
  let year: number | null = null;
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i] as Item;
    if (item.year !== null) year = item.year;
    else item.year = year;
  }
  return items;
}

/** The numbers a list names, its short ranges filled in. */
function numbersOf(items: readonly Item[]): { number: number; letter?: string; year: number }[] {
  const out: { number: number; letter?: string; year: number }[] = [];
  items.forEach((item, i) => {
    if (item.year === null) return;
    const before = items[i - 1];
    if (item.rangeEnd && before && before.year === item.year && item.number > before.number && item.number - before.number <= longestRange) {
      for (let n = before.number + 1; n < item.number; n++) out.push({ number: n, ...(before.letter ? { letter: before.letter } : {}), year: item.year });
    }
    out.push({ number: item.number, ...(item.letter ? { letter: item.letter } : {}), year: item.year });
  });
  return out;
}

/** The key of one case number: `ca-468-2010`, `crla-22-p-2014`. */
export function caseNumberKey(kind: string, number: number, year: number, letter?: string): string {
  return `${kind}-${number}${letter ? `-${letter.toLowerCase()}` : ''}-${year}`;
}

/** A case number as written in a text: its key, and whether it follows "in" (the case an application is made in). */
interface Mention {
  key: string;
  within: boolean;
}

/** The character (a whole code point) just before `index`, or '' at the start. */
function characterBefore(text: string, index: number): string {
  if (index === 0) return '';
  const last = text.charCodeAt(index - 1);
  const paired = index >= 2 && last >= 0xdc00 && last <= 0xdfff && (text.charCodeAt(index - 2) & 0xfc00) === 0xd800;
  return text.slice(paired ? index - 2 : index - 1, index);
}

const wordCharacter = /^[\p{L}\p{N}.]$/u;

/**
 * Where the kind pattern matches not in the middle of a word or of a longer abbreviation. The
 * character before is checked here rather than by a lookbehind in the pattern: the same matches,
 * and the engine can skip ahead to a kind's first letter instead of testing every position.
 */
function* kindMatches(text: string): Generator<RegExpExecArray> {
  const pattern = new RegExp(kindPattern);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (wordCharacter.test(characterBefore(text, match.index))) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    yield match;
  }
}

function mentions(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of kindMatches(text)) {
    const within = /\bin\s*$/i.test(text.slice(Math.max(0, match.index - 6), match.index));
    // Group n + 1 is the form n that matched (the forms' own patterns capture nothing).
    const form = kindForms[match.findIndex((value, group) => group > 0 && value !== undefined) - 1];
    if (!form) continue;
    for (const { number, letter, year } of numbersOf(readItems(text, match.index + match[0].length))) {
      for (const kind of form.keys) found.push({ key: caseNumberKey(kind, number, year, letter), within });
    }
  }
  return found;
}

/** The keys of every case number written in the text, in order of first appearance, each once. */
export function caseNumberKeys(text: string): string[] {
  return [...new Set(mentions(text).map((m) => m.key))];
}

/** The key a judgment carries for a case it is made in (`in:smc-1-2014`), as against its own number's. */
export const withinKey = (key: string): string => `in:${key}`;

/**
 * The keys of the case numbers a judgment opens with: its head notes (whose line ends `decided …,
 * C.A.468-2010`) and its heading, up to where it names the case appealed from (`On appeal
 * against the judgment … in W.P. No. 13/2013`). A number written after "in" is the case an
 * application or a review is made in (`C.M.A. No.4821 of 2018 in S.M.C. No.1 of 2014`): it is
 * kept as {@link withinKey}, which a search for that number ranks below the judgment whose own number it is.
 */
export function ownCaseNumberKeys(headNotes: string, judgment: string): string[] {
  const heading = judgment.slice(0, 1500);
  const end = heading.search(/\(?\s*\b(?:on appeal|against the|arising out|from the (?:judg|order))/i);
  const all = [...mentions(headNotes.slice(0, 3000)), ...mentions(end >= 0 ? heading.slice(0, end) : heading)];
  const own = new Set(all.filter((m) => !m.within).map((m) => m.key));
  const within = all.filter((m) => m.within && !own.has(m.key)).map((m) => withinKey(m.key));
  return [...new Set([...own, ...within])];
}
