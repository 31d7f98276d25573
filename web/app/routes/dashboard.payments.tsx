import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { emptyTexts, localPhone, messages, paymentFilters, type PaymentFilter } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { formFields } from '../auth/form-data.server.ts';
import { requireAdmin } from '../auth/session.server.ts';
import { toLocalInput } from '../ui/dates.ts';
import { rupees } from '../billing/money.ts';
import { pageTitle, translatable, useT, useIsolate } from '../i18n/i18n.tsx';
import { Button, ButtonLink, ConfirmButton } from '../ui/button.tsx';
import { DetailTable } from '../ui/detail-table.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import type { Column } from '../ui/table.tsx';
import { runIntent } from '../http/intent.server.ts';
import { useDates } from '../ui/dates.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Payments')) }];

const isFilter = (value: string | null): value is PaymentFilter => (paymentFilters as readonly (string | null)[]).includes(value);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const requested = new URL(request.url).searchParams.get('filter');
  const filter: PaymentFilter = isFilter(requested) ? requested : 'all';
  const payments = await context.services.billing.listPayments({ userId: user.id }, filter);
  return {
    filter,
    payments: payments.map((p) => ({
      ...p,
      expireAt: p.expireAt?.toISOString() ?? null,
      submittedAt: p.submittedAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
  };
}

/** Verify, expire, edit or delete one user's payment; each waits until the list shows it. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const { billing } = context.services;
  const actor = { userId: user.id };
  const { intent, userId = '', ...fields } = await formFields(request);
  const outcome = await runIntent<Awaited<ReturnType<typeof billing.verifyPayment>>>(intent, {
    verify: () => billing.verifyPayment(actor, userId),
    expire: () => billing.expirePayment(actor, userId),
    edit: () => billing.amendPayment(actor, userId, fields),
    delete: () => billing.deletePayment(actor, userId),
  });
  return data({ ok: outcome.ok, message: outcome.message });
}

type PaymentItem = ReturnType<typeof useLoaderData<typeof loader>>['payments'][number];

const statusText = { true: translatable('Paid'), false: translatable('Pending'), expire: translatable('Expire') } as const;

const Filters = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Details = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 320px) 1fr;
  gap: ${({ theme }) => theme.space.lg};

  img {
    max-width: 100%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const EditForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;

function PaymentDetails({ payment }: { payment: PaymentItem }) {
  const t = useT();
  const isolate = useIsolate();
  const dates = useDates();
  const busy = useNavigation().state !== 'idle';
  return (
    <Details>
      <div>
        {payment.receipt ? (
          payment.receipt.endsWith('.pdf') ? (
            <a href={`/receipts/${payment.userId}`} target="_blank" rel="noreferrer">
              {t('Open the receipt (PDF)')}
            </a>
          ) : (
            <a href={`/receipts/${payment.userId}`} target="_blank" rel="noreferrer">
              <img src={`/receipts/${payment.userId}`} alt={t('Receipt of {{email}}', { email: payment.email })} />
            </a>
          )
        ) : (
          <p>{t('Free trial: no receipt.')}</p>
        )}
      </div>
      <div>
        <p>
          {[
            payment.package,
            t('{{days}} days', { days: payment.duration }),
            t('fee {{amount}}', { amount: isolate(rupees(payment.fee)) }),
            t('registration {{amount}}', { amount: isolate(rupees(payment.registration)) }),
            t('total {{amount}}', { amount: isolate(rupees(payment.total)) }),
          ].join(' · ')}
        </p>
        <p>
          {t('Submitted {{moment}}', { moment: isolate(dates.moment(payment.submittedAt)) })} ·{' '}
          {t('contact {{contact}}', { contact: payment.contact ? isolate(localPhone(payment.contact)) : '—' })}
        </p>
        {payment.isPaid === 'expire' ? (
          <p>{t('An expired payment cannot be edited.')}</p>
        ) : payment.isPaid === 'false' ? (
          <p>{t(messages.verifyBeforeExpiry)}</p>
        ) : (
          <EditForm method="post" replace>
            <input type="hidden" name="userId" value={payment.userId} />
            <Field label={t('Expire at (Pakistan time)')} name="expireAt" type="datetime-local" defaultValue={toLocalInput(payment.expireAt)} />
            <Button type="submit" name="intent" value="edit" variant="secondary" disabled={busy}>
              {t('Save')}
            </Button>
          </EditForm>
        )}
      </div>
    </Details>
  );
}

export default function Payments() {
  const t = useT();
  const dates = useDates();
  const { filter, payments } = useLoaderData<typeof loader>();
  const result = useActionData<{ ok: boolean; message: string }>();
  const [params] = useSearchParams();
  const open = params.get('open');
  const busy = useNavigation().state !== 'idle';
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const query = next.toString();
    return query ? `?${query}` : '.';
  };

  const columns: Column<PaymentItem>[] = [
    { key: 'n', header: '#', render: (p) => payments.indexOf(p) + 1 },
    { key: 'name', header: t('Name'), render: (p) => (p.name === null ? t('(deleted user)') : <span dir="auto">{p.name}</span>) },
    { key: 'email', header: t('Email'), render: (p) => <span dir="auto">{p.email}</span> },
    { key: 'package', header: t('Package'), render: (p) => p.package },
    { key: 'status', header: t('Status'), render: (p) => t(statusText[p.isPaid]) },
    { key: 'expireAt', header: t('ExpireAt'), render: (p) => dates.moment(p.expireAt) },
    {
      key: 'actions',
      header: t('Actions'),
      render: (p) => (
        <Form method="post" replace>
          <input type="hidden" name="userId" value={p.userId} />
          <Actions>
            <Link
              to={withParams({ open: open === p.userId ? null : p.userId })}
              aria-expanded={open === p.userId}
              aria-controls={`payment-${p.userId}`}
              preventScrollReset
            >
              {open === p.userId ? t('Hide') : t('Details')}
            </Link>
            {p.isPaid === 'false' ? (
              <Button type="submit" name="intent" value="verify" disabled={busy}>
                {t('Verify')}
              </Button>
            ) : null}
            {p.isPaid === 'true' ? (
              <ConfirmButton name="intent" value="expire" variant="secondary" disabled={busy} confirm={t('End the package of {{email}} now?', { email: p.email })}>
                {t('Expire')}
              </ConfirmButton>
            ) : null}
            <ConfirmButton name="intent" value="delete" variant="danger" disabled={busy} confirm={t('Delete the payment of {{email}}?', { email: p.email })}>
              {t('Delete')}
            </ConfirmButton>
          </Actions>
        </Form>
      ),
    },
  ];

  return (
    <>
      <PageTitle>{t('Payments')}</PageTitle>
      <Filters aria-label={t('Show')}>
        <ButtonLink to={withParams({ filter: 'paid', open: null })} variant={filter === 'paid' ? 'primary' : 'secondary'}>
          {t('Paid')}
        </ButtonLink>
        <ButtonLink to={withParams({ filter: 'pending', open: null })} variant={filter === 'pending' ? 'primary' : 'secondary'}>
          {t('Pending')}
        </ButtonLink>
        <ButtonLink to={withParams({ filter: null, open: null })} variant={filter === 'all' ? 'primary' : 'secondary'}>
          {t('All')}
        </ButtonLink>
      </Filters>
      <FormAlert result={result} hideAfterMs={2000} />
      <DetailTable
        caption={t('Payments')}
        hideCaption
        columns={columns}
        rows={payments}
        rowKey={(p) => p.userId}
        emptyText={t(emptyTexts.payments)}
        details={(p) => (open === p.userId ? <PaymentDetails payment={p} /> : null)}
        detailsId={(p) => `payment-${p.userId}`}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
