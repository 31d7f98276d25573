import { Link, useLocation } from '@remix-run/react';
import { citatorSorts, treatmentFilters, type CitatorSort, type CitatorView, type CitingCase, type TreatmentFilter } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { translatable, useT } from '../i18n/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Facts } from '../ui/facts.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { caseHref, citatorHref, hrefWith } from './hrefs.ts';
import { ScreenHead } from './screen-head.tsx';
import { itemsFound, type Translate } from './texts.ts';
import { FollowCitationForm } from '../search/saved-searches.tsx';
import { DecidingSentence, StandingFlag, TreatmentLabel, treatmentLabels } from './treatment-flag.tsx';

const sortLabels: Record<CitatorSort, string> = {
  newest: translatable('Newest first'),
  oldest: translatable('Oldest first'),
  'most-cited': translatable('Most cited first'),
  // Negative, then distinguished, positive and neutral: what a lawyer must answer comes first.
  treatment: translatable('Negative first'),
};

const filterLabels: Record<TreatmentFilter, string> = { all: translatable('All'), ...treatmentLabels };

export const citatorTexts = {
  // Read after its heading "In the library": an answer, not a sentence repeating the heading.
  notHeld: translatable('No: it is known only from the judgments citing it.'),
  unknown: translatable('No judgment in the library cites this citation, and the library does not hold it.'),
  noCiting: translatable('No case in the library cites this one.'),
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
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  mark {
    background: #fbe7a1;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
`;

const Strong = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

type Row = CitingCase & { n: number };

const citingColumns = (t: Translate): Column<Row>[] => [
  { key: 'n', header: '#', render: (row) => row.n },
  {
    key: 'citation',
    header: t('Citation'),
    render: (row) => (
      <Link to={caseHref(row.citationId)}>
        <Strong>
          <bdi>{row.citationId}</bdi>
        </Strong>
      </Link>
    ),
  },
  {
    key: 'parties',
    header: t('Parties'),
    render: (row) => (
      <>
        <span dir="auto">{row.parties}</span>
        {row.treatment?.sentence ? (
          <Sentence dir="auto">
            <DecidingSentence sentence={row.treatment.sentence} words={row.treatment.words} />
          </Sentence>
        ) : row.sentence ? (
          <Sentence dir="auto">{row.sentence}</Sentence>
        ) : null}
      </>
    ),
  },
  { key: 'treatment', header: t('Treatment'), render: (row) => (row.treatment ? <TreatmentLabel treatment={row.treatment} /> : '—') },
  { key: 'court', header: t('Court'), render: (row) => row.court },
  { key: 'year', header: t('Year'), render: (row) => row.year ?? '—' },
  { key: 'cited', header: t('Cited by'), render: (row) => <Link to={citatorHref(row.citationId)}>{row.citedCount}</Link> },
];

/**
 * The citator page: the citation, the case it names when the library holds it (with its standing),
 * its written variants and the cases citing it, each with how it treated the citation and the
 * sentence that says so, filtered by treatment and sorted from the address.
 */
export function CitatorPage({ view }: { view: CitatorView }) {
  const t = useT();
  const location = useLocation();
  const first = (view.citing.page - 1) * view.citing.pageSize;
  const rows = view.citing.rows.map((row, index) => ({ ...row, n: first + index + 1 }));
  const known = view.held.length > 0 || view.citing.count > 0;
  const allCount = Object.values(view.treatmentCounts).reduce((sum, count) => sum + count, 0);
  return (
    <article>
      <ScreenHead back="/search" title={t('Citator: {{citation}}', { citation: view.citation })} note={known ? null : t(citatorTexts.unknown)} />
      {known ? (
        <Facts>
          <dt>{t('In the library')}</dt>
          <dd>
            {view.held.length > 0
              ? view.held.map((held, i) => (
                  <span key={held.citationId}>
                    {i > 0 ? '; ' : ''}
                    <Link to={caseHref(held.citationId)}>
                      <bdi>{held.citationId}</bdi>
                    </Link> · <span dir="auto">{held.parties}</span> · {held.court}
                  </span>
                ))
              : t(citatorTexts.notHeld)}
          </dd>
          {view.flag ? (
            <>
              <dt>{t('Standing')}</dt>
              <dd>
                <StandingFlag flag={view.flag} citationId={view.held[0]?.citationId} named />
              </dd>
            </>
          ) : null}
          <dt>{t('Written as')}</dt>
          <dd>{view.variants.join(' · ') || '—'}</dd>
        </Facts>
      ) : null}
      <section aria-labelledby="citing-cases">
        <h2 id="citing-cases">{t('Cases citing it')}</h2>
        <Bar aria-label={t('Sort the citing cases')}>
          {citatorSorts.map((sort) => (
            <ButtonLink
              key={sort}
              to={hrefWith(location, { sort: sort === 'newest' ? null : sort, page: null })}
              variant={sort === view.sort ? 'primary' : 'secondary'}
              aria-current={sort === view.sort ? 'true' : undefined}
            >
              {t(sortLabels[sort])}
            </ButtonLink>
          ))}
        </Bar>
        {/* Until a citing judgment's treatment has been read, there is nothing to filter by. */}
        {allCount > 0 || view.treatment !== 'all' ? (
        <Bar aria-label={t('Filter the citing cases by treatment')}>
          {treatmentFilters.map((filter) => (
            <ButtonLink
              key={filter}
              to={hrefWith(location, { treatment: filter === 'all' ? null : filter, page: null })}
              variant={filter === view.treatment ? 'primary' : 'secondary'}
              aria-current={filter === view.treatment ? 'true' : undefined}
            >
              {t(filterLabels[filter])} ({filter === 'all' ? allCount : view.treatmentCounts[filter]})
            </ButtonLink>
          ))}
        </Bar>
        ) : null}
        <Muted>{itemsFound(t, view.citing.count)}</Muted>
        <Table
          caption={t('Cases citing it')}
          hideCaption
          columns={citingColumns(t)}
          rows={rows}
          rowKey={(row) => row.citationId}
          emptyText={t(citatorTexts.noCiting)}
        />
        <Pagination
          page={view.citing.page}
          pageCount={Math.ceil(view.citing.count / view.citing.pageSize)}
          hrefFor={(page) => hrefWith(location, { page: page === 1 ? null : String(page) })}
          label={t('Citing cases pages')}
        />
      </section>
      <FollowCitationForm citation={view.citation} />
    </article>
  );
}
