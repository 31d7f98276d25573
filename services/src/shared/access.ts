import type { Sql } from '@qanoon/infra';
import { ForbiddenError, type Actor } from './outcome.ts';
import { isId } from './ids.ts';

/** Throws {@link ForbiddenError} unless the actor is an administrator, checked in the database. */
export async function assertAdmin(db: Sql, actor: Actor): Promise<void> {
  const { rows } = isId(actor.userId)
    ? await db.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1', [actor.userId])
    : { rows: [] };
  if (!rows[0]?.is_admin) throw new ForbiddenError('Only administrators may do this');
}
