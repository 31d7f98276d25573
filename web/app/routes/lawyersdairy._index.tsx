import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { diaryEmptyTexts, type ClientView } from '@qanoon/contracts';
import { requirePaidUser } from '../auth/session.server.ts';
import { readableDay } from '../diary/format.ts';
import { clientHref, editClientHref, newClientHref } from '../diary/hrefs.ts';
import { DiaryHead } from '../diary/screen.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { VisuallyHidden } from '../ui/visually-hidden.ts';

export const meta: MetaFunction = () => [{ title: "Clients · Lawyer's Dairy | Qanoon" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  return { clients: await context.services.diary.listClients({ userId: user.id }) };
}

const columns: Column<ClientView>[] = [
  { key: 'name', header: 'Client Name', render: (c) => c.name },
  { key: 'contact', header: 'Contact', render: (c) => c.contact },
  { key: 'city', header: 'City', render: (c) => c.city },
  { key: 'from', header: 'Client From', render: (c) => readableDay(c.clientFrom) },
  { key: 'open', header: 'Open Cases', render: (c) => c.openCases },
  {
    key: 'cases',
    header: 'Cases',
    render: (c) => (
      <Link to={clientHref(c.clientId)}>
        Cases<VisuallyHidden> of {c.name}</VisuallyHidden>
      </Link>
    ),
  },
  {
    key: 'edit',
    header: 'Edit',
    render: (c) => (
      <Link to={editClientHref(c.clientId)}>
        Edit<VisuallyHidden> {c.name}</VisuallyHidden>
      </Link>
    ),
  },
];

export default function Clients() {
  const { clients } = useLoaderData<typeof loader>();
  return (
    <>
      <DiaryHead title="Clients" actions={<ButtonLink to={newClientHref}>Add Clients</ButtonLink>} />
      <Table caption="Clients" hideCaption columns={columns} rows={clients} rowKey={(c) => c.clientId} emptyText={diaryEmptyTexts.clients} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
