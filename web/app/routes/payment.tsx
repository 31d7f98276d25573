import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireNonAdmin } from '../auth/session.server.ts';
import { PageTitle } from '../ui/page-title.tsx';

export const meta: MetaFunction = () => [{ title: 'Payment | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireNonAdmin(request, context);
  return null;
}

export default function Page() {
  return <PageTitle>Payment</PageTitle>;
}
