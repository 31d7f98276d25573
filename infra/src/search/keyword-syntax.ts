/**
 * The researcher's keyword syntax, read the same way by every search engine adapter:
 *
 * - words, all required; `"quoted phrases"`;
 * - `OR` in capitals, or `|`, between alternatives (looser than the implied AND: `a b OR c` is
 *   (a AND b) OR c); a lowercase "or" or "and" is a word like any other;
 * - `-word` or `-"phrase"` leaves matches out, when the hyphen starts a word typed after a space.
 *
 * Head notes pasted into the box carry hyphens that are not exclusions, and they are read as
 * part of the word before (ADR 0027):
 * - a hyphen inside a word is part of it (`qatl-e-amd`, `489-F`);
 * - `-x` whose rest has a hyphen of its own or is one or two characters continues the word
 *   before: `Qatl -i-amd`, `Qanun -e-Shahadat`, `561 -A`;
 * - `-word` after a prefix written with a hyphen continues it: `Co -sharer`, `(Re -Organization)`,
 *   `Anti -Terrorism`, `pre -emption`, `self -incrimination` (the prefixes are listed below);
 * - a word ending in a hyphen joins the next: `Qanun- e-Shahadat`;
 * - a hyphen before anything but a letter, digit or quote is punctuation, and punctuation alone
 *   is no word.
 */
export interface KeywordOperand {
  /** The word, or the phrase's words separated by single spaces. */
  text: string;
  phrase: boolean;
  negated: boolean;
}

/** Alternatives (OR), each a list of operands that are all required. */
export type KeywordClauses = KeywordOperand[][];

/** Prefixes English writes with a hyphen: a `-word` after one of them is the rest of the word. */
const hyphenPrefixes = new Set([
  'anti', 'co', 'counter', 'cross', 'ex', 'extra', 'inter', 'intra', 'mis', 'multi', 'non', 'post', 'pre', 'pro',
  'quasi', 're', 'self', 'semi', 'sub', 'super', 'trans', 'ultra', 'un', 'vice',
]);

const longestPrefix = Math.max(...[...hyphenPrefixes].map((prefix) => prefix.length));

const startsWordOrQuote = /^["\p{L}\p{N}]/u;

function isPrefix(operand: KeywordOperand | undefined): boolean {
  if (!operand || operand.phrase || operand.negated) return false;
  // The last word of the operand must be the prefix ("(Re", "Co", "Petitioner/Ex"), not a word
  // ending in one ("taxpre"). One letter more than the longest prefix tells them apart, and reading
  // no further keeps a long joined word from being scanned again at each start (ADR 0057).
  const tail = /\p{L}+$/u.exec(operand.text.slice(-(longestPrefix + 1)))?.[0]?.toLowerCase();
  return tail !== undefined && hyphenPrefixes.has(tail);
}

export function parseKeyword(input: string): KeywordClauses {
  const clauses: KeywordClauses = [[]];
  let joinNext = false;
  for (const match of input.matchAll(/-?"[^"]*"?|[^\s"]+/g)) {
    const token = match[0];
    const clause = clauses[clauses.length - 1] as KeywordOperand[];
    const previous = clause[clause.length - 1];
    const afterSpace = match.index === 0 || /\s/.test(input[match.index - 1] ?? ' ');
    if (token === 'OR' || token === '|') {
      clauses.push([]);
      joinNext = false;
      continue;
    }
    const negated = token.startsWith('-') && afterSpace;
    let body = token.startsWith('-') ? token.replace(/^-+/, '') : token;
    if (body.startsWith('"')) {
      const words = body.replace(/["\\]/g, ' ').trim().replace(/\s+/g, ' ');
      if (words) clause.push({ text: words, phrase: true, negated });
      joinNext = false;
      continue;
    }
    if (negated && !startsWordOrQuote.test(body)) body = body.replace(/^[^\p{L}\p{N}]+/u, '');
    // Punctuation alone (the comma between `"Man", "Woman"`) is no word to look for.
    if (!/[\p{L}\p{N}]/u.test(body)) {
      joinNext = false;
      continue;
    }
    const continues =
      previous !== undefined &&
      !previous.phrase &&
      !previous.negated &&
      (joinNext || (negated && (body.includes('-') || body.length <= 2 || isPrefix(previous))));
    if (continues) {
      previous.text = joinNext ? `${previous.text}${body}` : `${previous.text}-${body}`;
    } else {
      clause.push({ text: body, phrase: false, negated: negated && startsWordOrQuote.test(body) });
    }
    joinNext = body.endsWith('-') && !(clause[clause.length - 1]?.negated ?? false);
  }
  return clauses.filter((clause) => clause.length > 0);
}

/** Words only: no phrase, no OR, no exclusion. */
export function isPlainKeyword(clauses: KeywordClauses): boolean {
  return clauses.length === 1 && (clauses[0] ?? []).every((o) => !o.phrase && !o.negated);
}

/** The words of a plain keyword, in order. */
export const plainWordsOf = (clauses: KeywordClauses): string[] => (clauses[0] ?? []).map((o) => o.text);

/**
 * The keyword as PostgreSQL's websearch_to_tsquery must read it: every exclusion, phrase and OR
 * as parsed here, and nothing else it could take for an operator (a lowercase "or", a hyphen
 * starting a word that is not an exclusion).
 */
export function toWebsearchText(clauses: KeywordClauses): string {
  // A hyphen between letters separates words that must all be there, not a phrase: PostgreSQL's
  // parser indexes `Qanun-e-Shahadat`, `Qanun -e-Shahadat` and `Qanun- e-Shahadat` as different
  // compounds, so only their parts match every way a judgment writes them (ranking by cover
  // density still puts them together first). Hyphens at digits keep `489-F` and `22-P` whole.
  const word = (text: string) => text.replace(/(^|[^\p{L}\p{N}])-+/gu, '$1 ').replace(/(?<=\p{L})-+(?=\p{L})/gu, ' ').trim();
  return clauses
    .map((clause) =>
      clause
        .map((o) => {
          if (o.phrase) return `${o.negated ? '-' : ''}"${o.text}"`;
          const text = word(o.text);
          // "or" is a stop word: left out, websearch_to_tsquery cannot take it for OR.
          if (!text || /^or$/i.test(text)) return '';
          return o.negated ? `-${text}` : text;
        })
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean)
    .join(' OR ');
}

/** Clauses written back in the researcher's syntax, as parseKeyword reads them again. */
export function formatKeyword(clauses: KeywordClauses): string {
  return clauses
    .map((clause) => clause.map((o) => `${o.negated ? '-' : ''}${o.phrase ? `"${o.text}"` : o.text}`).join(' '))
    .join(' OR ');
}
