import { limits } from '@qanoon/contracts';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { useT } from '../i18n/i18n.tsx';
import type { SettingsAnswer } from './settings-actions.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  column-gap: ${({ theme }) => theme.space.lg};
`;

/** Settings: an admin creates another admin's account (docs/product-rules.md#admin-screens, docs/product-rules.md#accounts). */
export function AdminAccountForm({ answer }: { answer: SettingsAnswer | undefined }) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create-admin';
  const own = answer?.intent === 'create-admin' ? answer : undefined;

  useEffect(() => {
    if (own?.ok) form.current?.reset();
  }, [own]);

  return (
    <>
      <FormAlert result={own} hideAfterMs={limits.alertSeconds * 1000} />
      <Form method="post" ref={form} noValidate aria-label={t('New admin account')}>
        <input type="hidden" name="intent" value="create-admin" />
        <Grid>
          <Field label={t('First name')} name="firstName" autoComplete="off" />
          <Field label={t('Last name')} name="lastName" autoComplete="off" />
          <Field label={t('Email')} name="email" type="email" autoComplete="off" />
          <Field label={t('Contact')} name="contact" type="tel" placeholder="0300-1234567" autoComplete="off" />
          <Field label={t('Address')} name="address" autoComplete="off" />
          <Field label={t('City')} name="city" autoComplete="off" />
          <Field label={t('Password')} name="password" type="password" autoComplete="new-password" />
          <Field label={t('Confirm password')} name="confirmPassword" type="password" autoComplete="new-password" />
        </Grid>
        <FormActions>
          <Button type="submit" disabled={busy}>
            {t('Create admin')}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
