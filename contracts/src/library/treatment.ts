import { readContexts } from './treatment-reader.ts';
import type { TreatmentPlace } from './treatment-places.ts';

/**
 * How a citing judgment treats a judgment it cites, read from its own words around the citation.
 * The reader is pure and local (no network, no model download): the import, the command that
 * reads every treatment again, and the tests all call it the same way.
 */

export const treatments = ['positive', 'distinguished', 'negative', 'neutral'] as const;
export type Treatment = (typeof treatments)[number];
export const isTreatment = (value: unknown): value is Treatment => treatments.includes(value as Treatment);

/** What a negative treatment is, for the flag a lawyer reads ("Overruled by …"). */
export const negativeKinds = ['overruled', 'per-incuriam', 'reversed', 'disapproved', 'not-followed'] as const;
export type NegativeKind = (typeof negativeKinds)[number];

/**
 * The version of the reading method. Every stored treatment carries the version that read it;
 * raising this after the method changes lets the re-read command find what it still has to do.
 */
export const treatmentMethod = 5;

/** How much of the citing judgment around each place it writes the reference the reader is given. */
export const treatmentWindow = { before: 600, after: 400 } as const;

/**
 * One place a citing judgment writes a reference: the text before it, the reference as written, the
 * text after it. `by` marks a place past the reference's own: a later mention of the case by its
 * party's name ("Abdul Ali's case (supra)", read like the reference), or the final order undoing the
 * judgment under appeal (`order`) or leaving it standing (`upheld`; `treatment-places.ts`).
 */
export interface CitingContext {
  before: string;
  written: string;
  after: string;
  by?: 'name' | 'order' | 'upheld';
}

/** A treatment and the words that decided it, so the user can see why. */
export interface TreatmentReading {
  treatment: Treatment;
  /** For a negative treatment, which; null otherwise. */
  negativeKind: NegativeKind | null;
  /** The sentence that decided it (whitespace collapsed); for a reference with no evaluation, the sentence that writes it. */
  sentence: string;
  /** The deciding words exactly as `sentence` holds them; null when nothing decided it (neutral by default). */
  words: string | null;
}

/** The places a judgment writes a reference, each with its window of text around it. */
export function citingContexts(text: string, places: readonly TreatmentPlace[]): CitingContext[] {
  return places.map(({ index, end, by }) => ({
    before: text.slice(Math.max(0, index - treatmentWindow.before), index),
    written: text.slice(index, end),
    after: text.slice(end, end + treatmentWindow.after),
    ...(by ? { by } : {}),
  }));
}

/**
 * The treatment of a reference from every place the citing judgment writes it: the strongest
 * evaluation the court itself makes wins (negative, then distinguished, then positive); a
 * reference the court does not evaluate is neutral. The rules are in `treatment-reader.ts`.
 */
export function readTreatment(contexts: readonly CitingContext[]): TreatmentReading {
  return readContexts(contexts, treatmentWindow);
}

/** The judgment that treated a case negatively, as its flag names it. */
export interface NegativeTreatment {
  kind: NegativeKind;
  citationId: string;
  parties: string;
}

/**
 * A case's standing from how later judgments treated it: red when any treated it negatively (the
 * latest such judgment is named), amber for distinguished, green for followed; no flag when no
 * judgment has evaluated it yet.
 */
export interface TreatmentFlag {
  negative: NegativeTreatment | null;
  /** How many judgments treated it negatively (the flag names the latest). */
  negativeCount: number;
  distinguished: number;
  positive: number;
}

/** How one citing judgment treated the cited one, with the sentence and words that decided it. */
export interface CitingTreatment {
  treatment: Treatment;
  negativeKind: NegativeKind | null;
  sentence: string;
  words: string | null;
}

/** A citation's treatment filter on the citator: every citing judgment, or those of one treatment. */
export const treatmentFilters = ['all', ...treatments] as const;
export type TreatmentFilter = (typeof treatmentFilters)[number];
export const treatmentFilter = (input: unknown): TreatmentFilter =>
  treatmentFilters.includes(input as TreatmentFilter) ? (input as TreatmentFilter) : 'all';

/**
 * The words of a case's flag, the same wherever it is written: the screens translate these
 * texts (a judgment's citation stands in `{{judgment}}`), the search export writes them as they are.
 */
export const treatmentFlagTexts = {
  overruled: 'Overruled by {{judgment}}',
  'per-incuriam': 'Declared per incuriam in {{judgment}}',
  reversed: 'Reversed by {{judgment}}',
  disapproved: 'Disapproved in {{judgment}}',
  'not-followed': 'Not followed in {{judgment}}',
  negative: 'Treated negatively by {{number}}',
  moreNegative: '+{{number}} more',
  distinguished: 'Distinguished by {{number}}',
  positive: 'Followed by {{number}}',
} as const satisfies Record<NegativeKind | 'negative' | 'moreNegative' | 'distinguished' | 'positive', string>;

/** The tone of a case's flag: red when any judgment treated it negatively, amber when distinguished, green when followed; none when none did. */
export function flagTone(flag: TreatmentFlag | null | undefined): Exclude<Treatment, 'neutral'> | null {
  if (!flag) return null;
  if (flag.negative || flag.negativeCount > 0) return 'negative';
  if (flag.distinguished > 0) return 'distinguished';
  if (flag.positive > 0) return 'positive';
  return null;
}

const filled = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * A case's flag in words, as a file writes it ("Overruled by PLD 2010 SC 1", "Overruled by
 * PLD 2010 SC 1 +2 more", "Distinguished by 2", "Followed by 3"); empty when it has none.
 */
export function treatmentFlagWords(flag: TreatmentFlag | null | undefined): string {
  const tone = flagTone(flag);
  if (!flag || !tone) return '';
  if (tone === 'distinguished') return filled(treatmentFlagTexts.distinguished, { number: flag.distinguished });
  if (tone === 'positive') return filled(treatmentFlagTexts.positive, { number: flag.positive });
  const latest = flag.negative;
  if (!latest) return filled(treatmentFlagTexts.negative, { number: flag.negativeCount });
  const named = filled(treatmentFlagTexts[latest.kind], { judgment: latest.citationId });
  const others = flag.negativeCount - 1;
  return others > 0 ? `${named} ${filled(treatmentFlagTexts.moreNegative, { number: others })}` : named;
}
