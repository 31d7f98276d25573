import { data, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { messages } from '@qanoon/contracts';
import { Button } from '../ui/button.tsx';
import { Card, CardFooter, FormActions } from '../ui/card.tsx';
import { FormAlert, type ActionMessage } from '../ui/form-alert.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Contact Us')) }];

/** Contact (docs/product-rules.md#screens): Send Message only answers 'ok'; nothing is read, stored or sent. */
export const action = () => data<ActionMessage>({ ok: true, message: messages.contactOk });

export default function Contact() {
  const t = useT();
  const answer = useActionData<ActionMessage>();
  return (
    <Card title={t('Contact Us')}>
      <FormAlert result={answer} />
      <Form method="post" action="/contact" preventScrollReset>
        <Textarea label={t('Describe')} name="describe" placeholder={t('How can we help?')} rows={6} />
        <FormActions>
          <Button type="submit">{t('Send Message')}</Button>
        </FormActions>
      </Form>
      <CardFooter>
        <Link to="/login">{t('Already have an account ? Sign in')}</Link>
      </CardFooter>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
