import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { libraryEmptyTexts, libraryLetter, type OrdinanceView, type StatuteHit } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { itemsFound } from '../library/cases-table.tsx';
import { hrefWith, letterHref, ordinanceHref, statuteCasesHref } from '../library/hrefs.ts';
import { LetterBar } from '../library/letter-bar.tsx';
import { MarkedSnippet } from '../library/marked-snippet.tsx';
import { SearchBox } from '../library/search-box.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = () => [{ title: 'Statutes | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim() ?? '';
  if (q) return { letter: null, ordinances: [], found: await context.services.search.searchStatutes(q, params.get('page')) };
  const letter = libraryLetter(params.get('letter'));
  return { letter, ordinances: await context.services.library.ordinances(letter), found: null };
}

type Row = OrdinanceView & { n: number };

const columns: Column<Row>[] = [
  { key: 'n', header: '#', render: (o) => o.n },
  { key: 'name', header: 'Act/Ordinance', render: (o) => <Link to={ordinanceHref(o.ordinanceName)}>{o.ordinanceName}</Link> },
  { key: 'sections', header: 'Sections', render: (o) => o.sections },
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

const hitColumns: Column<HitRow>[] = [
  { key: 'n', header: '#', render: (s) => s.n },
  {
    key: 'section',
    header: 'Section',
    render: (s) => (
      <>
        <Link to={statuteCasesHref(s.ordinanceName, s.statuteId)}>{s.sectionName}</Link>
        {s.snippet ? (
          <Snippet>
            <MarkedSnippet snippet={s.snippet} />
          </Snippet>
        ) : null}
      </>
    ),
  },
  { key: 'act', header: 'Act/Ordinance', render: (s) => s.ordinanceName },
];

/** Acts and Ordinances by letter, or the sections a search finds (`?q=section 302 PPC`). */
export default function Statutes() {
  const { letter, ordinances, found } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <PageTitle>Statutes</PageTitle>
      <LetterBar label="Acts and Ordinances by letter" current={letter} hrefFor={(l) => letterHref('/statutes', l)} />
      <SearchBox
        label="Search statutes"
        placeholder="A section (s.302 PPC, 489-F) or words of its heading"
        value={found?.q ?? ''}
        hint="A section in any written form (302, s.302, Sec. 489-F P.P.C., 302(b)) or words of a heading or its text."
      />
      {found ? (
        <>
          <Count>{itemsFound(found.count)}</Count>
          <Table
            caption={`Sections matching ${found.q}`}
            hideCaption
            columns={hitColumns}
            rows={found.rows.map((s, index) => ({ ...s, n: (found.page - 1) * found.pageSize + index + 1 }))}
            rowKey={(s) => s.statuteId}
            emptyText={libraryEmptyTexts.statutes}
          />
          <Pagination
            page={found.page}
            pageCount={Math.ceil(found.count / found.pageSize)}
            hrefFor={(p) => hrefWith(location, { page: p === 1 ? null : String(p) })}
            label="Statute search pages"
          />
        </>
      ) : (
        <Table
          caption={`Acts and Ordinances under ${letter}`}
          hideCaption
          columns={columns}
          rows={ordinances.map((o, index) => ({ ...o, n: index + 1 }))}
          rowKey={(o) => o.ordinanceName}
          emptyText={libraryEmptyTexts.statutes}
        />
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
