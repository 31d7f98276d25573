import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requirePaidUser } from '../auth/session.server.ts';
import { useT } from '../i18n/i18n.tsx';
import { letterHref, letterOf } from '../library/hrefs.ts';
import { notFound, statuteInAddress } from '../library/library.server.ts';
import { ScreenHead } from '../library/screen-head.tsx';
import { StatuteModal, StatutesTable } from '../library/statutes-table.tsx';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.ordinanceName ?? 'Statute'} | Qanoon` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const ordinanceName = params.ordinance ?? '';
  const [sections, reading] = await Promise.all([context.services.library.ordinanceSections(ordinanceName), statuteInAddress(request, context)]);
  if (sections.length === 0) throw notFound();
  return { ordinanceName, sections, reading };
}

/** An Act's or Ordinance's sections: Read, Section, Act/Ordinance, Definition, Case Law. */
export default function OrdinanceSections() {
  const { ordinanceName, sections, reading } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <ScreenHead back={letterHref('/statutes', letterOf(ordinanceName))} title={ordinanceName} />
      <StatutesTable caption={t('Sections of {{statute}}', { statute: ordinanceName })} sections={sections} />
      <StatuteModal statute={reading} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
