import { randomUUID } from 'node:crypto';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { diaryLimits, diaryMessages, hearingOutcomes, isOpenCase } from '@qanoon/contracts';
import { isConflict } from '@qanoon/services';
import { styled } from 'styled-components';
import { flashNotice } from '../auth/session.server.ts';
import { CaseFileField } from '../diary/case-file-field.tsx';
import { commandGuardOf } from '../diary/command-guard.server.ts';
import { ConflictPanel, type HearingVersion } from '../diary/offline/conflict-panel.tsx';
import { receiveCaseForm } from '../diary/case-form.server.ts';
import { refused } from '../diary/form-answer.ts';
import { outcomeLabels, titleOf } from '../diary/format.ts';
import { clientHref } from '../diary/hrefs.ts';
import { DiaryHead, FieldGrid, FormPanel, Hint } from '../diary/screen.tsx';
import { useT, useIsolate } from '../i18n/i18n.tsx';
import { requireOwnCase } from '../diary/own.server.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { Select } from '../ui/select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { useDates } from '../ui/dates.ts';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Next hearing of ${titleOf(page.title)} · Lawyer's Dairy | Qanoon` : "Next hearing · Lawyer's Dairy | Qanoon" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { detail } = await requireOwnCase(request, context, params);
  return {
    caseId: detail.caseId,
    clientId: detail.clientId,
    title: detail.title,
    open: isOpenCase(detail.caseClose),
    hearingDate: detail.hearingDate,
    hearingTime: detail.hearingTime,
    // What this form's command carries (ADR 0067): an id applied once however often it is sent,
    // and the revision of the case as this page shows it.
    commandId: randomUUID(),
    revision: await context.services.diary.caseRevision(detail.caseId),
  };
}

/** Save Hearing (docs/product-rules.md#diary): the case's next hearing; back to the client's cases, which show it. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, diary, caseId, detail } = await requireOwnCase(request, context, params);
  const form = await receiveCaseForm(request, context.services.diary);
  if (form.refusal) return data(refused(form.refusal, form.fields));
  const scheduled = await diary.scheduleHearing(actor, caseId, form.fields, form.file, commandGuardOf(form.fields));
  if (isConflict(scheduled)) {
    // Changed elsewhere since this form was made: nothing recorded, both versions shown.
    const now = await diary.getCase(actor, caseId);
    const current = { hearingDate: now?.hearingDate ?? null, hearingTime: now?.hearingTime ?? null, notes: now?.notes.at(-1)?.text ?? '' };
    return data({ ...refused(scheduled.message, form.fields), conflict: { revision: scheduled.conflict.revision?.toString() ?? null, current } }, { status: 409 });
  }
  if (!scheduled.ok) return data(refused(scheduled.message, form.fields));
  const notice = await flashNotice(request, context, { tone: 'success', text: scheduled.message });
  throw redirect(clientHref(detail.clientId), { headers: { 'Set-Cookie': notice } });
}

const ClosedNote = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export default function NextHearing() {
  const t = useT();
  const dates = useDates();
  const isolate = useIsolate();
  const outcomeOptions = hearingOutcomes.map((value) => ({ value, label: t(outcomeLabels[value]) }));
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const typed = answer?.values ?? {};
  const conflict = answer && 'conflict' in answer ? (answer.conflict as { current: HearingVersion }) : null;
  const current = page.hearingDate
    ? page.hearingTime
      ? t('{{day}} at {{time}}', { day: isolate(dates.day(page.hearingDate)), time: isolate(page.hearingTime) })
      : isolate(dates.day(page.hearingDate))
    : null;
  return (
    <>
      <DiaryHead back={clientHref(page.clientId)} title={t('Next Hearing')} note={t('Case: {{title}}', { title: isolate(titleOf(page.title, t('Untitled case'))) })} />
      <FormPanel aria-label={t('Next Hearing')}>
        {page.open ? null : (
          <ClosedNote>
            <Alert tone="info">{t(diaryMessages.closedCaseNoHearing)}</Alert>
          </ClosedNote>
        )}
        <Form method="post" encType="multipart/form-data" data-offline-command="hearing" data-case-id={page.caseId}>
          <FormAlert result={answer} />
          {conflict ? <ConflictPanel mine={answer?.values ?? {}} current={conflict.current} /> : null}
          <input type="hidden" name="command_id" value={page.commandId} />
          <input type="hidden" name="expected_revision" value={page.revision ?? ''} />
          <FieldGrid>
            <Field label={t('Next Hearing Date')} name="hearing_date" type="date" defaultValue={typed.hearing_date} />
            <Field label={t('Next Hearing Time')} name="hearing_time" type="time" defaultValue={typed.hearing_time} />
          </FieldGrid>
          <Select
            label={t('Outcome of the last hearing')}
            name="previous_outcome"
            placeholder={t('Not recorded')}
            options={outcomeOptions}
            defaultValue={typed.previous_outcome ?? ''}
          />
          <Hint>{current ? t('The last hearing was set for {{when}}.', { when: current }) : t('No hearing was set before.')}</Hint>
          <CaseFileField refused={Boolean(answer)} />
          <Textarea label={t('Case Description')} name="case_desc" dir="auto" maxLength={diaryLimits.text} defaultValue={typed.case_desc} />
          <Textarea label={t('Lawyer Notes')} name="case_notes" dir="auto" maxLength={diaryLimits.text} defaultValue={typed.case_notes} />
          <Hint>{t('Notes are kept with the hearing just held.')}</Hint>
          <FormActions>
            <Button type="submit" disabled={busy || !page.open}>
              {t('Save Hearing')}
            </Button>
          </FormActions>
        </Form>
      </FormPanel>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
