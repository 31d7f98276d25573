import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { localPhone, messages } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { formFields } from '../auth/form-data.server.ts';
import { requireNonAdmin } from '../auth/session.server.ts';
import { runIntent } from '../http/intent.server.ts';
import { summaryTotal } from '../billing/money.ts';
import { PackageTermsList, Terms } from '../billing/terms-list.tsx';
import { useExpiryCheck } from '../billing/use-expiry-check.ts';
import { longTimeLeft, useCountdown } from '../chrome/countdown.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Payment')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireNonAdmin(request, context);
  const summary = await context.services.billing.getPaymentSummary({ userId: user.id });
  if (!summary) throw new Response('Not found', { status: 404 });
  const { payment } = summary;
  return {
    user: summary.user,
    payment: payment ? { ...payment, expireAt: payment.expireAt?.toISOString() ?? null } : null,
  };
}

/** A paid countdown reached zero in the browser: the server checks and expires when due. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireNonAdmin(request, context);
  const form = await formFields(request);
  const { billing } = context.services;
  return runIntent(form.intent, {
    'check-expiry': async () => {
      await billing.checkExpiry({ userId: user.id });
      const status = await billing.getPaymentStatus({ userId: user.id });
      return status?.isPaid === 'true' ? redirect('/payment') : redirect('/packages');
    },
  });
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Section = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const State = styled.p<{ $tone: 'success' | 'info' | 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  ${({ theme, $tone }) =>
    ({
      success: `background: ${theme.colors.successSurface}; color: ${theme.colors.success};`,
      info: `background: ${theme.colors.infoSurface}; color: ${theme.colors.info};`,
      danger: `background: ${theme.colors.dangerSurface}; color: ${theme.colors.danger};`,
    })[$tone]}
`;

const Close = styled(Link)`
  justify-self: start;
`;

function ExpiresIn({ expireAt }: { expireAt: string }) {
  const t = useT();
  const left = useCountdown(expireAt);
  useExpiryCheck(left);
  return (
    <State $tone="success" data-testid="expiry-countdown">
      {t(messages.packageWillExpire)}{' '}
      {left ? longTimeLeft(t, left) : '…'}
    </State>
  );
}

export default function Payment() {
  const t = useT();
  const { user, payment } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>{t('Payment')}</PageTitle>
      <Layout>
        <Section aria-labelledby="user-details">
          <h2 id="user-details">{t('User details')}</h2>
          <Terms>
            <dt>{t('Name')}</dt>
            <dd dir="auto">{user.name}</dd>
            <dt>{t('Email')}</dt>
            <dd dir="auto">{user.email}</dd>
            <dt>{t('Contact')}</dt>
            <dd dir="ltr">{localPhone(user.contact)}</dd>
            <dt>{t('Address')}</dt>
            <dd dir="auto">{user.address}</dd>
            <dt>{t('City')}</dt>
            <dd dir="auto">{user.city}</dd>
          </Terms>
        </Section>
        <Section aria-labelledby="payment-summary">
          <h2 id="payment-summary">{t('Payment summary')}</h2>
          {payment ? (
            <>
              <PackageTermsList terms={payment} total={summaryTotal} />
              {payment.isPaid === 'true' && payment.expireAt ? <ExpiresIn expireAt={payment.expireAt} /> : null}
              {payment.isPaid === 'false' ? <State $tone="info">{t(messages.receiptPending)}</State> : null}
              {payment.isPaid === 'expire' ? (
                <>
                  <State $tone="danger">{t(messages.packageExpired)}</State>
                  <ButtonLink to="/packages">{t('Renew your package')}</ButtonLink>
                </>
              ) : null}
            </>
          ) : (
            <>
              <p>{t('You have not chosen a package yet.')}</p>
              <ButtonLink to="/packages">{t('Choose a Plan')}</ButtonLink>
            </>
          )}
        </Section>
      </Layout>
      <p>
        <Close to="/">{t('Close')}</Close>
      </p>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
