import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { bookmarkFolderMessages, type BookmarkView, libraryEmptyTexts } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { formFields } from '../auth/form-data.server.ts';
import { flashNotice, requirePaidUser } from '../auth/session.server.ts';
import { runIntent } from '../http/intent.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { BookmarkFilter, FolderPanel, FolderPanels, NewFolder, type FolderAnswer } from '../library/bookmark-folders.tsx';
import { bookmarkHref, bookmarksHref, hrefWith } from '../library/hrefs.ts';
import { notFound } from '../library/library.server.ts';
import { StandingFlag } from '../library/treatment-flag.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { useDates } from '../ui/dates.ts';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Bookmarks')) }];

/** The user's bookmarks, all or those in one of their folders (another user's folder is 404) and/or with a tag. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const { library } = context.services;
  const actor = { userId: user.id };
  const params = new URL(request.url).searchParams;
  const folderId = params.get('folder') || null;
  const tag = params.get('tag')?.trim() || null;
  const folder = folderId ? await library.bookmarkFolder(actor, folderId) : null;
  if (folderId && !folder) throw notFound();
  const [bookmarks, folders, tags] = await Promise.all([
    library.bookmarks(actor, params.get('page'), { folderId, tag }),
    library.bookmarkFolders(actor),
    library.bookmarkTags(actor),
  ]);
  return { ...bookmarks, rows: bookmarks.rows.map((row) => ({ ...row, bookmarkedAt: row.bookmarkedAt.toISOString() })), folder, folders, tags, tag };
}

/** Create, rename or delete one of the user's folders; a refused name answers 400, another user's folder 404. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const { library } = context.services;
  const actor = { userId: user.id };
  const { intent, folderId, name } = await formFields(request);
  const { outcome, to } = await runIntent<{ outcome: Awaited<ReturnType<typeof library.deleteBookmarkFolder>>; to: string }>(intent, {
    'create-folder': async () => {
      const created = await library.createBookmarkFolder(actor, { name });
      return { outcome: created, to: created.ok ? bookmarksHref({ folderId: created.folder.id }) : '/bookmarks' };
    },
    'rename-folder': async () => ({ outcome: await library.renameBookmarkFolder(actor, folderId, { name }), to: bookmarksHref({ folderId }) }),
    'delete-folder': async () => ({ outcome: await library.deleteBookmarkFolder(actor, folderId), to: '/bookmarks' }),
  });
  if (!outcome.ok && outcome.message === bookmarkFolderMessages.noSuchFolder) throw notFound();
  if (!outcome.ok) return data<FolderAnswer>({ ok: false, message: outcome.message, intent: intent === 'create-folder' ? intent : 'rename-folder' }, { status: 400 });
  throw redirect(to, { headers: { 'Set-Cookie': await flashNotice(request, context, { tone: 'success', text: outcome.message }) } });
}

type Row = Omit<BookmarkView, 'bookmarkedAt'> & { bookmarkedAt: string; n: number };

const Title = styled.div`
  display: grid;
  gap: 2px;

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.page};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-decoration: none;
  }
`;

export default function Bookmarks() {
  const bookmarks = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const t = useT();
  const dates = useDates();
  const first = (bookmarks.page - 1) * bookmarks.pageSize;
  const rows: Row[] = bookmarks.rows.map((row, index) => ({ ...row, n: first + index + 1 }));
  const columns: Column<Row>[] = [
    { key: 'n', header: '#', render: (row) => row.n },
    { key: 'date', header: t('Date'), render: (row) => dates.date(row.bookmarkedAt) },
    { key: 'citation', header: t('Citation'), render: (row) => row.citationId },
    {
      key: 'title',
      header: t('Title'),
      render: (row) => (
        <Title>
          <span dir="auto">{row.parties}</span>
          <StandingFlag flag={row.flag} citationId={row.citationId} />
          {row.judge ? <small>{t('Judge: {{judge}}', { judge: row.judge })}</small> : null}
          {row.lawyer ? <small>{t('Lawyer: {{lawyer}}', { lawyer: row.lawyer })}</small> : null}
          {row.tags.length > 0 ? (
            <Tags aria-label={t('Tags')}>
              {row.tags.map((tag) => (
                <li key={tag}>
                  <Link to={bookmarksHref({ tag })} aria-label={t('Bookmarks tagged {{tag}}', { tag })} dir="auto">
                    #{tag}
                  </Link>
                </li>
              ))}
            </Tags>
          ) : null}
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
      <FolderPanels>
        <BookmarkFilter folders={bookmarks.folders} tags={bookmarks.tags} folderId={bookmarks.folder?.id ?? null} tag={bookmarks.tag} />
        {bookmarks.folder ? <FolderPanel folder={bookmarks.folder} answer={answer} /> : null}
        <NewFolder answer={answer} />
      </FolderPanels>
      <Table caption={t('Bookmarks')} hideCaption columns={columns} rows={rows} rowKey={(row) => row.citationId} emptyText={bookmarks.folder || bookmarks.tag ? t('No bookmarks match this filter') : t(libraryEmptyTexts.bookmarks)} />
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
