import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requirePaidUser } from '../auth/session.server.ts';
import { CitatorPage } from '../library/citator-view.tsx';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.view.citation ?? 'Citation'} · Citator | Qanoon` }];

/** A citation's citator page: its variants and the cases citing it, filtered by treatment, sorted and paged from the address. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const search = new URL(request.url).searchParams;
  const outcome = await context.services.library.citator(params.citation, {
    sort: search.get('sort'),
    page: search.get('page'),
    treatment: search.get('treatment'),
  });
  if (!outcome.ok) throw new Response(outcome.message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return { view: outcome.view };
}

export default function Citator() {
  const { view } = useLoaderData<typeof loader>();
  return <CitatorPage view={view} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
