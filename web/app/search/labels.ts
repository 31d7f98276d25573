import type { SearchField, SearchMode, SearchSort } from '@qanoon/contracts';
import { translatable } from '../i18n/i18n.tsx';

/**
 * The search screen's names from the contracts (`searchTabLabels`, `searchFieldLabels`,
 * `searchSortLabels`), word for word, marked so a screen shows them with `t()`.
 */
export const tabLabels: Record<SearchMode, string> = {
  caselaw: translatable('Case Law Search'),
  index: translatable('Index Search'),
  citation: translatable('Citation Search'),
  courtwise: translatable('CourtWise Search'),
  advance: translatable('Advance Search'),
};

export const fieldLabels: Record<SearchField, string> = {
  keyword: translatable('Keyword'),
  journal: translatable('Journal'),
  year: translatable('Year'),
  court: translatable('Court'),
  from: translatable('From (year)'),
  to: translatable('To (year)'),
  ref: translatable('Page'),
  judge: translatable('Judge'),
  lawyer: translatable('Lawyer'),
  parties: translatable('Parties'),
};

export const sortLabels: Record<SearchSort, string> = {
  relevance: translatable('Most relevant'),
  newest: translatable('Newest'),
  cited: translatable('Most cited'),
  page: translatable('By page'),
};
