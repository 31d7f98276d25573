import { searchLimits, type SearchFormValues, type SearchMode, type SearchResults } from '@qanoon/contracts';
import { Link } from '@remix-run/react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { caseCellRules, caseColumns, type NumberedCase } from '../library/cases-table.tsx';
import { itemsFound } from '../library/texts.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { searchExportHref, searchHref } from './hrefs.ts';
import { SectionsUnderstood } from './sections-understood.tsx';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.navy};
`;

const Results = styled.section`
  ${caseCellRules}

  .case-detail {
    display: block;
    max-width: 22ch;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** A page of results: the count ('item found' / 'items found'), the table, numbered pages and the CSV of them all. */
export function SearchResultsView({ tab, values, results }: { tab: SearchMode; values: SearchFormValues; results: SearchResults }) {
  const t = useT();
  const shared = caseColumns(t);
  const columns: Column<NumberedCase>[] = [
    shared.n,
    shared.citation,
    shared.parties,
    { key: 'judge', header: t('Judge'), render: (row) => <span className="case-detail" dir="auto">{row.judge}</span> },
    { key: 'lawyer', header: t('Lawyer'), render: (row) => <span className="case-detail" dir="auto">{row.lawyer}</span> },
    { key: 'court', header: t('Court'), render: (row) => <span className="case-detail">{row.court}</span> },
    shared.read,
  ];
  const first = (results.page - 1) * results.pageSize;
  const rows = results.rows.map((row, index) => ({ ...row, n: first + index + 1 }));
  const pageable = Math.min(results.count, searchLimits.pagedResults);
  const count = itemsFound(t, results.count, results.count.toLocaleString('en-US'));
  return (
    <Results aria-label={t('Search results')}>
      <Bar>
        <Count role="status">{results.estimated === 'about' ? t('About {{found}}', { found: count }) : results.estimated === 'at-least' ? t('More than {{found}}', { found: count }) : count}</Count>
        {results.count > 0 ? (
          <ButtonLink to={searchExportHref(tab, values)} reloadDocument variant="secondary">
            {t('Export CSV')}
          </ButtonLink>
        ) : null}
      </Bar>
      {results.dashesAsText ? (
        <Note role="note">{t('No case leaves out {{words}}; showing cases that have them, the dashes read as part of the text', { words: results.dashesAsText.join(', ') })}</Note>
      ) : null}
      {results.mostWords ? <Note role="note">{t('No case has all the words; showing cases with most of them')}</Note> : null}
      {results.sections ? <SectionsUnderstood tab={tab} values={values} reading={results.sections} /> : null}
      {results.respelled && results.didYouMean ? (
        <Note role="note">{t('No case has {{typed}}; showing results for {{searched}}', { typed: values.keyword ?? '', searched: results.didYouMean })}</Note>
      ) : results.didYouMean ? (
        <Note role="note">
          {t('Did you mean:')} <Link to={searchHref(tab, { ...values, keyword: results.didYouMean, page: undefined })}>{results.didYouMean}</Link>
        </Note>
      ) : null}
      {results.alsoSearched?.length ? <Note role="note">{t('Also searched: {{terms}}', { terms: results.alsoSearched.join(', ') })}</Note> : null}
      {results.citator ? (
        <Note role="note">
          <Link to={results.citator.href}>{t('See every judgment citing {{citation}}', { citation: results.citator.citation })}</Link>
        </Note>
      ) : null}
      <Table
        caption={t('Search results')}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row.citationId}
        compactCards
        emptyText={results.count > 0 ? t('This page is past the last page of the results: choose a page below.') : t('No case matches this search.')}
      />
      {results.count > searchLimits.pagedResults ? <Note role="note">{t('Only the first 10,000 results can be paged through. Narrow the search to see the rest.')}</Note> : null}
      <Pagination
        page={results.page}
        pageCount={Math.ceil(pageable / results.pageSize)}
        hrefFor={(page) => searchHref(tab, { ...values, page: String(page) })}
        label={t('Result pages')}
      />
    </Results>
  );
}
