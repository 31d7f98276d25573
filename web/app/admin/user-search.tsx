import { Form, Link, useNavigate } from '@remix-run/react';
import { styled } from 'styled-components';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { useT } from '../i18n/i18n.tsx';
import { isSearch, readUserQuery, userQueryHref, type UserQuery } from './user-query.ts';

const Row = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `0 ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.md};

  > div {
    flex: 1 1 220px;
  }
`;

const Buttons = styled.div`
  display: flex !important;
  flex: 0 0 auto !important;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Search by name and by phone number; the search is in the URL (GET), so results have one. */
export function UserSearch({ query }: { query: UserQuery }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Row
      method="get"
      action="/dashboard/users"
      role="search"
      aria-label={t('Search users')}
      key={`${query.name}|${query.contact}`}
      onSubmit={(event) => {
        // Empty fields stay out of the URL, so a search by name alone reads ?name=…
        event.preventDefault();
        const typed = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') typed.set(name, value);
        navigate(userQueryHref(readUserQuery(typed), 1));
      }}
    >
      <Field label={t('Name')} name="name" defaultValue={query.name} autoComplete="off" />
      <Field label={t('Contact')} name="contact" type="search" inputMode="tel" defaultValue={query.contact} placeholder="0300-1234567" autoComplete="off" />
      <Buttons>
        <Button type="submit">{t('Search')}</Button>
        {isSearch(query) ? <Link to="/dashboard/users">{t('Show all users')}</Link> : null}
      </Buttons>
    </Row>
  );
}
