import { limits } from '@qanoon/contracts';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import type { SettingsAnswer } from './settings-actions.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  column-gap: ${({ theme }) => theme.space.lg};
`;

/** Settings: an admin creates another admin's account (spec §3 New admin form, §5 messages). */
export function AdminAccountForm({ answer }: { answer: SettingsAnswer | undefined }) {
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
      <Form method="post" ref={form} noValidate aria-label="New admin account">
        <input type="hidden" name="intent" value="create-admin" />
        <Grid>
          <Field label="First name" name="firstName" autoComplete="off" />
          <Field label="Last name" name="lastName" autoComplete="off" />
          <Field label="Email" name="email" type="email" autoComplete="off" />
          <Field label="Contact" name="contact" type="tel" placeholder="0300-1234567" autoComplete="off" />
          <Field label="Address" name="address" autoComplete="off" />
          <Field label="City" name="city" autoComplete="off" />
          <Field label="Password" name="password" type="password" autoComplete="new-password" />
          <Field label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" />
        </Grid>
        <FormActions>
          <Button type="submit" disabled={busy}>
            Create admin
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
