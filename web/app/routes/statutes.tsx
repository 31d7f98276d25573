import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { libraryLetter, type OrdinanceView, type StatuteHit, libraryEmptyTexts } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { hrefWith, letterHref, ordinanceHref, statuteCasesHref } from '../library/hrefs.ts';
import { LetterBar } from '../library/letter-bar.tsx';
import { MarkedSnippet } from '../library/marked-snippet.tsx';
import { SearchBox } from '../library/search-box.tsx';
import { itemsFound, type Translate } from '../library/texts.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Statutes')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim() ?? '';
  if (q) return { letter: null, ordinances: [], found: await context.services.search.searchStatutes(q, params.get('page')) };
  const letter = libraryLetter(params.get('letter'));
  return { letter, ordinances: await context.services.library.ordinances(letter), found: null };
}

type Row = OrdinanceView & { n: number };

const columns = (t: Translate): Column<Row>[] => [
  { key: 'n', header: '#', render: (o) => o.n },
  { key: 'name', header: t('Act/Ordinance'), render: (o) => <Link to={ordinanceHref(o.ordinanceName)}>{o.ordinanceName}</Link> },
  { key: 'sections', header: t('Sections'), render: (o) => o.sections },
];

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Snippet = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

type HitRow = StatuteHit & { n: number };

const hitColumns = (t: Translate): Column<HitRow>[] => [
  { key: 'n', header: '#', render: (s) => s.n },
  {
    key: 'section',
    header: t('Section'),
    render: (s) => (
      <>
        <Link to={statuteCasesHref(s.ordinanceName, s.statuteId)} dir="auto">{s.sectionName}</Link>
        {s.snippet ? (
          <Snippet dir="auto">
            <MarkedSnippet snippet={s.snippet} />
          </Snippet>
        ) : null}
      </>
    ),
  },
  { key: 'act', header: t('Act/Ordinance'), render: (s) => s.ordinanceName },
];

/** Acts and Ordinances by letter, or the sections a search finds (`?q=section 302 PPC`). */
export default function Statutes() {
  const { letter, ordinances, found } = useLoaderData<typeof loader>();
  const location = useLocation();
  const t = useT();
  return (
    <>
      <PageTitle>{t('Statutes')}</PageTitle>
      <LetterBar label={t('Acts and Ordinances by letter')} current={letter} hrefFor={(l) => letterHref('/statutes', l)} />
      <SearchBox
        label={t('Search statutes')}
        placeholder={t('A section (s.302 PPC, 489-F) or words of its heading')}
        value={found?.q ?? ''}
        hint={t('A section in any written form (302, s.302, Sec. 489-F P.P.C., 302(b)) or words of a heading or its text.')}
      />
      {found ? (
        <>
          <Count>{itemsFound(t, found.count, String(found.count), 'statute')}</Count>
          <Table
            caption={t('Sections matching {{query}}', { query: found.q })}
            hideCaption
            columns={hitColumns(t)}
            rows={found.rows.map((s, index) => ({ ...s, n: (found.page - 1) * found.pageSize + index + 1 }))}
            rowKey={(s) => s.statuteId}
            emptyText={t(libraryEmptyTexts.statutes)}
          />
          <Pagination
            page={found.page}
            pageCount={Math.ceil(found.count / found.pageSize)}
            hrefFor={(p) => hrefWith(location, { page: p === 1 ? null : String(p) })}
            label={t('Statute search pages')}
          />
        </>
      ) : (
        <Table
          caption={t('Acts and Ordinances under {{letter}}', { letter })}
          hideCaption
          columns={columns(t)}
          rows={ordinances.map((o, index) => ({ ...o, n: index + 1 }))}
          rowKey={(o) => o.ordinanceName}
          emptyText={t(libraryEmptyTexts.statutes)}
        />
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
