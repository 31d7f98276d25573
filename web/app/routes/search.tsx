import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useNavigate } from '@remix-run/react';
import {
  isSearchMode,
  searchFields,
  searchFormValues,
  searchMessages,
  searchModes,
  searchTabLabels,
  type SearchMode,
  type SearchOutcome,
  type StatuteSearchPage,
} from '@qanoon/contracts';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { caseHref } from '../library/hrefs.ts';
import { searchHref } from '../search/hrefs.ts';
import { oneOfTheirSearches } from '../search/searches-at-once.server.ts';
import { FoldedOnPhone } from '../search/folded-form.tsx';
import { SearchForm } from '../search/search-form.tsx';
import { SaveSearchForm, savedSearchesHref } from '../search/saved-searches.tsx';
import { SearchResultsView } from '../search/search-results.tsx';
import { SearchSummary } from '../search/search-summary.tsx';
import { StatutesGroup } from '../search/statutes-group.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Tabs } from '../ui/tabs.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Search')) }];

const Tools = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The Search screen (docs/product-rules.md#search-modes): the tab and its form's fields are the address, so a search can be
 * reloaded, shared and returned to with Back. A citation typed as the keyword opens its case.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const params = new URL(request.url).searchParams;
  const asked = params.get('tab');
  const tab: SearchMode = isSearchMode(asked) ? asked : 'caselaw';
  const values = searchFormValues(params);
  const editing = params.has('edit');
  const submitted = !editing && searchFields.some((field) => params.has(field));
  const { search } = context.services;
  const [journals, years, searched] = await Promise.all([
    search.journals(),
    search.yearRange(),
    // A keyword of Case Law or Advance also looks for the sections it names ("section 302 PPC", a heading).
    submitted ? oneOfTheirSearches(user.id, () => search.searchPage(tab, values)) : { outcome: null, statutes: null },
  ]);
  const { outcome, statutes }: { outcome: SearchOutcome | null; statutes: StatuteSearchPage | null } = searched ?? {
    outcome: { kind: 'invalid', message: searchMessages.tooManyAtOnce, field: undefined },
    statutes: null,
  };
  if (outcome?.kind === 'case') throw redirect(caseHref(outcome.citationId));
  return { tab, values, journals, years, outcome, statutes };
}

export default function SearchPage() {
  const { tab, values, journals, years, outcome, statutes } = useLoaderData<typeof loader>();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const results = outcome?.kind === 'results' ? outcome.results : null;
  const problem = useMemo(() => (outcome?.kind === 'invalid' ? { ok: false, message: outcome.message } : null), [outcome]);
  const formHidden = results !== null && (tab === 'citation' || tab === 'courtwise');

  const panel = (
    <>
      <FormAlert result={problem} hideAfterMs={2000} />
      {formHidden ? (
        <SearchSummary tab={tab} values={values} />
      ) : results ? (
        // After a search a phone shows its results, not the form: the form folds to one line.
        <FoldedOnPhone key={location.search} tab={tab} values={values}>
          <SearchForm tab={tab} values={values} journals={journals} years={years} />
        </FoldedOnPhone>
      ) : (
        <SearchForm key={location.search} tab={tab} values={values} journals={journals} years={years} />
      )}
      {statutes ? <StatutesGroup found={statutes} /> : null}
      {results ? <SearchResultsView tab={tab} values={values} results={results} /> : null}
      {results ? <SaveSearchForm tab={tab} values={values} /> : null}
    </>
  );
  return (
    <>
      <PageTitle>{t('Search')}</PageTitle>
      <Tabs
        label={t('Search')}
        selected={tab}
        onSelect={(id) => navigate(searchHref(id as SearchMode))}
        tabs={searchModes.map((mode) => ({ id: mode, label: t(searchTabLabels[mode]), content: mode === tab ? panel : null }))}
      />
      <Tools>
        <Link to="/citations/check">{t('Check my citations')}</Link>
        {t(': paste a brief and see what the library knows of every citation in it.')}
      </Tools>
      <Tools>
        <Link to={savedSearchesHref}>{t('Saved searches')}</Link>
        {t(': the searches and citations you follow, and the new judgments they found.')}
      </Tools>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
