/** What came of a hearing, recorded when the next one is scheduled. */
export const hearingOutcomes = ['heard', 'adjourned', 'disposed'] as const;
export type HearingOutcome = (typeof hearingOutcomes)[number];
