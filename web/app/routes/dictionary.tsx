import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { libraryEmptyTexts, type DictionaryEntry } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { hrefWith, letterHref } from '../library/hrefs.ts';
import { LetterBar } from '../library/letter-bar.tsx';
import { SearchBox } from '../library/search-box.tsx';
import { itemsFound, type Translate } from '../library/texts.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Dictionary')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim() ?? '';
  if (q) return { ...(await context.services.library.searchDictionary(q, params.get('page'))), letter: null };
  return { ...(await context.services.library.dictionary(params.get('letter'), params.get('page'))), q: '' };
}

const Word = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const Meaning = styled.div`
  white-space: pre-line;
`;

type Row = DictionaryEntry & { n: number };

const columns = (t: Translate): Column<Row>[] => [
  { key: 'n', header: '#', render: (e) => e.n },
  { key: 'word', header: t('Words'), render: (e) => <Word dir="auto">{e.word}</Word> },
  { key: 'meaning', header: t('Meaning'), render: (e) => <Meaning dir="auto">{e.meaning}</Meaning> },
];

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The dictionary by letter, 100 words a page; page buttons only when a letter has more (docs/product-rules.md#library).
 * `?q=` searches it: the headword, then the entries that define the phrase.
 */
export default function Dictionary() {
  const { letter, q, page, pageSize, count, rows } = useLoaderData<typeof loader>();
  const location = useLocation();
  const t = useT();
  const first = (page - 1) * pageSize;
  return (
    <>
      <PageTitle>{t('Dictionary')}</PageTitle>
      <LetterBar label={t('Words by letter')} current={letter} hrefFor={(l) => letterHref('/dictionary', l)} />
      <SearchBox label={t('Search the dictionary')} placeholder={t('A word or a phrase, e.g. legal holiday')} value={q} />
      {q ? <Count>{itemsFound(t, count)}</Count> : null}
      <Table
        caption={q ? t('Entries matching {{query}}', { query: q }) : t('Words under {{letter}}', { letter })}
        hideCaption
        columns={columns(t)}
        rows={rows.map((e, index) => ({ ...e, n: first + index + 1 }))}
        rowKey={(e) => `${e.word}\u0000${e.sense}`}
        emptyText={t(libraryEmptyTexts.dictionary)}
      />
      <Pagination
        page={page}
        pageCount={Math.ceil(count / pageSize)}
        hrefFor={(p) => hrefWith(location, { page: p === 1 ? null : String(p) })}
        label={t('Dictionary pages')}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
