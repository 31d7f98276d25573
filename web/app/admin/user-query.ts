import { limits } from '@qanoon/contracts';

/** The Users screen's search and page, kept in the URL so a result can be reloaded and shared. */
export interface UserQuery {
  name: string;
  contact: string;
  page: number;
}

const maxPage = 100_000;

export function readUserQuery(params: URLSearchParams): UserQuery {
  const page = Number(params.get('page'));
  return {
    name: (params.get('name') ?? '').trim(),
    contact: (params.get('contact') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

export const isSearch = (query: UserQuery) => query.name !== '' || query.contact !== '';

/** The URL of another page of the same search. */
export function userQueryHref(query: UserQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.name) params.set('name', query.name);
  if (query.contact) params.set('contact', query.contact);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/dashboard/users?${search}` : '/dashboard/users';
}

/** The service page for a screen page; one user more than fits tells whether another page follows. */
export function servicePage(query: UserQuery): { limit: number; offset: number } {
  return { limit: limits.searchPageSize + 1, offset: (query.page - 1) * limits.searchPageSize };
}
