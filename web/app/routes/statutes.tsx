import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { libraryEmptyTexts, libraryLetter, type OrdinanceView } from '@qanoon/contracts';
import { requirePaidUser } from '../auth/session.server.ts';
import { letterHref, ordinanceHref } from '../library/hrefs.ts';
import { LetterBar } from '../library/letter-bar.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = () => [{ title: 'Statutes | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const letter = libraryLetter(new URL(request.url).searchParams.get('letter'));
  return { letter, ordinances: await context.runtime.library.ordinances(letter) };
}

type Row = OrdinanceView & { n: number };

const columns: Column<Row>[] = [
  { key: 'n', header: '#', render: (o) => o.n },
  { key: 'name', header: 'Act/Ordinance', render: (o) => <Link to={ordinanceHref(o.ordinanceName)}>{o.ordinanceName}</Link> },
  { key: 'sections', header: 'Sections', render: (o) => o.sections },
];

export default function Statutes() {
  const { letter, ordinances } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>Statutes</PageTitle>
      <LetterBar label="Acts and Ordinances by letter" current={letter} hrefFor={(l) => letterHref('/statutes', l)} />
      <Table
        caption={`Acts and Ordinances under ${letter}`}
        hideCaption
        columns={columns}
        rows={ordinances.map((o, index) => ({ ...o, n: index + 1 }))}
        rowKey={(o) => o.ordinanceName}
        emptyText={libraryEmptyTexts.statutes}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
