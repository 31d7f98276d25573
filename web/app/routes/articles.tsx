import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { libraryLetter, type ArticleSummary, type ArticleView, libraryEmptyTexts } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { letterHref, popupParams } from '../library/hrefs.ts';
import { LetterBar } from '../library/letter-bar.tsx';
import { SearchBox } from '../library/search-box.tsx';
import { useModalParam } from '../library/url-state.ts';
import { Modal } from '../ui/modal.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Articles')) }];

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
  const t = useT();
  const modal = useModalParam(popupParams.article);
  if (!modal.value) return null;
  return (
    <Modal open wide title={article?.title ?? t('Article')} onClose={modal.close}>
      {article ? (
        <>
          <Byline>{[article.author, article.category, article.year].filter(Boolean).join(' · ')}</Byline>
          <ArticleText dir="auto">{article.text}</ArticleText>
        </>
      ) : (
        <p>{t('The library does not hold this article.')}</p>
      )}
    </Modal>
  );
}

export default function Articles() {
  const { letter, search, articles, reading } = useLoaderData<typeof loader>();
  const t = useT();
  const modal = useModalParam(popupParams.article);
  const columns: Column<Row>[] = [
    { key: 'n', header: '#', render: (a) => a.n },
    { key: 'title', header: t('Title'), render: (a) => <span dir="auto">{a.title}</span> },
    { key: 'author', header: t('Author'), render: (a) => a.author },
    { key: 'category', header: t('Category'), render: (a) => a.category },
    { key: 'year', header: t('Year'), render: (a) => a.year ?? '—' },
    {
      key: 'read',
      header: t('Read'),
      render: (a) => (
        <Link {...modal.linkTo(String(a.id))} aria-label={t('Read {{title}}', { title: a.title })}>
          {t('Read')}
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('Articles')}</PageTitle>
      <LetterBar label={t('Articles by letter')} current={letter} hrefFor={(l) => letterHref('/articles', l)} />
      <SearchBox label={t('Search articles')} placeholder={t('Title, author or words')} value={search} />
      {letter ? null : <Heading>{t('Results for “{{query}}”', { query: search })}</Heading>}
      <Table
        caption={letter ? t('Articles under {{letter}}', { letter }) : t('Articles matching {{query}}', { query: search })}
        hideCaption
        columns={columns}
        rows={articles.map((a, index) => ({ ...a, n: index + 1 }))}
        rowKey={(a) => String(a.id)}
        emptyText={t(libraryEmptyTexts.articles)}
      />
      <ArticleModal article={reading} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
