import { Link } from '@remix-run/react';
import type { CaseSummary, Paged } from '@qanoon/contracts';
import { css, styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { caseHref } from './hrefs.ts';
import { MarkedSnippet } from './marked-snippet.tsx';
import { StandingFlag } from './treatment-flag.tsx';
import { itemsFound, type Translate } from './texts.ts';

/**
 * The rules of a list's case cells (citation, snippet and its marks), set once on the list: a
 * styled component in every cell rendered 150 of them for a page of 25 cases, most of the
 * styling work of a search page.
 */
export const caseCellRules = css`
  .case-citation {
    font-weight: 600;
    white-space: nowrap;
  }

  .case-snippet {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    color: ${({ theme }) => theme.colors.muted};
  }

  .case-snippet mark {
    background: #fbe7a1;
    color: inherit;
  }
`;

const CaseList = styled.div`
  ${caseCellRules}
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A case on a page of cases, with its number in the whole list. */
export type NumberedCase = CaseSummary & { n: number };
type Row = NumberedCase;

/** The columns every list of cases shows (#, Citation, Parties with its standing and the matching snippet, Case Law), by key; their cells need {@link caseCellRules} on the list. */
export const caseColumns = (t: Translate) =>
  ({
    n: { key: 'n', header: '#', render: (row) => row.n },
    citation: { key: 'citation', header: t('Citation'), render: (row) => <bdi className="case-citation">{row.citationId}</bdi> },
    parties: {
      key: 'parties',
      header: t('Parties'),
      render: (row) => (
        <>
          <span dir="auto">{row.parties}</span>
          <StandingFlag flag={row.flag} citationId={row.citationId} />
          {row.snippet ? (
            <p className="case-snippet" dir="auto">
              <MarkedSnippet snippet={row.snippet} />
            </p>
          ) : null}
        </>
      ),
    },
    read: {
      key: 'read',
      header: t('Case Law'),
      render: (row) => (
        <Link to={caseHref(row.citationId)} aria-label={t('Read {{citation}}', { citation: row.citationId })}>
          {t('Read')}
        </Link>
      ),
    },
  }) satisfies Record<string, Column<NumberedCase>>;

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
  const t = useT();
  const first = (cases.page - 1) * cases.pageSize;
  const rows: Row[] = cases.rows.map((row, index) => ({ ...row, n: first + index + 1 }));
  const shared = caseColumns(t);
  const columns: Column<Row>[] = [
    shared.n,
    shared.citation,
    shared.parties,
    { key: 'judge', header: t('Judge'), render: (row) => row.judge },
    { key: 'court', header: t('Court'), render: (row) => row.court },
    shared.read,
  ];
  return (
    <CaseList>
      <Count>{itemsFound(t, cases.count)}</Count>
      <Table caption={caption} hideCaption columns={columns} rows={rows} rowKey={(row) => row.citationId} emptyText={emptyText} />
      <Pagination page={cases.page} pageCount={Math.ceil(cases.count / cases.pageSize)} hrefFor={hrefForPage} label={t('{{caption}} pages', { caption })} />
    </CaseList>
  );
}
