import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { isOpenCase } from '@qanoon/contracts';
import { formFields } from '../auth/form-data.server.ts';
import { CaseCloseToggle } from '../diary/case-close-toggle.tsx';
import { CasePopups } from '../diary/case-popups.tsx';
import { titleOf } from '../diary/format.ts';
import { HearingLog } from '../diary/hearing-log.tsx';
import { clientHref, editCaseHref, hearingHref } from '../diary/hrefs.ts';
import { CaseJudgments, type BookmarkChoice } from '../diary/judgments.tsx';
import { NewSinceLastHearingSection } from '../diary/new-since-last-hearing.tsx';
import { DiaryHead } from '../diary/screen.tsx';
import { useT, useIsolate } from '../i18n/i18n.tsx';
import { requireOwnCase } from '../diary/own.server.ts';
import { ButtonLink } from '../ui/button.tsx';
import { runIntent } from '../http/intent.server.ts';
import { Facts } from '../ui/facts.tsx';
import { useDates } from '../ui/dates.ts';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${titleOf(page.detail.title)} · Lawyer's Dairy | Qanoon` : "Case · Lawyer's Dairy | Qanoon" },
];

// A select of a few hundred is still usable; beyond that the newest are offered.
const bookmarksOffered = 200;

/** The user's bookmarked judgments, the newest first, to attach to a case. */
const bookmarkChoices = (context: LoaderFunctionArgs['context'], userId: string): Promise<BookmarkChoice[]> =>
  context.services.library.bookmarkChoices({ userId }, bookmarksOffered);

/**
 * The case read panel (docs/product-rules.md#diary): its facts, the three popups, its hearings, its
 * judgments with their flags (read here, for the panel that shows them) and what is new since the last hearing.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, actor, diary, detail } = await requireOwnCase(request, context, params);
  const [bookmarks, research, flags] = await Promise.all([
    bookmarkChoices(context, user.id),
    diary.newSinceLastHearing(actor, detail.caseId),
    context.services.library.treatmentFlags(detail.judgments.map((j) => j.citationId)),
  ]);
  const judgments = detail.judgments.map((j) => ({ ...j, flag: flags.get(j.citationId) ?? null }));
  return { detail: { ...detail, judgments }, bookmarks, research };
}

/** The read panel's forms: the Case closed toggle, attaching or detaching a bookmarked judgment, and the sections followed. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, diary, caseId } = await requireOwnCase(request, context, params);
  const { intent, citationId, case_close: wanted, sections } = await formFields(request);
  const outcome = await runIntent(intent, {
    case_close: () => diary.setCaseClose(actor, caseId, wanted),
    'attach-judgment': () => diary.attachJudgment(actor, caseId, citationId),
    'detach-judgment': () => diary.detachJudgment(actor, caseId, citationId),
    'follow-sections': () => diary.chooseFollowedSections(actor, caseId, sections),
  });
  return data({ ok: outcome.ok, message: outcome.message, intent, sections: outcome.ok ? undefined : sections });
}

export default function CaseReadPanel() {
  const t = useT();
  const dates = useDates();
  const isolate = useIsolate();
  const { detail, bookmarks, research } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const open = isOpenCase(detail.caseClose);
  const title = titleOf(detail.title, t('Untitled case'));
  const hearing = detail.hearingDate
    ? detail.hearingTime
      ? t('{{day}} at {{time}}', { day: isolate(dates.day(detail.hearingDate)), time: isolate(detail.hearingTime) })
      : dates.day(detail.hearingDate)
    : '—';
  return (
    <>
      <DiaryHead
        back={clientHref(detail.clientId)}
        title={<bdi>{title}</bdi>}
        actions={
          <>
            {open ? <ButtonLink to={hearingHref(detail.caseId)}>{t('Next Hearing')}</ButtonLink> : null}
            <ButtonLink to={editCaseHref(detail.caseId)} variant="secondary">
              {t('Edit Case')}
            </ButtonLink>
          </>
        }
      />
      <Facts>
        <dt>{t('Client')}</dt>
        <dd>
          <Link to={clientHref(detail.client.clientId)}>
            <bdi>{detail.client.name}</bdi>
          </Link>
        </dd>
        <dt>{t('Case Number')}</dt>
        <dd>
          <bdi>{detail.number || '—'}</bdi>
        </dd>
        <dt>{t('Case Type')}</dt>
        <dd>
          <bdi>{detail.type || '—'}</bdi>
        </dd>
        <dt>{t('Case Date')}</dt>
        <dd>{dates.day(detail.caseDate)}</dd>
        <dt>{t('Court')}</dt>
        <dd>
          <bdi>{detail.court || '—'}</bdi>
        </dd>
        <dt>{t('City')}</dt>
        <dd>
          <bdi>{detail.city || '—'}</bdi>
        </dd>
        <dt>{t('Hearing')}</dt>
        <dd>{hearing}</dd>
        <dt>{t('Status')}</dt>
        <dd>
          <CaseCloseToggle caseId={detail.caseId} title={title} value={detail.caseClose} />
        </dd>
      </Facts>
      <CasePopups data={detail} />
      <HearingLog hearings={detail.hearings} previousIds={new Set(detail.previousHearings.map((h) => h.hearingId))} open={open} />
      <CaseJudgments attached={detail.judgments} bookmarks={bookmarks} answer={answer && answer.intent !== 'follow-sections' ? answer : null} />
      {research ? <NewSinceLastHearingSection research={research} answer={answer?.intent === 'follow-sections' ? answer : null} /> : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
