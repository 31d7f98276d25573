import { data, redirect, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { messages } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { messageOf } from '../account/answer.ts';
import { Hint } from '../account/form-layout.tsx';
import { clearCookie, readCookie, secureFor } from '../auth/cookies.server.ts';
import { formFields } from '../auth/form-data.server.ts';
import { cookiesOf, flashNotice } from '../auth/session.server.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardFooter, FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert, type ActionMessage } from '../ui/form-alert.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import { Loader } from '../ui/loader.tsx';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Reset Password')) }];

type Step = 'request' | 'code' | 'new-password';

/** Where the reset stands; email and phone ride along in the page, the ticket never does. */
interface ResetAnswer extends ActionMessage {
  step: Step;
  email: string;
  contact: string;
}

/**
 * Reset Password (docs/product-rules.md#accounts): 1 email and phone → a texted code, 2 the code → a reset ticket
 * in the httpOnly resetTicket cookie, 3 the new password → every session ends, on to /login.
 * Public: a signed-in user who forgot the old password comes here from the profile.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { identity } = context.services;
  const { resetTicket } = cookiesOf(context);
  const form = await formFields(request);
  const email = form.email ?? '';
  const contact = form.contact ?? '';
  const answer = (step: Step, outcome: ActionMessage, headers?: HeadersInit) =>
    data<ResetAnswer>({ step, ...messageOf(outcome), email, contact }, headers ? { headers } : undefined);

  switch (form.intent) {
    case 'send-code':
    case 'resend': {
      const sent = await identity.sendResetCode({ email, contact }, context.client);
      if (sent.ok) return answer('code', { ok: true, message: messages.codeSent });
      // docs/product-rules.md#accounts: an email and phone that do not belong together go back to step 1.
      const step = form.intent === 'resend' && sent.message !== messages.invalidContact ? 'code' : 'request';
      return answer(step, sent);
    }
    case 'confirm-code': {
      const matched = await identity.confirmResetCode({ email, code: form.code }, context.client);
      if (!matched.ok) return answer('code', matched);
      return answer('new-password', matched, { 'Set-Cookie': await resetTicket.serialize(matched.resetToken, secureFor(request)) });
    }
    case 'reset': {
      const resetToken = (await readCookie(resetTicket, request)) ?? '';
      const reset = await identity.resetPassword({ resetToken, newPassword: form.newPassword, confirmPassword: form.confirmPassword });
      if (!reset.ok) return answer(reset.message === messages.resetExpired ? 'request' : 'new-password', reset);
      const headers = new Headers();
      headers.append('Set-Cookie', await clearCookie(resetTicket, request));
      headers.append('Set-Cookie', await flashNotice(request, context, { tone: 'success', text: reset.message }));
      return redirect('/login', { headers });
    }
    default:
      throw new Response('Unknown request', { status: 400 });
  }
}

const stepTitles: Record<Step, string> = {
  request: translatable('Step 1 of 3: enter the email and phone number of your account.'),
  code: translatable('Step 2 of 3: enter the code we texted to your phone.'),
  'new-password': translatable('Step 3 of 3: choose a new password.'),
};

const ResendLine = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export default function ResetPassword() {
  const t = useT();
  const answer = useActionData<ResetAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith('/password') === true;
  const step = answer?.step ?? 'request';
  const kept = (
    <>
      <input type="hidden" name="email" value={answer?.email ?? ''} />
      <input type="hidden" name="contact" value={answer?.contact ?? ''} />
    </>
  );

  return (
    <Card title={t('Reset Password')}>
      <Hint>{t(stepTitles[step])}</Hint>
      <FormAlert result={answer} />
      {step === 'request' ? (
        <Form key="request" method="post" action="/password" noValidate>
          <Field label={t('Email')} name="email" type="email" autoComplete="username" defaultValue={answer?.email} required />
          <Field
            label={t('Phone')}
            name="contact"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0300-1234567"
            defaultValue={answer?.contact}
            required
          />
          <FormActions>
            <Button type="submit" name="intent" value="send-code" disabled={busy}>
              {t('Send Code')}
            </Button>
            {busy ? <Loader label={t('Sending the code')} size={22} /> : null}
          </FormActions>
        </Form>
      ) : null}
      {step === 'code' ? (
        <Form key="code" method="post" action="/password" noValidate>
          {kept}
          <Field label={t('Code')} name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus required />
          <FormActions>
            <Button type="submit" name="intent" value="confirm-code" disabled={busy}>
              {t('Confirm')}
            </Button>
            {busy ? <Loader label={t('Checking the code')} size={22} /> : null}
          </FormActions>
          <ResendLine>
            {t(messages.codeNotReceived)}{' '}
            <LinkButton type="submit" name="intent" value="resend" disabled={busy} formNoValidate>
              {t('Resend it')}
            </LinkButton>
          </ResendLine>
        </Form>
      ) : null}
      {step === 'new-password' ? (
        <Form key="new-password" method="post" action="/password" noValidate>
          {kept}
          <Field label={t('New password')} name="newPassword" type="password" autoComplete="new-password" autoFocus required />
          <Field label={t('Confirm password')} name="confirmPassword" type="password" autoComplete="new-password" required />
          <FormActions>
            <Button type="submit" name="intent" value="reset" disabled={busy}>
              {t('Change Password')}
            </Button>
            {busy ? <Loader label={t('Changing the password')} size={22} /> : null}
          </FormActions>
        </Form>
      ) : null}
      <CardFooter>
        <Link to="/login">{t('Back to sign in')}</Link>
      </CardFooter>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
