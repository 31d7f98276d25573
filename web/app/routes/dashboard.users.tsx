import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { limits, messages } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { adminOnly } from '../admin/admin-only.server.ts';
import { userActionSchema, type UserAnswer } from '../admin/user-actions.ts';
import { isSearch, readUserQuery, servicePage, userQueryHref } from '../admin/user-query.ts';
import { toUserRow } from '../admin/user-row.ts';
import { UserSearch } from '../admin/user-search.tsx';
import { UsersTable } from '../admin/users-table.tsx';
import { formFields } from '../auth/form-data.server.ts';
import { requireAdmin } from '../auth/session.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Pagination } from '../ui/pagination.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Users')) }];

const pageSize = limits.searchPageSize;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const query = readUserQuery(new URL(request.url).searchParams);
  const actor = { userId: user.id };
  const { identity } = context.services;
  const found = await adminOnly(
    isSearch(query)
      ? identity.searchUsers(actor, { name: query.name, contact: query.contact }, servicePage(query))
      : identity.listUsers(actor, servicePage(query)),
  );
  const first = (query.page - 1) * pageSize;
  return {
    query,
    users: found.slice(0, pageSize).map((view, i) => toUserRow(view, first + i + 1)),
    hasNextPage: found.length > pageSize,
  };
}

/** Inline edit and delete (docs/product-rules.md#admin-screens); empty fields are left as they are, all empty changes nothing (docs/product-rules.md#accounts). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const actor = { userId: user.id };
  const form = await formFields(request);
  const parsed = userActionSchema.safeParse(form);
  if (!parsed.success) {
    return data<UserAnswer>({ ok: false, message: messages.userNotFound, intent: null, userId: null }, { status: 400 });
  }
  const { identity } = context.services;
  const { intent, userId } = parsed.data;
  if (parsed.data.intent === 'update') {
    const outcome = await adminOnly(identity.updateUser(actor, userId, form));
    return data<UserAnswer>({ ok: outcome.ok, message: outcome.message, intent, userId });
  }
  const outcome = await adminOnly(identity.deleteUser(actor, userId));
  return data<UserAnswer>({ ok: outcome.ok, message: outcome.message, intent, userId });
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
  }
`;

export default function UsersScreen() {
  const t = useT();
  const { query, users, hasNextPage } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <Heading>
        <PageTitle>{t('Users')}</PageTitle>
        <ButtonLink to="/dashboard/users.csv" reloadDocument download variant="secondary">
          {t('Download CSV')}
        </ButtonLink>
      </Heading>
      <FormAlert result={answer} hideAfterMs={limits.alertSeconds * 1000} />
      <UserSearch query={query} />
      <UsersTable users={users} answer={answer} />
      <Pagination
        page={query.page}
        pageCount={hasNextPage ? query.page + 1 : query.page}
        hrefFor={(page) => userQueryHref(query, page)}
        label={t('Pages of users')}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
