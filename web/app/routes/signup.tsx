import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation, useSubmit } from '@remix-run/react';
import { criteria, limits, messages } from '@qanoon/contracts';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { messageOf, type IntentAnswer } from '../account/answer.ts';
import { FieldPair } from '../account/form-layout.tsx';
import { PhoneVerification, type PhoneAnswer } from '../account/phone-verification.tsx';
import { formFields } from '../auth/form-data.server.ts';
import { flashNotice, requireAnonymous } from '../auth/session.server.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardFooter, FormActions } from '../ui/card.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert, type ActionMessage } from '../ui/form-alert.tsx';
import { Loader } from '../ui/loader.tsx';
import { Select } from '../ui/select.tsx';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { roleLabels } from '../account/profile-view.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Sign up')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

type SignUpAnswer = IntentAnswer<'signup'>;

/**
 * Sign up (docs/product-rules.md#accounts): the phone steps answer the Verify and Confirm buttons' fetcher, the
 * form itself creates the account, and `to-login` ends the journey on /login with the message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const { identity } = context.services;
  const form = await formFields(request);
  const phoneAnswer = (intent: PhoneAnswer['intent'], outcome: ActionMessage) =>
    data<PhoneAnswer>({ intent, ...messageOf(outcome), contact: form.contact ?? '' });

  switch (form.intent) {
    case 'request-code':
      return phoneAnswer('request-code', await identity.requestPhoneCode({ contact: form.contact }, context.client));
    case 'confirm-code':
      return phoneAnswer('confirm-code', await identity.confirmPhoneCode({ contact: form.contact, code: form.code }, context.client));
    case 'to-login': {
      const notice = await flashNotice(request, context, { tone: 'success', text: messages.accountCreated });
      return redirect('/login', { headers: { 'Set-Cookie': notice } });
    }
    default:
      return data<SignUpAnswer>({ intent: 'signup', ...messageOf(await identity.signUp(form)) });
  }
}

const AlertSlot = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;


export default function SignUp() {
  const t = useT();
  const roleOptions = criteria.map((value) => ({ value, label: t(roleLabels[value]) }));
  const answer = useActionData<SignUpAnswer>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [role, setRole] = useState('');
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith('/signup') === true;
  const created = answer?.intent === 'signup' && answer.ok;

  // docs/product-rules.md#accounts: the success message shows, and about 0.2 s later the browser is on /login.
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => submit({ intent: 'to-login' }, { method: 'post', action: '/signup', replace: true }), limits.signupRedirectMs);
    return () => clearTimeout(timer);
  }, [created, submit]);

  return (
    <Card title={t('Sign up')} width="640px">
      <Form method="post" action="/signup" noValidate preventScrollReset>
        <Select
          label={t('Role')}
          name="criteria"
          placeholder={t('Choose your role')}
          options={roleOptions}
          value={role}
          onChange={(event) => setRole(event.target.value)}
          required
        />
        <FieldPair>
          <Field label={t('First name')} name="firstName" autoComplete="given-name" required />
          <Field label={t('Last name')} name="lastName" autoComplete="family-name" required />
        </FieldPair>
        <Field label={t('Email')} name="email" type="email" autoComplete="email" required />
        <PhoneVerification action="/signup" />
        <Field label={t('Address')} name="address" placeholder={t('Chamber / office / home')} autoComplete="street-address" required />
        <FieldPair>
          <Field label={t('City')} name="city" autoComplete="address-level2" required />
          <Field label={t('Speciality')} name="speciality" placeholder={t('e.g. Civil, Criminal, Tax')} required />
        </FieldPair>
        {role === 'student' ? (
          <FieldPair>
            <Field label={t('University')} name="university" />
            <Field label={t('Intake')} name="intake" placeholder={t('e.g. 2024')} />
          </FieldPair>
        ) : null}
        <FieldPair>
          <Field label={t('Password')} name="password" type="password" autoComplete="new-password" required />
          <Field label={t('Confirm password')} name="confirmPassword" type="password" autoComplete="new-password" required />
        </FieldPair>
        <Checkbox name="terms" label={t('I accept the terms & conditions')} />
        <Checkbox name="newsletter" label={t('Send me the newsletter')} />
        <FormActions>
          <Button type="submit" name="intent" value="signup" disabled={busy || created}>
            {t('Sign up now')}
          </Button>
          {busy ? <Loader label={t('Creating your account')} size={22} /> : null}
        </FormActions>
        {/* By the button just pressed, so the message is seen without scrolling; hides after 5 s (docs/product-rules.md#accounts). */}
        <AlertSlot>
          <FormAlert result={answer} hideAfterMs={limits.signupAlertSeconds * 1000} />
        </AlertSlot>
      </Form>
      <CardFooter>
        <span>
          {t('Already have an account?')} <Link to="/login">{t('Sign in')}</Link>
        </span>
      </CardFooter>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
