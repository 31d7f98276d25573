import { searchCountText, searchLimits, searchMessages, type SearchFormValues, type SearchMode, type SearchResults } from '@qanoon/contracts';
import { Link } from '@remix-run/react';
import { styled } from 'styled-components';
import { caseColumns, type NumberedCase } from '../library/cases-table.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { searchExportHref, searchHref } from './hrefs.ts';

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

const Small = styled.span`
  display: block;
  max-width: 22ch;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const columns: Column<NumberedCase>[] = [
  caseColumns.n,
  caseColumns.citation,
  caseColumns.parties,
  { key: 'judge', header: 'Judge', render: (row) => <Small>{row.judge}</Small> },
  { key: 'lawyer', header: 'Lawyer', render: (row) => <Small>{row.lawyer}</Small> },
  { key: 'court', header: 'Court', render: (row) => <Small>{row.court}</Small> },
  caseColumns.read,
];

/** A page of results: the count ('item found' / 'items found'), the table, numbered pages and the CSV of them all. */
export function SearchResultsView({ tab, values, results }: { tab: SearchMode; values: SearchFormValues; results: SearchResults }) {
  const first = (results.page - 1) * results.pageSize;
  const rows = results.rows.map((row, index) => ({ ...row, n: first + index + 1 }));
  const pageable = Math.min(results.count, searchLimits.pagedResults);
  const count = searchCountText(results.count);
  return (
    <section aria-label="Search results">
      <Bar>
        <Count role="status">{results.estimated === 'about' ? `About ${count}` : results.estimated === 'at-least' ? `More than ${count}` : count}</Count>
        {results.count > 0 ? (
          <ButtonLink to={searchExportHref(tab, values)} reloadDocument variant="secondary">
            Export CSV
          </ButtonLink>
        ) : null}
      </Bar>
      {results.mostWords ? <Note role="note">{searchMessages.mostWords}</Note> : null}
      {results.alsoSearched?.length ? <Note role="note">{searchMessages.alsoSearched(results.alsoSearched)}</Note> : null}
      {results.citator ? (
        <Note role="note">
          <Link to={results.citator.href}>{searchMessages.citator(results.citator.citation)}</Link>
        </Note>
      ) : null}
      <Table caption="Search results" hideCaption columns={columns} rows={rows} rowKey={(row) => row.citationId} emptyText="No case matches this search." />
      {results.count > searchLimits.pagedResults ? <Note role="note">{searchMessages.pagedLimit}</Note> : null}
      <Pagination
        page={results.page}
        pageCount={Math.ceil(pageable / results.pageSize)}
        hrefFor={(page) => searchHref(tab, { ...values, page: String(page) })}
        label="Result pages"
      />
    </section>
  );
}
