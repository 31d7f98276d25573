import { Link } from '@remix-run/react';
import type { CaseSummary, Paged } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { caseHref } from './hrefs.ts';
import { MarkedSnippet } from './marked-snippet.tsx';

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

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A case on a page of cases, with its number in the whole list. */
export type NumberedCase = CaseSummary & { n: number };
type Row = NumberedCase;

/** The columns every list of cases shows (#, Citation, Parties with the matching snippet, Case Law), by key. */
export const caseColumns = {
  n: { key: 'n', header: '#', render: (row) => row.n },
  citation: { key: 'citation', header: 'Citation', render: (row) => <Citation>{row.citationId}</Citation> },
  parties: {
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
  read: {
    key: 'read',
    header: 'Case Law',
    render: (row) => (
      <Link to={caseHref(row.citationId)} aria-label={`Read ${row.citationId}`}>
        Read
      </Link>
    ),
  },
} satisfies Record<string, Column<NumberedCase>>;

/** Spec §2: 'item found' for 0–1, 'items found' otherwise. */
export const itemsFound = (count: number) => `${count} ${count <= 1 ? 'item' : 'items'} found`;

/** A page of cases (#, Citation, Parties, Judge, Court, Case Law) with numbered page links. */
export function CasesTable({
  caption,
  cases,
  hrefForPage,
  emptyText,
}: {
  caption: string;
  cases: Paged<CaseSummary>;
  hrefForPage: (page: number) => string;
  emptyText: string;
}) {
  const first = (cases.page - 1) * cases.pageSize;
  const rows: Row[] = cases.rows.map((row, index) => ({ ...row, n: first + index + 1 }));
  const columns: Column<Row>[] = [
    caseColumns.n,
    caseColumns.citation,
    caseColumns.parties,
    { key: 'judge', header: 'Judge', render: (row) => row.judge },
    { key: 'court', header: 'Court', render: (row) => row.court },
    caseColumns.read,
  ];
  return (
    <>
      <Count>{itemsFound(cases.count)}</Count>
      <Table caption={caption} hideCaption columns={columns} rows={rows} rowKey={(row) => row.citationId} emptyText={emptyText} />
      <Pagination page={cases.page} pageCount={Math.ceil(cases.count / cases.pageSize)} hrefFor={hrefForPage} label={`${caption} pages`} />
    </>
  );
}
