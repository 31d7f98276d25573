import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { normalizePakistaniPhone } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { datesIn } from '../ui/dates.ts';

// A developer's page, in English only.
const { moment } = datesIn('en');
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { pageTitle, translatable } from '../i18n/i18n.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Outbox')) }, { name: 'robots', content: 'noindex' }];

/**
 * Development only (docs/security.md): the texts and emails that would have been sent, so codes can be
 * read without an SMS gateway. Absent (404) unless DEV_OUTBOX is on, which it never is by
 * default in production.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.env.DEV_OUTBOX) throw new Response('Not found', { status: 404 });
  const typed = new URL(request.url).searchParams.get('to')?.trim() || undefined;
  // Phones are kept as +923…; accept them as people write them (0300-1234567).
  const to = typed ? (normalizePakistaniPhone(typed) ?? typed) : undefined;
  const messages = await context.services.admin.outbox({ limit: 50, ...(to ? { recipient: to } : {}) });
  return { to: to ?? '', messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
}

type Message = ReturnType<typeof useLoaderData<typeof loader>>['messages'][number];

const Filter = styled(Form)`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  max-width: 560px;
`;

const Body = styled.pre`
  margin: 0;
  white-space: pre-wrap;
  font-family: ${({ theme }) => theme.font.mono};
`;

const columns: Column<Message>[] = [
  { key: 'at', header: 'Sent', render: (m) => moment(m.createdAt) },
  { key: 'channel', header: 'Channel', render: (m) => (m.channel === 'sms' ? 'SMS' : 'Email') },
  { key: 'to', header: 'To', render: (m) => m.recipient },
  { key: 'subject', header: 'Subject', render: (m) => m.subject ?? '—' },
  { key: 'body', header: 'Message', render: (m) => <Body>{m.body}</Body> },
];

export default function DevOutbox() {
  const { to, messages } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>Development outbox</PageTitle>
      <p>Messages kept instead of sent, newest first. This page does not exist in production.</p>
      <Filter method="get">
        <Field label="Recipient (phone or email)" name="to" defaultValue={to} />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Filter>
      <Table caption="Outbox" hideCaption columns={columns} rows={messages} rowKey={(m) => m.id} emptyText="Nothing has been sent yet" />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
