import type { TreatmentFlag } from './treatment.ts';
import type { Citation } from './citation.ts';
import { sectionLabel } from './sections.ts';

/** The A–Z buttons of the library screens; `#` holds entries that start with anything else. */
export const libraryLetters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;
export const otherLetter = '#';
export type LibraryLetter = string;

/** A letter as the screens send it: one of A–Z (any case) or `#`; anything else reads as A (spec: A first). */
export function libraryLetter(input: unknown): LibraryLetter {
  const letter = typeof input === 'string' ? input.trim().toUpperCase() : '';
  return /^[A-Z]$/.test(letter) || letter === otherLetter ? letter : 'A';
}

/** A 1-based page number; anything that is not a positive whole number reads as page 1. */
export function pageNumber(input: unknown): number {
  const n = typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim()) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, 1_000_000) : 1;
}

export interface Paged<T> {
  page: number;
  pageSize: number;
  /** Every matching row, for the page buttons and the 'items found' line. */
  count: number;
  rows: T[];
}

/** A row of a cases table (search results, a term's cases, a statute's cases, references). */
export interface CaseSummary {
  citationId: string;
  citation: Citation;
  parties: string;
  judge: string;
  lawyer: string;
  court: string;
  /** Matching text with `<mark>` around the matches, when the list came from a keyword. */
  snippet?: string;
  /** How later judgments treated it: every list of judgments a screen shows carries it (ADR 0066); null when none has evaluated it. */
  flag?: TreatmentFlag | null;
}

export interface CaseReference {
  /** The reference as the judgment writes it (`PLD 2006 Supreme Court 602`). */
  citationId: string;
  /** The citation id of the case the library holds for it, whatever variant the reference is written in; null when it holds none. */
  heldAs: string | null;
  /** The cited case's parties when the library holds it; null when it does not. */
  parties: string | null;
  /** How later judgments treated the held case (null when none has evaluated it, or the library does not hold it). */
  flag?: TreatmentFlag | null;
}

export interface StatuteReference {
  statuteId: string;
  /** Null when the library does not hold the section. */
  sectionName: string | null;
  ordinanceName: string | null;
}

/** The case detail view: everything but the description, which is read on its own (it can be 400 kB). */
/** A case like another, with why: the statutes and citations both have, and whether their texts are alike. */
export interface SimilarCase extends CaseSummary {
  /** Sections of statutes both cases name (their Law_Ref), e.g. `PPC-302`. */
  sharedStatutes: string[];
  /** How many judgments both cases cite (their Case_Ref, any written form of a citation). */
  sharedCitations: number;
  /** Its text is among the most like the case's. */
  similarText: boolean;
}

/** How many similar cases the case view shows. */
export const similarCasesShown = 10;

/** Why a case is like another, as the case view says it: "Shares s.302 PPC, s.34 PPC", "Cites 2 of the same judgments", "Similar text". */
export function similarityReasons(similar: Pick<SimilarCase, 'sharedStatutes' | 'sharedCitations' | 'similarText'>): string[] {
  const reasons: string[] = [];
  if (similar.sharedStatutes.length > 0) reasons.push(`Shares ${similar.sharedStatutes.map(sectionLabel).join(', ')}`);
  if (similar.sharedCitations === 1) reasons.push('Cites one of the same judgments');
  else if (similar.sharedCitations > 1) reasons.push(`Cites ${similar.sharedCitations} of the same judgments`);
  if (similar.similarText) reasons.push('Similar text');
  return reasons;
}

export interface CaseDetail extends CaseSummary {
  headNotes: string;
  caseRefs: CaseReference[];
  lawRefs: StatuteReference[];
}

export interface ArticleSummary {
  id: number;
  title: string;
  author: string;
  category: string;
  year: number | null;
}

export interface ArticleView extends ArticleSummary {
  text: string;
}

export interface OrdinanceView {
  ordinanceName: string;
  sections: number;
}

/** A row of the statutes table (Read, Section, Act/Ordinance, Definition, Case Law). */
export interface StatuteSection {
  statuteId: string;
  statuteName: string;
  sectionName: string;
  ordinanceName: string;
  definition: string;
}

export interface StatuteText {
  statuteId: string;
  sectionName: string;
  ordinanceName: string;
  readStatute: string;
}

export interface TopicView {
  topic: string;
  statutes: number;
}

export interface DictionaryEntry {
  word: string;
  /** 1 for the first entry of a word, 2 for the next row of the same word in the file, … */
  sense: number;
  meaning: string;
}

export interface DictionaryPage extends Paged<DictionaryEntry> {
  letter: LibraryLetter;
}

/** A section a statute search found, with the words it matched marked when the engine gives them. */
export interface StatuteHit extends StatuteSection {
  /** A fragment of the section's text with matches wrapped in <mark>…</mark>. */
  snippet?: string;
}

/** A page of a statute search (`/statutes?q=`). */
export interface StatuteSearchPage extends Paged<StatuteHit> {
  q: string;
}

/** A page of a dictionary search (`/dictionary?q=`): headwords first, then the entries defining the phrase. */
export interface DictionarySearchPage extends Paged<DictionaryEntry> {
  q: string;
}
