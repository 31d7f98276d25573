import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { diaryLimits } from '@qanoon/contracts';
import { formFields } from '../auth/form-data.server.ts';
import { flashNotice, requirePaidUser } from '../auth/session.server.ts';
import { refused } from '../diary/form-answer.ts';
import { diaryHref } from '../diary/hrefs.ts';
import { DiaryHead, FieldGrid, FormPanel, Hint } from '../diary/screen.tsx';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable("Add Client · Lawyer's Dairy")) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  return null;
}

/** Add Client: nothing required but a name or a contact (ADR 0063); the list says so once it is added. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const fields = await formFields(request);
  const added = await context.services.diary.addClient({ userId: user.id }, fields);
  if (!added.ok) return data(refused(added.message, fields));
  throw redirect(diaryHref, { headers: { 'Set-Cookie': await flashNotice(request, context, { tone: 'success', text: added.message }) } });
}

export default function AddClient() {
  const t = useT();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const typed = answer?.values ?? {};
  return (
    <>
      <DiaryHead back={diaryHref} title={t('Add Client')} />
      <FormPanel aria-label={t('Add Client')}>
        <Form method="post" noValidate>
          <FormAlert result={answer} />
          <Hint>{t('Only a name or a contact is needed. An empty Client ID is numbered for you, and an empty Client From is today.')}</Hint>
          <FieldGrid>
            <Field label={t('Client ID')} name="client_id" dir="auto" maxLength={diaryLimits.clientId} defaultValue={typed.client_id} autoComplete="off" />
            <Field label={t('Client Name')} name="client_name" dir="auto" maxLength={diaryLimits.name} defaultValue={typed.client_name} autoComplete="off" />
            <Field label={t('Contact')} name="client_contact" maxLength={diaryLimits.contact} defaultValue={typed.client_contact} inputMode="tel" autoComplete="off" />
            <Field label={t('City')} name="client_city" dir="auto" maxLength={diaryLimits.city} defaultValue={typed.client_city} autoComplete="off" />
          </FieldGrid>
          <Field label={t('Address')} name="client_address" dir="auto" maxLength={diaryLimits.address} defaultValue={typed.client_address} autoComplete="off" />
          <FieldGrid>
            <Field label={t('Client From')} name="client_from" type="date" defaultValue={typed.client_from} />
          </FieldGrid>
          <FormActions>
            <Button type="submit" disabled={busy}>
              {t('Add Client')}
            </Button>
          </FormActions>
        </Form>
      </FormPanel>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
