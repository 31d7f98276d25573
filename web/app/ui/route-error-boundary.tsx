import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { ErrorPage } from './error-page.tsx';
import { useT } from '../i18n/i18n.tsx';

/**
 * The error page for a route that failed. Every route exports it as its ErrorBoundary, so an
 * error renders inside the page's frame: when only the root's boundary caught errors, React
 * replaced the whole document on the client and the page lost its styles.
 */
// A refused request (too large, unreadable, from another site) says why in its body.
const clientError = (status: number) => status >= 400 && status < 500;

export function RouteErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage status={error.status} title={error.status === 404 ? t('Page not found') : error.statusText || t('Error')}>
        {error.status === 404
          ? t('We could not find that page.')
          : clientError(error.status) && typeof error.data === 'string' && error.data !== ''
            ? error.data
            : t('The server could not complete this request. Please try again.')}
      </ErrorPage>
    );
  }
  return (
    <ErrorPage status={500} title={t('Something went wrong')}>
      {t('An unexpected error stopped this page. Please try again in a moment.')}
    </ErrorPage>
  );
}
