import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { bookmarkDate, type BookmarkView, libraryEmptyTexts } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { bookmarkHref, hrefWith } from '../library/hrefs.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Bookmarks')) }];

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
  const t = useT();
  const first = (bookmarks.page - 1) * bookmarks.pageSize;
  const rows: Row[] = bookmarks.rows.map((row, index) => ({ ...row, n: first + index + 1 }));
  const columns: Column<Row>[] = [
    { key: 'n', header: '#', render: (row) => row.n },
    { key: 'date', header: t('Date'), render: (row) => bookmarkDate(row.bookmarkedAt) },
    { key: 'citation', header: t('Citation'), render: (row) => row.citationId },
    {
      key: 'title',
      header: t('Title'),
      render: (row) => (
        <Title>
          <span dir="auto">{row.parties}</span>
          {row.judge ? <small>{t('Judge: {{judge}}', { judge: row.judge })}</small> : null}
          {row.lawyer ? <small>{t('Lawyer: {{lawyer}}', { lawyer: row.lawyer })}</small> : null}
        </Title>
      ),
    },
    { key: 'court', header: t('Court'), render: (row) => row.court },
    {
      key: 'case',
      header: t('Case Law'),
      render: (row) => (
        <Link to={bookmarkHref(row.citationId)} aria-label={t('Case Law {{citation}}', { citation: row.citationId })}>
          {t('Case Law')}
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('Bookmarks')}</PageTitle>
      <Table caption={t('Bookmarks')} hideCaption columns={columns} rows={rows} rowKey={(row) => row.citationId} emptyText={t(libraryEmptyTexts.bookmarks)} />
      <Pagination
        page={bookmarks.page}
        pageCount={Math.ceil(bookmarks.count / bookmarks.pageSize)}
        hrefFor={(page) => hrefWith(location, { page: page === 1 ? null : String(page) })}
        label={t('Bookmark pages')}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
