import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { citatorLimits, type CheckedCitation } from '@qanoon/contracts';
import { formFields } from '../auth/form-data.server.ts';
import { requirePaidUser } from '../auth/session.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { CheckedCitations } from '../library/citation-check-view.tsx';
import { ScreenHead } from '../library/screen-head.tsx';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { Textarea } from '../ui/textarea.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Check my citations')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  return null;
}

type CheckAnswer = { ok: true; text: string; citations: CheckedCitation[] } | { ok: false; text: string; message: string };

/** Check the pasted text's citations; a text too long or empty, or too many checks, answers its message (413 / 400 / 429) with the text kept. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const { text = '' } = await formFields(request);
  const outcome = await context.services.library.checkCitations({ userId: user.id, address: context.client.address }, { text });
  if (!outcome.ok) return data<CheckAnswer>({ ok: false, text, message: outcome.message }, { status: outcome.status });
  return data<CheckAnswer>({ ok: true, text, citations: outcome.citations });
}

/** "Check my citations": paste a brief or a judgment, see every citation in it and what the library knows of each. */
export default function CheckCitations() {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  return (
    <>
      <ScreenHead
        back="/search"
        title={t('Check my citations')}
        note={t('Paste a brief or a judgment (up to {{number}} characters): every citation in it is looked up in the library.', {
          number: citatorLimits.maxCheckText.toLocaleString('en'),
        })}
      />
      <FormAlert result={answer && !answer.ok ? { ok: false, message: answer.message } : null} />
      <Form method="post">
        <Textarea label={t('Text to check')} name="text" rows={12} defaultValue={answer?.text ?? ''} required />
        <FormActions>
          <Button type="submit" disabled={busy}>
            {busy ? t('Checking…') : t('Check citations')}
          </Button>
        </FormActions>
      </Form>
      {answer?.ok ? <CheckedCitations citations={answer.citations} /> : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
