import { addClientSchema, diaryMessages, pakistanDay, parseForm, updateClientSchema, type ClientView } from '@qanoon/contracts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import { now, type DiaryDeps } from '../deps.ts';
import { getClient } from '../queries/clients.ts';

type Deps = Pick<DiaryDeps, 'db'>;

/**
 * Add a client to the actor's diary: nothing required but a name or a contact (docs/product-rules.md#diary, ADR 0063).
 * A Client ID left empty is the next free `C-001`, `C-002`…; a typed one is the actor's alone.
 * Client From left empty is the day the client is added.
 */
export async function addClient(deps: Deps & Pick<DiaryDeps, 'clock'>, actor: Actor, input: unknown): Promise<Outcome<{ clientId: string }>> {
  const form = parseForm(addClientSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const c = form.data;
  const insert = (clientId: string) =>
    deps.db.query(
      `INSERT INTO diary_clients (user_id, client_id, client_name, client_contact, client_address, client_city, client_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, client_id) DO NOTHING`,
      [actor.userId, clientId, c.client_name, c.client_contact, c.client_address, c.client_city, c.client_from ?? pakistanDay(now(deps))],
    );
  if (c.client_id !== '') {
    const { rowCount } = await insert(c.client_id);
    if (rowCount === 0) return failure(diaryMessages.clientIdTaken, 'client_id');
    return { ok: true, message: diaryMessages.clientAdded, clientId: c.client_id };
  }
  const { rows } = await deps.db.query<{ n: number }>(
    `SELECT coalesce(max(substring(client_id FROM '^C-(\\d{1,9})$')::int), 0) + 1 AS n FROM diary_clients WHERE user_id = $1`,
    [actor.userId],
  );
  // Two tabs adding at once may race for the same number: the loser takes the next.
  for (let n = rows[0]?.n ?? 1, tries = 0; tries < 5; n += 1, tries += 1) {
    const clientId = `C-${String(n).padStart(3, '0')}`;
    if ((await insert(clientId)).rowCount) return { ok: true, message: diaryMessages.clientAdded, clientId };
  }
  return failure(diaryMessages.clientIdTaken, 'client_id');
}

/** Update one of the actor's clients (docs/product-rules.md#diary): nothing required, lengths bounded. */
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
