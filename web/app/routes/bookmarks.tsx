import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { bookmarkDate, libraryEmptyTexts, type BookmarkView } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { bookmarkHref, hrefWith } from '../library/hrefs.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = () => [{ title: 'Bookmarks | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const page = new URL(request.url).searchParams.get('page');
  const bookmarks = await context.services.library.bookmarks({ userId: user.id }, page);
  return { ...bookmarks, rows: bookmarks.rows.map((row) => ({ ...row, bookmarkedAt: row.bookmarkedAt.toISOString() })) };
}

type Row = Omit<BookmarkView, 'bookmarkedAt'> & { bookmarkedAt: string; n: number };

const Title = styled.div`
  display: grid;
  gap: 2px;

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export default function Bookmarks() {
  const bookmarks = useLoaderData<typeof loader>();
  const location = useLocation();
  const first = (bookmarks.page - 1) * bookmarks.pageSize;
  const rows: Row[] = bookmarks.rows.map((row, index) => ({ ...row, n: first + index + 1 }));
  const columns: Column<Row>[] = [
    { key: 'n', header: '#', render: (row) => row.n },
    { key: 'date', header: 'Date', render: (row) => bookmarkDate(row.bookmarkedAt) },
    { key: 'citation', header: 'Citation', render: (row) => row.citationId },
    {
      key: 'title',
      header: 'Title',
      render: (row) => (
        <Title>
          <span>{row.parties}</span>
          {row.judge ? <small>Judge: {row.judge}</small> : null}
          {row.lawyer ? <small>Lawyer: {row.lawyer}</small> : null}
        </Title>
      ),
    },
    { key: 'court', header: 'Court', render: (row) => row.court },
    {
      key: 'case',
      header: 'Case Law',
      render: (row) => (
        <Link to={bookmarkHref(row.citationId)} aria-label={`Case Law ${row.citationId}`}>
          Case Law
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageTitle>Bookmarks</PageTitle>
      <Table caption="Bookmarks" hideCaption columns={columns} rows={rows} rowKey={(row) => row.citationId} emptyText={libraryEmptyTexts.bookmarks} />
      <Pagination
        page={bookmarks.page}
        pageCount={Math.ceil(bookmarks.count / bookmarks.pageSize)}
        hrefFor={(page) => hrefWith(location, { page: page === 1 ? null : String(page) })}
        label="Bookmark pages"
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
