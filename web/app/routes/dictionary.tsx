import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { libraryEmptyTexts, type DictionaryEntry } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { hrefWith, letterHref } from '../library/hrefs.ts';
import { LetterBar } from '../library/letter-bar.tsx';
import { SearchBox } from '../library/search-box.tsx';
import { itemsFound } from '../library/cases-table.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = () => [{ title: 'Dictionary | Qanoon' }];

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

const columns: Column<Row>[] = [
  { key: 'n', header: '#', render: (e) => e.n },
  { key: 'word', header: 'Words', render: (e) => <Word>{e.word}</Word> },
  { key: 'meaning', header: 'Meaning', render: (e) => <Meaning>{e.meaning}</Meaning> },
];

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The dictionary by letter, 100 words a page; page buttons only when a letter has more (spec §9).
 * `?q=` searches it: the headword, then the entries that define the phrase.
 */
export default function Dictionary() {
  const { letter, q, page, pageSize, count, rows } = useLoaderData<typeof loader>();
  const location = useLocation();
  const first = (page - 1) * pageSize;
  return (
    <>
      <PageTitle>Dictionary</PageTitle>
      <LetterBar label="Words by letter" current={letter} hrefFor={(l) => letterHref('/dictionary', l)} />
      <SearchBox label="Search the dictionary" placeholder="A word or a phrase, e.g. legal holiday" value={q} />
      {q ? <Count>{itemsFound(count)}</Count> : null}
      <Table
        caption={q ? `Entries matching ${q}` : `Words under ${letter}`}
        hideCaption
        columns={columns}
        rows={rows.map((e, index) => ({ ...e, n: first + index + 1 }))}
        rowKey={(e) => `${e.word}\u0000${e.sense}`}
        emptyText={libraryEmptyTexts.dictionary}
      />
      <Pagination
        page={page}
        pageCount={Math.ceil(count / pageSize)}
        hrefFor={(p) => hrefWith(location, { page: p === 1 ? null : String(p) })}
        label="Dictionary pages"
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
