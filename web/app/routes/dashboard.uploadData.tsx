import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireAdmin } from '../auth/session.server.ts';
import { PageTitle } from '../ui/page-title.tsx';

export const meta: MetaFunction = () => [{ title: 'Upload Data | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function Page() {
  return <PageTitle>Upload Data</PageTitle>;
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
