import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { styled } from 'styled-components';
import { formFields } from '../auth/form-data.server.ts';
import { ClientCasesTable } from '../diary/cases-table.tsx';
import { diaryHref, editClientHref, newCaseHref } from '../diary/hrefs.ts';
import { DiaryHead } from '../diary/screen.tsx';
import { useT } from '../i18n/i18n.tsx';
import { requireOwnClient } from '../diary/own.server.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Facts } from '../ui/facts.tsx';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.client.name} · Lawyer's Dairy | Qanoon` : "Client · Lawyer's Dairy | Qanoon" },
];

/** A client's cases page (docs/product-rules.md#diary): the client, the counts of open and closed cases, the cases. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { actor, diary, client, clientId } = await requireOwnClient(request, context, params);
  return { client, cases: await diary.listCases(actor, clientId) };
}

/** The Case closed toggle: it posts the value it wants; the lists show it before the page reloads them. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, diary } = await requireOwnClient(request, context, params);
  const { caseId = '', case_close: wanted } = await formFields(request);
  const outcome = await diary.setCaseClose(actor, caseId, wanted);
  return data({ ok: outcome.ok, message: outcome.message });
}

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }
`;

export default function ClientCases() {
  const t = useT();
  const { client, cases } = useLoaderData<typeof loader>();
  return (
    <>
      <DiaryHead
        back={diaryHref}
        title={<bdi>{client.name}</bdi>}
        actions={
          <>
            <ButtonLink to={editClientHref(client.clientId)} variant="secondary">
              {t('Edit Client')}
            </ButtonLink>
            <ButtonLink to={newCaseHref(client.clientId)}>{t('Add Cases')}</ButtonLink>
          </>
        }
      />
      <Facts>
        <dt>{t('Client ID')}</dt>
        <dd>
          <bdi>{client.clientId}</bdi>
        </dd>
        <dt>{t('Address')}</dt>
        <dd>
          <bdi>{client.address || '—'}</bdi>
        </dd>
        <dt>{t('Contact')}</dt>
        <dd>
          <bdi>{client.contact || '—'}</bdi>
        </dd>
      </Facts>
      <Counts aria-label={t('Case counts')}>
        <li>{t('Open cases: {{number}}', { number: client.openCases })}</li>
        <li>{t('Closed cases: {{number}}', { number: client.closedCases })}</li>
      </Counts>
      <ClientCasesTable cases={cases} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
