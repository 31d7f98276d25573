import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { emptyTexts, limits, localPhone } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requireAdmin } from '../auth/session.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';

import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { useDates } from '../ui/dates.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Paid Users')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const paid = await context.services.billing.listPaidUsers({ userId: user.id });
  return { paid: paid.map((p) => ({ ...p, expireAt: p.expireAt.toISOString() })) };
}

type PaidRow = ReturnType<typeof useLoaderData<typeof loader>>['paid'][number];

// docs/product-rules.md#payments: the paid table is 70vh high and scrolls within.
const Tall = styled.div`
  max-height: ${limits.paidTableHeight};
  overflow-y: auto;
`;

export default function PaidUsers() {
  const t = useT();
  const dates = useDates();
  const { paid } = useLoaderData<typeof loader>();
  const columns: Column<PaidRow>[] = [
    { key: 'n', header: '#', render: (p) => p.n },
    { key: 'name', header: t('Full Name'), render: (p) => (p.fullName === null ? t('(deleted user)') : <span dir="auto">{p.fullName}</span>) },
    { key: 'email', header: t('Email'), render: (p) => <span dir="auto">{p.email}</span> },
    { key: 'contact', header: t('Contact'), render: (p) => (p.contact ? <bdi dir="ltr">{localPhone(p.contact)}</bdi> : '—') },
    { key: 'expireAt', header: t('ExpireAt'), render: (p) => dates.moment(p.expireAt) },
  ];
  return (
    <>
      <PageTitle>{t('Paid Users')}</PageTitle>
      <Tall data-testid="paid-table" role="region" aria-label={t('Paid users, the soonest to expire first')} tabIndex={0}>
        <Table caption={t('Paid users, the soonest to expire first')} hideCaption columns={columns} rows={paid} rowKey={(p) => p.userId} emptyText={t(emptyTexts.payments)} />
      </Tall>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
