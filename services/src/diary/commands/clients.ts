import { addClientSchema, diaryMessages, parseForm, updateClientSchema, type ClientView } from '@qanoon/contracts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import type { DiaryDeps } from '../deps.ts';
import { getClient } from '../queries/clients.ts';

type Deps = Pick<DiaryDeps, 'db'>;

/** Add a client to the actor's diary (spec §5): every field required, the client id theirs alone. */
export async function addClient(deps: Deps, actor: Actor, input: unknown): Promise<Outcome<{ clientId: string }>> {
  const form = parseForm(addClientSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const c = form.data;
  const { rowCount } = await deps.db.query(
    `INSERT INTO diary_clients (user_id, client_id, client_name, client_contact, client_address, client_city, client_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, client_id) DO NOTHING`,
    [actor.userId, c.client_id, c.client_name, c.client_contact, c.client_address, c.client_city, c.client_from],
  );
  if (rowCount === 0) return failure(diaryMessages.clientIdTaken, 'client_id');
  return { ok: true, message: diaryMessages.clientAdded, clientId: c.client_id };
}

/** Update one of the actor's clients (spec §4 Update Client): nothing required, lengths bounded. */
export async function updateClient(deps: Deps, actor: Actor, clientId: string, input: unknown): Promise<Outcome<{ client: ClientView }>> {
  const form = parseForm(updateClientSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const c = form.data;
  const { rowCount } = await deps.db.query(
    `UPDATE diary_clients SET client_name = $3, client_contact = $4, client_address = $5, client_city = $6, updated_at = now()
     WHERE user_id = $1 AND client_id = $2`,
    [actor.userId, clientId, c.client_name, c.client_contact, c.client_address, c.client_city],
  );
  const client = rowCount ? await getClient(deps, actor, clientId) : null;
  if (!client) return failure(diaryMessages.noSuchClient);
  return { ok: true, message: diaryMessages.clientUpdated, client };
}
