import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { diaryLimits } from '@qanoon/contracts';
import { formFields } from '../auth/form-data.server.ts';
import { flashNotice } from '../auth/session.server.ts';
import { refused } from '../diary/form-answer.ts';
import { titleOf } from '../diary/format.ts';
import { diaryCaseHref } from '../diary/hrefs.ts';
import { DiaryHead, FieldGrid, FormPanel } from '../diary/screen.tsx';
import { useT, useIsolate } from '../i18n/i18n.tsx';
import { requireOwnCase } from '../diary/own.server.ts';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Edit ${titleOf(page.details.case_title)} · Lawyer's Dairy | Qanoon` : "Edit Case · Lawyer's Dairy | Qanoon" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { detail } = await requireOwnCase(request, context, params);
  return {
    caseId: detail.caseId,
    // The details as the form names them, to prefill it.
    details: {
      case_title: detail.title,
      case_number: detail.number,
      case_type: detail.type,
      case_date: detail.caseDate ?? '',
      case_court: detail.court,
      case_city: detail.city,
    },
  };
}

/** Edit Case: correct the case's details (its hearings stay); back to its read panel, which shows them. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, diary, caseId } = await requireOwnCase(request, context, params);
  const fields = await formFields(request);
  const revised = await diary.reviseCase(actor, caseId, fields);
  if (!revised.ok) return data(refused(revised.message, fields));
  throw redirect(diaryCaseHref(caseId), { headers: { 'Set-Cookie': await flashNotice(request, context, { tone: 'success', text: revised.message }) } });
}

export default function EditCase() {
  const t = useT();
  const isolate = useIsolate();
  const { caseId, details } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  // What was typed, after a refusal; else the case as it is.
  const value = (name: keyof typeof details) => answer?.values[name] ?? details[name];
  return (
    <>
      <DiaryHead back={diaryCaseHref(caseId)} title={t('Edit Case')} note={t('Case: {{title}}', { title: isolate(titleOf(details.case_title, t('Untitled case'))) })} />
      <FormPanel aria-label={t('Edit Case')}>
        <Form method="post">
          <FormAlert result={answer} />
          <Field label={t('Case Title')} name="case_title" dir="auto" maxLength={diaryLimits.title} defaultValue={value('case_title')} autoComplete="off" />
          <FieldGrid>
            <Field label={t('Case Number')} name="case_number" dir="auto" maxLength={diaryLimits.number} defaultValue={value('case_number')} autoComplete="off" />
            <Field label={t('Case Type')} name="case_type" dir="auto" maxLength={diaryLimits.type} defaultValue={value('case_type')} autoComplete="off" />
            <Field label={t('Case Date')} name="case_date" type="date" defaultValue={value('case_date')} />
            <span />
            <Field label={t('Court Name')} name="case_court" dir="auto" maxLength={diaryLimits.court} defaultValue={value('case_court')} autoComplete="off" />
            <Field label={t('City Name')} name="case_city" dir="auto" maxLength={diaryLimits.city} defaultValue={value('case_city')} autoComplete="off" />
          </FieldGrid>
          <FormActions>
            <Button type="submit" disabled={busy}>
              {t('Update Case')}
            </Button>
          </FormActions>
        </Form>
      </FormPanel>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
