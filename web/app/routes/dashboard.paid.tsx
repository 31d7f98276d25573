import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { emptyTexts, limits } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requireAdmin } from '../auth/session.server.ts';
import { formatMoment } from '../ui/dates.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = () => [{ title: 'Paid Users | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const paid = await context.services.billing.listPaidUsers({ userId: user.id });
  return { paid: paid.map((p) => ({ ...p, expireAt: p.expireAt.toISOString() })) };
}

type PaidRow = ReturnType<typeof useLoaderData<typeof loader>>['paid'][number];

// Spec §9: the paid table is 70vh high and scrolls within.
const Tall = styled.div`
  max-height: ${limits.paidTableHeight};
  overflow-y: auto;
`;

const columns: Column<PaidRow>[] = [
  { key: 'n', header: '#', render: (p) => p.n },
  { key: 'name', header: 'Full Name', render: (p) => p.fullName ?? '(deleted user)' },
  { key: 'email', header: 'Email', render: (p) => p.email },
  { key: 'contact', header: 'Contact', render: (p) => p.contact ?? '—' },
  { key: 'expireAt', header: 'ExpireAt', render: (p) => formatMoment(p.expireAt) },
];

export default function PaidUsers() {
  const { paid } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>Paid Users</PageTitle>
      <Tall data-testid="paid-table">
        <Table caption="Paid users, the soonest to expire first" hideCaption columns={columns} rows={paid} rowKey={(p) => p.userId} emptyText={emptyTexts.payments} />
      </Tall>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
