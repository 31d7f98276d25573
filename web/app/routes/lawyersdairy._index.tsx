import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { diaryEmptyTexts, type ClientView } from '@qanoon/contracts';
import { useMemo } from 'react';
import { requirePaidUser } from '../auth/session.server.ts';

import { clientHref, editClientHref, newClientHref } from '../diary/hrefs.ts';
import { DiaryHead } from '../diary/screen.tsx';
import { pageTitle, translatable, useT, useIsolate } from '../i18n/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { VisuallyHidden } from '../ui/visually-hidden.ts';
import { useDates, type Dates } from '../ui/dates.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable("Clients · Lawyer's Dairy")) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  return { clients: await context.services.diary.listClients({ userId: user.id }) };
}

function clientColumns(t: ReturnType<typeof useT>, isolate: (text: string) => string, dates: Dates): Column<ClientView>[] {
  return [
    { key: 'name', header: t('Client Name'), render: (c) => <span dir="auto">{c.name}</span> },
    { key: 'contact', header: t('Contact'), render: (c) => <span dir="auto">{c.contact}</span> },
    { key: 'city', header: t('City'), render: (c) => <span dir="auto">{c.city}</span> },
    { key: 'from', header: t('Client From'), render: (c) => dates.day(c.clientFrom) },
    { key: 'open', header: t('Open Cases'), render: (c) => c.openCases },
    {
      key: 'cases',
      header: t('Cases'),
      render: (c) => (
        <Link to={clientHref(c.clientId)}>
          {t('Cases')}
          <VisuallyHidden> {t('of {{name}}', { name: isolate(c.name) })}</VisuallyHidden>
        </Link>
      ),
    },
    {
      key: 'edit',
      header: t('Edit'),
      render: (c) => (
        <Link to={editClientHref(c.clientId)}>
          {t('Edit')}
          <VisuallyHidden> {c.name}</VisuallyHidden>
        </Link>
      ),
    },
  ];
}

export default function Clients() {
  const t = useT();
  const isolate = useIsolate();
  const dates = useDates();
  const columns = useMemo(() => clientColumns(t, isolate, dates), [t, isolate, dates]);
  const { clients } = useLoaderData<typeof loader>();
  return (
    <>
      <DiaryHead title={t('Clients')} actions={<ButtonLink to={newClientHref}>{t('Add Clients')}</ButtonLink>} />
      <Table caption={t('Clients')} hideCaption columns={columns} rows={clients} rowKey={(c) => c.clientId} emptyText={t(diaryEmptyTexts.clients)} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
