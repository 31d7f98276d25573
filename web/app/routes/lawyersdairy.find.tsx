import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { caseStatusLabel, diaryEmptyTexts, type DiaryFound } from '@qanoon/contracts';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { clientHref, diaryCaseHref } from '../diary/hrefs.ts';
import { pageTitle, translatable, useIsolate, useT } from '../i18n/i18n.tsx';
import { useDates } from '../ui/dates.ts';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = ({ matches }) => [
  {
    title: pageTitle(matches, translatable("Find in my diary | Lawyer's Dairy")),
  },
];

/** Find in my diary (ADR 0063): the signed-in lawyer's own clients and cases only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  return context.services.diary.find({ userId: user.id }, new URL(request.url).searchParams.get('q'));
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type FoundClient = DiaryFound['clients'][number];
type FoundCase = DiaryFound['cases'][number];

export default function FindInDiary() {
  const t = useT();
  const isolate = useIsolate();
  const dates = useDates();
  const found = useLoaderData<typeof loader>();
  const clientColumns = useMemo<Column<FoundClient>[]>(
    () => [
      {
        key: 'name',
        header: t('Client Name'),
        render: (c) => (
          <Link to={clientHref(c.clientId)}>
            <bdi>{c.name || c.clientId}</bdi>
          </Link>
        ),
      },
      {
        key: 'id',
        header: t('Client ID'),
        render: (c) => <bdi>{c.clientId}</bdi>,
      },
      {
        key: 'contact',
        header: t('Contact'),
        render: (c) => <bdi>{c.contact || '—'}</bdi>,
      },
      {
        key: 'city',
        header: t('City'),
        render: (c) => <bdi>{c.city || '—'}</bdi>,
      },
    ],
    [t]
  );
  const caseColumns = useMemo<Column<FoundCase>[]>(
    () => [
      {
        key: 'title',
        header: t('Case Title'),
        render: (c) => (
          <Link to={diaryCaseHref(c.caseId)}>
            <bdi>{c.title || t('Untitled case')}</bdi>
          </Link>
        ),
      },
      {
        key: 'number',
        header: t('Case Number'),
        render: (c) => <bdi>{c.number || '—'}</bdi>,
      },
      {
        key: 'client',
        header: t('Client'),
        render: (c) => <bdi>{c.clientName}</bdi>,
      },
      {
        key: 'court',
        header: t('Court'),
        render: (c) => <bdi>{c.court || '—'}</bdi>,
      },
      {
        key: 'city',
        header: t('City'),
        render: (c) => <bdi>{c.city || '—'}</bdi>,
      },
      {
        key: 'hearing',
        header: t('Hearing Date'),
        render: (c) => dates.shortDay(c.hearingDate),
      },
      {
        key: 'status',
        header: t('Status'),
        render: (c) => t(caseStatusLabel(c.caseClose)),
      },
    ],
    [t, dates]
  );
  if (found.query === '') {
    return (
      <Page>
        <h2>{t('Find in my diary')}</h2>
        <p>{t('Type a client, a case number in any usual form, a court or a city.')}</p>
      </Page>
    );
  }
  const nothing = found.clients.length === 0 && found.cases.length === 0;
  return (
    <Page>
      <h2>{t('Found for {{query}}', { query: isolate(found.query) })}</h2>
      {nothing ? <p>{t(diaryEmptyTexts.found)}</p> : null}
      {found.clients.length > 0 ? (
        <section aria-labelledby="found-clients">
          <h3 id="found-clients">{t('Clients')}</h3>
          <Table caption={t('Clients')} hideCaption columns={clientColumns} rows={found.clients} rowKey={(c) => c.clientId} emptyText="" />
        </section>
      ) : null}
      {found.cases.length > 0 ? (
        <section aria-labelledby="found-cases">
          <h3 id="found-cases">{t('Cases')}</h3>
          <Table caption={t('Cases')} hideCaption columns={caseColumns} rows={found.cases} rowKey={(c) => c.caseId} emptyText="" />
        </section>
      ) : null}
    </Page>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
