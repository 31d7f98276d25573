import { courtName, longestCitation, parseCitation, type Citation } from './citation.ts';
import { plainCitationText } from './citation-match.ts';
import type { CitingTreatment, Treatment, TreatmentFilter, TreatmentFlag } from './treatment.ts';
import type { CaseSummary, Paged } from './views.ts';

/**
 * One citation as the citation index keys it: the report (journal, year, page, note) and the
 * court by the library's name for it. Variants of one report share it (`PLD 1960 Kar. 697`,
 * `PLD 1960 Karachi 697`); a text that is no citation we can split keys by its plain text.
 */
export interface CitationKey {
  key: string;
  /** The court the citation names (`Sindh High Court`), null when it names none (`PLD 2014 120`): then it fits any court. */
  court: string | null;
}

/** The key of a citation; `courtOfCase` names the court of a library case whose own id names none. */
export function citationKey(citation: Citation, courtOfCase?: string): CitationKey {
  if (citation.journal === null || citation.year === null || citation.page === null) {
    return { key: `raw:${plainCitationText(citation.raw)}`, court: null };
  }
  const court = citation.court ? (courtName(citation.court) ?? citation.court) : courtOfCase ? courtName(courtOfCase) : null;
  // A journal we do not know by name is keyed as letters alone, so `Q.S.T.` and `QST` are one report.
  const journal = citation.journal.toUpperCase().replace(/[^\p{L}\p{N}&]/gu, '');
  return { key: `${journal} ${citation.year}${citation.note ? ' Note' : ''} ${citation.page}`, court };
}

/** The key of a written citation. */
export const writtenCitationKey = (text: string, courtOfCase?: string): CitationKey => citationKey(parseCitation(text), courtOfCase);

export const citatorLimits = {
  /** The longest citation a citator address or lookup takes. */
  maxCitation: longestCitation,
  /** The longest text "Check my citations" reads. */
  maxCheckText: 64_000,
  pageSize: 25,
} as const;

export const citatorSorts = ['newest', 'oldest', 'most-cited', 'treatment'] as const;
export type CitatorSort = (typeof citatorSorts)[number];
export const citatorSort = (input: unknown): CitatorSort => (citatorSorts.includes(input as CitatorSort) ? (input as CitatorSort) : 'newest');

export const citatorMessages = {
  badCitation: `Type a citation of at most ${citatorLimits.maxCitation} characters, such as PLD 2019 SC 1.`,
  emptyText: 'Paste the text whose citations you want checked.',
  textTooLong: `The text is too long: at most ${citatorLimits.maxCheckText.toLocaleString('en')} characters can be checked at once.`,
} as const;

/** A case citing a citation, with the sentence of its judgment where it does. */
export interface CitingCase extends CaseSummary {
  year: number | null;
  /** The sentence around the citation in the citing judgment; null when its text does not hold it as written. */
  sentence: string | null;
  /** How many library cases cite this citing case in turn. */
  citedCount: number;
  /** How this judgment treats the cited one; null until its treatment has been read. */
  treatment: CitingTreatment | null;
}

/** The citator page of one citation. */
export interface CitatorView {
  /** The citation as asked for (trimmed). */
  citation: string;
  /** The library's cases reported under it (more than one: the same report in several courts). */
  held: CaseSummary[];
  /** Every way the library's texts write it. */
  variants: string[];
  sort: CitatorSort;
  /** The treatment the citing list is filtered to. */
  treatment: TreatmentFilter;
  /** How many citing judgments each treatment has (the filter's counts), whatever the filter. */
  treatmentCounts: Record<Treatment, number>;
  /** The held case's standing, when the library holds one case under the citation. */
  flag: TreatmentFlag | null;
  citing: Paged<CitingCase>;
}

export type CitationStatus = 'found' | 'reference' | 'unrecognised' | 'ambiguous';

/** A citation found in a checked text. */
export interface CheckedCitation {
  text: string;
  /** Offsets in the checked text (UTF-16 code units, as JavaScript strings count). */
  start: number;
  end: number;
  status: CitationStatus;
  /** The library case it names, when `found`. */
  citationId?: string;
  /** Where to read it: the case when found, the citator page when only a reference. */
  href?: string;
  /** Other ways the library's texts write it. */
  variants?: string[];
  /** The library cases it may name, when `ambiguous`. */
  candidates?: { citationId: string; court: string; parties: string; href: string }[];
  /** The found case's standing (its flag); null when no judgment has evaluated it. */
  flag?: TreatmentFlag | null;
  /**
   * The case name the text writes with the citation when it is not the found judgment's parties
   * (a wrong name on a right citation, or a right name on a wrong citation); absent when they match
   * or the text writes no name.
   */
  nameMismatch?: { written: string; parties: string };
}

export const caseHref = (citationId: string) => `/cases/${encodeURIComponent(citationId)}`;
export const citatorHref = (citation: string) => `/citations/${encodeURIComponent(citation)}`;
