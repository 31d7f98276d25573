import type { UserView } from '@qanoon/contracts';
import { changePasswordSchema, chooseLanguageSchema, limitMessages, messages, parseForm, profileUpdateSchema } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import type { IdentityDeps } from '../deps.ts';
import { passwordChangedMessage, revokeAllAccessTokens } from './access-tokens.ts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import { columnOf, findUserById, toUserView, userColumns, type UserRow } from '../users-table.ts';
import { isId } from '../../shared/ids.ts';

/**
 * Change the actor's own password from the profile, proving the old one first. Wrong old
 * passwords are limited per account, so a session left open cannot be used to guess it. The
 * account's access tokens are revoked with the old password.
 */
export async function changePassword(deps: IdentityDeps, actor: Actor, input: unknown): Promise<Outcome> {
  const form = parseForm(changePasswordSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const user = await findUserById(deps.db, actor.userId);
  if (!user) return failure(messages.userNotFound);
  const key = `user:${user.id}`;
  const wait = await deps.limits.oldPasswordFailsPerAccount.waitFor(key);
  if (wait > 0) return failure(limitMessages.tooManyAttempts(wait), 'oldPassword');
  if (!(await deps.hasher.verify(user.password_hash, form.data.oldPassword))) {
    const locked = await deps.limits.oldPasswordFailsPerAccount.count(key);
    return failure(locked > 0 ? limitMessages.tooManyAttempts(locked) : messages.wrongOldPassword, 'oldPassword');
  }
  await deps.limits.oldPasswordFailsPerAccount.clear(key);
  const passwordHash = await deps.hasher.hash(form.data.newPassword);
  const revokedTokens = await deps.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
    return revokeAllAccessTokens(tx, user.id);
  });
  return { ok: true, message: passwordChangedMessage(revokedTokens) };
}

/**
 * Set the given columns of one user; null when there is no such user. Only names from
 * {@link columnOf} reach the SQL text; values always travel as parameters.
 */
export async function updateUserColumns(
  db: Sql,
  userId: string,
  fields: Partial<Record<keyof typeof columnOf, string>>,
): Promise<UserView | null> {
  if (!isId(userId)) return null;
  const entries = Object.entries(fields).filter((e): e is [keyof typeof columnOf, string] => e[0] in columnOf);
  const sets = entries.map(([name], i) => `${columnOf[name]} = $${i + 2}`);
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET ${sets.join(', ')} WHERE id = $1 RETURNING ${userColumns}`,
    [userId, ...entries.map(([, value]) => value)],
  );
  const row = rows[0];
  return row ? toUserView(row) : null;
}

/** Change the actor's own account info; nothing happens when every field is empty (docs/product-rules.md#accounts). */
export async function updateProfile(
  deps: IdentityDeps,
  actor: Actor,
  input: unknown,
): Promise<Outcome<{ changed: boolean; user: UserView | null }>> {
  const form = parseForm(profileUpdateSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  if (Object.keys(form.data).length === 0) {
    return { ok: true, message: messages.nothingToUpdate, changed: false, user: null };
  }
  const user = await updateUserColumns(deps.db, actor.userId, form.data);
  if (!user) return failure(messages.userNotFound);
  return { ok: true, message: messages.profileUpdated, changed: true, user };
}

/** Point the actor's picture at a stored file (the web layer checks and stores it); null = default. */
export async function updatePicture(deps: IdentityDeps, actor: Actor, picture: string | null): Promise<Outcome> {
  if (!isId(actor.userId)) return failure(messages.userNotFound);
  const { rowCount } = await deps.db.query('UPDATE users SET picture = $2 WHERE id = $1', [actor.userId, picture]);
  return rowCount ? { ok: true, message: messages.profileUpdated } : failure(messages.userNotFound);
}

/** Remember the interface language the actor chose, for every device they sign in on. */
export async function chooseLanguage(deps: IdentityDeps, actor: Actor, input: unknown): Promise<Outcome> {
  const form = parseForm(chooseLanguageSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  if (!isId(actor.userId)) return failure(messages.userNotFound);
  const { rowCount } = await deps.db.query('UPDATE users SET language = $2 WHERE id = $1', [actor.userId, form.data.language]);
  return rowCount ? { ok: true, message: '' } : failure(messages.userNotFound);
}
