import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AdminAccountForm } from '../admin/admin-account-form.tsx';
import { adminOnly } from '../admin/admin-only.server.ts';
import { PaymentAccounts } from '../admin/payment-accounts.tsx';
import { Section } from '../admin/section.tsx';
import type { SettingsAnswer } from '../admin/settings-actions.ts';
import { formFields } from '../auth/form-data.server.ts';
import { requireAdmin } from '../auth/session.server.ts';
import { runIntent } from '../http/intent.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { PageTitle } from '../ui/page-title.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Settings')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { accounts: await context.services.billing.listPaymentAccounts() };
}

/** Settings/Accounts (docs/product-rules.md#admin-screens): a new admin account, or one of the payment accounts. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const actor = { userId: user.id };
  const form = await formFields(request);
  return runIntent(form.intent, {
    'create-admin': async () => {
      const outcome = await adminOnly(context.services.identity.createAdmin(actor, form));
      return data<SettingsAnswer>({ ok: outcome.ok, message: outcome.message, intent: 'create-admin', accountType: null });
    },
    'save-account': async () => {
      const outcome = await adminOnly(context.services.billing.savePaymentAccount(actor, form));
      return data<SettingsAnswer>({ ok: outcome.ok, message: outcome.message, intent: 'save-account', accountType: (form.account_type ?? '').toLowerCase() });
    },
  });
}

export default function SettingsScreen() {
  const t = useT();
  const { accounts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageTitle>{t('Settings')}</PageTitle>
      <Section
        id="admin-accounts"
        title={t('Admin accounts')}
        intro={t('Create an account for another administrator. They sign in with this email and password.')}
      >
        <AdminAccountForm answer={answer} />
      </Section>
      <Section
        id="payment-accounts"
        title={t('Payment accounts')}
        intro={t('The accounts users pay into, shown with the packages. Fields left empty keep their current values.')}
      >
        <PaymentAccounts accounts={accounts} answer={answer} />
      </Section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
