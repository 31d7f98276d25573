import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { guardMessages } from '@qanoon/services';
import { styled } from 'styled-components';
import { secureFor } from '../auth/cookies.server.ts';
import { formFields } from '../auth/form-data.server.ts';
import { cookiesOf } from '../auth/session.server.ts';
import { captchaUrl, gateParam, returnPath } from '../captcha/gate.server.ts';
import { SliderPuzzle, type CaptchaAnswer } from '../captcha/slider-puzzle.tsx';
import { readVisitor, visitorOf } from '../captcha/visitor.server.ts';
import { Card } from '../ui/card.tsx';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Security check')) }];

// Each visit hands out a new single-use puzzle: never from a cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

/** The click counter sent a `.data` request here: answer it with Remix's own redirect (gate.server.ts). */
function passGate(request: Request): void {
  const url = new URL(request.url);
  if (url.searchParams.has(gateParam)) throw redirect(captchaUrl(url.searchParams.get('redirectTo')));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  passGate(request);
  const visitor = await visitorOf(cookiesOf(context).visitor, request.headers.get('Cookie'), {
    secure: secureFor(request).secure === true,
  });
  const puzzle = await context.services.guard.newChallenge(visitor.id);
  const redirectTo = returnPath(new URL(request.url).searchParams.get('redirectTo'));
  return data(
    { puzzle, redirectTo },
    { headers: { 'Cache-Control': 'no-store', ...(visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {}) } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  passGate(request);
  const visitorId = await readVisitor(cookiesOf(context).visitor, request);
  if (!visitorId) return data<CaptchaAnswer>({ status: 'expired', message: guardMessages.expired });
  const form = await formFields(request);
  const outcome = await context.services.guard.solveChallenge(visitorId, form, context.client.address);
  // docs/product-rules.md#clicks-and-captcha: once solved, on to where the visitor was going, or home.
  if (outcome.status === 'solved') return redirect(returnPath(form.redirectTo) ?? '/');
  return data<CaptchaAnswer>(outcome);
}

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.ink};
`;

const Help = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};

  kbd {
    padding: 0 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.page};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8em;
  }
`;

export default function Captcha() {
  const t = useT();
  const { puzzle, redirectTo } = useLoaderData<typeof loader>();
  return (
    <Card title={t('Quick security check')} width="482px">
      <Lead>{t('Slide the piece into the gap in the picture to carry on.')}</Lead>
      <noscript>
        <Lead>{t('The puzzle needs JavaScript. Please turn it on and reload this page.')}</Lead>
      </noscript>
      <SliderPuzzle puzzle={puzzle} redirectTo={redirectTo} />
      <Help id="captcha-keyboard-help">
        {t('With a keyboard: focus the slider, move the piece with the arrow keys')} (<kbd>Shift</kbd> {t('for bigger steps')}),{' '}
        {t('then press')} <kbd>Enter</kbd>.
      </Help>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
