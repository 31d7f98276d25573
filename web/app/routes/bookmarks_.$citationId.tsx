import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formFields } from '../auth/form-data.server.ts';
import { flashNotice, requirePaidUser } from '../auth/session.server.ts';
import { runIntent } from '../http/intent.server.ts';
import { useT } from '../i18n/i18n.tsx';
import { bookmarkFolderMessages } from '@qanoon/contracts';
import { BookmarkFilingForm, folderField, type FilingAnswer } from '../library/bookmark-filing.tsx';
import { loadCasePage } from '../library/case-page.server.ts';
import { CaseView } from '../library/case-view.tsx';
import { caseHref } from '../library/hrefs.ts';
import { notFound } from '../library/library.server.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.detail.citationId} · Bookmarks | Qanoon` : 'Bookmark | Qanoon' },
];

/** A bookmarked case, opened from the Bookmarks table; a case the user has not bookmarked opens as a plain case. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await loadCasePage(request, context, params.citationId);
  if (!page.bookmarkedAt) throw redirect(caseHref(page.detail.citationId));
  const { user } = await requirePaidUser(request, context);
  const actor = { userId: user.id };
  const [filing, folders] = await Promise.all([context.services.library.bookmarkFiling(actor, params.citationId), context.services.library.bookmarkFolders(actor)]);
  return { ...page, filing: filing ?? { folderIds: [], tags: [], note: '' }, folders };
}

/**
 * Save the bookmark's folders, tags and note (a bound passed answers 400, another user's folder
 * 404), or delete the bookmark and go back to the list, which says so.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const fields = await formFields(request);
  const actor = { userId: user.id };
  return runIntent(fields.intent, {
    file: async () => {
      const folderIds = Object.keys(fields).flatMap((name) => (name.startsWith(folderField('')) ? [name.slice(folderField('').length)] : []));
      const values = { tags: fields.tags ?? '', note: fields.note ?? '' };
      const filed = await context.services.library.fileBookmark(actor, params.citationId, { folderIds, ...values });
      if (filed.ok) return data<FilingAnswer>({ ok: true, message: filed.message });
      if (filed.message === bookmarkFolderMessages.noSuchFolder) throw notFound();
      return data<FilingAnswer>({ ok: false, message: filed.message, field: filed.field, values }, { status: 400 });
    },
    remove: async () => {
      const outcome = await context.services.library.removeBookmark(actor, params.citationId);
      if (!outcome.ok) return data<FilingAnswer>({ ok: false, message: outcome.message });
      throw redirect('/bookmarks', { headers: { 'Set-Cookie': await flashNotice(request, context, { tone: 'success', text: outcome.message }) } });
    },
  });
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
  const filing = result && 'field' in result ? result : result?.ok ? result : undefined;
  return (
    <>
      <FormAlert result={result && !filing ? result : null} hideAfterMs={2000} />
      <CaseView
        data={page}
        backTo="/bookmarks"
        bookmarkControl={<DeleteBookmark />}
        filing={<BookmarkFilingForm filing={page.filing} folders={page.folders} answer={filing} />}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
