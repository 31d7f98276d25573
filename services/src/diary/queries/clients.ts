import type { ClientView } from '@qanoon/contracts';
import type { Actor } from '../../shared/outcome.ts';
import type { DiaryDeps } from '../deps.ts';

type Deps = Pick<DiaryDeps, 'db'>;

type ClientRow = {
  client_id: string;
  client_name: string;
  client_contact: string;
  client_address: string;
  client_city: string;
  client_from: string;
  open_cases: number;
  closed_cases: number;
};

// Every statement is scoped to the actor, whom the caller takes from the session (docs/product-rules.md#access).
const clientsOf = `
  SELECT c.client_id, c.client_name, c.client_contact, c.client_address, c.client_city, c.client_from::text AS client_from,
    count(d.case_id) FILTER (WHERE d.case_close = 'close')::int AS open_cases,
    count(d.case_id) FILTER (WHERE d.case_close = 'closed')::int AS closed_cases
  FROM diary_clients c
  LEFT JOIN diary_cases d ON d.user_id = c.user_id AND d.client_id = c.client_id
  WHERE c.user_id = $1`;

const toView = (r: ClientRow): ClientView => ({
  clientId: r.client_id,
  name: r.client_name,
  contact: r.client_contact,
  address: r.client_address,
  city: r.client_city,
  clientFrom: r.client_from,
  openCases: r.open_cases,
  closedCases: r.closed_cases,
});

/** The actor's clients, by name, with their open and closed case counts. */
export async function listClients(deps: Deps, actor: Actor): Promise<ClientView[]> {
  const { rows } = await deps.db.query<ClientRow>(`${clientsOf} GROUP BY c.user_id, c.client_id ORDER BY lower(c.client_name), c.client_id`, [
    actor.userId,
  ]);
  return rows.map(toView);
}

/** One of the actor's clients; null when they have none by that id. */
export async function getClient(deps: Deps, actor: Actor, clientId: string): Promise<ClientView | null> {
  const { rows } = await deps.db.query<ClientRow>(`${clientsOf} AND c.client_id = $2 GROUP BY c.user_id, c.client_id`, [actor.userId, clientId]);
  const row = rows[0];
  return row ? toView(row) : null;
}
