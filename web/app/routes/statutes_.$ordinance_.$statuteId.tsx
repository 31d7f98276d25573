import { libraryEmptyTexts } from '@qanoon/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { requirePaidUser } from '../auth/session.server.ts';
import { useT } from '../i18n/i18n.tsx';
import { CasesTable } from '../library/cases-table.tsx';
import { hrefWith, ordinanceHref, popupParams } from '../library/hrefs.ts';
import { notFound } from '../library/library.server.ts';
import { ScreenHead } from '../library/screen-head.tsx';
import { StatuteModal } from '../library/statutes-table.tsx';
import { useModalParam } from '../library/url-state.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.statute.sectionName ?? 'Section'} · Case Law | Qanoon` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const { library } = context.services;
  const page = new URL(request.url).searchParams.get('page');
  const [statute, cases] = await Promise.all([library.statuteText(params.statuteId), library.statuteCases(params.statuteId, page)]);
  if (!statute) throw notFound();
  return { statute, cases };
}

/** A section's related cases (its Case Law link), with its text a click away. */
export default function StatuteCases() {
  const { statute, cases } = useLoaderData<typeof loader>();
  const location = useLocation();
  const t = useT();
  const modal = useModalParam(popupParams.statute);
  return (
    <>
      <ScreenHead
        back={ordinanceHref(statute.ordinanceName)}
        title={t('Case Law: {{section}}', { section: statute.sectionName })}
        note={
          <>
            {statute.ordinanceName} · <Link {...modal.linkTo(statute.statuteId)}>{t('Read Statute')}</Link>
          </>
        }
      />
      <CasesTable
        caption={t('Case law of {{section}}', { section: statute.sectionName })}
        cases={cases}
        emptyText={t(libraryEmptyTexts.cases)}
        hrefForPage={(page) => hrefWith(location, { page: page === 1 ? null : String(page) })}
      />
      <StatuteModal statute={modal.value ? statute : null} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
