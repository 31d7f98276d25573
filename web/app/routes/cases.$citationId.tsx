import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { formFields } from '../auth/form-data.server.ts';
import { requirePaidUser } from '../auth/session.server.ts';
import { runIntent } from '../http/intent.server.ts';
import { BookmarkToggle } from '../library/bookmark-toggle.tsx';
import { loadCasePage } from '../library/case-page.server.ts';
import { CaseView } from '../library/case-view.tsx';
import { FormAlert, type ActionMessage } from '../ui/form-alert.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.detail.citationId} · ${page.detail.parties} | Qanoon` : 'Case | Qanoon' },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadCasePage(request, context, params.citationId);
}

/** Bookmark the case or take it off; the user is the session's, never the form's. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const { library } = context.services;
  const actor = { userId: user.id };
  const { intent } = await formFields(request);
  const outcome = await runIntent(intent, {
    add: () => library.addBookmark(actor, params.citationId),
    remove: () => library.removeBookmark(actor, params.citationId),
  });
  return data<ActionMessage>({ ok: outcome.ok, message: outcome.message });
}

export default function CasePage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <FormAlert result={result} hideAfterMs={2000} />
      <CaseView data={page} backTo="/search" bookmarkControl={<BookmarkToggle bookmarked={page.bookmarkedAt !== null} />} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
