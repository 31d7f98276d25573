import { Link, useLocation } from '@remix-run/react';
import { citatorSorts, type CitatorSort, type CitatorView, type CitingCase } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { ButtonLink } from '../ui/button.tsx';
import { Facts } from '../ui/facts.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { itemsFound } from './cases-table.tsx';
import { caseHref, citatorHref, hrefWith } from './hrefs.ts';
import { ScreenHead } from './screen-head.tsx';

const sortLabels: Record<CitatorSort, string> = { newest: 'Newest first', oldest: 'Oldest first', 'most-cited': 'Most cited first' };

export const citatorTexts = {
  notHeld: 'This judgment is not in the library; it is known from the judgments citing it.',
  unknown: 'No judgment in the library cites this citation, and the library does not hold it.',
  noCiting: 'No case in the library cites this one.',
} as const;

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Sentence = styled.blockquote`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Strong = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

type Row = CitingCase & { n: number };

const columns: Column<Row>[] = [
  { key: 'n', header: '#', render: (row) => row.n },
  {
    key: 'citation',
    header: 'Citation',
    render: (row) => (
      <Link to={caseHref(row.citationId)}>
        <Strong>{row.citationId}</Strong>
      </Link>
    ),
  },
  {
    key: 'parties',
    header: 'Parties',
    render: (row) => (
      <>
        {row.parties}
        {row.sentence ? <Sentence>{row.sentence}</Sentence> : null}
      </>
    ),
  },
  { key: 'court', header: 'Court', render: (row) => row.court },
  { key: 'year', header: 'Year', render: (row) => row.year ?? '—' },
  { key: 'cited', header: 'Cited by', render: (row) => <Link to={citatorHref(row.citationId)}>{row.citedCount}</Link> },
];

/** The citator page: the citation, the case it names when the library holds it, its written variants and the cases citing it. */
export function CitatorPage({ view }: { view: CitatorView }) {
  const location = useLocation();
  const first = (view.citing.page - 1) * view.citing.pageSize;
  const rows = view.citing.rows.map((row, index) => ({ ...row, n: first + index + 1 }));
  const known = view.held.length > 0 || view.citing.count > 0;
  return (
    <article>
      <ScreenHead back="/search" title={`Citator: ${view.citation}`} note={known ? null : citatorTexts.unknown} />
      {known ? (
        <Facts>
          <dt>In the library</dt>
          <dd>
            {view.held.length > 0
              ? view.held.map((held, i) => (
                  <span key={held.citationId}>
                    {i > 0 ? '; ' : ''}
                    <Link to={caseHref(held.citationId)}>{held.citationId}</Link> · {held.parties} · {held.court}
                  </span>
                ))
              : citatorTexts.notHeld}
          </dd>
          <dt>Written as</dt>
          <dd>{view.variants.join(' · ') || '—'}</dd>
        </Facts>
      ) : null}
      <section aria-labelledby="citing-cases">
        <h2 id="citing-cases">Cases citing it</h2>
        <Bar aria-label="Sort the citing cases">
          {citatorSorts.map((sort) => (
            <ButtonLink
              key={sort}
              to={hrefWith(location, { sort: sort === 'newest' ? null : sort, page: null })}
              variant={sort === view.sort ? 'primary' : 'secondary'}
              aria-current={sort === view.sort ? 'true' : undefined}
            >
              {sortLabels[sort]}
            </ButtonLink>
          ))}
        </Bar>
        <Muted>{itemsFound(view.citing.count)}</Muted>
        <Table caption="Cases citing it" hideCaption columns={columns} rows={rows} rowKey={(row) => row.citationId} emptyText={citatorTexts.noCiting} />
        <Pagination
          page={view.citing.page}
          pageCount={Math.ceil(view.citing.count / view.citing.pageSize)}
          hrefFor={(page) => hrefWith(location, { page: page === 1 ? null : String(page) })}
          label="Citing cases pages"
        />
      </section>
    </article>
  );
}
