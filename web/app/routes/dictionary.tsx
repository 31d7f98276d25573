import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requirePaidUser } from '../auth/session.server.ts';
import { PageTitle } from '../ui/page-title.tsx';

export const meta: MetaFunction = () => [{ title: 'Dictionary | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  return null;
}

export default function Page() {
  return <PageTitle>Dictionary</PageTitle>;
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
