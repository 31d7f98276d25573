import type { NegativeKind, Treatment } from '../library/treatment.ts';
import type { SearchFormValues, SearchMode } from './forms.ts';

/** How often a saved search's email comes: as it happens, once a day, or once a week (ADR 0045). */
export const alertRhythms = ['instant', 'daily', 'weekly'] as const;
export type AlertRhythm = (typeof alertRhythms)[number];

export const alertRhythmLabels: Record<AlertRhythm, string> = {
  instant: 'As it happens',
  daily: 'Daily',
  weekly: 'Weekly',
};

export const isAlertRhythm = (value: unknown): value is AlertRhythm => alertRhythms.includes(value as AlertRhythm);

export const alertLimits = {
  name: 80,
  perUser: 50,
  /** New judgments a saved search lists on its page and in one email. */
  shownMatches: 20,
} as const;

/** A saved search or followed citation, as its page lists it. */
export interface SavedSearchView {
  id: string;
  name: string;
  kind: 'search' | 'citation';
  /** A search: its tab and fields. */
  mode: SearchMode | null;
  fields: SearchFormValues;
  /** A followed citation, as written. */
  citation: string | null;
  rhythm: AlertRhythm;
  paused: boolean;
  createdAt: string;
  /** The newest judgments it matched, newest first. */
  matches: { citationId: string; parties: string; court: string; matchedAt: string }[];
  matchCount: number;
}

/** The live notice a user's open pages get when an import brings judgments their saved searches match. */
export const savedSearchAlertEvent = 'alerts:matched';

export interface SavedSearchAlert {
  /**
   * For a followed citation, `treatments` says how the new judgments treat it, one word each
   * (`treatmentWord`: "overruled", "distinguished", "followed"), strongest first; absent when
   * none evaluates it.
   */
  searches: { id: string; name: string; count: number; treatments?: string[] }[];
}

const negativeWords: Record<NegativeKind, string> = {
  overruled: 'overruled',
  'per-incuriam': 'declared per incuriam',
  reversed: 'reversed',
  disapproved: 'disapproved',
  'not-followed': 'not followed',
};

/** How a new judgment treats a followed citation, as an alert says it; null for a mere mention. */
export function treatmentWord(treatment: Treatment | null, negativeKind: NegativeKind | null): string | null {
  if (treatment === 'negative') return negativeKind ? negativeWords[negativeKind] : 'treated negatively';
  if (treatment === 'distinguished') return 'distinguished';
  if (treatment === 'positive') return 'followed';
  return null;
}

export const alertMessages = {
  saved: 'Search saved: new judgments that match it will be sent to you',
  followed: 'Citation followed: new judgments that cite it will be sent to you',
  updated: 'Saved search updated',
  paused: 'Alerts paused',
  resumed: 'Alerts resumed',
  deleted: 'Saved search deleted',
  nameRequired: 'Enter a name for the search',
  nameTooLong: 'A name is at most 80 characters',
  rhythmInvalid: 'Choose how often to be told: as it happens, daily or weekly',
  tooMany: 'You can keep at most 50 saved searches',
  incomplete: 'Only a search that can run can be saved: fill its mandatory fields first',
  notACitation: 'Enter a citation such as PLD 2019 SC 1',
  alreadyFollowed: 'You already follow this citation',
  noSuchSearch: 'This saved search does not exist',
} as const;

/** The name a followed citation gets. */
export const followedCitationName = (citation: string) => `Judgments citing ${citation}`;
