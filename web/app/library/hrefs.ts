/** The library's addresses, one function each, so every link and Back agree on them (docs/product-rules.md#departures). */
const segment = (text: string) => encodeURIComponent(text);

export { caseHref, citatorHref } from '@qanoon/contracts';
import { caseHref, citatorHref, type TreatmentFilter } from '@qanoon/contracts';
/** A citation's citator showing only the judgments that treated it one way. */
export const citatorTreatmentHref = (citation: string, treatment: TreatmentFilter) =>
  treatment === 'all' ? citatorHref(citation) : `${citatorHref(citation)}?treatment=${treatment}`;
export const caseDescriptionHref = (citationId: string) => `${caseHref(citationId)}/description`;
export const bookmarkHref = (citationId: string) => `/bookmarks/${segment(citationId)}`;

/** The A–Z button a text is listed under, `#` when it starts with anything else (as the database's qanoon_letter). */
export const letterOf = (text: string) => {
  const first = text.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
};

export const letterHref = (screen: '/legal-terms' | '/articles' | '/statutes' | '/dictionary', letter: string) =>
  letter === 'A' ? screen : `${screen}?letter=${segment(letter)}`;

export const legalTermHref = (term: string) => `/legal-terms/${segment(term)}`;
export const topicHref = (topic: string) => `/topics/${segment(topic)}`;
export const topicStatuteHref = (topic: string, statute: string) => `${topicHref(topic)}/${segment(statute)}`;
export const ordinanceHref = (ordinanceName: string) => `/statutes/${segment(ordinanceName)}`;
export const statuteCasesHref = (ordinanceName: string, statuteId: string) => `${ordinanceHref(ordinanceName)}/${segment(statuteId)}`;

/** This page's address with some query parameters set, or removed (null). */
export function hrefWith(location: { pathname: string; search: string }, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/** The query parameters of the library's popups: `?statute=PPC-302`, `?read=12`, `?description=open`. */
export const popupParams = { statute: 'statute', article: 'read', description: 'description' } as const;

/** The Bookmarks page filtered by a folder and/or a tag. */
export const bookmarksHref = (filter: { folderId?: string | null; tag?: string | null } = {}) => {
  const query = new URLSearchParams();
  if (filter.folderId) query.set('folder', filter.folderId);
  if (filter.tag) query.set('tag', filter.tag);
  const text = query.toString();
  return text ? `/bookmarks?${text}` : '/bookmarks';
};
export const folderCsvHref = (folderId: string) => `/bookmarks/folders/${segment(folderId)}.csv`;
