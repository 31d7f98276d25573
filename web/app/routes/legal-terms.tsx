import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { libraryLetter, libraryEmptyTexts } from '@qanoon/contracts';
import { requirePaidUser } from '../auth/session.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { legalTermHref, letterHref } from '../library/hrefs.ts';
import { LetterBar } from '../library/letter-bar.tsx';
import { type Translate } from '../library/texts.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Legal Terms')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const letter = libraryLetter(new URL(request.url).searchParams.get('letter'));
  return { letter, terms: await context.services.library.legalTerms(letter) };
}

interface Row {
  n: number;
  term: string;
}

const columns = (t: Translate): Column<Row>[] => [
  { key: 'n', header: '#', render: (row) => row.n },
  { key: 'term', header: t('Legal Terms'), render: (row) => row.term },
  {
    key: 'cases',
    header: t('Case Laws'),
    render: (row) => (
      <Link to={legalTermHref(row.term)} aria-label={t('Case Laws for {{term}}', { term: row.term })}>
        {t('Case Laws')}
      </Link>
    ),
  },
];

export default function LegalTerms() {
  const { letter, terms } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <PageTitle>{t('Legal Terms')}</PageTitle>
      <LetterBar label={t('Legal terms by letter')} current={letter} hrefFor={(l) => letterHref('/legal-terms', l)} />
      <Table
        caption={t('Legal terms under {{letter}}', { letter })}
        hideCaption
        columns={columns(t)}
        rows={terms.map((term, index) => ({ n: index + 1, term }))}
        rowKey={(row) => row.term}
        emptyText={t(libraryEmptyTexts.legalTerms)}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
