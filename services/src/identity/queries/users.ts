import type { UserView } from '@qanoon/contracts';
import { phoneSearchDigits, textField } from '@qanoon/contracts';
import { z } from 'zod';
import { assertAdmin } from '../../shared/access.ts';
import { createUserDirectory } from '../user-directory.ts';
import type { IdentityDeps } from '../deps.ts';
import type { Actor } from '../../shared/outcome.ts';
import { findUserById, toUserView, userColumns, type UserRow } from '../users-table.ts';

/** The actor's own account, for the profile screen and the header. */
export async function getOwnProfile(deps: IdentityDeps, actor: Actor): Promise<UserView | null> {
  const row = await findUserById(deps.db, actor.userId);
  return row ? toUserView(row) : null;
}

const pageOptions = z.object({
  limit: z.coerce.number().int().min(1).max(1000).catch(500),
  offset: z.coerce.number().int().min(0).catch(0),
});

/** Every user, newest first (admin Users screen). */
export async function listUsers(
  deps: IdentityDeps,
  actor: Actor,
  options: { limit?: number; offset?: number } = {},
): Promise<UserView[]> {
  return searchUsers(deps, actor, {}, options);
}

const searchInput = z.object({ name: textField, contact: textField });

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users whose name and phone contain what was typed (admin search); both empty lists everyone. */
export async function searchUsers(
  deps: IdentityDeps,
  actor: Actor,
  input: unknown,
  options: { limit?: number; offset?: number } = {},
): Promise<UserView[]> {
  await assertAdmin(createUserDirectory(deps.db), actor);
  const parsed = searchInput.safeParse(input ?? {});
  const { name, contact } = parsed.success ? parsed.data : { name: '', contact: '' };
  const digits = phoneSearchDigits(contact);
  const { limit, offset } = pageOptions.parse(options);
  const { rows } = await deps.db.query<UserRow>(
    `SELECT ${userColumns} FROM users
     WHERE ($1 = '' OR first_name || ' ' || last_name ILIKE $2)
       AND ($3 = '' OR contact LIKE $4)
     ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [name, likePattern(name), digits, likePattern(digits), limit, offset],
  );
  return rows.map(toUserView);
}
