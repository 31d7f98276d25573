import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formFields } from '../auth/form-data.server.ts';
import { flashNotice, requirePaidUser } from '../auth/session.server.ts';
import { useT } from '../i18n/i18n.tsx';
import { loadCasePage } from '../library/case-page.server.ts';
import { CaseView } from '../library/case-view.tsx';
import { caseHref } from '../library/hrefs.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.detail.citationId} · Bookmarks | Qanoon` : 'Bookmark | Qanoon' },
];

/** A bookmarked case, opened from the Bookmarks table; a case the user has not bookmarked opens as a plain case. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await loadCasePage(request, context, params.citationId);
  if (!page.bookmarkedAt) throw redirect(caseHref(page.detail.citationId));
  return page;
}

/** Delete the bookmark and go back to the list, which says so. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const { intent } = await formFields(request);
  if (intent !== 'remove') throw new Response('Unknown action', { status: 400 });
  const outcome = await context.services.library.removeBookmark({ userId: user.id }, params.citationId);
  if (!outcome.ok) return { ok: false, message: outcome.message };
  throw redirect('/bookmarks', { headers: { 'Set-Cookie': await flashNotice(request, context, { tone: 'success', text: outcome.message }) } });
}

function DeleteBookmark() {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" replace>
      <input type="hidden" name="intent" value="remove" />
      <Button type="submit" variant="danger" disabled={busy}>
        {t('Delete Bookmark')}
      </Button>
    </Form>
  );
}

export default function BookmarkedCase() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <FormAlert result={result} hideAfterMs={2000} />
      <CaseView data={page} backTo="/bookmarks" bookmarkControl={<DeleteBookmark />} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
