import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { isFreePackage, messages, receiptUpload, type PaymentAccountView } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { formFields } from '../auth/form-data.server.ts';
import { flashNotice, requireNonAdmin } from '../auth/session.server.ts';
import { rupees } from '../billing/money.ts';
import { PackageTermsList } from '../billing/terms-list.tsx';
import { useRootData } from '../auth/viewer.ts';
import { Alert } from '../ui/alert.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { isMultipart, receiveUpload } from '../uploads/upload.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Packages')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireNonAdmin(request, context);
  const { billing } = context.services;
  const [packages, accounts] = await Promise.all([billing.listPackages(), billing.listPaymentAccounts()]);
  const chosenId = new URL(request.url).searchParams.get('package');
  return { packages, accounts, chosen: packages.find((p) => p.id === chosenId) ?? null };
}

/** Accept & Continue (free trial) or Submit to Verify (a receipt for a paid package). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireNonAdmin(request, context);
  const { billing } = context.services;
  const actor = { userId: user.id };
  if (!isMultipart(request)) {
    const form = await formFields(request);
    const trial = await billing.startTrial(actor, { packageId: form.packageId });
    if (!trial.ok) return data({ ok: false, message: trial.message });
    return redirect('/', { headers: { 'Set-Cookie': await flashNotice(request, context, { tone: 'success', text: trial.message }) } });
  }

  const upload = await receiveUpload(request, billing.receipts, { field: 'receipt' });
  if (upload.refusal) return data({ ok: false, message: upload.refusal.message });
  const submitted = await billing.submitReceipt(actor, { packageId: upload.fields.packageId, channel: upload.fields.channel }, upload.stored);
  if (!submitted.ok) return data({ ok: false, message: submitted.message });
  const notice = await flashNotice(request, context, { tone: 'success', text: messages.receiptUploaded });
  return redirect('/payment', { headers: { 'Set-Cookie': notice } });
}

const features = [translatable('Conference plans'), translatable('Certificate'), translatable('Easy Access')];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Plan = styled.li<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    text-transform: capitalize;
  }

  ul {
    flex: 1;
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Fee = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 640px;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h2,
  h3 {
    margin: 0;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.successSurface};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Channel = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Accounts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  strong {
    text-transform: capitalize;
  }
`;

const accountLabel: Record<PaymentAccountView['accountType'], string> = {
  jazzcash: translatable('JazzCash'),
  easypaisa: translatable('Easypaisa'),
  bank: translatable('Bank'),
};

export default function Packages() {
  const t = useT();
  const { packages, accounts, chosen } = useLoaderData<typeof loader>();
  const result = useActionData<{ ok: boolean; message: string }>();
  const busy = useNavigation().state === 'submitting';
  const { payment } = useRootData();

  return (
    <>
      <PageTitle>{t('Choose a Plan')}</PageTitle>
      {/* A package that ended sends its user here (docs/product-rules.md#packages): say so above the plans. */}
      {payment?.isPaid === 'expire' ? <Alert tone="error">{t(messages.packageExpired)}</Alert> : null}
      {packages.length === 0 ? <p>{t('No packages are offered yet. Please check back soon.')}</p> : null}
      <Grid aria-label={t('Packages')}>
        {packages.map((plan) => (
          <Plan key={plan.id} $chosen={plan.id === chosen?.id} aria-current={plan.id === chosen?.id ? 'true' : undefined}>
            <h2 dir="auto">{plan.package}</h2>
            <Fee dir="ltr">{rupees(plan.fee)}</Fee>
            <ul>
              {features.map((feature) => (
                <li key={feature}>{t(feature)}</li>
              ))}
            </ul>
            <ButtonLink to={`?package=${plan.id}#package-details`} variant={plan.id === chosen?.id ? 'primary' : 'secondary'} preventScrollReset>
              {t('Choose {{package}}', { package: plan.package })}
            </ButtonLink>
          </Plan>
        ))}
      </Grid>

      {chosen ? (
        <Panel aria-labelledby="package-details">
          <h2 id="package-details">{t('Package Details')}</h2>
          <FormAlert result={result} />
          <PackageTermsList terms={chosen} />
          {isFreePackage(chosen.package) ? (
            <Form method="post" replace>
              <Note>{t("Free Trial: full access for the package's duration, once per account.")}</Note>
              <input type="hidden" name="packageId" value={chosen.id} />
              <FormActions>
                <Button type="submit" disabled={busy}>
                  {t('Accept & Continue')}
                </Button>
              </FormActions>
            </Form>
          ) : (
            <Form method="post" encType="multipart/form-data" replace>
              <h3>{t('Pay to one of these accounts')}</h3>
              {accounts.length === 0 ? (
                <p>{t('Payment accounts will be listed here soon.')}</p>
              ) : (
                <Channel>
                  <legend>{t('Which account did you pay into?')}</legend>
                  <Accounts>
                    {accounts.map((account) => (
                      <li key={account.accountType}>
                        <label>
                          <input type="radio" name="channel" value={account.accountType} />{' '}
                          <strong>{t(accountLabel[account.accountType])}</strong>: <span dir="auto">{account.accountName}</span> (<span dir="auto">{account.userName}</span>), {t('account number')}{' '}
                          <code>{account.accountNumber}</code>
                        </label>
                      </li>
                    ))}
                  </Accounts>
                </Channel>
              )}
              <p>
                <label htmlFor="receipt">{t('Payment receipt (image or PDF, up to {{megabytes}} MB)', { megabytes: receiptUpload.maxBytes / 1024 / 1024 })}</label>
                <br />
                <input id="receipt" type="file" name="receipt" accept="image/png,image/jpeg,image/gif,image/webp,application/pdf" />
              </p>
              <input type="hidden" name="packageId" value={chosen.id} />
              <FormActions>
                <Button type="submit" disabled={busy}>
                  {t('Submit to Verify')}
                </Button>
              </FormActions>
            </Form>
          )}
          <Link to="/payment">{t('Back to payment')}</Link>
        </Panel>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
