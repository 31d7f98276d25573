import type { Citation } from './citation.ts';

/**
 * How surely a written reference names a case with this citation: the same text (spaces and
 * capitals aside) is `exact`; the same journal, year, page and note with the same court is
 * `same-court`; with a court named on one side only (`PLD 2014 120`) it is `compatible`.
 */
export type CitationMatch = 'exact' | 'same-court' | 'compatible';

/** A citation's text with spaces removed and in capitals: `PLD 2019 SC 1` and `pld 2019 sc  1` are one. */
export const plainCitationText = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** Whether `reference` names the case cited as `held`, and how surely; null when it does not. */
export function citationMatch(reference: Citation, held: Citation): CitationMatch | null {
  if (plainCitationText(reference.raw) === plainCitationText(held.raw)) return 'exact';
  if (reference.journal === null || reference.year === null || reference.page === null) return null;
  if (reference.journal !== held.journal || reference.year !== held.year || reference.page !== held.page || reference.note !== held.note) return null;
  if (reference.court === held.court) return 'same-court';
  return reference.court === null || held.court === null ? 'compatible' : null;
}

const rank: Record<CitationMatch, number> = { exact: 3, 'same-court': 2, compatible: 1 };

/**
 * The held case a reference names: the surest match. Two held ids of one report (`PLD 2019 SC 1`,
 * `PLD 2019 Supreme Court 1`) are the same case, so the first serves; but a reference matching
 * several only `compatible`ly (`PLD 2014 120` with a Lahore and a Karachi page 120) names neither.
 */
export function bestCitationMatch<T extends { citation: Citation }>(reference: Citation, candidates: readonly T[]): T | null {
  let best: { candidate: T; match: CitationMatch } | null = null;
  let ties = 0;
  for (const candidate of candidates) {
    const match = citationMatch(reference, candidate.citation);
    if (!match) continue;
    if (!best || rank[match] > rank[best.match]) {
      best = { candidate, match };
      ties = 1;
    } else if (rank[match] === rank[best.match]) ties++;
  }
  if (!best || (best.match === 'compatible' && ties > 1)) return null;
  return best.candidate;
}
