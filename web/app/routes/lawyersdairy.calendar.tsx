import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { diaryMessages } from '@qanoon/contracts';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { formFields } from '../auth/form-data.server.ts';
import { requirePaidUser } from '../auth/session.server.ts';
import { runIntent } from '../http/intent.server.ts';
import { feedHref } from '../diary/feed-href.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Input, Labelled } from '../ui/field.tsx';
import { FormAlert, type ActionMessage } from '../ui/form-alert.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable("Calendar feed | Lawyer's Dairy")) }];

// The page shows a secret link: no cache may keep it.
const privatePage = { 'Cache-Control': 'private, no-store' };

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const token = await context.services.diary.feedToken({ userId: user.id });
  return data({ feedUrl: new URL(feedHref(token), request.url).href }, { headers: privatePage });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const form = await formFields(request);
  return runIntent(form.intent, {
    'reset-feed': async () => {
      await context.services.diary.resetFeedToken({ userId: user.id });
      const answer: ActionMessage = { ok: true, message: diaryMessages.feedReset };
      return data(answer, { headers: privatePage });
    },
  });
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }

  p {
    margin: 0;
  }
`;

const LinkRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1;
    min-width: 0;
    margin-bottom: 0;
  }

  input {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Reset = styled.details`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  summary {
    width: fit-content;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    cursor: pointer;
  }

  form {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    margin-top: ${({ theme }) => theme.space.md};
    justify-items: start;
  }
`;

type Copied = 'copied' | 'failed';
const copyTexts: Record<Copied, string> = { copied: translatable('Copied'), failed: translatable('Select the link and copy it yourself') };

export default function CalendarFeed() {
  const t = useT();
  const { feedUrl } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const resetting = navigation.formData?.get('intent') === 'reset-feed';
  const field = useRef<HTMLInputElement>(null);
  // Which link the last Copy was about: after a reset, "Copied" no longer holds.
  const [copied, setCopied] = useState<{ url: string; result: Copied } | null>(null);

  async function copy() {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopied({ url: feedUrl, result: 'copied' });
    } catch {
      setCopied({ url: feedUrl, result: 'failed' });
    }
  }

  return (
    <Page>
      <h2>{t('Calendar feed')}</h2>
      <p>
        {t(
          'Calendar apps such as Google Calendar, Outlook and Apple Calendar can subscribe to this private link and show all your hearings; they check it for changes on their own. Add it as a calendar “from URL” (or “Subscribe”).',
        )}
      </p>
      {/* The answer arrives before the page's new link: saying "changed" beside the old one would mislead. */}
      <FormAlert result={navigation.state === 'idle' ? answer : null} />
      <LinkRow>
        <Labelled label={t('Your calendar link')}>
          {(control) => <Input {...control} ref={field} dir="ltr" readOnly value={feedUrl} onFocus={(event) => event.currentTarget.select()} />}
        </Labelled>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('Copy')}
        </Button>
      </LinkRow>
      <Hint role="status">{copied?.url === feedUrl ? t(copyTexts[copied.result]) : ''}</Hint>
      <Hint>{t('Keep the link to yourself: anyone who has it can see your hearings, without signing in.')}</Hint>
      {/* Closed again once the link changes. */}
      <Reset key={feedUrl}>
        <summary>{t('Reset link')}</summary>
        <Form method="post">
          <p>
            {t(
              'A new link replaces this one at once. Calendars subscribed to the old link stop getting your hearings until you subscribe them to the new link.',
            )}
          </p>
          <input type="hidden" name="intent" value="reset-feed" />
          <Button type="submit" variant="danger" disabled={resetting}>
            {t('Yes, reset the link')}
          </Button>
        </Form>
      </Reset>
    </Page>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
