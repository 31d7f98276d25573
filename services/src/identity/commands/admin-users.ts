import type { UserView } from '@qanoon/contracts';
import { adminAccountSchema, messages, parseForm, userUpdateSchema } from '@qanoon/contracts';
import { assertAdmin } from '../../shared/access.ts';
import { createUserDirectory } from '../user-directory.ts';
import type { IdentityDeps } from '../deps.ts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import { insertUser, takenField } from '../users-table.ts';
import { updateUserColumns } from './profile.ts';
import { isId } from '../../shared/ids.ts';

/** An administrator creates another administrator's account (Settings screen). */
export async function createAdmin(deps: IdentityDeps, actor: Actor, input: unknown): Promise<Outcome<{ userId: string }>> {
  await assertAdmin(createUserDirectory(deps.db), actor);
  return insertAdmin(deps, input);
}

/**
 * The operator creates an administrator (`npm run create-admin`), the way in to a deployment that
 * has none yet to act: the Settings screen's form, checks and messages, without an acting user.
 * Not reachable from any route.
 */
export async function provisionAdmin(deps: IdentityDeps, input: unknown): Promise<Outcome<{ userId: string }>> {
  return insertAdmin(deps, input);
}

async function insertAdmin(deps: IdentityDeps, input: unknown): Promise<Outcome<{ userId: string }>> {
  const form = parseForm(adminAccountSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const { password, ...admin } = form.data;
  const inserted = await insertUser(deps.db, {
    ...admin,
    passwordHash: await deps.hasher.hash(password),
    isAdmin: true,
    newsletter: false,
    terms: false,
  });
  if ('ok' in inserted) return inserted;
  return { ok: true, message: messages.adminCreated, userId: inserted.id };
}

/** An administrator's inline edit of a user; nothing happens when every field is empty (docs/product-rules.md#accounts). */
export async function updateUser(
  deps: IdentityDeps,
  actor: Actor,
  userId: string,
  input: unknown,
): Promise<Outcome<{ changed: boolean; user: UserView | null }>> {
  await assertAdmin(createUserDirectory(deps.db), actor);
  const form = parseForm(userUpdateSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  if (Object.keys(form.data).length === 0) {
    return { ok: true, message: messages.nothingToUpdate, changed: false, user: null };
  }
  try {
    const user = await updateUserColumns(deps.db, userId, form.data);
    if (!user) return failure(messages.userNotFound);
    return { ok: true, message: messages.userUpdated, changed: true, user };
  } catch (error) {
    const taken = takenField(error);
    if (taken) return taken;
    throw error;
  }
}

/**
 * An administrator deletes a user; their sessions and trusted devices go with them. The caller pushes the forced-logout
 * notice to the returned user's room.
 */
export async function deleteUser(
  deps: IdentityDeps,
  actor: Actor,
  userId: string,
): Promise<Outcome<{ userId: string; email: string }>> {
  await assertAdmin(createUserDirectory(deps.db), actor);
  if (userId === actor.userId) return failure(messages.cannotDeleteSelf);
  if (!isId(userId)) return failure(messages.userNotFound);
  const { rows } = await deps.db.query<{ email: string }>('DELETE FROM users WHERE id = $1 RETURNING email::text AS email', [userId]);
  const deleted = rows[0];
  return deleted ? { ok: true, message: messages.userDeleted, userId, email: deleted.email } : failure(messages.userNotFound);
}
