import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { libraryEmptyTexts, libraryLetter } from '@qanoon/contracts';
import { requirePaidUser } from '../auth/session.server.ts';
import { legalTermHref, letterHref } from '../library/hrefs.ts';
import { LetterBar } from '../library/letter-bar.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = () => [{ title: 'Legal Terms | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const letter = libraryLetter(new URL(request.url).searchParams.get('letter'));
  return { letter, terms: await context.services.library.legalTerms(letter) };
}

interface Row {
  n: number;
  term: string;
}

const columns: Column<Row>[] = [
  { key: 'n', header: '#', render: (row) => row.n },
  { key: 'term', header: 'Legal Terms', render: (row) => row.term },
  {
    key: 'cases',
    header: 'Case Laws',
    render: (row) => (
      <Link to={legalTermHref(row.term)} aria-label={`Case Laws for ${row.term}`}>
        Case Laws
      </Link>
    ),
  },
];

export default function LegalTerms() {
  const { letter, terms } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>Legal Terms</PageTitle>
      <LetterBar label="Legal terms by letter" current={letter} hrefFor={(l) => letterHref('/legal-terms', l)} />
      <Table
        caption={`Legal terms under ${letter}`}
        hideCaption
        columns={columns}
        rows={terms.map((term, index) => ({ n: index + 1, term }))}
        rowKey={(row) => row.term}
        emptyText={libraryEmptyTexts.legalTerms}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
