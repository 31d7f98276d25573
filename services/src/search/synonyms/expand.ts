import { searchLimits } from '@qanoon/contracts';
import { formatKeyword, parseKeyword, type KeywordClauses, type KeywordOperand } from '@qanoon/infra';

/** Terms that mean the same to a lawyer ("qatl", "murder"), each as it is written. */
export type SynonymGroup = readonly string[];

/** A keyword with its synonyms: what the engine is asked, and the terms added to what was typed. */
export interface ExpandedKeyword {
  keyword: string;
  alsoSearched: string[];
}

/** The most alternatives one keyword grows into (every combination of its terms' synonyms). */
const maxClauses = 16;

/** Urdu letters keyed as their Arabic look-alikes, folded as the engines fold them (ADR 0035): yeh, kaf, heh. */
const urduLetters: Readonly<Record<string, string>> = { 'ي': 'ی', 'ى': 'ی', 'ے': 'ی', 'ك': 'ک', 'ه': 'ہ', 'ة': 'ہ' };

/** A term's words for comparing: lowercase letters and digits, whatever joins them ("Qatl-i-Amd" → qatl i amd). */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[يىےكهة]/gu, (letter) => urduLetters[letter] ?? letter)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((word, i) => word === b[i]);

/** A synonym as an operand: a word stays a word (hyphens and all), several words are a phrase. */
const operandOf = (term: string): KeywordOperand =>
  /\s/.test(term.trim()) ? { text: term.trim().replace(/\s+/g, ' '), phrase: true, negated: false } : { text: term.trim(), phrase: false, negated: false };

/**
 * The keyword with each term of a synonym group that was typed (a word, a hyphenated word or
 * several words in a row, not quoted, not excluded) also searched as its synonyms: "qatl bail"
 * becomes `qatl bail OR murder bail`. Quotes and exclusions say what they mean and are kept.
 */
export function expandSynonyms(keyword: string, groups: readonly SynonymGroup[]): ExpandedKeyword {
  const clauses = parseKeyword(keyword);
  // A keyword past the engine's bound on terms is searched as typed: growing it would only go further.
  if (clauses.reduce((n, clause) => n + clause.length, 0) > searchLimits.keywordTerms) return { keyword, alsoSearched: [] };
  const terms = groups.flatMap((group) => group.map((term) => ({ term, words: wordsOf(term), group })));
  // Longest first, so "qatl i amd" is found before "qatl".
  terms.sort((a, b) => b.words.length - a.words.length);
  // A term can start only at an operand whose first word is its first: each operand looks at those alone.
  const termsByFirstWord = new Map<string, Term[]>();
  for (const term of terms) {
    const first = term.words[0];
    if (first === undefined) continue;
    const same = termsByFirstWord.get(first);
    if (same) same.push(term);
    else termsByFirstWord.set(first, [term]);
  }
  const alsoSearched = new Set<string>();
  let expanded: KeywordClauses = [];
  for (const clause of clauses) {
    // Each clause becomes a list of slots: an operand as typed, or the alternatives of a term,
    // keyed by the term typed, so every place one term is typed takes the same synonym at once
    // ("related witness … related witness" grows by one clause a synonym, not by every mix).
    const slots: { key: string | null; alternatives: KeywordOperand[] }[] = [];
    const words = clause.map((operand) => (operand.phrase || operand.negated ? null : wordsOf(operand.text)));
    for (let i = 0; i < clause.length; ) {
      const operand = clause[i] as KeywordOperand;
      const found = matchAt(words, i, termsByFirstWord.get(words[i]?.[0] ?? '') ?? []);
      if (!found) {
        slots.push({ key: null, alternatives: [operand] });
        i += 1;
        continue;
      }
      const typed = clause.slice(i, i + found.operands);
      const others = found.group.filter((term) => !sameWords(wordsOf(term), found.words));
      const asTyped: KeywordOperand = typed.length === 1 ? (typed[0] as KeywordOperand) : { text: typed.map((o) => o.text).join(' '), phrase: true, negated: false };
      slots.push({ key: found.words.join(' '), alternatives: [asTyped, ...others.map(operandOf)] });
      i += found.operands;
    }
    // Every choice of synonym for each term typed, within the bound on alternatives.
    let choices: Map<string, number>[] = [new Map<string, number>()];
    const seen = new Set<string>();
    for (const slot of slots) {
      if (slot.key === null || slot.alternatives.length < 2 || seen.has(slot.key)) continue;
      seen.add(slot.key);
      const key = slot.key;
      if (choices.length * slot.alternatives.length + expanded.length > maxClauses) continue;
      for (const other of slot.alternatives.slice(1)) alsoSearched.add(other.text);
      choices = choices.flatMap((chosen) => slot.alternatives.map((_, k) => new Map(chosen).set(key, k)));
    }
    const grown = choices.map((chosen) => slots.map((slot) => slot.alternatives[slot.key === null ? 0 : (chosen.get(slot.key) ?? 0)] as KeywordOperand));
    expanded = [...expanded, ...grown];
  }
  if (alsoSearched.size === 0) return { keyword, alsoSearched: [] };
  return { keyword: formatKeyword(expanded), alsoSearched: [...alsoSearched] };
}

interface Term {
  term: string;
  words: string[];
  group: SynonymGroup;
}

/**
 * The group term typed at operand `i` of a clause, over as many plain operands as its words need;
 * `operandWords` holds each operand's words, null for a phrase or an exclusion.
 */
function matchAt(operandWords: readonly (readonly string[] | null)[], i: number, terms: readonly Term[]) {
  for (const candidate of terms) {
    const words: string[] = [];
    for (let j = i; j < operandWords.length && words.length < candidate.words.length; j++) {
      const typed = operandWords[j];
      if (!typed) break;
      words.push(...typed);
      if (sameWords(words, candidate.words)) return { ...candidate, operands: j - i + 1 };
    }
  }
  return undefined;
}
