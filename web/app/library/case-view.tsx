import { Link, useLocation } from '@remix-run/react';
import { type CaseDetail, type CaseReference, type CaseSummary, type Paged, type SimilarCase, type StatuteReference, type StatuteText, libraryEmptyTexts } from '@qanoon/contracts';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { BackLink } from './back-link.tsx';
import { CaseDescription } from './case-description.tsx';
import { CasesTable } from './cases-table.tsx';
import { caseHref, citatorHref, hrefWith, popupParams, statuteCasesHref } from './hrefs.ts';
import { StatuteModal } from './statutes-table.tsx';
import { StandingFlag } from './treatment-flag.tsx';
import { similarityReasonTexts } from './texts.ts';
import { useModalParam } from './url-state.ts';
import { Facts } from '../ui/facts.tsx';
import { useDates } from '../ui/dates.ts';

/** What a case page loads: the case without its description (that loads in its popup). */
export interface CasePageData {
  detail: CaseDetail;
  /** ISO time, or null when the user has not bookmarked the case. */
  bookmarkedAt: string | null;
  citedBy: Paged<CaseSummary>;
  /** The cases most like it, each with why. */
  similar: SimilarCase[];
  statute: StatuteText | null;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};

  & > :first-child {
    margin-inline-end: auto;
  }
`;

const Parties = styled.p`
  margin: -${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.md};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Standing = styled.div`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};

  &:empty {
    display: none;
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const HeadNotes = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: ${({ theme }) => theme.lineHeight.base};
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

type Numbered<T> = T & { n: number };
const numbered = <T,>(rows: readonly T[]): Numbered<T>[] => rows.map((row, index) => ({ ...row, n: index + 1 }));

function CaseReferences({ refs, citationId }: { refs: readonly CaseReference[]; citationId: string }) {
  const t = useT();
  const columns: Column<Numbered<CaseReference>>[] = [
    { key: 'n', header: '#', render: (ref) => ref.n },
    {
      key: 'citation',
      header: t('Citation'),
      // A judgment often quotes its own citation in its header.
      render: (ref) =>
        ref.heldAs && ref.heldAs !== citationId ? (
          <Link to={caseHref(ref.heldAs)}>
            <bdi>{ref.citationId}</bdi>
          </Link>
        ) : (
          <bdi>{ref.citationId}</bdi>
        ),
    },
    {
      key: 'parties',
      header: t('Parties'),
      render: (ref) =>
        ref.heldAs === citationId ? (
          <Missing>{t('This case')}</Missing>
        ) : ref.heldAs ? (
          <>
            <span dir="auto">{ref.parties}</span>
            <StandingFlag flag={ref.flag} citationId={ref.heldAs} />
          </>
        ) : (
          <Missing>{t('Not in the library')}</Missing>
        ),
    },
    {
      key: 'citator',
      header: t('Citator'),
      render: (ref) => (
        <Link to={citatorHref(ref.citationId)} aria-label={t('Cited by: {{citation}}', { citation: ref.citationId })}>
          {t('Cited by')}
        </Link>
      ),
    },
  ];
  return (
    <Table
      caption={t('Case References')}
      hideCaption
      columns={columns}
      rows={numbered(refs)}
      rowKey={(ref) => `${ref.n}`}
      emptyText={t(libraryEmptyTexts.caseRefs)}
    />
  );
}

function StatuteReferences({ refs }: { refs: readonly StatuteReference[] }) {
  const t = useT();
  const statute = useModalParam(popupParams.statute);
  const columns: Column<Numbered<StatuteReference>>[] = [
    { key: 'n', header: '#', render: (ref) => ref.n },
    { key: 'section', header: t('Section'), render: (ref) => ref.sectionName ?? ref.statuteId },
    { key: 'ordinance', header: t('Act/Ordinance'), render: (ref) => ref.ordinanceName ?? <Missing>{t('Not in the library')}</Missing> },
    {
      key: 'read',
      header: t('Read'),
      render: (ref) =>
        ref.sectionName ? (
          <Link {...statute.linkTo(ref.statuteId)} aria-label={t('Read Statute {{statute}}', { statute: ref.statuteId })}>
            {t('Read Statute')}
          </Link>
        ) : null,
    },
    {
      key: 'cases',
      header: t('Case Law'),
      render: (ref) =>
        ref.ordinanceName ? (
          <Link to={statuteCasesHref(ref.ordinanceName, ref.statuteId)} aria-label={t('Case Law of {{section}}', { section: ref.statuteId })}>
            {t('Case Law')}
          </Link>
        ) : null,
    },
  ];
  return (
    <Table
      caption={t('Statute References')}
      hideCaption
      columns={columns}
      rows={numbered(refs)}
      rowKey={(ref) => `${ref.n}`}
      emptyText={t(libraryEmptyTexts.lawRefs)}
    />
  );
}

const Reasons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
`;

const CitationLink = styled(Link)`
  white-space: nowrap;
`;

function SimilarCases({ cases }: { cases: readonly SimilarCase[] }) {
  const t = useT();
  const columns: Column<Numbered<SimilarCase>>[] = [
    { key: 'n', header: '#', render: (row) => row.n },
    { key: 'citation', header: t('Citation'), render: (row) => <CitationLink to={caseHref(row.citationId)}>
          <bdi>{row.citationId}</bdi>
        </CitationLink> },
    {
      key: 'parties',
      header: t('Parties'),
      render: (row) => (
        <>
          <span dir="auto">{row.parties}</span>
          <StandingFlag flag={row.flag} citationId={row.citationId} />
        </>
      ),
    },
    {
      key: 'why',
      header: t('Why'),
      render: (row) => (
        <Reasons aria-label={t('Why {{citation}} is similar', { citation: row.citationId })}>
          {similarityReasonTexts(t, row).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Reasons>
      ),
    },
  ];
  return (
    <Table
      caption={t('Similar cases')}
      hideCaption
      columns={columns}
      rows={numbered(cases)}
      rowKey={(row) => row.citationId}
      emptyText={t(libraryEmptyTexts.similar)}
    />
  );
}

/**
 * The case detail view (docs/product-rules.md#search-modes): Back, the bookmark control, parties, its standing (how
 * later judgments treated it), bench and court,
 * a bookmark's filing (its folders, tags and note) when it has one, head notes, case and statute
 * references, the cases citing it, the cases like it, and the Case Description popup.
 */
export function CaseView({ data, backTo, bookmarkControl, filing }: { data: CasePageData; backTo: string; bookmarkControl: ReactNode; filing?: ReactNode }) {
  const t = useT();
  const dates = useDates();
  const { detail } = data;
  const location = useLocation();
  const description = useModalParam(popupParams.description);
  return (
    <article>
      <Toolbar>
        <BackLink fallback={backTo} />
        {bookmarkControl}
        <ButtonLink {...description.linkTo('open')} variant="secondary">
          {t('Case Description')}
        </ButtonLink>
      </Toolbar>
      <PageTitle>
        <bdi>{detail.citationId}</bdi>
      </PageTitle>
      <Parties dir="auto">{detail.parties}</Parties>
      <Standing>
        <StandingFlag flag={detail.flag} citationId={detail.citationId} named />
      </Standing>
      <Facts>
        <dt>{t('Judge')}</dt>
        <dd dir="auto">{detail.judge || '—'}</dd>
        <dt>{t('Lawyer')}</dt>
        <dd dir="auto">{detail.lawyer || '—'}</dd>
        <dt>{t('Court')}</dt>
        <dd>{detail.court || '—'}</dd>
        {data.bookmarkedAt ? (
          <>
            <dt>{t('Bookmarked')}</dt>
            <dd>{dates.date(data.bookmarkedAt)}</dd>
          </>
        ) : null}
      </Facts>
      {/* A bookmark's folders, tags and note, at the top with its bookmark button, not under a long judgment. */}
      {filing}

      <Section aria-labelledby="head-notes">
        <h2 id="head-notes">{t('Head Notes')}</h2>
        <HeadNotes dir="auto">{detail.headNotes || '—'}</HeadNotes>
      </Section>
      <Section aria-labelledby="case-references">
        <h2 id="case-references">{t('Case References')}</h2>
        <CaseReferences refs={detail.caseRefs} citationId={detail.citationId} />
      </Section>
      <Section aria-labelledby="statute-references">
        <h2 id="statute-references">{t('Statute References')}</h2>
        <StatuteReferences refs={detail.lawRefs} />
      </Section>
      <Section aria-labelledby="cited-by">
        <h2 id="cited-by">{t('Cited by')}</h2>
        <CasesTable
          caption={t('Cited by')}
          cases={data.citedBy}
          emptyText={t(libraryEmptyTexts.citedBy)}
          hrefForPage={(page) => hrefWith(location, { citedPage: page === 1 ? null : String(page) })}
        />
      </Section>

      <Section aria-labelledby="similar-cases">
        <h2 id="similar-cases">{t('Similar cases')}</h2>
        <SimilarCases cases={data.similar} />
      </Section>

      <StatuteModal statute={data.statute} />
      <CaseDescription citationId={detail.citationId} />
    </article>
  );
}
