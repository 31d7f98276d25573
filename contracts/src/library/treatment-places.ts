/**
 * The places past a reference's own where a citing judgment decides how it treats it
 * (docs/decisions/0065-treatment-read-by-cue-patterns-with-scope-rules.md): a later mention of the
 * case by its party's name ("Abdul Ali's case (supra)", "Habib Ullah (supra)"), and, for the
 * judgment under appeal named as reported ("the impugned judgment … reported as X"), the final
 * order that sets it aside or allows the appeal.
 *
 * Every search is bounded: the name is read in a short stretch before the first place, the
 * mentions are found once per text (the citation index reads every reference of one judgment in
 * turn), and the final order is looked for in the judgment's last characters only.
 */

export interface Place {
  index: number;
  end: number;
}

/** A place the reader is given, and what it is: the reference as written (none), a later mention by name, the final order. */
export interface TreatmentPlace extends Place {
  by?: 'name' | 'order' | 'upheld';
}

/** At most this many later mentions of one reference are read, so reading stays linear in the text. */
export const maxMentions = 12;
/** At most this many back-references ("supra", "X's case") of a judgment are matched to its references, the last ones. */
const maxBackReferences = 400;

// How far before the first place its case name is looked for.
const nameReach = 160;
// How much of a judgment's end holds its final order.
const orderReach = 2500;

const versus = /\s(?:v|vs|versus)\.?\s/i;
const possessiveCase = /([A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3})\s*['’]\s?s\s+case\W*$/;
// Parties' words that name nobody in particular: a mention by them could be any case.
const generic = new Set(
  'the state crown federation pakistan government govt province punjab sindh balochistan baluchistan khyber pakhtunkhwa nwfp islamic republic secretary commissioner collector registrar chairman director general chief officer board authority corporation bank company limited ltd pvt private high supreme court province president member messrs m/s mst mr mrs others another and of through haji syed sheikh ch chaudhry rana malik mian mirza hafiz dr'.split(' '),
);
const spellings: readonly (readonly string[])[] = [
  ['muhammad', 'mohammad', 'muhammed', 'mohammed', 'mohd', 'muhammd'],
  ['ahmed', 'ahmad'],
  ['hussain', 'husain', 'hussein'],
  ['ullah', 'ulla'],
  ['rehman', 'rahman'],
];
const fold = (word: string) => {
  const lower = word.toLowerCase();
  return spellings.find((forms) => forms.includes(lower))?.[0] ?? lower;
};

/**
 * The words a later mention names the case by: the last two words of the first party that say who
 * it is (`Haji Abdul Ali v. Haji Bismillah` → `abdul ali`; `Ghulam Rasool's case` → `ghulam
 * rasool`), folded to one spelling; null when the name is not written or names nobody in particular.
 */
export function mentionKey(text: string, place: Place, from = 0): string[] | null {
  const before = text.slice(Math.max(from, place.index - nameReach), place.index).replace(/[\s(,:[–—-]+$/u, '');
  let party: string | undefined;
  const possessive = possessiveCase.exec(before);
  if (possessive) party = possessive[1];
  else {
    // The last "A v. B" before the citation: A is the words before the last "v." back to a clause's end.
    const splits = [...before.matchAll(new RegExp(versus.source, 'gi'))];
    const last = splits.at(-1);
    if (!last || before.length - (last.index + last[0].length) > 120) return null;
    const head = before.slice(0, last.index);
    party = head.split(/[,;:()"“”]|\.\s|\b(?:in|of|as|titled|reported|case|judgment|see|and)\s+(?=[A-Z])/).at(-1);
  }
  if (!party) return null;
  const words = party
    .replace(/\b(?:and|&)\s+(?:others?|another|\d+\s+others)\b.*$/i, '')
    .replace(/\bthrough\b.*$/i, '')
    .split(/[^A-Za-z]+/)
    .filter((word) => /^[A-Z]/.test(word) && word.length > 1);
  const key = words.slice(-2).map(fold);
  if (key.length === 0 || key.every((word) => generic.has(word)) || key.join('').length < 6) return null;
  return key;
}

// Where a judgment refers back to a case by name: "(supra)", "supra", "ibid", "X's case", "the X case" (a name's word of
// bounded length with its capital before "case", captured so the mention's words end with it; not "the instant case").
// Nothing is read before the word itself, so a long run of spaces is read once.
const backReference =
  /\b(?:[Ss]upra|SUPRA|[Ii]bid|IBID)\b(?:\s{0,3}\))?|['’]\s?s\s+[Cc]ase\b|\b(?!(?:The|This|That|Such|Each|Every|In|Instant|Present|Said|Cited|Above|Whole)\s)([A-Z][A-Za-z'’-]{1,40})\s+[Cc]ase\b/g;
const mentionWords = /[A-Za-z]+/g;

interface Mention {
  /** The folded words just before the back-reference, and where each starts. */
  words: { word: string; index: number }[];
  end: number;
}

let mentionsOf: { text: string; mentions: Mention[] } | null = null;

/** Every back-reference of the text with the words that name it, found once per text. */
function mentions(text: string): Mention[] {
  if (mentionsOf?.text === text) return mentionsOf.mentions;
  const ends: { index: number; end: number }[] = [];
  backReference.lastIndex = 0;
  for (let match = backReference.exec(text); match; match = backReference.exec(text)) {
    // "Agarwala case": the name's word is read as a word before the back-reference.
    const index = match.index + (match[1]?.length ?? 0);
    ends.push({ index, end: match.index + match[0].length });
  }
  const found: Mention[] = [];
  // A judgment decides at its end: the last back-references are the ones read.
  for (const match of ends.slice(-maxBackReferences)) {
    const from = Math.max(0, match.index - 60);
    const head = text.slice(from, match.index);
    const words: { word: string; index: number }[] = [];
    mentionWords.lastIndex = 0;
    for (let word = mentionWords.exec(head); word; word = mentionWords.exec(head)) words.push({ word: fold(word[0]), index: from + word.index });
    found.push({ words: words.slice(-6), end: match.end });
  }
  mentionsOf = { text, mentions: found };
  return found;
}

// A High Court a reference's report names (`PLD 2014 Balochistan 128`, `1995 MLD 1 Lah.`), and the words a judgment names that court by.
const reportedCourts: readonly { report: RegExp; names: readonly string[] }[] = [
  { report: /\b(?:Balochistan|Baluchistan|Quetta)\b/i, names: ['balochistan', 'baluchistan', 'quetta'] },
  { report: /\b(?:Lahore|Lah)\b/i, names: ['lahore'] },
  { report: /\b(?:Karachi|Kar|Sindh)\b/i, names: ['sindh', 'karachi'] },
  { report: /\b(?:Peshawar|Pesh)\b/i, names: ['peshawar'] },
  { report: /\bIslamabad\b/i, names: ['islamabad'] },
];

/**
 * The words a later mention names the reference's court by, when its report names a High Court: a
 * judgment often speaks of what it cited as "the judgments of the learned High Court of Balochistan (supra)".
 */
export function courtKey(written: string): readonly string[] | null {
  return reportedCourts.find(({ report }) => report.test(written))?.names ?? null;
}

let lowered: { text: string; lower: string } | null = null;
// How many times a name is looked for, and how far before it its court.
const maxNamedCourt = 20;
const courtReach = 120;

/**
 * The High Court a reference whose report names none (`2015 YLR 1584`) was decided by, as the judgment says it when it names the
 * case again: "the view set out by the learned High Court of Balochistan in the cases of Zulikha Bibi and …". Read at most
 * `maxNamedCourt` times the name is written, with the lowered text found once per text.
 */
function namedCourt(text: string, key: readonly string[], after: number): readonly string[] | null {
  if (lowered?.text !== text) lowered = { text, lower: text.toLowerCase() };
  const { lower } = lowered;
  const name = key.join(' ');
  let seen = 0;
  for (let at = lower.indexOf(name, after); at !== -1 && seen < maxNamedCourt; at = lower.indexOf(name, at + name.length), seen++) {
    const before = lower.slice(Math.max(0, at - courtReach), at).replace(/\s+/g, ' ');
    const found = reportedCourts.find(({ names }) => names.some((court) => before.includes(`high court of ${court}`) || before.includes(`${court} high court`)));
    if (found) return found.names;
  }
  return null;
}

/**
 * Whether a mention's word is the name's: the same word, or, for the last word of a two-word name whose first word is the
 * same, a respelling of one letter in a word of five letters or more ("Ch. Muhammad Ikram's case" for Muhammad Akram): a scanned
 * or retyped judgment respells a party now and then, and a mention still counts only for the court's distinguishing or negative word.
 */
function sameName(word: string | undefined, name: string | undefined, exact = true): boolean {
  if (word === undefined || name === undefined) return false;
  if (word === name) return true;
  if (exact || word.length !== name.length || name.length < 5) return false;
  let differ = 0;
  for (let k = 0; k < name.length && differ < 2; k++) if (word.charCodeAt(k) !== name.charCodeAt(k)) differ++;
  return differ === 1;
}

/**
 * The later mentions of a reference by its case's name (or its High Court's) after its first place,
 * not at a place the reference is written itself: the last `maxMentions` of them.
 */
export function namedPlaces(text: string, places: readonly Place[]): TreatmentPlace[] {
  const first = places[0];
  if (!first) return [];
  const key = mentionKey(text, first);
  const court = courtKey(text.slice(first.index, first.end)) ?? (key ? namedCourt(text, key, first.end) : null);
  if (!key && !court) return [];
  const out: TreatmentPlace[] = [];
  for (const mention of mentions(text)) {
    if (mention.end <= first.end) continue;
    // The key's words, last of them among the two words before the back-reference ("Abdul Ali's case", "Habib Ullah (supra)").
    const { words } = mention;
    let at = -1;
    for (let k = words.length - 1; key && k >= Math.max(0, words.length - 3) && at === -1; k--) {
      if (sameName(words[k]?.word, key.at(-1), key.length < 2) && key.every((word, j) => sameName(words[k - key.length + 1 + j]?.word, word, j < key.length - 1 || key.length < 2))) {
        at = k - key.length + 1;
      }
    }
    // "the judgments of the learned High Court of Balochistan (supra)", "the Sindh High Court (supra)".
    if (at === -1 && court) {
      const last = words.slice(-5);
      const high = last.findIndex(({ word }, k) => word === 'high' && last[k + 1]?.word === 'court');
      if (high !== -1 && last.some(({ word }) => court.includes(word))) {
        const named = last.findIndex(({ word }) => court.includes(word));
        at = words.length - last.length + Math.min(high, named);
      }
    }
    const start = words[at]?.index;
    if (start === undefined) continue;
    // "Shah Hussain's case (PLD 2009 SC 460)": a place the reference is written, read as such.
    if (places.some((place) => place.end > start && place.index < mention.end + 20)) continue;
    // "Abdul Ali's case (supra)": one mention, however many back-references it holds.
    const previous = out.at(-1);
    if (previous && previous.index === start) previous.end = mention.end;
    else out.push({ index: start, end: mention.end, by: 'name' });
  }
  // A judgment decides at its end: the last mentions are read.
  return out.slice(-maxMentions);
}

// The judgment under appeal named as reported, just before the citation ("has impugned the judgment dated …, also reported as").
const underAppeal = /\b(?:impugned|under\s+appeal|appealed\s+against|assailed)\b(?:[^.;]|\.(?=\s*\d|\S)){0,250}\breported\s+(?:as|in|at)\b(?:[^.;()]|\.(?=\s*\S)|\.\s*$){0,160}\(?\s*$/i;
// The final order undoing it (a review allowed recalls the judgment under review).
const finalOrder =
  /\b(?:impugned|appealed\s+against)\s+(?:\w+\s+){0,2}(?:judgments?|orders?|decrees?)\b(?:[^.;]|\.(?=\S|\s*\d)){0,250}?\b(?:is|are|stands?|be|being)\s+(?:hereby\s+|accordingly\s+|thus\s+)?(?:set\s*-?\s*aside|reversed|recalled)\b|\b(?:this|the|these|instant)\s+(?:civil\s+|criminal\s+|intra\s*-?\s*court\s+)?appeals?\s+(?:is|are|stands?)\s+(?:hereby\s+|accordingly\s+|therefore\s+|thus\s+)?(?:allowed|accepted)\b|\bappeals?\s+(?:is|are)\s+(?:hereby\s+|accordingly\s+)?(?:allowed|accepted)\b|\breview\s+petitions?\b[^;]{0,60}?\b(?:is|are|stands?)\s+(?:hereby\s+|accordingly\s+)?(?:allowed|accepted)\b/gi;

// The final order leaving it standing: the appeal (or petition) dismissed, leave refused.
const upholdingOrder =
  /\b(?:this|the|these|instant|both)\s+(?:civil\s+|criminal\s+|jail\s+|intra\s*-?\s*court\s+)?(?:appeals?|petitions?)\s+(?:is|are|stands?)\s*,?\s*(?:(?:hereby|accordingly|therefore|thus|consequently)\s*,?\s*)?dismissed\b|\bappeals?\s+(?:is|are)\s+(?:hereby\s+|accordingly\s+)?dismissed\b|\bmerit\s+consideration\s+and\s+(?:is|are)\s+dismissed\b|\bleave\s+(?:to\s+appeal\s+)?(?:is\s+)?(?:hereby\s+)?(?:refused|declined)\b/gi;

/** The last match of a global pattern in the tail, as a place of the given kind. */
function lastOrder(pattern: RegExp, tail: string, from: number, by: 'order' | 'upheld'): TreatmentPlace | null {
  let last: TreatmentPlace | null = null;
  pattern.lastIndex = 0;
  for (let found = pattern.exec(tail); found; found = pattern.exec(tail)) last = { index: from + found.index, end: from + found.index + found[0].length, by };
  return last;
}

/**
 * For a reference the judgment names as the judgment under appeal ("the impugned judgment …
 * reported as X"), the place of the final order that undoes it (`order`), or, when none does, of the
 * final order that leaves it standing, the appeal dismissed (`upheld`); none otherwise.
 */
export function orderPlaces(text: string, places: readonly Place[]): TreatmentPlace[] {
  const named = places.some((place) => underAppeal.test(text.slice(Math.max(0, place.index - 420), place.index)));
  if (!named) return [];
  const from = Math.max(places.at(-1)?.end ?? 0, text.length - orderReach);
  const tail = text.slice(from);
  const last = lastOrder(finalOrder, tail, from, 'order') ?? lastOrder(upholdingOrder, tail, from, 'upheld');
  return last ? [last] : [];
}

/** Every place the reader is given for a reference: where it is written, then its later mentions by name and the final order. */
export function treatmentPlaces(text: string, places: readonly Place[]): TreatmentPlace[] {
  return [...places, ...namedPlaces(text, places), ...orderPlaces(text, places)];
}
