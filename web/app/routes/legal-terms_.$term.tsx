import { libraryEmptyTexts } from '@qanoon/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { requirePaidUser } from '../auth/session.server.ts';
import { useT } from '../i18n/i18n.tsx';
import { CasesTable } from '../library/cases-table.tsx';
import { hrefWith, letterHref, letterOf } from '../library/hrefs.ts';
import { ScreenHead } from '../library/screen-head.tsx';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.term ?? 'Legal term'} · Case Laws | Qanoon` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const term = (params.term ?? '').trim();
  const page = new URL(request.url).searchParams.get('page');
  return { term, cases: await context.services.library.casesByLegalTerm(term, page) };
}

/** The cases whose text holds a legal term, 25 a page. */
export default function LegalTermCases() {
  const { term, cases } = useLoaderData<typeof loader>();
  const location = useLocation();
  const t = useT();
  return (
    <>
      <ScreenHead back={letterHref('/legal-terms', letterOf(term))} title={t('Case Laws: {{term}}', { term })} />
      <CasesTable
        caption={t('Case laws for {{term}}', { term })}
        cases={cases}
        emptyText={t(libraryEmptyTexts.cases)}
        hrefForPage={(page) => hrefWith(location, { page: page === 1 ? null : String(page) })}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
