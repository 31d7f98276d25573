import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useRevalidator } from '@remix-run/react';
import { alertMessages, savedSearchAlertEvent } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { formFields } from '../auth/form-data.server.ts';
import { flashNotice, requirePaidUser } from '../auth/session.server.ts';
import { runIntent } from '../http/intent.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { notFound } from '../library/library.server.ts';
import { SavedSearchCard, savedSearchesHref } from '../search/saved-searches.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { useRealtimeEvent } from '../realtime/realtime-provider.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Saved searches')) }];

/** The user's saved searches and followed citations, each with the new judgments it matched. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  return { saved: await context.services.alerts.list({ userId: user.id }) };
}

/**
 * Save a search (from the Search screen), follow a citation (from its citator page), or change,
 * pause, resume or delete one of the user's own; another user's answers 404, a refusal 400.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const { alerts } = context.services;
  const actor = { userId: user.id };
  const fields = await formFields(request);
  const { intent, id } = fields;
  const outcome = await runIntent<{ ok: boolean; message: string }>(intent, {
    'save-search': () => alerts.saveSearch(actor, fields),
    'follow-citation': () => alerts.followCitation(actor, fields),
    update: () => alerts.update(actor, id, fields),
    pause: () => alerts.pause(actor, id),
    resume: () => alerts.resume(actor, id),
    delete: () => alerts.remove(actor, id),
  });
  if (!outcome.ok && outcome.message === alertMessages.noSuchSearch) throw notFound();
  if (!outcome.ok) return data({ ok: false, message: outcome.message }, { status: 400 });
  throw redirect(savedSearchesHref, { headers: { 'Set-Cookie': await flashNotice(request, context, { tone: 'success', text: outcome.message }) } });
}

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export default function SavedSearches() {
  const { saved } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  // A live notice of new judgments brings the cards up to date: they no longer say there are none.
  const revalidator = useRevalidator();
  useRealtimeEvent(savedSearchAlertEvent, () => revalidator.revalidate());
  return (
    <>
      <PageTitle>{t('Saved searches')}</PageTitle>
      <FormAlert result={answer} />
      <Intro>
        {saved.length === 0
          ? t('You have no saved searches. Save a search under its results, or follow a citation on its citator page, to hear of new judgments.')
          : t('New judgments that match these searches are shown here as they are added, and sent to your email.')}
      </Intro>
      {saved.map((item) => (
        <SavedSearchCard key={item.id} saved={item} />
      ))}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
