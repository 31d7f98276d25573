import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { libraryEmptyTexts, libraryLetter, type ArticleSummary, type ArticleView } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { letterHref, popupParams } from '../library/hrefs.ts';
import { LetterBar } from '../library/letter-bar.tsx';
import { SearchBox } from '../library/search-box.tsx';
import { useModalParam } from '../library/url-state.ts';
import { Modal } from '../ui/modal.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = () => [{ title: 'Articles | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const { library } = context.services;
  const params = new URL(request.url).searchParams;
  const search = params.get('q')?.trim() ?? '';
  const read = params.get(popupParams.article);
  const letter = search ? null : libraryLetter(params.get('letter'));
  const [articles, reading] = await Promise.all([
    letter ? library.articlesByLetter(letter) : library.searchArticles(search),
    read ? library.article(read) : null,
  ]);
  return { letter, search, articles, reading };
}

const Byline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const ArticleText = styled.div`
  white-space: pre-line;
  line-height: ${({ theme }) => theme.lineHeight.base};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.colors.navy};
`;

type Row = ArticleSummary & { n: number };

function ArticleModal({ article }: { article: ArticleView | null }) {
  const modal = useModalParam(popupParams.article);
  if (!modal.value) return null;
  return (
    <Modal open wide title={article?.title ?? 'Article'} onClose={modal.close}>
      {article ? (
        <>
          <Byline>{[article.author, article.category, article.year].filter(Boolean).join(' · ')}</Byline>
          <ArticleText>{article.text}</ArticleText>
        </>
      ) : (
        <p>The library does not hold this article.</p>
      )}
    </Modal>
  );
}

export default function Articles() {
  const { letter, search, articles, reading } = useLoaderData<typeof loader>();
  const modal = useModalParam(popupParams.article);
  const columns: Column<Row>[] = [
    { key: 'n', header: '#', render: (a) => a.n },
    { key: 'title', header: 'Title', render: (a) => a.title },
    { key: 'author', header: 'Author', render: (a) => a.author },
    { key: 'category', header: 'Category', render: (a) => a.category },
    { key: 'year', header: 'Year', render: (a) => a.year ?? '—' },
    {
      key: 'read',
      header: 'Read',
      render: (a) => (
        <Link {...modal.linkTo(String(a.id))} aria-label={`Read ${a.title}`}>
          Read
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageTitle>Articles</PageTitle>
      <LetterBar label="Articles by letter" current={letter} hrefFor={(l) => letterHref('/articles', l)} />
      <SearchBox label="Search articles" placeholder="Title, author or words" value={search} />
      {letter ? null : <Heading>Results for “{search}”</Heading>}
      <Table
        caption={letter ? `Articles under ${letter}` : `Articles matching ${search}`}
        hideCaption
        columns={columns}
        rows={articles.map((a, index) => ({ ...a, n: index + 1 }))}
        rowKey={(a) => String(a.id)}
        emptyText={libraryEmptyTexts.articles}
      />
      <ArticleModal article={reading} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
