import { accountTypes, limits, type AccountType, type PaymentAccountView } from '@qanoon/contracts';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { translatable, useT } from '../i18n/i18n.tsx';
import type { SettingsAnswer } from './settings-actions.ts';

// JazzCash and Easypaisa are names and stay as they are in every language.
const labels: Record<AccountType, string> = { jazzcash: 'JazzCash', easypaisa: 'Easypaisa', bank: translatable('Bank') };

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Account = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.page};

  h3 {
    font-size: ${({ theme }) => theme.fontSize.base};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }

  input {
    width: 100%;
  }
`;

const Current = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const NotSet = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

function AccountForm({ type, account, answer }: { type: AccountType; account: PaymentAccountView | undefined; answer: SettingsAnswer | undefined }) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('account_type') === type;
  const own = answer?.intent === 'save-account' && answer.accountType === type ? answer : undefined;
  const label = t(labels[type]);

  useEffect(() => {
    if (own?.ok) form.current?.reset();
  }, [own]);

  return (
    <Account>
      <h3>{label}</h3>
      {account ? (
        <Current aria-label={t('Current {{account}} account', { account: label })}>
          <dt>{t('User name')}</dt>
          <dd dir="auto">{account.userName}</dd>
          <dt>{t('Account name')}</dt>
          <dd dir="auto">{account.accountName}</dd>
          <dt>{t('Account number')}</dt>
          <dd dir="auto">{account.accountNumber}</dd>
        </Current>
      ) : (
        <NotSet>{t('Not set up yet: fill in all three fields.')}</NotSet>
      )}
      <FormAlert result={own} hideAfterMs={limits.alertSeconds * 1000} />
      <Form method="post" ref={form} noValidate aria-label={t('{{account}} account', { account: label })}>
        <input type="hidden" name="intent" value="save-account" />
        <input type="hidden" name="account_type" value={type} />
        <Field label={t('User name')} name="user_name" placeholder={account?.userName} autoComplete="off" />
        <Field label={t('Account name')} name="account_name" placeholder={account?.accountName} autoComplete="off" />
        <Field label={t('Account number')} name="account_number" placeholder={account?.accountNumber} autoComplete="off" />
        <FormActions>
          <Button type="submit" disabled={busy}>
            {t('Save {{account}}', { account: label })}
          </Button>
        </FormActions>
      </Form>
    </Account>
  );
}

/** Settings: the accounts users pay into, one per kind; fields left empty keep their values (docs/product-rules.md#payments). */
export function PaymentAccounts({ accounts, answer }: { accounts: readonly PaymentAccountView[]; answer: SettingsAnswer | undefined }) {
  return (
    <Grid>
      {accountTypes.map((type) => (
        <AccountForm key={type} type={type} account={accounts.find((a) => a.accountType === type)} answer={answer} />
      ))}
    </Grid>
  );
}
