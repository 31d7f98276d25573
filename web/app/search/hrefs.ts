import { searchFields, type SearchFormValues, type SearchMode } from '@qanoon/contracts';

/** The query string of a search: the tab, its filled fields, the sort and the result page (page 1 left out). */
export function searchQuery(tab: SearchMode, values: SearchFormValues, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ tab });
  for (const name of [...searchFields, 'sort'] as const) {
    const value = values[name];
    if (value !== undefined) params.set(name, value);
  }
  if (values.page && values.page !== '1') params.set('page', values.page);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

/** A search's address: every search is a URL, so Back, reload and sharing work (docs/product-rules.md#departures). */
export const searchHref = (tab: SearchMode, values: SearchFormValues = {}) => (Object.keys(values).length === 0 ? `/search?tab=${tab}` : `/search?${searchQuery(tab, values)}`);

/** The same search as a CSV file of all its results. */
export const searchExportHref = (tab: SearchMode, values: SearchFormValues) => {
  const rest: SearchFormValues = { ...values };
  delete rest.page;
  return `/search/export.csv?${searchQuery(tab, rest)}`;
};

/** The form of a search again, filled in, without its results. */
export const searchEditHref = (tab: SearchMode, values: SearchFormValues) => {
  const rest: SearchFormValues = { ...values };
  delete rest.page;
  return `/search?${searchQuery(tab, rest, { edit: '1' })}`;
};

export const courtSuggestionsHref = (typed: string) => `/search/courts?q=${encodeURIComponent(typed)}`;
