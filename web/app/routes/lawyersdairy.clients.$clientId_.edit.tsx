import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { diaryLimits } from '@qanoon/contracts';
import { formFields } from '../auth/form-data.server.ts';
import { flashNotice } from '../auth/session.server.ts';
import { refused } from '../diary/form-answer.ts';
import { diaryHref } from '../diary/hrefs.ts';
import { DiaryHead, FieldGrid, FormPanel } from '../diary/screen.tsx';

import { useT, useIsolate } from '../i18n/i18n.tsx';
import { requireOwnClient } from '../diary/own.server.ts';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Update ${page.client.name} · Lawyer's Dairy | Qanoon` : "Update Client · Lawyer's Dairy | Qanoon" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { client } = await requireOwnClient(request, context, params);
  return { client };
}

/** Update Client (docs/product-rules.md#diary): nothing required; back to the clients list, which shows the change. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, diary, clientId } = await requireOwnClient(request, context, params);
  const fields = await formFields(request);
  const updated = await diary.updateClient(actor, clientId, fields);
  if (!updated.ok) return data(refused(updated.message, fields));
  throw redirect(diaryHref, { headers: { 'Set-Cookie': await flashNotice(request, context, { tone: 'success', text: updated.message }) } });
}

export default function UpdateClient() {
  const t = useT();
  const isolate = useIsolate();
  const { client } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const value = (name: string, saved: string) => answer?.values[name] ?? saved;
  return (
    <>
      <DiaryHead back={diaryHref} title={t('Update Client')} note={t('Client ID {{id}}', { id: isolate(client.clientId) })} />
      <FormPanel aria-label={t('Update Client')}>
        <Form method="post">
          <FormAlert result={answer} />
          <FieldGrid>
            <Field label={t('Client Name')} name="client_name" dir="auto" maxLength={diaryLimits.name} defaultValue={value('client_name', client.name)} autoComplete="off" />
            <Field
              label={t('Client Contact')}
              name="client_contact"
              maxLength={diaryLimits.contact}
              defaultValue={value('client_contact', client.contact)}
              inputMode="tel"
              autoComplete="off"
            />
          </FieldGrid>
          <Field
            label={t('Client Address')}
            name="client_address"
            dir="auto"
            maxLength={diaryLimits.address}
            defaultValue={value('client_address', client.address)}
            autoComplete="off"
          />
          <FieldGrid>
            <Field label={t('Client City')} name="client_city" dir="auto" maxLength={diaryLimits.city} defaultValue={value('client_city', client.city)} autoComplete="off" />
          </FieldGrid>
          <FormActions>
            <Button type="submit" disabled={busy}>
              {t('Update Client')}
            </Button>
          </FormActions>
        </Form>
      </FormPanel>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
