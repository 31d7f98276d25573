import type { MetaFunction } from '@remix-run/node';
import { Link, useLocation } from '@remix-run/react';
import { ErrorPage } from '../ui/error-page.tsx';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Page not found')) }];

export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return <ErrorBoundary />;
}

export function ErrorBoundary() {
  const t = useT();
  const location = useLocation();
  return (
    <ErrorPage status={404} title={t('Page not found')}>
      <p>
        {t('There is no page at')} <code dir="ltr">{location.pathname}</code>.{' '}
        {t('Check the address, or use the menu to find case law, statutes and your diary.')} <Link to="/search">{t('Search')}</Link>{' '}
        {t('may help.')}
      </p>
    </ErrorPage>
  );
}
