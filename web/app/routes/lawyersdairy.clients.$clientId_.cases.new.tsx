import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { diaryLimits } from '@qanoon/contracts';
import { flashNotice } from '../auth/session.server.ts';
import { receiveCaseForm } from '../diary/case-form.server.ts';
import { refused } from '../diary/form-answer.ts';
import { CaseFileField } from '../diary/case-file-field.tsx';
import { clientHref } from '../diary/hrefs.ts';
import { DiaryHead, FieldGrid, FormPanel } from '../diary/screen.tsx';

import { useT, useIsolate } from '../i18n/i18n.tsx';
import { requireOwnClient } from '../diary/own.server.ts';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { Textarea } from '../ui/textarea.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `New case for ${page.client.name} · Lawyer's Dairy | Qanoon` : "New case · Lawyer's Dairy | Qanoon" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { client } = await requireOwnClient(request, context, params);
  return { client: { clientId: client.clientId, name: client.name } };
}

/** Save Case (docs/product-rules.md#diary): nothing required; back to the client's cases, which show the new one. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, diary, clientId } = await requireOwnClient(request, context, params);
  const form = await receiveCaseForm(request, context.services.diary);
  if (form.refusal) return data(refused(form.refusal, form.fields));
  const opened = await diary.openCase(actor, clientId, form.fields, form.file);
  if (!opened.ok) return data(refused(opened.message, form.fields));
  throw redirect(clientHref(clientId), { headers: { 'Set-Cookie': await flashNotice(request, context, { tone: 'success', text: opened.message }) } });
}

export default function NewCase() {
  const t = useT();
  const isolate = useIsolate();
  const { client } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const typed = answer?.values ?? {};
  return (
    <>
      <DiaryHead back={clientHref(client.clientId)} title={t('Add Case')} note={t('Client: {{name}}', { name: isolate(client.name) })} />
      <FormPanel aria-label={t('Add Case')}>
        <Form method="post" encType="multipart/form-data">
          <FormAlert result={answer} />
          <Field label={t('Case Title')} name="case_title" dir="auto" maxLength={diaryLimits.title} defaultValue={typed.case_title} autoComplete="off" />
          <FieldGrid>
            <Field label={t('Case Number')} name="case_number" dir="auto" maxLength={diaryLimits.number} defaultValue={typed.case_number} autoComplete="off" />
            <Field label={t('Case Type')} name="case_type" dir="auto" maxLength={diaryLimits.type} defaultValue={typed.case_type} autoComplete="off" />
            <Field label={t('Case Date')} name="case_date" type="date" defaultValue={typed.case_date} />
            <span />
            <Field label={t('Hearing Date')} name="hearing_date" type="date" defaultValue={typed.hearing_date} />
            <Field label={t('Hearing Time')} name="hearing_time" type="time" defaultValue={typed.hearing_time} />
            <Field label={t('Court Name')} name="case_court" dir="auto" maxLength={diaryLimits.court} defaultValue={typed.case_court} autoComplete="off" />
            <Field label={t('City Name')} name="case_city" dir="auto" maxLength={diaryLimits.city} defaultValue={typed.case_city} autoComplete="off" />
          </FieldGrid>
          <Textarea label={t('Case Description')} name="case_desc" dir="auto" maxLength={diaryLimits.text} defaultValue={typed.case_desc} />
          <Textarea label={t('Lawyer Notes')} name="case_notes" dir="auto" maxLength={diaryLimits.text} defaultValue={typed.case_notes} />
          <CaseFileField refused={Boolean(answer)} />
          <FormActions>
            <Button type="submit" disabled={busy}>
              {t('Save Case')}
            </Button>
          </FormActions>
        </Form>
      </FormPanel>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
