import type { MetaFunction } from '@remix-run/node';
import { Link, useLocation } from '@remix-run/react';
import { ErrorPage } from '../ui/error-page.tsx';

export const meta: MetaFunction = () => [{ title: 'Page not found | Qanoon' }];

export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return <ErrorBoundary />;
}

export function ErrorBoundary() {
  const location = useLocation();
  return (
    <ErrorPage status={404} title="Page not found">
      <p>
        There is no page at <code>{location.pathname}</code>. Check the address, or use the menu to find case law,
        statutes and your diary. <Link to="/search">Search</Link> may help.
      </p>
    </ErrorPage>
  );
}
