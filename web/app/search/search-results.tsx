import { Link } from '@remix-run/react';
import { searchCountText, searchLimits, type CaseSummary, type SearchFormValues, type SearchMode, type SearchResults } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { caseHref } from '../library/hrefs.ts';
import { MarkedSnippet } from '../library/marked-snippet.tsx';
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

const Snippet = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.colors.muted};

  mark {
    background: #fbe7a1;
    color: inherit;
  }
`;

const Citation = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const Small = styled.span`
  display: block;
  max-width: 22ch;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

type Row = CaseSummary & { n: number };

const columns: Column<Row>[] = [
  { key: 'n', header: '#', render: (row) => row.n },
  { key: 'citation', header: 'Citation', render: (row) => <Citation>{row.citationId}</Citation> },
  {
    key: 'parties',
    header: 'Parties',
    render: (row) => (
      <>
        {row.parties}
        {row.snippet ? (
          <Snippet>
            <MarkedSnippet snippet={row.snippet} />
          </Snippet>
        ) : null}
      </>
    ),
  },
  { key: 'judge', header: 'Judge', render: (row) => <Small>{row.judge}</Small> },
  { key: 'lawyer', header: 'Lawyer', render: (row) => <Small>{row.lawyer}</Small> },
  { key: 'court', header: 'Court', render: (row) => <Small>{row.court}</Small> },
  {
    key: 'read',
    header: 'Case Law',
    render: (row) => (
      <Link to={caseHref(row.citationId)} aria-label={`Read ${row.citationId}`}>
        Read
      </Link>
    ),
  },
];

/** A page of results: the count ('item found' / 'items found'), the table, numbered pages and the CSV of them all. */
export function SearchResultsView({ tab, values, results }: { tab: SearchMode; values: SearchFormValues; results: SearchResults }) {
  const first = (results.page - 1) * results.pageSize;
  const rows = results.rows.map((row, index) => ({ ...row, n: first + index + 1 }));
  const pageable = results.estimated ? Math.min(results.count, searchLimits.pagedResults) : results.count;
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
      <Table caption="Search results" hideCaption columns={columns} rows={rows} rowKey={(row) => row.citationId} emptyText="No case matches this search." />
      <Pagination
        page={results.page}
        pageCount={Math.ceil(pageable / results.pageSize)}
        hrefFor={(page) => searchHref(tab, { ...values, page: String(page) })}
        label="Result pages"
      />
    </section>
  );
}
