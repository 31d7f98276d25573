import { courtName, isKnownJournal, longestCitation, parseCitation, type Citation } from './citation.ts';

/** A citation found in running text, with where it is. */
export interface FoundCitation {
  text: string;
  start: number;
  end: number;
  citation: Citation;
}

const yearToken = /^(1[89]\d{2}|20\d{2})$/;
const pageToken = /^\d{1,5}$/;
const leading = /^[([]+/;
const reachBefore = 4;
const reachAfter = 7;

// Punctuation that follows a citation in a sentence, not part of it.
const trailing = new Set([',', ';', ':', '.', ')', ']']);

/**
 * The word without the punctuation after it. Scanned from the end: a pattern anchored at the end
 * tries every start in a run of commas, which took seconds on a text of commas (ADR 0057).
 */
function withoutTrailing(word: string): string {
  let end = word.length;
  while (end > 0 && trailing.has(word.charAt(end - 1))) end--;
  return word.slice(0, end);
}

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokensOf(text: string): Token[] {
  return [...text.matchAll(/\S+/g)].map((m) => {
    const raw = m[0];
    const lead = leading.exec(raw)?.[0].length ?? 0;
    return { text: raw.slice(lead), start: m.index + lead, end: m.index + raw.length };
  });
}

// A word longer than a whole citation is in none, and ends any span it falls in.
const tooLong = (token: Token | undefined) => (token?.text.length ?? 0) > longestCitation;

// A court must be one we know: `PLD 2019 the Court 5` is a sentence, not a citation.
const parsed = (citation: Citation) =>
  citation.journal !== null && citation.year !== null && citation.page !== null && (citation.court === null || courtName(citation.court) !== null);

/**
 * Every law-report citation in a text (a brief, a judgment), as contracts' parseCitation reads
 * it: around each year, the spans of a few words ending in a page number that parse as a
 * citation, the longest with a known journal first. A word ending in `,` or `;` ends a span, so
 * parallel citations (`PLD 2019 SC 1, 2019 SCMR 5`) come out one by one.
 */
export function findCitations(text: string): FoundCitation[] {
  const tokens = tokensOf(text);
  const found: FoundCitation[] = [];
  let free = 0;
  for (let at = 0; at < tokens.length; at++) {
    if (tooLong(tokens[at]) || !yearToken.test(withoutTrailing(tokens[at]?.text ?? ''))) continue;
    let best: { from: number; to: number; citation: Citation; score: number } | null = null;
    for (let from = Math.max(free, at - reachBefore); from <= at; from++) {
      for (let to = at + 1; to <= Math.min(tokens.length - 1, at + reachAfter); to++) {
        // Only the year and the page hold digits; a word ending in `,` or `;` or a `=` ends the span.
        const inner = tokens.slice(from, to).some((t, i) => tooLong(t) || /[,;=]/.test(t.text) || (from + i !== at && /\d/.test(t.text)));
        if (inner || tooLong(tokens[to])) break;
        const last = withoutTrailing(tokens[to]?.text ?? '');
        // A year and a page alone name no journal: not worth parsing.
        if (to - from < 2 || !pageToken.test(last)) continue;
        const written = text.slice(tokens[from]?.start ?? 0, (tokens[to]?.start ?? 0) + last.length);
        const citation = parseCitation(written);
        if (!parsed(citation)) continue;
        const score = (isKnownJournal(citation.journal ?? '') ? 1 : 0) + (to - from) / 100;
        if (!best || score > best.score) best = { from, to, citation, score };
      }
    }
    if (!best) continue;
    const start = tokens[best.from]?.start ?? 0;
    const end = (tokens[best.to]?.start ?? 0) + withoutTrailing(tokens[best.to]?.text ?? '').length;
    found.push({ text: text.slice(start, end), start, end, citation: best.citation });
    free = best.to + 1;
    at = best.to;
  }
  return found;
}
