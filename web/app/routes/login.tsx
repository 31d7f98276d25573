import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react';
import { limits, messages } from '@qanoon/contracts';
import type { LoginOutcome } from '@qanoon/services';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { clearCookie, readCookie, secureFor } from '../auth/cookies.server.ts';
import { formFields, localPath } from '../auth/form-data.server.ts';
import { cookiesOf, flashNotice, homeOf, requireAnonymous } from '../auth/session.server.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardFooter, FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import { Loader } from '../ui/loader.tsx';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Sign in')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

type Step = 'credentials' | 'code' | 'in-use';
interface LoginAnswer {
  ok: boolean;
  message: string;
  step: Step;
}

const answer = (message: string, step: Step, ok = false) => data<LoginAnswer>({ ok, message, step });

/**
 * One action for the whole sign-in (docs/product-rules.md#accounts): credentials, the code step, a resend, and
 * logging out other devices. Each intent ends in a login attempt with what this browser holds.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // Signed in already: a sign-in from this browser would start a second session beside its own.
  await requireAnonymous(request, context);
  const { identity } = context.services;
  const cookies = cookiesOf(context);
  const form = await formFields(request);
  const back = localPath(new URL(request.url).searchParams.get('redirectTo'));
  // A code typed into the code step signs in with that code, whichever Sign in button sent it
  // (Enter in the code field presses the form's first one, the credentials' button).
  const intent = form.intent === 'login' && form.code ? 'code' : (form.intent ?? 'login');
  const setCookies: string[] = [];
  let loginTicket = await readCookie(cookies.loginTicket, request);

  const deviceToken = await readCookie(cookies.device, request);
  if (intent === 'code') {
    const codeTicket = await readCookie(cookies.codeTicket, request);
    const matched = await identity.confirmLoginCode({ email: form.email, code: form.code }, { codeTicket, ...context.client });
    if (!matched.ok) return answer(matched.message, 'code');
    loginTicket = matched.loginTicket;
    setCookies.push(await cookies.loginTicket.serialize(loginTicket, secureFor(request)), await clearCookie(cookies.codeTicket, request));
  }
  if (intent === 'logout-others') {
    const out = await identity.logoutOtherDevices({ email: form.email, password: form.password }, { deviceToken, loginTicket, ...context.client });
    if (!out.ok) return answer(out.message, 'in-use');
  }

  const device = {
    deviceToken,
    // A resend asks for a fresh code, so it must not slip through on an earlier ticket.
    loginTicket: intent === 'resend' ? null : loginTicket,
    userAgent: request.headers.get('User-Agent'),
    ...context.client,
  };
  const outcome: LoginOutcome = await identity.login(form, device);
  const withCookies = (body: LoginAnswer) => data(body, { headers: cookieHeaders(setCookies) });
  switch (outcome.status) {
    case 'invalid':
      return withCookies({ ok: false, message: outcome.message, step: intent === 'login' ? 'credentials' : 'code' });
    case 'code-required':
      setCookies.push(await cookies.codeTicket.serialize(outcome.codeTicket, secureFor(request)));
      return withCookies({ ok: false, message: outcome.message, step: 'code' });
    case 'already-in-use':
      return withCookies({ ok: false, message: outcome.message, step: 'in-use' });
    case 'signed-in': {
      const { user, session, deviceToken } = outcome;
      // One session per account: a session whose cookie never reached the browser would lock the
      // owner out ("already using this account") until it expired, so it ends unless the answer
      // carrying its cookie was built.
      try {
        setCookies.push(
          await cookies.session.serialize(session.token, {
            ...secureFor(request),
            ...(form.remember ? { expires: session.expiresAt } : {}),
          }),
          await clearCookie(cookies.loginTicket, request),
          await flashNotice(request, context, { tone: 'success', text: outcome.message }),
        );
        if (deviceToken) setCookies.push(await cookies.device.serialize(deviceToken, secureFor(request)));
        const payment = user.isAdmin ? null : await context.services.billing.getPaymentStatus({ userId: user.id });
        return redirect(back ?? homeOf(user, payment), { headers: cookieHeaders(setCookies) });
      } catch (error) {
        await identity.logout(session.token);
        throw error;
      }
    }
  }
}

function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

const Remember = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The code field and its own, second Sign in button (spec: Sign in), under the credentials. */
const CodeStep = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Seconds until a new code may be asked for; starts again with each code sent. */
function useResendCountdown(active: boolean, restartKey: unknown): number {
  const [left, setLeft] = useState<number>(limits.loginResendCountdownSeconds);
  useEffect(() => {
    if (!active) return;
    setLeft(limits.loginResendCountdownSeconds);
    const timer = setInterval(() => setLeft((s) => (s > 0 ? s - 1 : 0)), 1000);
    return () => clearInterval(timer);
  }, [active, restartKey]);
  return left;
}

export default function Login() {
  const t = useT();
  const result = useActionData<LoginAnswer>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login') === true;
  const step = result?.step ?? 'credentials';
  const codeSent = step === 'code' && result?.message === messages.enterOtp ? result : null;
  const wait = useResendCountdown(step === 'code', codeSent);
  const action = params.get('redirectTo') ? `/login?redirectTo=${encodeURIComponent(params.get('redirectTo') ?? '')}` : '/login';

  return (
    <Card title={t('Sign in')}>
      {/* The code step's prompt is a step, not a failure: information, not an error. */}
      <FormAlert result={result} {...(codeSent ? { tone: 'info' as const } : {})} />
      <Form method="post" action={action} noValidate>
        <Field label={t('Email')} name="email" type="email" autoComplete="username" required />
        <Field label={t('Password')} name="password" type="password" autoComplete="current-password" required />
        <Remember>
          <input type="checkbox" name="remember" value="on" /> {t('Remember me')}
        </Remember>
        <FormActions>
          <Button type="submit" name="intent" value="login" disabled={busy}>
            {t('Sign in')}
          </Button>
          {busy ? <Loader label={t('Signing in')} size={22} /> : null}
          {step === 'in-use' ? (
            <LinkButton type="submit" name="intent" value="logout-others">
              {t('Logout from other devices')}
            </LinkButton>
          ) : null}
        </FormActions>
        {step === 'code' ? (
          <CodeStep role="group" aria-label={t('Second step')}>
            <Field label={t('Code')} name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus />
            <FormActions>
              <Button type="submit" name="intent" value="code" disabled={busy}>
                {t('Sign in')}
              </Button>
              {wait > 0 ? (
                <Hint>{t('You can ask for a new code in {{seconds}} s.', { seconds: wait })}</Hint>
              ) : (
                <Hint>
                  {t(messages.codeNotReceived)}{' '}
                  <LinkButton type="submit" name="intent" value="resend" formNoValidate>
                    {t('Resend')}
                  </LinkButton>
                </Hint>
              )}
            </FormActions>
          </CodeStep>
        ) : null}
      </Form>
      <CardFooter>
        <Link to="/password">{t('Forgot password?')}</Link>
        <Link to="/signup">{t('Create an account')}</Link>
      </CardFooter>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
