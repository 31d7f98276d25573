import { sectionLabel, type SimilarCase } from '@qanoon/contracts';
import type { useT } from '../i18n/i18n.tsx';

/** The translator `useT()` gives, for helpers that build texts outside a component. */
export type Translate = ReturnType<typeof useT>;

/**
 * A list's count: none says what was not found ('No case found', not '0 item found'), one is the
 * spec's 'item found' and more its 'items found' (docs/product-rules.md#search-modes); `number` is the count as the screen
 * writes it, `what` what the list holds.
 */
export const itemsFound = (t: Translate, count: number, number: string = String(count), what: 'case' | 'statute' = 'case') => {
  if (count === 0) return what === 'statute' ? t('No statute found') : t('No case found');
  return count === 1 ? t('{{number}} item found', { number }) : t('{{number}} items found', { number });
};

/** Why a case is like another (the contracts' `similarityReasons`, in the reader's language). */
export function similarityReasonTexts(t: Translate, similar: Pick<SimilarCase, 'sharedStatutes' | 'sharedCitations' | 'similarText'>): string[] {
  const reasons: string[] = [];
  if (similar.sharedStatutes.length > 0) reasons.push(t('Shares {{sections}}', { sections: similar.sharedStatutes.map(sectionLabel).join(', ') }));
  if (similar.sharedCitations === 1) reasons.push(t('Cites one of the same judgments'));
  else if (similar.sharedCitations > 1) reasons.push(t('Cites {{number}} of the same judgments', { number: similar.sharedCitations }));
  if (similar.similarText) reasons.push(t('Similar text'));
  return reasons;
}
