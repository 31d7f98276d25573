import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { isRightToLeft } from '@qanoon/contracts';
import { getSessionUser, paymentStatusOf, takeNotice } from './auth/session.server.ts';
import { LanguageProvider } from './i18n/i18n.tsx';
import { languageOf } from './i18n/language.server.ts';
import { pictureUrlOf, useRootData, type RootData } from './auth/viewer.ts';
import { AppShell } from './chrome/app-shell.tsx';
import { reportClicks, type NavigatingRouter } from './captcha/click-report.ts';
import { useNonce } from './nonce.tsx';
import { RealtimeProvider } from './realtime/realtime-provider.tsx';
import { GlobalStyle } from './ui/global-style.ts';
import { theme } from './ui/theme.ts';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: MetaFunction = () => [
  { title: 'Qanoon' },
  { name: 'description', content: "Pakistani case law, statutes and a lawyer's case diary." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSessionUser(request, context);
  const user = session?.user;
  const payment = user && !user.isAdmin ? await paymentStatusOf(request, context, user.id) : null;
  const { notice, setCookie } = await takeNotice(request, context);
  const body: RootData = {
    viewer: user
      ? { id: user.id, email: user.email, firstName: user.firstName, isAdmin: user.isAdmin, pictureUrl: pictureUrlOf(user.picture) }
      : null,
    payment: payment ? { isPaid: payment.isPaid, expireAt: payment.expireAt?.toISOString() ?? null } : null,
    notice,
    devOutbox: context.env.DEV_OUTBOX,
    language: await languageOf(request, context, user),
  };
  return data(body, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { language } = useRootData();
  return (
    <html lang={language} dir={isRightToLeft(language) ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* styled-components gives the style tags it adds in the browser this nonce. */}
        <meta property="csp-nonce" nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body>
        <LanguageProvider language={language}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <RealtimeProvider>
              <AppShell>{children}</AppShell>
            </RealtimeProvider>
          </ThemeProvider>
        </LanguageProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Every navigation is a click the server counts once, cancelled or not (docs/product-rules.md#clicks-and-captcha, ADR 0070).
  useEffect(() => reportClicks((window as unknown as { __remixRouter: NavigatingRouter }).__remixRouter), []);
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from './ui/route-error-boundary.tsx';
